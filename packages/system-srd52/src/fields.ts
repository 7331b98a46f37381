import { z } from 'zod';
import { lazy } from './lazy.js';

// The input fields D20 Tests share (rules: srd52.md, section 1), as zod schemas. Every number is bounded, so the
// exact odds of the largest input stay within the engine's budget (see cost.ts).

/** A labelled flat modifier: `{ label: 'Bardic help', amount: 2 }`. */
export const modifierSchema = lazy(() =>
  z.strictObject({
    label: z.string().max(100).optional().describe('What the modifier is for').meta({ title: 'Label' }),
    amount: z
      .int({ error: 'expected a whole-number modifier from -30 to +30' })
      .min(-30, { error: 'expected a modifier from -30 to +30' })
      .max(30, { error: 'expected a modifier from -30 to +30' })
      .describe('Added to the total (negative for a penalty)')
      .meta({ title: 'Amount' }),
  }),
);

/** A labelled bonus or penalty die rider: `{ label: 'Bardic Inspiration', count: 1, sides: 6, sign: '+' }`. */
export const diceRiderSchema = lazy(() =>
  z.strictObject({
    label: z.string().max(100).optional().describe('What the dice are for').meta({ title: 'Label' }),
    count: z
      .int({ error: 'expected a count of dice from 1 to 4' })
      .min(1, { error: 'expected at least 1 die' })
      .max(4, { error: 'expected at most 4 dice' })
      .default(1)
      .describe('How many dice')
      .meta({ title: 'Count' }),
    sides: z
      .int({ error: 'expected dice of 2 to 20 sides' })
      .min(2, { error: 'expected dice of 2 to 20 sides' })
      .max(20, { error: 'expected dice of 2 to 20 sides' })
      .describe('Sides of each die (4 for a d4)')
      .meta({ title: 'Sides' }),
    sign: z
      .enum(['+', '-'], { error: "expected sign '+' (a bonus) or '-' (a penalty)" })
      .default('+')
      .describe('Plus adds the dice to the total, minus subtracts them')
      .meta({ title: 'Sign' }),
  }),
);

export type Modifier = z.infer<ReturnType<typeof modifierSchema>>;
export type DiceRider = z.infer<ReturnType<typeof diceRiderSchema>>;

const sources = (what: string) =>
  z
    .array(z.string().max(100))
    .max(20, { error: `expected at most 20 ${what} sources` })
    .default([])
    .describe(
      `The sources of ${what} ("Help", "Poisoned"), by name; any number of one kind is the same as one, and Advantage and Disadvantage together cancel`,
    );

/** The Heroic Inspiration reroll policy of a d20 test: 'auto', 'none' or a die index. */
export const rerollSchema = lazy(() =>
  z
    .union([
      z.enum(['auto', 'none']),
      z
        .int({ error: 'expected a die index from 0 to 99' })
        .min(0, { error: 'expected a die index from 0 to 99' })
        .max(99, { error: 'expected a die index from 0 to 99' }),
    ])
    .default('auto')
    .describe(
      "With Heroic Inspiration: 'auto' spends it only on a failure (a miss), rerolling the lower d20; 'none' keeps it; a number rerolls that die (0-based, in the outcome's dice order: d20s, bonus dice, damage dice)",
    )
    .meta({ title: 'Reroll' }),
);

/** The modifier and dice fields every d20 roll shares (also a death save's). */
export const rollFields = lazy(() => ({
  modifiers: z
    .array(modifierSchema())
    .max(20, { error: 'expected at most 20 modifiers' })
    .default([])
    .describe('Other flat bonuses and penalties, each with a label')
    .meta({ title: 'Modifiers' }),
  advantage: sources('Advantage').meta({ title: 'Advantage' }),
  disadvantage: sources('Disadvantage').meta({ title: 'Disadvantage' }),
  bless: z
    .boolean()
    .default(false)
    .describe('Bless: +1d4 (attack rolls and saving throws)')
    .meta({ title: 'Bless' }),
  bane: z
    .boolean()
    .default(false)
    .describe('Bane: -1d4 (attack rolls and saving throws)')
    .meta({ title: 'Bane' }),
  dice: z
    .array(diceRiderSchema())
    .max(4, { error: 'expected at most 4 dice riders' })
    .default([])
    .describe('Other bonus or penalty dice, each with a label and a sign')
    .meta({ title: 'Dice' }),
  exhaustion: z
    .int({ error: 'expected an Exhaustion level from 0 to 5' })
    .min(0, { error: 'expected an Exhaustion level from 0 to 5' })
    .max(5, { error: 'expected an Exhaustion level from 0 to 5 (at level 6 the creature dies)' })
    .default(0)
    .describe('Exhaustion level: -2 per level to every D20 Test (level 6 is death)')
    .meta({ title: 'Exhaustion' }),
}));

