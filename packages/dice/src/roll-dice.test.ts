import { describe, expect, it } from 'vitest';
import { DiceError } from './errors.js';
import { rollDice } from './roll-dice.js';
import { xoshiro128StarStar } from './seeded-source.js';

describe('rollDice', () => {
  it('rolls from a fresh seed that replays the same roll', () => {
    const first = rollDice({ notation: '4D6kh3 + 1' }, xoshiro128StarStar(1, 2, 3, 4));
    expect(first.notation).toBe('4d6kh3+1');
    expect(first.seed).toBe('00002d0000000000');
    expect(first.dice.filter((d) => d.kept)).toHaveLength(3);
    expect(rollDice({ notation: '4d6kh3+1', seed: first.seed! })).toEqual(first);
  });

  it('takes entered faces, with no seed, and refuses faces left over', () => {
    expect(rollDice({ notation: '2d6+3', dice: [4, 5] })).toEqual({
      notation: '2d6+3',
      total: 12,
      dice: [
        { sides: 6, face: 4, kept: true, group: '2d6', source: 'entered' },
        { sides: 6, face: 5, kept: true, group: '2d6', source: 'entered' },
      ],
    });
    expect(() => rollDice({ notation: '1d6', dice: [1, 2] })).toThrow(DiceError);
  });
});
