import type { Effect } from '@verdict/core';
import { formatFraction } from '@verdict/dice';
import { z } from 'zod';
import type { Degrees } from './degrees.js';
import { lazy } from './lazy.js';

/** The largest fatigue cost a check may carry. */
export const MAX_FATIGUE_COST = 1000;

/** `fatigueCost`: what the attempt costs in fatigue ("a difficulty of 7 and a cost of 2 fatigue"). */
export const fatigueCostField = lazy(() =>
  z
    .int({ error: `expected a fatigue cost as a whole number from 0 to ${MAX_FATIGUE_COST}` })
    .min(0, { error: `expected a fatigue cost from 0 to ${MAX_FATIGUE_COST}` })
    .max(MAX_FATIGUE_COST, { error: `expected a fatigue cost from 0 to ${MAX_FATIGUE_COST}` })
    .optional()
    .describe(
      'The fatigue the attempt costs, as the GM sets it ("a cost of 2 fatigue"): each degree of success takes one off, each degree of failure adds one',
    )
    .meta({ title: 'Fatigue cost' }),
);

/**
 * The fatigue a check costs after its roll: each degree of success takes one off the cost (down to 0),
 * each degree of failure adds one.
 *
 * @example
 * fatigueAfter(2, readDegrees(8, 7)); // 1: one degree of success
 * fatigueAfter(2, readDegrees(5, 7)); // 4: two degrees of failure
 */
export function fatigueAfter(cost: number, degrees: Pick<Degrees, 'result' | 'margin'>): number {
  return degrees.result === 'success' ? Math.max(0, cost - degrees.margin) : cost - degrees.margin;
}

/** The fatigue effect: the cost set, what the degrees did to it, and the resulting `cost`. */
export function fatigueEffect(cost: number, degrees: Degrees, total: number): Effect {
  const after = fatigueAfter(cost, degrees);
  const n = Math.abs(degrees.margin);
  const how =
    degrees.result === 'success'
      ? n === 0
        ? 'met the Difficulty, no degree of success to take off'
        : `less ${n} ${n === 1 ? 'degree' : 'degrees'} of success`
      : `plus ${n} ${n === 1 ? 'degree' : 'degrees'} of failure`;
  const worst = total === 2 ? "; or, the GM's call, a 2 is the worst outcome instead" : '';
  return {
    kind: 'fatigue',
    text: `Fatigue: a cost of ${cost}, ${how}: ${after} fatigue${worst}`,
    cost: after,
    baseCost: cost,
  };
}

/** The probability of each resulting fatigue cost, lowest first. */
export interface FatigueOdds {
  readonly cost: number;
  readonly probability: number;
  readonly fraction?: string;
}

/**
 * The exact odds of each resulting fatigue cost, from the odds of each degree (results that leave the same cost,
 * such as every success of 2 or more degrees against a cost of 2, are added up).
 *
 * @example
 * fatigueOdds(2, outcomes, total); // [{ cost: 0, ... }, { cost: 1, ... }, { cost: 2, ... }, { cost: 3, ... }, ...]
 */
export function fatigueOdds(
  cost: number,
  byDegree: readonly { readonly degrees: Degrees; readonly probability: number; readonly count?: bigint }[],
  total: bigint | undefined,
): FatigueOdds[] {
  const costs = new Map<number, { probability: number; count: bigint | undefined }>();
  for (const { degrees, probability, count } of byDegree) {
    const after = fatigueAfter(cost, degrees);
    const seen = costs.get(after) ?? { probability: 0, count: 0n };
    costs.set(after, {
      probability: seen.probability + probability,
      count: seen.count !== undefined && count !== undefined ? seen.count + count : undefined,
    });
  }
  return [...costs]
    .sort(([a], [b]) => a - b)
    .map(([after, { probability, count }]) =>
      count !== undefined && total !== undefined
        ? { cost: after, probability: Number(count) / Number(total), fraction: formatFraction(count, total) }
        : { cost: after, probability },
    );
}
