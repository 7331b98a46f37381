/**
 * @module
 * The exact chance, before a roll, of the result it got or better, and its percentile (for the luck
 * ledger): both from the test's exact odds, computed from the log alone.
 */
import { oddsTest, type Registry } from '@verdict/core';
import { chanceOrBetter, type DisplayLabels, formatPercent, type Parties } from '@verdict/form';

/** A roll's odds against its result: P(that tier or better) and its mid-rank percentile (0-100). */
export interface RollChance {
  /** The chance, before the roll, of a result at this tier or better (a contest's: for the side that won). */
  readonly orBetter: number;
  /** A contest's side `orBetter` is counted from, in words (`Ulla's side`); absent for a test with one side. */
  readonly orBetterSide?: string;
  /** P(worse) + P(same) / 2, as a percentage: 50 is an average roll, higher is luckier. */
  readonly percentile: number;
}

/**
 * The chance of a result at `tier` or better for a test and input, or undefined when the odds cannot be
 * computed (an unknown system, or an input the registry refuses). Given the outcome (its `winner` and `parties`), a
 * contest's chance is counted from the side that won, and says whose (`@verdict/form`'s `chanceOrBetter`).
 *
 * @example
 * rollChance(registry, { system: 'd20-roll-under', test: 'check', input: { value: 12 } }, 1)?.orBetter; // 0.6
 */
export function rollChance(
  registry: Registry,
  request: { system: string; test: string; input: unknown },
  tier: number | { readonly tier: number; readonly winner?: unknown; readonly parties?: Parties },
): RollChance | undefined {
  const outcome = typeof tier === 'number' ? { tier } : tier;
  let outcomes: readonly { tier: number; probability: number }[];
  try {
    outcomes = oddsTest(registry, request).outcomes;
  } catch {
    return undefined;
  }
  let same = 0;
  let worse = 0;
  for (const o of outcomes) {
    if (o.tier === outcome.tier) same += o.probability;
    else if (o.tier < outcome.tier) worse += o.probability;
  }
  const chance = chanceOrBetter(outcomes, outcome, labelsOf(registry, request));
  return {
    orBetter: chance.probability,
    ...(chance.side === undefined ? {} : { orBetterSide: chance.side }),
    // The luck ledger's percentile stays the roller's: the tested side's.
    percentile: Math.min(100, (worse + same / 2) * 100),
  };
}

function labelsOf(registry: Registry, request: { system: string; test: string }): DisplayLabels | undefined {
  try {
    return registry.test(request.system, request.test).labels;
  } catch {
    return undefined;
  }
}

/** `37.5%`, `0.25%`, `<0.01%`: a probability for reading, as every frontend writes it (`@verdict/form`). */
export function formatChance(probability: number): string {
  return formatPercent(probability);
}
