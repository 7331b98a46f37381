/**
 * @module
 * The request bodies of the round-by-round routes (protocol 2's tests of rounds), as strict zod schemas: an unknown
 * key is a 422 naming it.
 */
import { MAX_CLIENT_SEED_LENGTH } from '@verdict/fair';
import { z } from 'zod';
import { VISIBILITIES } from '../rules/vocabulary.js';

const seq = z.int().min(1).max(Number.MAX_SAFE_INTEGER);
const id = z.string().min(1).max(100);
const of = seq.describe("The seq of the test's rounds.started");

/** `POST /v1/rooms/{id}/rounds` */
export const startRoundsBody = z
  .strictObject({
    system: id.optional(),
    test: id.optional(),
    input: z.looseObject({}, { error: () => "expected an object: the test's input" }).optional(),
    visibility: z.enum(VISIBILITIES).optional(),
    request: seq.optional().describe('The seq of the request this test answers, round by round'),
  })
  .superRefine((body, ctx) => {
    if (body.request !== undefined) return;
    for (const key of ['system', 'test', 'input'] as const)
      if (body[key] === undefined)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'required (unless the test answers a request)',
        });
  })
  .meta({
    id: 'RoomStartRoundsRequest',
    description:
      "Starts a test of rounds: its input is fixed now. With `request`, it answers that request: its system, test and visibility are the request's, and `input` is the player's part of a request in parts (none otherwise).",
  });

/** `POST /v1/rooms/{id}/rounds/next` */
export const nextRoundBody = z
  .strictObject({
    of,
    clientSeed: z
      .string({ error: () => 'expected a string' })
      .refine((s) => [...s].length >= 1 && [...s].length <= MAX_CLIENT_SEED_LENGTH, {
        message: `a client seed must have 1-${MAX_CLIENT_SEED_LENGTH} characters (Unicode code points)`,
      })
      .refine((s) => !/[\p{Cc}\p{Cf}\p{Cs}]/u.test(s), {
        message: 'a client seed must not hold control, bidirectional or invisible formatting characters',
      })
      .optional(),
    dice: z
      .array(z.int())
      .max(10_000)
      .optional()
      .describe("Entered faces of physical dice, for this round's dice"),
  })
  .superRefine((body, ctx) => {
    if (body.dice !== undefined && body.clientSeed !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['clientSeed'],
        message: 'entered dice take no client seed: give clientSeed (generated dice) or dice, not both',
      });
    if (body.dice === undefined && body.clientSeed === undefined)
      ctx.addIssue({ code: 'custom', path: ['clientSeed'], message: 'required for generated dice' });
  })
  .meta({
    id: 'RoomNextRoundRequest',
    description:
      'Plays the next round of a test: generated dice with a fresh client seed (`clientSeed`), or entered faces of physical dice (`dice`).',
  });

/** `POST /v1/rooms/{id}/rounds/choices` */
export const roundChoicesBody = z
  .strictObject({
    of,
    choices: z.looseObject({}, { error: () => "expected an object: the round's choices" }),
  })
  .meta({ id: 'RoomRoundChoicesRequest', description: "The GM's choices for the next round of a test." });

/** `POST /v1/rooms/{id}/rounds/abandon` */
export const abandonRoundsBody = z
  .strictObject({ of })
  .meta({ id: 'RoomAbandonRoundsRequest', description: 'Ends a test of rounds with no result.' });

export type StartRoundsBody = z.infer<typeof startRoundsBody>;
export type NextRoundBody = z.infer<typeof nextRoundBody>;
export type RoundChoicesBody = z.infer<typeof roundChoicesBody>;
export type AbandonRoundsBody = z.infer<typeof abandonRoundsBody>;