/** The fields of a D20 Test's character side: ability, proficiency, modifiers, dice (no target, no inspiration). */
export const coreFields = lazy(() => ({
  abilityModifier: z
    .int({ error: 'expected an ability modifier from -5 to +10' })
    .min(-5, { error: 'expected an ability modifier from -5 to +10' })
    .max(10, { error: 'expected an ability modifier from -5 to +10' })
    .optional()
    .describe('The ability modifier (or give the Ability score)')
    .meta({ title: 'Ability modifier' }),
  abilityScore: z
    .int({ error: 'expected an ability score from 1 to 30' })
    .min(1, { error: 'expected an ability score from 1 to 30' })
    .max(30, { error: 'expected an ability score from 1 to 30' })
    .optional()
    .describe('The ability score: its modifier is (score - 10) / 2, rounded down')
    .meta({ title: 'Ability score' }),
  proficiency: z
    .enum(['none', 'half', 'proficient', 'expertise'], {
      error: "expected proficiency 'none', 'half', 'proficient' or 'expertise'",
    })
    .default('none')
    .describe(
      'Proficient adds the Proficiency Bonus, Expertise twice it (skill checks), Half half of it rounded down (Jack of All Trades)',
    )
    .meta({ title: 'Proficiency' }),
  proficiencyBonus: z
    .int({ error: 'expected a Proficiency Bonus from 2 to 9' })
    .min(2, { error: 'expected a Proficiency Bonus from 2 to 9' })
    .max(9, { error: 'expected a Proficiency Bonus from 2 to 9' })
    .optional()
    .describe('The Proficiency Bonus (or give the Level or CR)')
    .meta({ title: 'Proficiency Bonus' }),
  levelOrCr: z
    .int({ error: 'expected a level or Challenge Rating from 0 to 30' })
    .min(0, { error: 'expected a level or Challenge Rating from 0 to 30' })
    .max(30, { error: 'expected a level or Challenge Rating from 0 to 30' })
    .optional()
    .describe('Character level or Challenge Rating: gives the Proficiency Bonus (+2 up to 4, +3 at 5-8, ...)')
    .meta({ title: 'Level or CR' }),
  ...rollFields(),
  ability: z
    .string()
    .max(100)
    .optional()
    .describe('The ability used ("Strength"): names the roll only')
    .meta({ title: 'Ability' }),
  skill: z
    .string()
    .max(100)
    .optional()
    .describe('The skill or tool used ("Athletics"): names the roll only')
    .meta({
      title: 'Skill',
    }),
  name: z.string().max(100).optional().describe('Who rolls, or what the roll is for').meta({ title: 'Name' }),
}));

/**
 * The fields of a check's side in a contest or a group: the core fields without Bless and Bane (which never apply
 * to an ability check: an input that names them is refused as an unknown field), with Guidance.
 */
export const checkSideFields = lazy(() => {
  const { bless: _bless, bane: _bane, ...checkOnly } = coreFields();
  return {
    ...checkOnly,
    guidance: z
      .boolean()
      .default(false)
      .describe('Guidance: +1d4 to ability checks with the chosen skill')
      .meta({ title: 'Guidance' }),
  };
});

