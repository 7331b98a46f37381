import { z } from 'zod';
import { boonValue, difficultyValue } from './boons.js';
import { lazy } from './lazy.js';
import { facetSchema, intRange, optionFields, requireGeometry, testNameSchema } from './schemas.js';

const label = lazy(() =>
  z.string().max(100).optional().describe('Who or what contributes ("Pusher 1")').meta({ title: 'Name' }),
);

const contribution = lazy(() =>
  z.union(
    [
      z
        .strictObject({
          label: label(),
          boon: intRange(-1000, 1000, 'a Boon')
            .describe('A Boon from -1000 to 1000, added as its Value')
            .meta({ title: 'Boon' }),
        })
        .meta({ title: 'Boon' }),
      z
        .strictObject({
          label: label(),
          value: intRange(-1_000_000_000, 1_000_000_000, 'a Value')
            .describe('A Value, added as it is')
            .meta({ title: 'Value' }),
        })
        .meta({ title: 'Value' }),
    ],
    { error: 'expected a contribution: { "boon": -1000 to 1000 } or { "value": an integer }' },
  ),
);

const side = lazy(() =>
  z
    .strictObject({
      facet: facetSchema().optional().describe('The Facet this side uses ("Zeal")').meta({ title: 'Facet' }),
      contributions: z
        .array(contribution())
        .min(1, 'expected at least one contribution')
        .max(1000, 'at most 1000 contributions')
        .describe('Boons or Values whose Values add up')
        .meta({ title: 'Contributions' }),
    })
    .describe('A side: its Facet and the Values it adds up')
    .meta({ title: 'Side' }),
);

const difficulty = lazy(() =>
  z
    .strictObject({
      difficulty: intRange(1, 100, 'a Difficulty')
        .describe('A Difficulty, read as the Value Value(Value(d)): 13 is 1087')
        .meta({ title: 'Difficulty' }),
    })
    .describe('A Difficulty to beat')
    .meta({ title: 'Difficulty' }),
);

/** The input of the Value Test. */
export const valueInput = lazy(() =>
  z
    .strictObject({
      tested: side()
        .describe('The tested side: the characters acting, whose success the outcome reports')
        .meta({ title: 'Tested' }),
      opposing: z
        .union([side(), difficulty()], {
          error: 'expected the opposing side { facet?, contributions: [...] } or { difficulty: 1 to 100 }',
        })
        .describe('What the tested side acts against: a side, or a Difficulty')
        .meta({ title: 'Opposing' }),
      trump: facetSchema()
        .optional()
        .describe("The Facet the test calls for (default: the opposing Facet's Anti-Facet)")
        .meta({ title: 'Trump' }),
      mode: z
        .enum(['direct', 'percentage'])
        .default('direct')
        .describe('direct: the larger total wins; percentage: a d100 against the smaller side’s share')
        .meta({ title: 'Mode' }),
      rollFor: z
        .enum(['smaller', 'tested', 'opposing'])
        .default('smaller')
        .describe('Percentage mode: the side the d100 is rolled for (default: the smaller total)')
        .meta({ title: 'Roll for' }),
      ...optionFields(),
      name: testNameSchema(),
    })
    .superRefine((input, ctx) => {
      requireGeometry(input, ctx);
      if (input.mode !== 'percentage') return;
      const total = (s: typeof input.tested | { difficulty: number }) =>
        'difficulty' in s
          ? difficultyValue(s.difficulty)
          : s.contributions.reduce((sum, c) => sum + ('boon' in c ? boonValue(c.boon) : c.value), 0);
      const tested = total(input.tested);
      const opposing = total(input.opposing);
      if (tested < 0 || opposing < 0 || tested + opposing === 0) {
        ctx.addIssue({
          code: 'custom',
          path: [tested < 0 ? 'tested' : 'opposing'],
          message: `percentage mode needs totals of 0 or more, not both 0 (tested ${tested}, opposing ${opposing})`,
        });
      }
    }),
);

/** A valid Value Test input, defaults filled in. */
export type ValueInput = z.infer<ReturnType<typeof valueInput>>;
/** A Value Test input as a caller writes it. */
export type ValueInputIn = z.input<ReturnType<typeof valueInput>>;
