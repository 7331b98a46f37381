import type { OddsOutcome, OddsResult } from '@verdict/core';
import { formatFraction } from '@verdict/dice';
import { readDegrees } from './degrees.js';
import { type FatigueOdds, fatigueOdds } from './fatigue.js';
import { keepTwoDistribution, MAX_RESULT, MIN_RESULT } from './keep-two.js';
import { buildPool, type PoolInput } from './pool.js';

/** One value of the 2d6 result, with its probability (and exact fraction for pools of up to 100 dice). */
export interface ResultOdds {
  readonly value: number;
  readonly probability: number;
  readonly fraction?: string;
}

/**
 * The exact odds of a check: one outcome per degree (every result from 2 to 12 is possible in any pool),
 * best first; beside them the distribution of the result, the chance of success, of a 12 and of a 2,
 * the mean result, and the pool; with a fatigue cost, the odds of each resulting cost. Cost is the same for 2 or
 * 10,000 dice (order statistics).
 *
 * @example
 * checkOdds({ rating: 2, bonusDice: 1, penaltyDice: 1, difficulty: 8 }).success.probability; // 119/144 = 0.826...
 */
export function checkOdds(
  input: PoolInput & { readonly difficulty: number; readonly fatigueCost?: number | undefined },
): OddsResult & {
  readonly distribution: readonly ResultOdds[];
  readonly success: { readonly probability: number; readonly fraction?: string };
  readonly best: number;
  readonly worst: number;
  readonly mean: number;
  readonly fatigue?: readonly FatigueOdds[];
} {
  const pool = buildPool(input);
  const d = keepTwoDistribution(pool.dice, pool.keep);
  const fraction = (count: bigint | undefined) =>
    count !== undefined && d.total !== undefined ? { fraction: formatFraction(count, d.total) } : {};
  const distribution: ResultOdds[] = d.probabilities.map((probability, i) => ({
    value: MIN_RESULT + i,
    probability,
    ...fraction(d.counts?.[i]),
  }));
  const outcomes: OddsOutcome[] = [...distribution].reverse().map(({ value, probability, fraction: f }) => {
    const { result, label, tier, margin } = readDegrees(value, input.difficulty);
    return { label, result, tier, margin, probability, ...(f === undefined ? {} : { fraction: f }) };
  });
  let successCount = d.counts ? 0n : undefined;
  let success = 0;
  let mean = 0;
  distribution.forEach((r, i) => {
    mean += r.value * r.probability;
    if (r.value < input.difficulty) return;
    success += r.probability;
    if (successCount !== undefined) successCount += d.counts![i]!;
  });
  return {
    outcomes,
    distribution,
    success: { probability: success, ...fraction(successCount) },
    best: d.probabilities[MAX_RESULT - MIN_RESULT]!,
    worst: d.probabilities[0]!,
    mean,
    pool: { size: pool.size, dice: pool.dice, keep: pool.keep },
    ...(input.fatigueCost === undefined
      ? {}
      : {
          fatigue: fatigueOdds(
            input.fatigueCost,
            distribution.map((r, i) => ({
              degrees: readDegrees(r.value, input.difficulty),
              probability: r.probability,
              ...(d.counts ? { count: d.counts[i]! } : {}),
            })),
            d.total,
          ),
        }),
  };
}
