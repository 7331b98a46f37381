import type { InputIssue } from '@verdict/core';
import { LIMITS } from '@verdict/dice';
import { z } from 'zod';
import {
  bonusDiceField,
  difficultyField,
  penaltyDiceField,
  poolLimit,
  ratingField,
  testNameField,
} from './fields.js';
import { lazy } from './lazy.js';
import { buildPool } from './pool.js';

/** The contract's limits for an extended test. */
export const EXTENDED_LIMITS = { maxTurns: 10_000, maxParticipants: 100 } as const;

const participant = lazy(() =>
  z.strictObject({
    name: z
      .string()
      .min(1)
      .max(100)
      .optional()
      .describe('Who rolls ("Grog"); shown in the steps')
      .meta({ title: 'Name' }),
    rating: ratingField(),
    bonusDice: bonusDiceField(),
    penaltyDice: penaltyDiceField(),
  }),
);

/** The extended test's input: the contract's `2d6-pool/extended` shape. */
export const extendedInput = lazy(() =>
  z
    .strictObject({
      difficulty: difficultyField()
        .describe('The Difficulty the GM sets, from 6 to 11: each point a roll beats it by is progress')
        .meta({ title: 'Difficulty' }),
      progressRequired: z
        .int({ error: 'expected progressRequired as a whole number from 1 to 1000000' })
        .min(1, { error: 'expected progressRequired from 1 to 1000000' })
        .max(1_000_000, { error: 'expected progressRequired from 1 to 1000000' })
        .describe('The progress that passes the test: how long the task takes')
        .meta({ title: 'Progress required' }),
      progressMade: z
        .int({ error: 'expected progressMade as a whole number of 0 or more' })
        .min(0, { error: 'expected progressMade of 0 or more' })
        .max(1_000_000, { error: 'expected progressMade of at most 1000000' })
        .default(0)
        .describe(
          'Progress already made, when resuming a test begun earlier (progress remains while the work stops): the test starts from it',
        )
        .meta({ title: 'Progress made' }),
      participants: z
        .array(participant())
        .min(1, { error: 'expected at least one participant' })
        .max(EXTENDED_LIMITS.maxParticipants, {
          error: `at most ${EXTENDED_LIMITS.maxParticipants} participants (the contract's limit)`,
        })
        .describe('Everyone working on the task; each rolls their own pool every turn')
        .meta({ title: 'Participants' }),
      maxParticipants: z
        .int({ error: 'expected maxParticipants as a whole number of at least 1' })
        .min(1, { error: 'expected maxParticipants of at least 1' })
        .max(EXTENDED_LIMITS.maxParticipants, {
          error: `expected maxParticipants of at most ${EXTENDED_LIMITS.maxParticipants} (the contract's limit)`,
        })
        .optional()
        .describe("The GM's limit on how many can work on the task at once (one can pick a lock)")
        .meta({ title: 'Max participants' }),
      timescale: z
        .enum(['turn', 'hour', 'day', 'week'], { error: 'expected a timescale: turn, hour, day or week' })
        .default('turn')
        .describe('What one turn stands for: a turn, an hour, a day or a week')
        .meta({ title: 'Timescale' }),
      maxTurns: z
        .int({ error: 'expected maxTurns as a whole number of at least 1' })
        .min(1, { error: 'expected maxTurns of at least 1' })
        .max(EXTENDED_LIMITS.maxTurns, {
          error: `at most ${EXTENDED_LIMITS.maxTurns} turns (the contract's limit)`,
        })
        .default(20)
        .describe('Turns before the test is left unresolved, progress kept (at most 10000)')
        .meta({ title: 'Max turns' }),
      roll: z
        .enum(['pool', 'flat'], { error: "expected roll to be 'pool' or 'flat'" })
        .default('pool')
        .describe('Pool: each roll is a regular check pool, its highest two dice; Flat: 2d6 plus the rating')
        .meta({ title: 'Roll' }),
      name: testNameField(),
    })
    .superRefine((input, ctx) => {
      // Only against a valid progressRequired: a bad one is already named.
      const required = input.progressRequired;
      if (required >= 1 && required <= 1_000_000 && input.progressMade >= required) {
        ctx.addIssue({
          code: 'custom',
          path: ['progressMade'],
          message: `expected less progress made than progressRequired (${input.progressRequired}): at ${input.progressMade} the test is already passed`,
        });
      }
      const limit = input.maxParticipants;
      if (limit !== undefined && input.participants.length > limit) {
        ctx.addIssue({
          code: 'custom',
          path: ['participants'],
          message: `at most ${limit} ${limit === 1 ? 'participant' : 'participants'} (the GM's limit, maxParticipants): got ${input.participants.length}`,
        });
      }
    }),
);

/** A valid extended-test input, defaults applied. */
export type ExtendedInput = z.infer<ReturnType<typeof extendedInput>>;
/** One participant of an extended test, defaults applied. */
export type Participant = ExtendedInput['participants'][number];

/** How many dice a participant rolls each turn. */
export function diceOf(input: ExtendedInput, p: Participant): number {
  return input.roll === 'flat' ? 2 : buildPool(p).dice;
}

/** The name a participant's dice and steps go by. */
export function nameOf(p: Participant, index: number): string {
  return p.name ?? `Participant ${index + 1}`;
}

/**
 * The contract's limits the schema cannot say: at most 10,000 dice in one pool, and one turn's dice within the dice
 * one request may draw (the schema says at most 10,000 turns and 100 participants).
 */
export function extendedLimits(input: ExtendedInput): InputIssue[] {
  const issues: InputIssue[] = [];
  if (input.roll === 'pool') {
    input.participants.forEach((p, i) => {
      issues.push(...poolLimit(p, ['participants', i]));
    });
  }
  const perTurn = input.participants.reduce((sum, p) => sum + diceOf(input, p), 0);
  if (issues.length === 0 && perTurn > LIMITS.maxDicePerRequest) {
    issues.push({
      path: ['participants'],
      message: `at most ${LIMITS.maxDicePerRequest} dice in one request: one turn rolls ${perTurn}`,
    });
  }
  return issues;
}
