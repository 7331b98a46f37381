/** The highest Boon with a standard dice expression. */
export const MAX_STANDARD_BOON = 40;

/**
 * The standard dice expression of each Boon from 1 to 40 (index 0 is Boon 1), from the T13 Boon table.
 */
export const BOON_DICE: readonly string[] = [
  '1d2-1',
  '2d2-2',
  '1d2',
  '3d2-3',
  '2d2-1',
  '3d2-2',
  '1d2+1',
  '4d2-3',
  '2d2',
  '1d2+2',
  '3d2-1',
  '6d2-5',
  '2d2+1',
  '1d2+3',
  '7d2-6',
  '2d2+2',
  '4d2-1',
  '3d3-1',
  '1d2+4',
  '3d2+1',
  '6d2-3',
  '1d3+4',
  '2d2+3',
  '1d2+5',
  '3d2+2',
  '2d3+3',
  '2d2+4',
  '6d2-2',
  '1d4+5',
  '3d2+3',
  '3d4',
  '4d2+2',
  '6d2-1',
  '2d2+5',
  '3d4+1',
  '7d2-2',
  '3d2+4',
  '4d2+3',
  '4d3+1',
  '6d2',
];

/**
 * The Value of a Boon: `round(b * 2^cbrt(b))`, odd in `b` (`Value(-b) = -Value(b)`, `Value(0) = 0`).
 *
 * @example
 * boonValue(13); // 66, an average human
 * boonValue(18); // 111
 */
export function boonValue(boon: number): number {
  if (boon === 0) return 0;
  if (boon < 0) return -boonValue(-boon);
  return Math.round(boon * 2 ** Math.cbrt(boon));
}

/**
 * The Value a Difficulty asks for: the Difficulty read as a Score one step below a Boon, `Value(Value(d))`.
 *
 * @example
 * difficultyValue(13); // 1087
 */
export function difficultyValue(difficulty: number): number {
  return boonValue(boonValue(difficulty));
}

/**
 * How many helpers of one Boon, their Values added, beat (exceed) a Value: `floor(V / Value(b)) + 1`.
 *
 * @example
 * helpersToBeat(1087, 13); // 17 average people
 */
export function helpersToBeat(value: number, boon = 13): number {
  const each = boonValue(boon);
  if (each <= 0) throw new RangeError(`Expected a helper Boon of 1 or more, got ${boon}`);
  return Math.max(1, Math.floor(value / each) + 1);
}

/**
 * The standard dice expression of a Boon from 1 to 40. Above 40 there is none: the dice must be given.
 *
 * @example
 * boonDice(13); // '2d2+1'
 * boonDice(41); // throws: Boon 41 has no standard dice
 */
export function boonDice(boon: number): string {
  if (!Number.isInteger(boon) || boon < 1 || boon > MAX_STANDARD_BOON) {
    throw new RangeError(boonDiceMessage(boon));
  }
  return BOON_DICE[boon - 1]!;
}

/** The message for a Boon without standard dice. */
export function boonDiceMessage(boon: number | string): string {
  return `Boon ${boon} has no standard dice (only Boons 1 to ${MAX_STANDARD_BOON} do): give the dice as an expression instead, e.g. { "dice": "3d4+2" }`;
}
