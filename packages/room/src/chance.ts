/**
 * @module
 * The exact chance, before a roll, of the result it got or better, and its percentile (for the luck
 * ledger): both from the test's exact odds, computed from the log alone.
 */
import { oddsTest, type Registry } from '@verdict/core';
import { formatPercent } from '@verdict/form';

/** A roll's odds against its result: P(that tier or better) and its mid-rank percentile (0-100). */
export interface RollChance {
  /** The chance, before the roll, of a result at this tier or better. */
  readonly orBetter: number;
  /** P(worse) + P(same) / 2, as a percentage: 50 is an average roll, higher is luckier. */
  readonly percentile: number;
}

/**
 * The chance of a result at `tier` or better for a test and input, or undefined when the odds cannot be
 * computed (an unknown system, or an input the registry refuses).
 *
 * @example
 * rollChance(registry, { system: 'd20-roll-under', test: 'check', input: { value: 12 } }, 1)?.orBetter; // 0.6
 */
export function rollChance(
  registry: Registry,
  request: { system: string; test: string; input: unknown },
  tier: number,
): RollChance | undefined {
  let outcomes: readonly { tier: number; probability: number }[];
  try {
    outcomes = oddsTest(registry, request).outcomes;
  } catch {
    return undefined;
  }
  let better = 0;
  let same = 0;
  let worse = 0;
  for (const outcome of outcomes) {
    if (outcome.tier > tier) better += outcome.probability;
    else if (outcome.tier === tier) same += outcome.probability;
    else worse += outcome.probability;
  }
  // Nothing worse can happen: this or better is certain, exactly (summed floats read ">99.99%" or 1.0000000000000002).
  const orBetter = worse === 0 ? 1 : Math.min(1, better + same);
  return { orBetter, percentile: Math.min(100, (worse + same / 2) * 100) };
}

/** `37.5%`, `0.25%`, `<0.01%`: a probability for reading, as every frontend writes it (`@verdict/form`). */
export function formatChance(probability: number): string {
  return formatPercent(probability);
}
