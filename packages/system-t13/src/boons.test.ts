import { describe, expect, it } from 'vitest';
import { BOON_DICE, boonDice, boonValue, difficultyValue, helpersToBeat } from './boons.js';

/** The Value column of the rules' Boon table, Boons 1 to 40. */
const TABLE_VALUES = [
  2, 5, 8, 12, 16, 21, 26, 32, 38, 45, 51, 59, 66, 74, 83, 92, 101, 111, 121, 131, 142, 153, 165, 177, 190,
  203, 216, 230, 244, 259, 274, 289, 305, 321, 338, 355, 373, 391, 409, 428,
];

describe('Boons and Values', () => {
  it('reproduces the published table: Value 66 for Boon 13, 111 for Boon 18', () => {
    expect(boonValue(13)).toBe(66);
    expect(boonValue(18)).toBe(111);
    expect(Array.from({ length: 40 }, (_, i) => boonValue(i + 1))).toEqual(TABLE_VALUES);
  });

  it('is 0 at 0 and odd for negative Boons', () => {
    expect(boonValue(0)).toBe(0);
    expect(boonValue(-13)).toBe(-66);
  });

  it('reads Difficulty 13 as Value 1087, which 17 Boon-13 people beat', () => {
    expect(difficultyValue(13)).toBe(1087);
    expect(helpersToBeat(1087, 13)).toBe(17);
    expect(17 * boonValue(13)).toBeGreaterThan(1087);
    expect(16 * boonValue(13)).toBeLessThan(1087);
    expect(helpersToBeat(66)).toBe(2);
  });

  it('refuses helpers without a positive Value', () => {
    expect(() => helpersToBeat(100, 0)).toThrow(/helper Boon/);
  });

  it('gives the standard dice of Boons 1 to 40', () => {
    expect(BOON_DICE).toHaveLength(40);
    expect(boonDice(1)).toBe('1d2-1');
    expect(boonDice(13)).toBe('2d2+1');
    expect(boonDice(18)).toBe('3d3-1');
    expect(boonDice(40)).toBe('6d2');
  });

  it('says that Boon 41 has no standard dice and the dice must be given', () => {
    expect(() => boonDice(41)).toThrow(/Boon 41 has no standard dice.*give the dice as an expression/);
    expect(() => boonDice(0)).toThrow(/Boon 0 has no standard dice/);
  });
});
