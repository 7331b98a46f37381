// Issue 38 (N14, its last point): a test's field help printed T13's Facet enums as single lines of about 250
// columns, and the test's description as one of 219. Field help wraps to the terminal's width (COLUMNS where a
// terminal says it), and to 80 when the output is not a terminal; nothing is cut. Example commands stay whole.
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const FACETS = ['Awe', 'Burden', 'Craft', 'Inertia', 'Zeal'];

describe('verdict resolve <system> <test> --help: fits the width', () => {
  it.each([
    [undefined, 80],
    ['120', 120],
  ])('COLUMNS=%s: every line within %i columns, every Facet still listed', (columns, width) => {
    const { code, stdout } = runCli(['resolve', 't13', 'value', '--help'], {
      env: columns ? { COLUMNS: columns } : {},
    });
    expect(code).toBe(0);
    // The description and the fields; the examples are commands to copy whole, never broken.
    const lines = stdout.split('\n').slice(0, stdout.split('\n').indexOf('Examples:'));
    const over = lines.filter((line) => [...line].length > width);
    expect(over).toEqual([]);
    // The Facets of `tested.facet` read on across its lines, each continuation under the type column.
    const at = lines.findIndex((line) => line.trim().startsWith('tested.facet '));
    expect(lines[at + 1]).toMatch(/^ {20,}\S/);
    let end = at + 1;
    while (/^ {20,}\S/.test(lines[end] ?? '')) end++;
    const facet = lines.slice(at, end).join(' ');
    for (const name of FACETS) expect(facet).toContain(name);
  });
});
