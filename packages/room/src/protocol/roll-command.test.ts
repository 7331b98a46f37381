// A roll body is a roll of one's own or an answer, with generated or entered dice, and carries only the
// fields it was given.
import { describe, expect, it } from 'vitest';
import { rollCommand } from './roll-command.js';

describe('rollCommand', () => {
  it("makes a roll of the member's own, with generated or entered dice", () => {
    const own = { system: 'd20-roll-under', test: 'check', input: { value: 9 } };
    expect(rollCommand({ ...own, clientSeed: 'abc', visibility: 'outcome' })).toEqual({
      kind: 'roll',
      ...own,
      visibility: 'outcome',
      clientSeed: 'abc',
    });
    expect(rollCommand({ ...own, dice: [4] })).toEqual({ kind: 'roll', ...own, dice: [4] });
  });

  it('makes an answer to the request it names, with only the fields given', () => {
    expect(rollCommand({ request: 8, clientSeed: 'abc' })).toEqual({
      kind: 'answer',
      request: 8,
      clientSeed: 'abc',
    });
    expect(rollCommand({ request: 8, test: 'check', input: { rating: 2 }, dice: [6, 1] })).toEqual({
      kind: 'answer',
      request: 8,
      test: 'check',
      input: { rating: 2 },
      dice: [6, 1],
    });
  });
});
