/**
 * The request bodies, as zod schemas: they validate every request and generate `/openapi.json`.
 * They are strict (an unknown key is a 422 naming it) so a typo such as `seeds` never passes silently.
 */
import { MAX_STREAM_POSITION } from '@verdict/core';
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

const state = z
  .unknown()
  .describe("The `state` of the previous round's answer, sent back as it came; absent for the first round.");

const position = z
  .int()
  .min(0)
  .max(MAX_STREAM_POSITION)
  .describe(
    "With `seed`: the previous round's `position` (words drawn from the seed's stream so far). Round k continues " +
      'the stream where round k - 1 stopped, so the rounds draw the same dice as resolving the whole test.',
  );

const choices = z
  .record(z.string(), z.unknown())
  .describe("A round's choices (the GM's choice after a critical success), if the test declares any.");

/** `POST /v1/systems/{system}/tests/{test}/step` */
export const stepBody = z
  .strictObject({
    input,
    state: state.optional(),
    dice: dice.optional(),
    seed: seed.optional(),
    position: position.optional(),
    choices: choices.optional(),
  })
  .superRefine(eitherDiceOrSeed)
  .superRefine((body, ctx) => {
    if (body.position !== undefined && body.seed === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['position'],
        message: "position is the place in a seed's stream: give it with seed",
      });
    }
    // After the first round, a seed without its position would draw round 1's dice again: never silently.
    if (body.state !== undefined && body.seed !== undefined && body.position === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['position'],
        message:
          "required with seed and state: the previous round's position, so this round continues the seed's stream",
      });
    }
  })
  .meta({
    id: 'StepRequest',
    description:
      'Play one round of a contest or extended test: `dice` (entered faces of this round), or `seed` and `position` (generated, continuing the stream), or neither (a fresh seed).',
  });

/** `POST /v1/systems/{system}/tools/{tool}` */
export const toolBody = z
  .strictObject({
    input: z
      .looseObject({}, { error: (issue) => (issue.input === undefined ? 'required' : 'expected an object') })
      .describe("The tool's input: an object of the shape of the tool's `inputSchema`."),
  })
  .meta({ id: 'ToolRequest', description: "Run one of a system's tools (calculators) on an input." });

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
