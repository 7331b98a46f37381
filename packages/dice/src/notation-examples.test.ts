import { describe, expect, it } from 'vitest';
import { notationOdds } from './notation-distribution.js';
import { NOTATION_EXAMPLES } from './notation-examples.js';
import { rollDice } from './roll-dice.js';

describe('the notation examples of the README', () => {
  it.each(NOTATION_EXAMPLES)(
    '$notation rolls with exactly its entered dice and has exact odds',
    (example) => {
      const roll = rollDice({ notation: example.notation, dice: example.dice });
      expect(roll.dice).toHaveLength(example.dice.length);
      const odds = notationOdds(example.notation);
      expect(odds.distribution.some((o) => o.value === roll.total)).toBe(true);
    },
  );

  it('shows what each form does, as the README says', () => {
    const total = (notation: string) => {
      const example = NOTATION_EXAMPLES.find((e) => e.notation === notation)!;
      return rollDice({ notation, dice: example.dice }).total;
    };
    expect(total('3d6!')).toBe(17);
    expect(total('5d10!>=9')).toBe(36);
    expect(total('3d6!!')).toBe(18);
    expect(total('2d6!p')).toBe(17);
    expect(total('4d6r1kh3')).toBe(14);
    expect(total('6d10>=8f1')).toBe(2);
    expect(total('8d6!kh3')).toBe(18);
    expect(total('{4d6, 3d8}kh1')).toBe(15);
    expect(total('{1d20+5, 1d20+5, 1d20+5}>=15')).toBe(2);
  });
});
