import type { OddsHeadlineV1, OddsOutcome, TestCost } from '@verdict/core';
import type { CategoryCounts } from './categories.js';
import type { Verdict } from './d20-rounds.js';
import { probability, ratio } from './exact.js';

/** Success or Failure against a target: total >= target succeeds (meeting the number succeeds). */
export function passFail(total: number, target: number): Verdict {
  return total >= target
    ? { label: 'Success', result: 'success', tier: 1, fails: false }
    : { label: 'Failure', result: 'failure', tier: -1, fails: true };
}

/** The rows of a label set, in tier order, for odds. */
export interface Row {
  readonly label: string;
  readonly result: 'success' | 'failure' | 'stalemate';
  readonly tier: number;
}

export const SUCCESS: Row = { label: 'Success', result: 'success', tier: 1 };
export const FAILURE: Row = { label: 'Failure', result: 'failure', tier: -1 };

/** Odds outcomes from category counts keyed by label (impossible labels left out). */
export function outcomesOf(rows: readonly Row[], odds: CategoryCounts<string>): OddsOutcome[] {
  return rows
    .filter((row) => (odds.counts.get(row.label) ?? 0n) > 0n)
    .map((row) => ({ ...row, ...probability(odds.counts.get(row.label)!, odds.total) }));
}

/** The chance of the success side (every label whose result is success) as a headline item. */
export function successHeadline(
  key: string,
  label: string,
  rows: readonly Row[],
  odds: CategoryCounts<string>,
  help: string,
): OddsHeadlineV1 {
  const count = rows
    .filter((row) => row.result === 'success')
    .reduce((sum, row) => sum + (odds.counts.get(row.label) ?? 0n), 0n);
  const p = probability(count, odds.total);
  return { key, label, value: p.probability, format: 'percent', fraction: p.fraction, help };
}

/** A probability headline item from a count. */
export function percentItem(
  key: string,
  label: string,
  count: bigint,
  total: bigint,
  help: string,
): OddsHeadlineV1 {
  return {
    key,
    label,
    value: ratio(count, total),
    format: 'percent',
    fraction: probability(count, total).fraction,
    help,
  };
}

/** The cost of a one-roll test: the bonus dice's convolution and the 20 (or 400) d20 outcomes per bonus value. */
export function rollCost(bonusDice: number, kind: string, extraOutput = 0): TestCost {
  if (kind === 'odds') return { work: 2_000_000 + bonusDice * 400_000, output: 4_000 + extraOutput };
  return { work: 100_000 + bonusDice * 2_000, output: 6_000 + bonusDice * 300 + extraOutput };
}
