/**
 * The request bodies, as zod schemas: they validate every request and generate `/openapi.json`.
 * They are strict (an unknown key is a 422 naming it) so a typo such as `seeds` never passes silently.
 */
import { LIMITS } from '@verdict/dice';
import { z } from 'zod';
import { notation } from './dice.js';

const input = z
  .looseObject({}, { error: (issue) => (issue.input === undefined ? 'required' : 'expected an object') })
  .describe(
    "The test's input: an object of the shape of the test's `inputSchema` (GET /v1/systems/{system}).",
  );

const dice = z
  .array(z.int())
  .max(LIMITS.maxDicePerRequest)
  .describe(
    'Entered dice: faces of physical dice, in the order the test draws them (see each test in /docs). ' +
      'Too few, too many, or a face that does not fit its die is a 422 naming the die (`/dice/2`).',
  );

const seed = z
  .string()
  .min(1)
  .max(256)
  .describe('Replays a generated roll: the `seed` of an earlier answer gives the same dice again.');

const eitherDiceOrSeed = (body: { dice?: unknown; seed?: unknown }, ctx: z.RefinementCtx) => {
  if (body.dice !== undefined && body.seed !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['seed'],
      message: 'give either dice (entered faces) or a seed (to replay generated dice), not both',
    });
  }
};

/** `POST /v1/systems/{system}/tests/{test}/resolve` */
export const resolveBody = z
  .strictObject({ input, dice: dice.optional(), seed: seed.optional() })
  .superRefine(eitherDiceOrSeed)
  .meta({
    id: 'ResolveRequest',
    description:
      'Resolve a test: with `dice` (entered faces), or a `seed` to replay, or neither (fresh dice).',
  });

/** `POST /v1/systems/{system}/tests/{test}/odds` */
export const oddsBody = z.strictObject({ input }).meta({
  id: 'OddsRequest',
  description: "The exact odds of a test's outcomes for an input.",
});

/** `POST /v1/roll` */
export const rollBody = z
  .strictObject({ notation, seed: seed.optional(), dice: dice.optional() })
  .superRefine(eitherDiceOrSeed)
  .meta({ id: 'RollRequest', description: 'Roll dice notation, with generated, seeded or entered dice.' });

/** `POST /v1/odds` */
export const notationOddsBody = z.strictObject({ notation }).meta({
  id: 'NotationOddsRequest',
  description: "The exact distribution of a dice notation's total.",
});

export type ResolveBody = z.infer<typeof resolveBody>;
export type RollBody = z.infer<typeof rollBody>;
