/**
 * The schemas of the dice routes (`POST /v1/roll`, `POST /v1/odds`): the notation with its grammar and
 * examples, rolled dice with what happened to each, and a notation's exact distribution.
 */
import {
  NOTATION_EXAMPLES as DICE_EXAMPLES,
  LIMITS,
  MAX_DISTRIBUTION_ENTRIES,
  MAX_DISTRIBUTION_VALUES,
  MAX_DISTRIBUTION_WORK,
} from '@verdict/dice';
import { z } from 'zod';

/** Worked notations for the OpenAPI document: the examples of `@verdict/dice`'s README. */
export const NOTATION_EXAMPLES: readonly { readonly notation: string; readonly summary: string }[] =
  DICE_EXAMPLES.map((e) => ({ notation: e.notation, summary: e.meaning.replaceAll('`', '') }));

/** The notation field, with the grammar in its description. */
export const notation = z
  .string({ error: (issue) => (issue.input === undefined ? 'required' : 'expected a string') })
  .describe(
    [
      `Dice notation, as Roll20, Foundry VTT and rpg-dice-roller read it (any case, spaces anywhere, at most ${LIMITS.maxNotationLength} characters).`,
      '',
      '| form | meaning |',
      '|---|---|',
      '| `NdS`, `d%`, `dF`, `d{2,3,5,7}` | N dice of S sides, percentile, Fate (-1/0/+1), custom faces |',
      '| `kh3` `kl1` `dh1` `dl1` `k3` `d1` | keep or drop the highest or lowest (a count of 1 may be left out) |',
      '| `!` `!>=5` `!=1` | explode (on the highest face, or a compare point): each extra die is a die of its own |',
      '| `!!` `!p` `!!p` | compound (extra dice add into one), penetrate (each extra die counts one less) |',
      '| `r<3` `ro1` | reroll while it matches (at most 1,000 times), or once |',
      '| `>=8` `>7` `=10` `f1` `f<=2` | count successes instead of summing; failures take one away |',
      '| `min3` `max5` | a face below 3 counts as 3, above 5 as 5 |',
      '| `cs>=19` `cf<=2` | mark critical successes and failures on the dice (display only) |',
      '| `+ - * /`, `( )`, `floor ceil round abs min max` | arithmetic; `/` rounds down, except directly inside `ceil()` or `round()` |',
      '| `{4d6, 3d8}kh1`, `{...}>=15` | roll groups: keep/drop or count across the totals; `{4d6+2d8}kh2` pools the dice |',
      '| `2d6[fire]`, `# comment` | a label (totals per label in `labels`) and a comment, carried into the result |',
      '',
      `Limits: ${LIMITS.maxDicePerPool} dice and ${LIMITS.maxSides} sides per die, ${LIMITS.maxRepeatsPerDie} explosions or rerolls per die, ${LIMITS.maxDicePerRequest} dice drawn per request.`,
    ].join('\n'),
  )
  .meta({ examples: NOTATION_EXAMPLES.map((e) => e.notation) });

const mark = z.enum([
  'rerolled',
  'exploded',
  'explosion',
  'compounded',
  'penetrated',
  'dropped',
  'success',
  'failure',
  'critical-success',
  'critical-failure',
  'min',
  'max',
]);

export const rolledDie = z
  .strictObject({
    sides: z
      .int()
      .describe('How many faces the die has (3 for a Fate die, the number of faces for custom faces)'),
    face: z.int().describe('The face drawn, 1 to sides (what is entered for a physical die)'),
    kept: z.boolean().describe('false for a die that does not count: dropped, or rerolled'),
    group: z.string().describe('The group of dice it belongs to, as written: `4d6kh3`'),
    source: z.enum(['generated', 'entered']),
    value: z
      .int()
      .optional()
      .describe(
        'What it counts as, when not its face: a Fate die -1/0/+1, a custom face, after min/max or penetration',
      ),
    marks: z.array(mark).optional().describe('What happened to it, in order, when anything did'),
    label: z.string().optional().describe('The label of its group (`fire` in `2d6[fire]`)'),
  })
  .meta({ id: 'RolledDie' });

export const rollResponse = z
  .strictObject({
    notation: z.string().describe('The notation in canonical form'),
    total: z.int(),
    dice: z.array(rolledDie).describe('Every die drawn, in order: each die, then its rerolls and explosions'),
    seed: z.string().optional(),
    labels: z
      .array(z.strictObject({ label: z.string(), value: z.int() }))
      .optional()
      .describe('The total of each labelled group'),
    comment: z.string().optional().describe('The comment after `#`'),
  })
  .meta({ id: 'Roll' });

export const notationOddsResponse = z
  .strictObject({
    notation: z.string(),
    min: z.int(),
    max: z.int(),
    mean: z.number(),
    standardDeviation: z.number(),
    distribution: z.array(
      z.strictObject({
        value: z.int(),
        probability: z.number().min(0).max(1),
        fraction: z.string().optional().describe('The exact probability, where its counts stay small'),
      }),
    ),
    truncated: z
      .number()
      .optional()
      .describe(
        'Exploding dice: the probability left out of their infinite series (below 1e-12), never silently dropped',
      ),
    exact: z
      .boolean()
      .describe(
        'true: every probability comes from exact counts (its exact fraction, rounded once to a float); false: floating-point arithmetic, within `error`',
      ),
    error: z
      .strictObject({
        relative: z.number().min(0),
        absolute: z.number().min(0),
        belowCut: z
          .strictObject({ total: z.number().int(), absolute: z.number().min(0) })
          .optional()
          .describe(
            'Exploding dice: every total below `total` is out of reach of the mass their series left out, so within relative × p + this `absolute` (the floats’ own; 1d6!-20d6: totals below -24, absolute 0)',
          ),
        aboveCut: z
          .strictObject({ total: z.number().int(), absolute: z.number().min(0) })
          .optional()
          .describe(
            'A negated exploding term: every total above `total` is out of reach of the mass its series left out (its lowest totals), so within relative × p + this `absolute` (20d6-1d6!: totals above 24, absolute 0)',
          ),
      })
      .optional()
      .describe(
        'A bound on each probability p served: within relative × p + absolute of the truth (absolute is 0 unless a tail is below about 1e-308, a keep-highest tail fell back to 1 - P(fewer), or exploding dice left out `truncated`, which it then includes). Absent where no bound is computed (roll groups keeping several items past their exact counts whose least likely outcomes fall below the normal floats, and keep over dice whose faces are themselves below about 2^-1000)',
      ),
    comment: z.string().optional(),
  })
  .meta({
    id: 'NotationOdds',
    description: `Refused with 422 limit_exceeded past ${MAX_DISTRIBUTION_VALUES} possible totals, an estimated ${MAX_DISTRIBUTION_WORK} steps, or ${MAX_DISTRIBUTION_ENTRIES} values spanned by one distribution from its lowest to its highest (1d2*30000000 spans 30,000,001), estimated from the notation before any work. Exact fractions are left out where formatting them would cost more than the distribution.`,
  });
