// The odds the web works out (in the worker, or on the page without one) name a contest's sides as the input
// does: the bars read "Ragnhild wins", as the headline does, not "First party wins".
import { describe, expect, it } from 'vitest';
import { createAppRegistry } from '../composition/registry.js';
import { computeTestOdds } from './compute-odds.js';

describe('computeTestOdds', () => {
  it("names a Mutual Contest's sides in its outcomes", () => {
    const odds = computeTestOdds(createAppRegistry(), {
      kind: 'test',
      system: 'd20-roll-under',
      test: 'mutual-contest',
      input: {
        parties: [
          { name: 'Ragnhild', will: 14, wits: 12 },
          { name: 'Sven', will: 11, wits: 10 },
        ],
      },
    });
    if (!odds.ok) throw new Error('odds refused');
    const labels = odds.value.outcomes.map((o) => o.label);
    expect(labels.some((label) => label.startsWith('Ragnhild wins'))).toBe(true);
    expect(labels.some((label) => label.startsWith('Sven wins'))).toBe(true);
    expect(labels.join(' | ')).not.toMatch(/First party|Second party/);
  });

  // Issue 37, U5: the Endings and "By critical success" tables still said "First party wins (critical)".
  it("names a Mutual Contest's sides in its endings and by-critical-success tables", () => {
    const odds = computeTestOdds(createAppRegistry(), {
      kind: 'test',
      system: 'd20-roll-under',
      test: 'mutual-contest',
      input: {
        parties: [
          { name: 'Ragnhild', will: 14, wits: 12 },
          { name: 'Sven', will: 11, wits: 10 },
        ],
      },
    });
    if (!odds.ok) throw new Error('odds refused');
    const titles = odds.tables.map((table) => table.title);
    expect(titles).toEqual(expect.arrayContaining(['Endings', expect.stringMatching(/critical success/i)]));
    const cells = odds.tables.flatMap((table) => [
      ...table.rows.flat(),
      ...(table.distribution ?? []).map((point) => point.label),
    ]);
    expect(cells.join(' | ')).not.toMatch(/First party|Second party/);
    expect(cells.some((text) => text.startsWith('Ragnhild wins'))).toBe(true);
    expect(cells.some((text) => text.startsWith('Sven wins'))).toBe(true);
  });
});
