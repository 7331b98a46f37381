/**
 * The response bodies of the contract, as zod schemas. They generate `/openapi.json`, and the tests
 * parse real responses with them, so the document cannot claim a shape the API does not send.
 */
import { z } from 'zod';

const result = z.enum(['success', 'failure', 'stalemate', 'unresolved']);
const text = z.looseObject({ kind: z.string(), text: z.string() });

export const health = z.strictObject({ status: z.literal('ok') }).meta({ id: 'Health' });

export const die = z
  .strictObject({
    sides: z.int(),
    face: z.int(),
    kept: z.boolean().describe('false for a dropped die (the low dice of a keep-highest pool)'),
    group: z.string().describe("What the die was for: 'check', 'pool', 'attacker', or a notation term"),
    source: z.enum(['generated', 'entered']),
  })
  .meta({ id: 'Die' });

export const outcome = z
  .looseObject({
    result,
    label: z.string().describe('The rules\' own name for it, exactly ("Strong Success")'),
    tier: z.int().describe('Orders labels within a system: > 0 success side, < 0 failure side'),
    margin: z.int().optional(),
    successLevels: z.int().optional(),
    failureLevels: z.int().optional(),
    critical: z.enum(['success', 'failure']).optional(),
    winner: z.string().optional(),
    rounds: z.int().optional(),
    turns: z.int().optional(),
    effects: z.array(text).describe("Narrative consequences; kind 'follow-up' names a test to offer next"),
  })
  .meta({ id: 'OutcomeDetail' });

export const outcomeResponse = z
  .strictObject({
    system: z.string(),
    test: z.string(),
    outcome,
    dice: z.array(die).describe('Every die drawn, in order'),
    steps: z.array(text).describe('The reasoning, in order, to print'),
    seed: z.string().optional().describe('Present when the dice were generated: send it back to replay'),
  })
  .meta({ id: 'Outcome' });

export const oddsResponse = z
  .looseObject({
    system: z.string(),
    test: z.string(),
    outcomes: z.array(
      z.looseObject({
        label: z.string(),
        result,
        tier: z.int(),
        winner: z.string().optional(),
        probability: z.number().min(0).max(1),
        fraction: z.string().optional().describe('The exact probability, "numerator/denominator"'),
      }),
    ),
  })
  .meta({ id: 'Odds', description: 'Probabilities sum to 1; system-specific extras go beside `outcomes`.' });

const testManifest = z.looseObject({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  inputSchema: z.record(z.string(), z.unknown()).describe('JSON Schema (2020-12) of the input'),
  examples: z.array(z.looseObject({ title: z.string(), input: z.unknown() })),
  rounds: z.boolean().describe('Whether the test is played in rounds (contests, extended tests)'),
});

export const systemManifest = z
  .looseObject({
    id: z.string(),
    name: z.string(),
    version: z.string(),
    description: z.string(),
    tests: z.array(testManifest),
  })
  .meta({ id: 'System' });

export const systemsList = z.strictObject({ systems: z.array(systemManifest) }).meta({ id: 'Systems' });

export { notationOddsResponse as notationOdds, rollResponse } from './dice.js';

export const problemBody = z
  .looseObject({
    type: z.string().describe('A link to the kind of problem on /docs'),
    title: z.string(),
    status: z.int(),
    detail: z.string(),
    code: z.string().describe('Stable and machine-readable: invalid_input, dice_exhausted, ...'),
    errors: z
      .array(
        z.strictObject({
          path: z.string().describe('A JSON Pointer into the request body: /input/value, /dice/2'),
          message: z.string(),
        }),
      )
      .optional(),
    errorsOmitted: z
      .int()
      .optional()
      .describe('How many more problems there were past the first 100 in `errors`'),
    position: z
      .int()
      .optional()
      .describe('invalid_notation: the 1-based character of the notation where the problem is'),
  })
  .meta({ id: 'Problem' });
