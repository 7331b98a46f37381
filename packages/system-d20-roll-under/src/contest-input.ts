import { z } from 'zod';
import { modifiersSchema, valueSchema } from './modifiers.js';

/** The contract's limit on contests. */
export const MAX_CONTEST_ROUNDS = 1000;

/** `maxRounds`: the round limit, after which the contest is unresolved. */
export const maxRoundsSchema = z
  .int({ error: 'expected a whole number of rounds' })
  .min(1, { error: 'expected at least 1 round' })
  .default(20)
  .describe('Rounds before the attacker gives up and the contest is unresolved (at most 1000)');

/** `criticalSuccess`: the GM's choice for a critical success in a Contest of Wills. */
export const criticalSuccessSchema = z
  .enum(['penalty', 'automatic'], { error: "expected 'penalty' or 'automatic'" })
  .default('penalty')
  .describe(
    "A critical success: 'penalty' puts -5 on the other side's next Will test; 'automatic' wins at once",
  );

/** A side that tests its Will. */
export const willSideSchema = z.object({
  name: z.string().max(200).optional().describe('Who it is, for the steps'),
  will: valueSchema.describe('Will (or a skill made to resist, such as Detect Lies)'),
  modifiers: modifiersSchema,
});

/** The limit check every contest shares: at most 1000 rounds. */
export function roundLimits(input: { maxRounds: number }): { path: string[]; message: string }[] {
  return input.maxRounds > MAX_CONTEST_ROUNDS
    ? [{ path: ['maxRounds'], message: `at most ${MAX_CONTEST_ROUNDS} rounds` }]
    : [];
}
