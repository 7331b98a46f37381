import { type OddsResponse, type Outcome, oddsTest, resolveTest } from '@verdict/core';
import { headlineProblems } from './check-headline.js';
import { assertNoProblems } from './errors.js';
import { jsonProblems } from './json-problems.js';
import { type CheckContext, exampleInputs, requestFor, seedFor } from './options.js';

/** How far the sum of a test's odds may be from 1: the contract's tolerance. */
export const ODDS_TOLERANCE = 1e-12;

/**
 * The odds problems of one input: a probability that is not a number from 0 to 1, a sum that is not 1
 * within 1e-12, a response that is not plain JSON, or a `headline` that frontends could not show.
 *
 * @example
 * oddsProblems(odds); // ["the probabilities sum to 0.98, expected 1 (within 1e-12)"]
 */
export function oddsProblems(odds: OddsResponse): string[] {
  const problems = jsonProblems(odds, 'odds');
  if (!Array.isArray(odds.outcomes) || odds.outcomes.length === 0)
    return [...problems, 'odds list no outcomes'];
  let sum = 0;
  for (const [i, entry] of odds.outcomes.entries()) {
    const p = entry.probability;
    if (typeof p !== 'number' || !(p >= 0 && p <= 1)) {
      problems.push(`outcome ${i} ('${entry.label}'): probability ${p}, expected a number from 0 to 1`);
    } else sum += p;
    if (typeof entry.label !== 'string') problems.push(`outcome ${i}: expected a string label`);
  }
  if (!(Math.abs(sum - 1) <= ODDS_TOLERANCE)) {
    problems.push(`the probabilities sum to ${sum}, expected 1 (within ${ODDS_TOLERANCE})`);
  }
  return [...problems, ...headlineProblems(odds)];
}

/** Odds of every example input sum to 1 (1e-12) and are probabilities. */
export function checkOddsSum(context: CheckContext): void {
  for (const input of exampleInputs(context.test)) {
    const odds = oddsTest(context.registry, requestFor(context, input));
    assertNoProblems(`Odds of ${JSON.stringify(input)}`, oddsProblems(odds));
  }
}

/**
 * Why the odds do not account for an outcome: its label is not listed, or is listed only with another
 * result or tier. Empty when some odds entry has the same label, result and tier.
 */
export function labelProblems(outcome: Outcome, odds: OddsResponse): string[] {
  const same = odds.outcomes.filter((entry) => entry.label === outcome.label);
  if (same.length === 0) {
    const listed = [...new Set(odds.outcomes.map((entry) => `'${entry.label}'`))].join(', ');
    return [`outcome label '${outcome.label}' is not in the odds (they list ${listed})`];
  }
  if (!same.some((entry) => entry.result === outcome.result && entry.tier === outcome.tier)) {
    const listed = same.map((entry) => `${entry.result}/${entry.tier}`).join(', ');
    return [
      `outcome '${outcome.label}' is ${outcome.result}/tier ${outcome.tier}, the odds list it as ${listed}`,
    ];
  }
  return [];
}

/**
 * Over seeded resolutions of every example input: the whole response is plain JSON, and its outcome
 * has a label (with the same result and tier) the odds list.
 */
export function checkOutcomes(context: CheckContext): void {
  for (const input of exampleInputs(context.test)) {
    const request = requestFor(context, input);
    const odds = oddsTest(context.registry, request);
    const problems = new Set<string>();
    for (let i = 0; i < context.settings.seeds * 5; i++) {
      const seed = seedFor(context, 'outcomes', i);
      const response = resolveTest(context.registry, { ...request, seed });
      for (const problem of jsonProblems(response, 'response')) problems.add(`seed '${seed}': ${problem}`);
      for (const problem of labelProblems(response.outcome, odds)) problems.add(problem);
    }
    assertNoProblems(`Outcomes of ${JSON.stringify(input)}`, [...problems]);
  }
}
