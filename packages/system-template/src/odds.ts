import type { OddsHeadlineV1, OddsOutcome, OddsResult } from '@verdict/core';
import { formatFraction } from '@verdict/dice';
import { type Reading, readOutcome } from './outcome.js';

/** The chance of exactly `successes` successes, as a float and as an exact fraction. */
export interface SuccessOdds {
  readonly successes: number;
  readonly probability: number;
  readonly fraction: string;
}

/**
 * In how many of the 6^dice rolls of a pool each number of successes comes up: each die succeeds on
 * `7 - target` faces of 6, so k successes come up in C(dice, k) (7 - target)^k (target - 1)^(dice - k)
 * rolls (the binomial distribution, counted with bigints so that every fraction is exact).
 *
 * @example
 * successCounts(2, 5); // { counts: [16n, 16n, 4n], total: 36n }
 */
export function successCounts(dice: number, target: number): { counts: bigint[]; total: bigint } {
  const hit = BigInt(7 - target);
  const miss = BigInt(target - 1);
  const counts: bigint[] = [];
  let ways = 1n; // C(dice, k), updated as k grows
  for (let k = 0; k <= dice; k++) {
    if (k > 0) ways = (ways * BigInt(dice - k + 1)) / BigInt(k);
    counts.push(ways * hit ** BigInt(k) * miss ** BigInt(dice - k));
  }
  return { counts, total: 6n ** BigInt(dice) };
}

/** The labels, best first, as the odds list them. */
const LABELS: readonly Omit<Reading, 'margin'>[] = [
  { label: 'Overwhelming Success', result: 'success', tier: 2 },
  { label: 'Success', result: 'success', tier: 1 },
  { label: 'Failure', result: 'failure', tier: -1 },
];

/**
 * The check's exact odds: one entry per label, best first, the mean number of successes as the headline, and the
 * distribution of successes and the mean beside them.
 *
 * @example
 * checkOdds({ dice: 2, target: 5, needed: 1 }).outcomes;
 * // [{ label: 'Overwhelming Success', fraction: '1/9', ... }, { label: 'Success', fraction: '4/9', ... }, { label: 'Failure', fraction: '4/9', ... }]
 * checkOdds({ dice: 2, target: 5, needed: 1 }).headline;
 * // [{ key: 'meanSuccesses', label: 'Mean successes', value: 0.667, format: 'number', fraction: '2/3', help: '...' }]
 */
export function checkOdds(input: { dice: number; target: number; needed: number }): OddsResult & {
  readonly distribution: readonly SuccessOdds[];
  readonly meanSuccesses: number;
} {
  const { counts, total } = successCounts(input.dice, input.target);
  const byLabel = new Map<string, bigint>(LABELS.map((entry) => [entry.label, 0n]));
  counts.forEach((count, successes) => {
    const { label } = readOutcome(successes, input.needed);
    byLabel.set(label, byLabel.get(label)! + count);
  });
  const outcomes: OddsOutcome[] = LABELS.map((entry) => {
    const count = byLabel.get(entry.label)!;
    return { ...entry, probability: Number(count) / Number(total), fraction: formatFraction(count, total) };
  });
  const distribution = counts.map((count, successes) => ({
    successes,
    probability: Number(count) / Number(total),
    fraction: formatFraction(count, total),
  }));
  // The mean of the binomial, dice (7 - target) / 6: exact as a fraction too.
  const meanSuccesses = (input.dice * (7 - input.target)) / 6;
  // What a player looks for first, after the chance of success frontends show anyway: here the mean successes. A
  // headline item has a stable key, the words to show, a number and its format, and the exact fraction if you have it.
  const headline: OddsHeadlineV1[] = [
    {
      key: 'meanSuccesses',
      label: 'Mean successes',
      value: meanSuccesses,
      format: 'number',
      fraction: formatFraction(BigInt(input.dice * (7 - input.target)), 6n),
      help: `On average, this many of the ${input.dice} dice show ${input.target} or more`,
    },
  ];
  return { outcomes, headline, distribution, meanSuccesses };
}
