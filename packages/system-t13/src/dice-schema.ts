import { DiceError, parseNotation } from '@verdict/dice';
import { z } from 'zod';
import { boonDiceMessage, MAX_STANDARD_BOON } from './boons.js';
import { lazy } from './lazy.js';
import { facetSchema, intRange, optionFields, requireGeometry, testNameSchema } from './schemas.js';

const label = lazy(() =>
  z.string().max(100).optional().describe('What the dice are ("Repair Annex")').meta({ title: 'Name' }),
);

/**
 * Only a notation that does not parse, or that is not a plain sum of dice, is a schema error; one past a limit
 * is left to `limits`. A Dice Test says in advance which dice it needs, so exploding, rerolling or
 * multiplying dice (which @verdict/dice reads) are not T13 dice.
 */
function notationProblem(text: string): string | undefined {
  try {
    if (!parseNotation(text).simple) {
      return 'expected dice such as 3d4+2: NdS with kh/kl/dh/dl, and + or - of dice and numbers';
    }
    return undefined;
  } catch (error) {
    if (error instanceof DiceError && error.code === 'invalid_notation') return error.message;
    return undefined;
  }
}

/** Dice from a Boon (its standard dice, Boons 1 to 40) or from a dice expression. */
export const diceSpec = lazy(() =>
  z.union(
    [
      z
        .strictObject({
          label: label(),
          boon: z
            .int({ error: 'expected a Boon from 1 to 40' })
            .min(1, 'expected a Boon from 1 to 40')
            .max(MAX_STANDARD_BOON, { error: (issue) => boonDiceMessage(`${issue.input}`) })
            .describe('A Boon from 1 to 40, rolled as its standard dice (Boon 13: 2d2+1)')
            .meta({ title: 'Boon' }),
        })
        .meta({ title: 'Boon' }),
      z
        .strictObject({
          label: label(),
          dice: z
            .string()
            .max(1000, 'at most 1000 characters')
            .check((ctx) => {
              const problem = notationProblem(ctx.value);
              if (problem)
                ctx.issues.push({ code: 'custom', input: ctx.value, message: problem, continue: true });
            })
            .describe('A dice expression such as 3d4+2 (any NdS+M, with kh/kl/dh/dl if wanted)')
            .meta({ title: 'Dice' }),
        })
        .meta({ title: 'Dice' }),
    ],
    { error: 'expected dice: { "boon": 1 to 40 } or { "dice": "3d4+2" }' },
  ),
);

/** The input of the Dice Test with Proficiencies. */
export const diceInput = lazy(() =>
  z
    .strictObject({
      facet: facetSchema().optional().describe('The Facet used ("Craft")').meta({ title: 'Facet' }),
      trump: facetSchema()
        .optional()
        .describe(
          'The Facet the test calls for: using it adds +5 and a Success Level; another adds Failure Levels',
        )
        .meta({ title: 'Trump' }),
      main: diceSpec()
        .describe("The main dice: the Facet's or an Annex's Boon, or a dice expression")
        .meta({ title: 'Main dice' }),
      descendant: diceSpec()
        .optional()
        .describe("One applicable Descendant's dice")
        .meta({ title: 'Descendant' }),
      extra: z
        .array(diceSpec())
        .max(100, 'at most 100 extra dice groups')
        .default([])
        .describe('More Annexes or Descendants, bought with Sway, in the order they are rolled')
        .meta({ title: 'Extra dice' }),
      proficiencies: intRange(0, 100, 'a number of Proficiencies')
        .describe('How many Proficiencies apply')
        .meta({ title: 'Proficiencies' }),
      aptProficiencies: intRange(0, 100, 'a number of apt Proficiencies')
        .default(0)
        .describe('How many of those are particularly applicable: each counts twice')
        .meta({ title: 'Apt Proficiencies' }),
      difficulty: intRange(1, 1_000_000, 'a Difficulty')
        .describe('The Difficulty to beat')
        .meta({ title: 'Difficulty' }),
      tie: z
        .enum(['borderline', 'stalemate'])
        .default('borderline')
        .describe(
          'A Score equal to the Difficulty: Borderline ("yes, but", a pass) or Stalemate (neither a pass nor a fail)',
        )
        .meta({ title: 'Tie' }),
      ...optionFields(),
      name: testNameSchema(),
    })
    .superRefine((input, ctx) => {
      requireGeometry(input, ctx);
      if (input.aptProficiencies > input.proficiencies) {
        ctx.addIssue({
          code: 'custom',
          path: ['aptProficiencies'],
          message: `expected at most as many apt Proficiencies as Proficiencies (${input.proficiencies})`,
        });
      }
    }),
);

/** A valid Dice Test input, defaults filled in. */
export type DiceInput = z.infer<ReturnType<typeof diceInput>>;
/** A Dice Test input as a caller writes it. */
export type DiceInputIn = z.input<ReturnType<typeof diceInput>>;
/** Dice from a Boon or an expression. */
export type DiceSpec = z.infer<ReturnType<typeof diceSpec>>;
