import { type OddsResponse, oddsTest, parseInput } from '@verdict/core';
import { createTray, seededSource } from '@verdict/dice';
import { assertNoProblems } from './errors.js';
import { type CheckContext, exampleInputs, requestFor, seedFor } from './options.js';

/** How often each label came up in a seeded run. */
export interface Tally {
  readonly runs: number;
  readonly counts: ReadonlyMap<string, number>;
}

/**
 * Resolves one input `settings.runs` times from one seeded stream (stopping early past
 * `settings.maxDice` dice) and counts the labels. It calls the test's own `resolve` on input parsed
 * by the core, with a fresh recording tray each time: the same path `resolveTest` takes, minus
 * hashing a new seed per roll, which would dominate the time.
 */
export function tallyOutcomes(context: CheckContext, input: unknown): Tally {
  const parsed = parseInput(context.test, input);
  const source = seededSource(seedFor(context, 'agreement', JSON.stringify(input)));
  const counts = new Map<string, number>();
  let dice = 0;
  let runs = 0;
  while (runs < context.settings.runs && dice < context.settings.maxDice) {
    const tray = createTray({ source });
    const { outcome } = context.test.resolve(parsed, { dice: tray });
    tray.finish();
    dice += tray.records.length;
    runs++;
    counts.set(outcome.label, (counts.get(outcome.label) ?? 0) + 1);
  }
  return { runs, counts };
}

/**
 * Labels whose count is further from `runs × probability` than `sigmas` standard errors (plus one, for
 * the discreteness of small counts), and labels seen that the odds give no chance at all.
 *
 * @example
 * agreementProblems({ runs: 1000, counts: new Map([['Success', 900]]) }, odds, 4);
 * // ["'Success': 900 of 1000 (90.00%), the odds say 50.00%: expected 500 ± 64"]
 */
export function agreementProblems(tally: Tally, odds: OddsResponse, sigmas: number): string[] {
  const expected = new Map<string, number>();
  for (const entry of odds.outcomes)
    expected.set(entry.label, (expected.get(entry.label) ?? 0) + entry.probability);
  const problems: string[] = [];
  const n = tally.runs;
  for (const label of new Set([...expected.keys(), ...tally.counts.keys()])) {
    const p = Math.min(1, Math.max(0, expected.get(label) ?? 0));
    const seen = tally.counts.get(label) ?? 0;
    const share = `${seen} of ${n} (${((100 * seen) / n).toFixed(2)}%)`;
    if (p === 0) {
      if (seen > 0) problems.push(`'${label}': ${share}, but the odds give it no chance`);
      continue;
    }
    const margin = sigmas * Math.sqrt(n * p * (1 - p)) + 1;
    if (Math.abs(seen - n * p) > margin) {
      problems.push(
        `'${label}': ${share}, the odds say ${(100 * p).toFixed(2)}%: expected ${Math.round(n * p)} ± ${Math.round(margin)}`,
      );
    }
  }
  return problems;
}

/** resolve agrees with odds: each example input's seeded run matches the odds within `sigmas` standard errors. */
export function checkAgreement(context: CheckContext): void {
  for (const input of exampleInputs(context.test)) {
    const odds = oddsTest(context.registry, requestFor(context, input));
    const tally = tallyOutcomes(context, input);
    const problems = agreementProblems(tally, odds, context.settings.sigmas);
    assertNoProblems(
      `${tally.runs} seeded resolutions of ${JSON.stringify(input)} disagree with the odds`,
      problems,
    );
  }
}
