// A room's forms start plain (issue 37, U13, N1; moved here from the web app, issue 36): the test's defaults with
// the first example's numbers, and nothing else of the example (no name, no modifiers), so the form opens valid.
import { describe, expect, it } from 'vitest';
import { manifestOf } from './fixtures/captured.js';
import { plainInput } from './plain-input.js';

describe('plainInput', () => {
  it("takes the first example's numbers and leaves its name and modifiers out", () => {
    const check = manifestOf('d20-roll-under', 'check');
    expect(check.examples[0]!.input).toEqual({
      name: 'Fishing',
      value: 12,
      modifiers: [{ label: 'poor tackle', amount: -3 }],
    });
    expect(plainInput(check)).toEqual({ value: 12 });
  });

  it("keeps a contest's parties' numbers, row by row, without their names", () => {
    const contest = manifestOf('d20-roll-under', 'mutual-contest');
    expect(plainInput(contest)).toEqual({
      parties: [
        { will: 12, wits: 10 },
        { will: 11, wits: 14 },
      ],
    });
  });
});
