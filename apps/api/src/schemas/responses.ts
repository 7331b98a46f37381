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
    parties: z
      .record(z.string(), z.string())
      .optional()
      .describe("The names given in the input for a contest's sides, by `winner` value and dice group"),
    followUps: z
      .array(
        z.strictObject({
          test: z.string(),
          label: z.string().describe('The words of a button offering it ("Recover")'),
          description: z.string().optional(),
          input: z.unknown().describe("The follow-up test's input"),
        }),
      )
      .optional()
      .describe('Tests this outcome proposes next, in the same system'),
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

const oddsHeadline = z
  .strictObject({
    key: z.string().describe("Stable, for scripts ('crisis', 'expectedTurns', 'side.attacker')"),
    label: z.string().describe('The words to show, with the names given in the input ("Sorcerer wins")'),
    value: z.number().describe("A probability from 0 to 1 when format is 'percent'"),
    format: z.enum(['percent', 'number', 'integer']),
    fraction: z.string().optional().describe('The exact value, "numerator/denominator"'),
    help: z
      .string()
      .optional()
      .describe('What it means, in a sentence (and why a number is missing, if one is)'),
  })
  .meta({ id: 'OddsHeadline' });

export const oddsResponse = z
  .looseObject({
    system: z.string(),
    test: z.string(),
    headline: z
      .array(oddsHeadline)
      .optional()
      .describe(
        "The numbers a player of this system looks for first (a Crisis chance, expected turns, each side's chance to win); show them after the total chance of each kind of result, before the outcomes",
      ),
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

const need = z
  .looseObject({
    count: z.int(),
    sides: z.int(),
    group: z.string(),
    label: z.string().optional(),
    conditional: z
      .boolean()
      .optional()
      .describe('Rolled only if the dice before it do not end the round: may be entered or left out'),
  })
  .meta({ id: 'DiceNeed' });

export const stepResponse = z
  .strictObject({
    system: z.string(),
    test: z.string(),
    state: z.unknown().describe('Send it back with the next round'),
    done: z.boolean(),
    outcome: outcome.optional().describe('Present on the round that ends the test'),
    dice: z.array(die).describe("This round's dice, in order"),
    steps: z.array(text).describe("This round's reasoning"),
    needs: z.array(need).describe('The dice the next round needs (empty when done)'),
    seed: z.string().optional().describe('Present when the dice were generated: send it with the next round'),
    position: z
      .int()
      .optional()
      .describe(
        "With generated dice: the place in the seed's stream after this round; send it with the next round",
      ),
    previousDice: z
      .array(z.strictObject({ index: z.int().min(0), kept: z.boolean() }))
      .optional()
      .describe(
        "Dice of the round before whose counting this round changed, by index among that round's dice: kept false for a die rolled again (its new roll is used, e.g. Heroic Inspiration), true for one that counts again",
      ),
  })
  .meta({ id: 'Step' });

export const toolResponse = z
  .strictObject({
    system: z.string(),
    tool: z.string(),
    lines: z.array(z.string()).describe("The result in the rules' words, to show in order"),
    values: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])).optional(),
  })
  .meta({ id: 'ToolResult' });

const labels = z
  .looseObject({
    winners: z.record(z.string(), z.string()).optional(),
    groups: z.record(z.string(), z.string()).optional(),
    fields: z.record(z.string(), z.string()).optional(),
    odds: z
      .record(
        z.string(),
        z.looseObject({
          label: z.string(),
          format: z.enum(['percent', 'number', 'integer']).optional(),
          help: z.string().optional(),
        }),
      )
      .optional(),
    sides: z
      .record(z.string(), z.string())
      .optional()
      .describe("A contest's sides by id: the path in the input of each side's name ('parties.0.name')"),
    named: z
      .record(z.string(), z.string())
      .optional()
      .describe("Labels said with the sides' names, {side} for a side's name"),
  })
  .describe('The words for winners, dice groups, outcome fields and odds extras, by value');

const toolManifest = z.looseObject({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  inputSchema: z.record(z.string(), z.unknown()).describe('JSON Schema (2020-12) of the input'),
  examples: z.array(z.looseObject({ title: z.string(), input: z.unknown() })),
});

const testManifest = z.looseObject({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  inputSchema: z.record(z.string(), z.unknown()).describe('JSON Schema (2020-12) of the input'),
  examples: z.array(z.looseObject({ title: z.string(), input: z.unknown() })),
  rounds: z.boolean().describe('Whether the test is played in rounds (contests, extended tests)'),
  choicesSchema: z
    .record(z.string(), z.unknown())
    .optional()
    .describe(
      "JSON Schema (2020-12) of the GM's choices one round may take (a d20 contest's critical success), for tests that take any",
    ),
  labels: labels.optional(),
});

export const systemManifest = z
  .looseObject({
    id: z.string(),
    name: z.string(),
    version: z.string(),
    description: z.string(),
    tests: z.array(testManifest),
    tools: z.array(toolManifest).describe('Calculators beside the tests (empty when none)'),
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
