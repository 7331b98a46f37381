import type { CostKind, TestCost } from '@verdict/core';
import { z } from 'zod';
import { lazy } from './lazy.js';
import { modifiersSchema, valueSchema } from './modifiers.js';

/** The contract's limit on contests. */
export const MAX_CONTEST_ROUNDS = 1000;

/** `maxRounds`: the round limit, after which the contest is unresolved. */
export const maxRoundsSchema = lazy(() =>
  z
    .int({ error: 'expected a whole number of rounds' })
    .min(1, { error: 'expected at least 1 round' })
    .max(MAX_CONTEST_ROUNDS, { error: `at most ${MAX_CONTEST_ROUNDS} rounds (the contract's limit)` })
    .default(20)
    .describe('Rounds before the attacker gives up and the contest is unresolved (at most 1000)')
    .meta({ title: 'Max rounds' }),
);

/** `criticalSuccess`: the GM's choice for a critical success in a Contest of Wills. */
export const criticalSuccessSchema = lazy(() =>
  z
    .enum(['penalty', 'automatic'], { error: "expected 'penalty' or 'automatic'" })
    .default('penalty')
    .describe(
      "What a critical success does: -5 on the other side's next Will test, or it wins at once (a GM option)",
    )
    .meta({ title: 'Critical success' }),
);

/** `name`: what a whole test is for ("Break the ward"), which names the roll in a room's log. */
export const testNameSchema = lazy(() =>
  z
    .string()
    .max(200)
    .optional()
    .describe('What the test is for ("Break the ward"): names the roll in a room\'s log')
    .meta({ title: 'Name' }),
);

/** A side that tests its Will. */
export const willSideSchema = lazy(() =>
  z.strictObject({
    name: z.string().max(200).optional().describe('Who it is, for the steps').meta({ title: 'Name' }),
    will: valueSchema()
      .describe('Will (or a skill made to resist, such as Detect Lies)')
      .meta({ title: 'Will' }),
    modifiers: modifiersSchema(),
  }),
);

/**
 * The limit check every contest shares: at most 1000 rounds. The schema says so too (and its JSON Schema), so only an
 * input that skipped the schema reaches it.
 */
export function roundLimits(input: { maxRounds: number }): { path: string[]; message: string }[] {
  return input.maxRounds > MAX_CONTEST_ROUNDS
    ? [{ path: ['maxRounds'], message: `at most ${MAX_CONTEST_ROUNDS} rounds` }]
    : [];
}

/**
 * The cost of a contest: odds walk a Markov chain of two states for each round (three times: which endings are
 * possible, floats, and exact fractions up to 25 rounds); resolving plays up to `maxRounds` rounds of two d20s and
 * their steps (summarised past about 500 steps); a step plays one round.
 *
 * @example
 * contestCost({ maxRounds: 1000 }, 'resolve'); // { work: 5,000,000, output: ... }
 */
export function contestCost(
  input: { readonly maxRounds: number } & Record<string, unknown>,
  kind: CostKind,
): TestCost {
  const modifiers = JSON.stringify(input).length;
  if (kind === 'odds') {
    return {
      work: 10_000 + input.maxRounds * 2_000 + Math.min(input.maxRounds, 25) * 50_000,
      output: 6_000 + modifiers,
    };
  }
  const rounds = kind === 'step' ? 1 : input.maxRounds;
  const steps = Math.min(rounds * 4, 520);
  return {
    work: 10_000 + rounds * 5_000,
    output: 3_000 + 2 * modifiers + steps * 250 + Math.min(2 * rounds, 1_000) * 80,
    path: ['maxRounds'],
  };
}
