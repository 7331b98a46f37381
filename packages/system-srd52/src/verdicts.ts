import type { OddsHeadlineV1, OddsOutcome, TestCost } from '@verdict/core';
import { type CategoryCounts, categoriesWork } from './categories.js';
import type { Verdict } from './d20-rounds.js';
import { bigSteps, factorSteps, probability, ratio, reduceSteps } from './exact.js';
import { d20Count, type SideModel } from './side.js';

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

/** The steps of one fraction in lowest terms over a total of `bits` bits (`fractionOf`, and its float). */
export function fractionSteps(bits: number, primes = 8): number {
  return (factorSteps(bits, primes) + reduceSteps(bits, primes) + 2) * bigSteps(bits);
}

/** log2 of the outcomes a side's odds count over: the d20s (and the reroll's d20), and every bonus die. */
export function categoriesBits(model: SideModel, inspire: boolean): number {
  return (
    Math.log2(d20Count(model.mode) === 2 ? 400 : 20) +
    (inspire ? Math.log2(20) : 0) +
    model.bonus.reduce((sum, die) => sum + Math.log2(die.sides), 0)
  );
}

/**
 * The work of a one-roll test's odds: its categories (twice with Heroic Inspiration: the input's policy and the
 * other one), and the fractions of its outcomes and headline (a gcd each).
 */
export function d20OddsWork(model: SideModel, heroicInspiration: boolean, inspire: boolean): number {
  // With Heroic Inspiration the headline adds the other policy's odds (the input's are computed once).
  return (
    categoriesWork(model, inspire) +
    (heroicInspiration ? categoriesWork(model, !inspire) : 0) +
    12 * fractionSteps(categoriesBits(model, true)) +
    50_000
  );
}

/** The cost of a one-roll test: its odds (`d20OddsWork`), or the dice it draws and their steps. */
export function rollCost(
  model: SideModel,
  kind: string,
  heroic: { held: boolean; auto: boolean } = { held: false, auto: false },
  extraOutput = 0,
): TestCost {
  if (kind === 'odds')
    return { work: d20OddsWork(model, heroic.held, heroic.auto), output: 4_000 + extraOutput };
  return {
    work: 100_000 + model.bonus.length * 2_000,
    output: 6_000 + model.bonus.length * 300 + extraOutput,
  };
}