/** The Heroic Inspiration fields of a check, save or attack. */
export const inspirationFields = lazy(() => ({
  heroicInspiration: z
    .boolean()
    .default(false)
    .describe('Heroic Inspiration is held: it may be spent right after the roll to reroll any one die')
    .meta({ title: 'Heroic Inspiration' }),
  reroll: rerollSchema(),
}));

/** What a whole test is for ("Fireball"): it names the roll in a room's log. */
export const testNameField = lazy(() =>
  z
    .string()
    .max(100)
    .optional()
    .describe('What the roll is for ("Fireball"): names the roll in a room\'s log')
    .meta({ title: 'Name' }),
);

/** The Difficulty Class field. */
export const dcField = lazy(() =>
  z
    .int({ error: 'expected a DC from 1 to 40' })
    .min(1, { error: 'expected a DC from 1 to 40' })
    .max(40, { error: 'expected a DC from 1 to 40' })
    .describe(
      'The Difficulty Class: very easy 5, easy 10, medium 15, hard 20, very hard 25, nearly impossible 30',
    )
    .meta({ title: 'DC' }),
);

/** A parsed character side (the fields of `coreFields`). */
export interface CoreSide {
  readonly abilityModifier?: number | undefined;
  readonly abilityScore?: number | undefined;
  readonly proficiency: 'none' | 'half' | 'proficient' | 'expertise';
  readonly proficiencyBonus?: number | undefined;
  readonly levelOrCr?: number | undefined;
  readonly modifiers: readonly Modifier[];
  readonly advantage: readonly string[];
  readonly disadvantage: readonly string[];
  readonly bless?: boolean;
  readonly bane?: boolean;
  readonly guidance?: boolean;
  readonly dice: readonly DiceRider[];
  readonly exhaustion: number;
  readonly ability?: string | undefined;
  readonly skill?: string | undefined;
  readonly name?: string | undefined;
}

/** The kind of D20 Test a side rolls: what Bless, Bane, Guidance, `half` and `expertise` may apply to. */
export type RollKind = 'check' | 'save' | 'attack';

/**
 * The cross-field rules of a side that the field schemas cannot say, as zod issues at `path`: one of
 * abilityModifier/abilityScore, one of proficiencyBonus/levelOrCr, a bonus when proficient, and which spells
 * and proficiency kinds the roll may take.
 */
export function sideIssues(
  side: Partial<CoreSide>,
  kind: RollKind,
  add: (path: (string | number)[], message: string) => void,
  path: (string | number)[] = [],
): void {
  if (side.abilityModifier !== undefined && side.abilityScore !== undefined) {
    add([...path, 'abilityScore'], 'give abilityModifier or abilityScore, not both');
  }
  if (side.proficiencyBonus !== undefined && side.levelOrCr !== undefined) {
    add([...path, 'levelOrCr'], 'give proficiencyBonus or levelOrCr, not both');
  }
  const proficiency = side.proficiency ?? 'none';
  if (proficiency !== 'none' && side.proficiencyBonus === undefined && side.levelOrCr === undefined) {
    add([...path, 'proficiencyBonus'], `proficiency '${proficiency}' needs proficiencyBonus or levelOrCr`);
  }
  if (kind !== 'check' && (proficiency === 'half' || proficiency === 'expertise')) {
    add(
      [...path, 'proficiency'],
      `'${proficiency}' applies to ability checks with a skill only, not to ${kind === 'save' ? 'a saving throw' : 'an attack roll'}`,
    );
  }
  if (kind === 'check') {
    if (side.bless)
      add([...path, 'bless'], 'Bless adds to attack rolls and saving throws, not to an ability check');
    if (side.bane)
      add([...path, 'bane'], 'Bane subtracts from attack rolls and saving throws, not from an ability check');
  } else if (side.guidance) {
    add(
      [...path, 'guidance'],
      `Guidance adds to ability checks, not to ${kind === 'save' ? 'a saving throw' : 'an attack roll'}`,
    );
  }
}

/** The Guidance field (ability checks only). */
export const guidanceField = lazy(() =>
  z
    .boolean()
    .default(false)
    .describe('Guidance: +1d4 to ability checks with the chosen skill')
    .meta({ title: 'Guidance' }),
);
