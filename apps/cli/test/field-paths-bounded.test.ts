// Issue 25, item 1 in the CLI: `modifiers.999999999.amount=1` filled every list row up to the index and the
// process died with "JavaScript heap out of memory"; a path is now checked against the schema first.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN } from './run-cli.js';

/** Runs the built `verdict` with a small heap, so a crash shows as one instead of filling the machine. */
function verdict(args: readonly string[]) {
  const result = spawnSync(process.execPath, ['--max-old-space-size=256', BIN, ...args], {
    input: '',
    env: { PATH: process.env.PATH, NO_COLOR: '1' },
    cwd: join(import.meta.dirname, '..'),
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: result.status, signal: result.signal, stderr: result.stderr };
}

describe('field paths bounded by the schema', () => {
  it('refuses an index past maxItems with a usage error naming the field, instead of running out of memory', () => {
    const { code, signal, stderr } = verdict([
      'resolve',
      'd20-roll-under',
      'check',
      'value=12',
      'modifiers.999999999.amount=1',
    ]);
    expect(signal).toBeNull();
    expect(stderr).not.toMatch(/heap out of memory/);
    expect(code).toBe(2);
    expect(stderr).toMatch(/modifiers\.999999999: index out of range, at most 50 items/);
  }, 180_000);

  it('refuses a sparse index, naming the next row', () => {
    const { code, stderr } = verdict([
      'resolve',
      'd20-roll-under',
      'check',
      'value=12',
      'modifiers.3.amount=1',
    ]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/modifiers\.3: index out of range, the next row is modifiers\.0/);
  });
});
