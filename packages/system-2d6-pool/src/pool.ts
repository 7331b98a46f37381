import type { Dice } from '@verdict/dice';
import type { Keep } from './keep-two.js';

/** What makes a pool: the attribute's rating and the bonus and penalty dice. */
export interface PoolInput {
  readonly rating: number;
  readonly bonusDice?: number;
  readonly penaltyDice?: number;
}

/** A pool as the rules build it: its size n, the dice actually rolled, and which two count. */
export interface Pool {
  /** n = 2 + rating + bonus dice - penalty dice; below 2 it is a negative pool. */
  readonly size: number;
  /** n d6 when n >= 2; 4 - n d6 for a negative pool. */
  readonly dice: number;
  readonly keep: Keep;
}

/**
 * Builds a pool: `2 + rating + bonusDice - penaltyDice` dice, keep the highest two; a pool below two dice
 * is negative: each die that would take it below two is added instead (4 - n dice), keep the lowest two.
 *
 * @example
 * buildPool({ rating: 2, bonusDice: 1, penaltyDice: 1 }); // { size: 4, dice: 4, keep: 'highest' }
 * buildPool({ rating: -1 }); // { size: 1, dice: 3, keep: 'lowest' }
 */
export function buildPool(input: PoolInput): Pool {
  const size = 2 + input.rating + (input.bonusDice ?? 0) - (input.penaltyDice ?? 0);
  return size >= 2 ? { size, dice: size, keep: 'highest' } : { size, dice: 4 - size, keep: 'lowest' };
}

/** A rolled pool: every face in draw order, the two that count, and the rest. */
export interface PoolRoll {
  readonly faces: readonly number[];
  readonly kept: readonly [number, number];
  readonly dropped: readonly number[];
  /** The sum of the two kept dice: the rules' "result". */
  readonly total: number;
}

/**
 * Rolls a pool through `dice` and marks every die but the two that count as dropped. Among equal faces,
 * the first drawn is kept (it makes no difference to the result, only to which die is shown as kept).
 *
 * @example
 * rollPool(dice, buildPool({ rating: 2 }), 'pool'); // { faces: [6, 3, 5, 1], kept: [6, 5], total: 11, ... }
 */
export function rollPool(dice: Dice, pool: Pool, group: string): PoolRoll {
  const rolled = dice.roll(pool.dice, 6, group);
  const order = rolled.map((_, i) => i);
  const sign = pool.keep === 'highest' ? -1 : 1;
  order.sort((i, j) => sign * (rolled[i]!.face - rolled[j]!.face) || i - j);
  const keptIndices = new Set(order.slice(0, 2));
  const dropped: number[] = [];
  rolled.forEach((die, i) => {
    if (keptIndices.has(i)) return;
    die.drop();
    dropped.push(die.face);
  });
  const kept = [rolled[order[0]!]!.face, rolled[order[1]!]!.face] as const;
  return { faces: rolled.map((d) => d.face), kept, dropped, total: kept[0] + kept[1] };
}

/**
 * Describes a pool's faces for a step: each face when there are a few, counts per face for a large pool.
 *
 * @example
 * describeFaces([6, 3, 5, 1]); // '6, 3, 5, 1'
 */
export function describeFaces(faces: readonly number[]): string {
  if (faces.length <= 12) return faces.join(', ');
  const counts = [0, 0, 0, 0, 0, 0];
  for (const face of faces) counts[face - 1]!++;
  return counts
    .map((count, i) => ({ count, face: i + 1 }))
    .filter((c) => c.count > 0)
    .reverse()
    .map((c) => `${c.count} × ${c.face}`)
    .join(', ');
}
