import {
  type CostKind,
  defineTest,
  type OddsHeadlineV1,
  resolveByRounds,
  type Step,
  type TestCost,
} from '@verdict/core';
import { z } from 'zod';
import { neededNatural, sideCategories } from './categories.js';
import { inspirationHeadline, rerollLimit } from './check.js';
import { createD20Rounds } from './d20-rounds.js';
import { damageExtras, damageRollCost, mixtureCost } from './damage.js';
import {
  damageDiceCount,
  damageDistribution,
  damageLimit,
  damagePartsSchema,
  damageShape,
  dealDamage,
  defenceFields,
} from './damage-model.js';
import { damageBytes, INSPIRATION_BYTES, OUTCOME_BYTES, sideBytes } from './entry-bytes.js';
import { mix, primesOf, sure } from './exact.js';
import { coreFields, dcField, inspirationFields, sideIssues } from './fields.js';
import { d20Labels, d20Ui } from './labels.js';
import { lazy } from './lazy.js';
import { type SideModel, sideModel } from './side.js';
import {
  categoriesBits,
  FAILURE,
  outcomesOf,
  passFail,
  rollCost,
  SUCCESS,
  successHeadline,
} from './verdicts.js';

const COVER = { half: 2, 'three-quarters': 5 } as const;

/** The saving throw's input (rules: srd52.md, section 7). */
export const saveInput = lazy(() =>
  z
    .strictObject({
      ...coreFields(),
      ...inspirationFields(),
      dc: dcField().optional(),
      autoFail: z
        .boolean()
        .default(false)
        .describe(
          'The save fails automatically (Paralyzed, Stunned, Unconscious or Petrified on Strength or Dexterity saves)',
        )
        .meta({ title: 'Automatic failure' }),
      cover: z
        .enum(['none', 'half', 'three-quarters', 'total'], {
          error: "expected cover 'none', 'half', 'three-quarters' or 'total'",
        })
        .default('none')
        .describe(
          'Cover, on Dexterity saves: half +2, three-quarters +5 (total cover: the creature cannot be targeted)',
        )
        .meta({ title: 'Cover' }),
      concentrationDamage: z
        .int({ error: 'expected the damage taken as a whole number from 0 to 1000' })
        .min(0, { error: 'expected the damage taken from 0 to 1000' })
        .max(1000, { error: 'expected the damage taken from 0 to 1000' })
        .optional()
        .describe('Damage taken while Concentrating: the DC is the higher of 10 and half of it, at most 30')
        .meta({ title: 'Concentration damage' }),
      damage: damagePartsSchema()
        .optional()
        .describe('Damage the effect deals: all of it on a failure')
        .meta({ title: 'Damage' }),
      onSuccess: z
        .enum(['half', 'none'], { error: "expected onSuccess 'half' or 'none'" })
        .default('half')
        .describe('On a successful save the damage is halved (rounded down), or none, as the effect says')
        .meta({ title: 'On a success' }),
      ...defenceFields(),
    })
    .superRefine((input, ctx) => {
      const add = (path: (string | number)[], message: string) =>
        ctx.addIssue({ code: 'custom', path, message });
      sideIssues(input, 'save', add);
      if (input.dc === undefined && input.concentrationDamage === undefined)
        add(['dc'], 'expected a DC (or concentrationDamage)');
      if (input.dc !== undefined && input.concentrationDamage !== undefined) {
        add(['concentrationDamage'], 'give dc or concentrationDamage (which sets the DC), not both');
      }
      if (input.cover === 'total')
        add(['cover'], 'behind total cover the creature cannot be targeted: no save');
      if (input.cover !== 'none' && input.ability?.toLowerCase() !== 'dexterity') {
        add(['cover'], "cover adds to Dexterity saves only: set ability to 'Dexterity'");
      }
    }),
);

export type SaveInput = z.infer<ReturnType<typeof saveInput>>;

/** The DC: given, or a Concentration save's higher of 10 and half the damage (rounded down), at most 30. */
export function saveDc(input: SaveInput): number {
  if (input.dc !== undefined) return input.dc;
  return Math.min(30, Math.max(10, Math.floor(input.concentrationDamage! / 2)));
}

function saveModel(input: SaveInput): SideModel {
  const cover = input.cover === 'half' || input.cover === 'three-quarters' ? input.cover : undefined;
  return sideModel(
    input,
    cover ? [{ label: `${cover === 'half' ? 'Half' : 'Three-quarters'} cover`, amount: COVER[cover] }] : [],
  );
}

const rounds = createD20Rounds<SaveInput>({
  model: saveModel,
  intro: (input) => [
    {
      kind: 'value',
      text: `${[input.name, input.ability].filter(Boolean).join(', ') || 'Saving throw'} against DC ${saveDc(input)}${
        input.concentrationDamage !== undefined ? ` (Concentration, ${input.concentrationDamage} damage)` : ''
      }`,
      dc: saveDc(input),
    },
  ],
  judge: (input, reading) => passFail(reading.total, saveDc(input)),
  compare: (input, reading, verdict) =>
    `${reading.total} ${reading.total >= saveDc(input) ? '>=' : '<'} DC ${saveDc(input)}: ${verdict.label}`,
  noRoll: (input) => {
    if (!input.autoFail) return undefined;
    const dealt = input.damage ? { damage: 0, damageByType: {} } : {};
    return {
      outcome: { result: 'failure', label: 'Failure', tier: -1, dc: saveDc(input), ...dealt, effects: [] },
      steps: [
        { kind: 'value', text: `Saving throw against DC ${saveDc(input)}` },
        { kind: 'compare', text: 'The save fails automatically: Failure, no dice' },
        ...(input.damage
          ? [{ kind: 'note', text: 'Roll the damage as a Damage test: a failed save takes all of it' }]
          : []),
      ],
    };
  },
  after: (input) =>
    (input.damage ?? [])
      .filter((p) => p.count > 0)
      .map((p) => ({
        count: p.count,
        sides: p.sides,
        group: p.label ?? `${p.type} damage`,
        label: p.label ?? p.type,
        conditional: true,
      })),
  finish: (input, roll, dice, damageReroll) => {
    const dc = saveDc(input);
    const success = roll.verdict.result === 'success';
    const steps: Step[] = [];
    let dealt = {};
    if (input.damage) {
      if (success && input.onSuccess === 'none') {
        steps.push({ kind: 'note', text: 'A successful save takes no damage: no damage dice' });
        dealt = { damage: 0, damageByType: {} };
      } else {
        const rolled = dealDamage(
          dice,
          input.damage,
          { critical: false, halved: success },
          input,
          damageReroll,
        );
        steps.push(...rolled.steps);
        dealt = { damage: rolled.damage, damageByType: rolled.damageByType };
      }
    }
    return {
      outcome: {
        result: roll.verdict.result,
        label: roll.verdict.label,
        tier: roll.verdict.tier,
        margin: roll.reading.total - dc,
        natural: roll.reading.natural,
        total: roll.reading.total,
        dc,
        ...dealt,
        ...(roll.inspiration ? { heroicInspiration: roll.inspiration } : {}),
        effects: [],
      },
      steps,
    };
  },
});

/** The cost of a save: its roll, and the damage of a failure and of a success. */
function saveCost(input: SaveInput, kind: CostKind): TestCost {
  const m = saveModel(input);
  const auto = input.heroicInspiration && input.reroll === 'auto';
  const roll = rollCost(m, kind, { held: input.heroicInspiration, auto });
  if (!input.damage) return roll;
  const full = damageShape(input.damage, { critical: false, halved: false }, input);
  const dmg =
    kind === 'odds'
      ? mixtureCost(
          input.onSuccess === 'half'
            ? [full, damageShape(input.damage, { critical: false, halved: true }, input)]
            : [full],
          categoriesBits(m, auto),
          primesOf([20, ...m.bonus.map((d) => d.sides), ...input.damage.map((p) => p.sides)]),
        )
      : damageRollCost(input.damage, false);
  return {
    work: roll.work + dmg.work,
    output: roll.output + dmg.output,
    path: ['damage'],
    hint: 'roll fewer damage dice',
  };
}

function saveCategories(input: SaveInput, inspire: boolean) {
  if (input.autoFail) return { counts: new Map([['Failure', 1n]]), total: 1n };
  const model = saveModel(input);
  const dc = saveDc(input);
  return sideCategories(
    model,
    (n, b) => (n + model.flat + b >= dc ? 'Success' : 'Failure'),
    (c) => c === 'Failure',
    inspire,
    neededNatural(dc, model.flat),
  );
}

function saveOdds(input: SaveInput) {
  const inspire = input.heroicInspiration && input.reroll === 'auto' && !input.autoFail;
  const odds = saveCategories(input, inspire);
  const rows = [SUCCESS, FAILURE];
  const headline: OddsHeadlineV1[] = [
    successHeadline('success', 'Success', rows, odds, `The chance that the save meets DC ${saveDc(input)}`),
  ];
  if (input.heroicInspiration && !input.autoFail)
    headline.push(
      ...inspirationHeadline(input, inspire, rows, (i) => (i === inspire ? odds : saveCategories(input, i))),
    );
  const result = { outcomes: outcomesOf(rows, odds), headline };
  if (!input.damage || input.autoFail) return result;
  const full = damageDistribution(input.damage, { critical: false, halved: false }, input);
  const onSuccess =
    input.onSuccess === 'none'
      ? sure(0)
      : damageDistribution(input.damage, { critical: false, halved: true }, input);
  const d = mix(
    [
      { weight: odds.counts.get('Failure') ?? 0n, d: full },
      { weight: odds.counts.get('Success') ?? 0n, d: onSuccess },
    ],
    odds.total,
  );
  const extras = damageExtras(
    d,
    'The average damage taken: all of it on a failure, as the effect says on a success',
  );
  return {
    ...result,
    headline: [...headline, extras.headline],
    meanDamage: extras.meanDamage,
    distribution: extras.distribution,
  };
}

/**
 * The saving throw: d20 + ability modifier + Proficiency Bonus if proficient + modifiers + Bless - Bane - 2 per
 * Exhaustion level against a DC; with cover on Dexterity saves, a Concentration DC, automatic failures, and
 * damage that a success halves or negates.
 */
export const save = defineTest({
  title: 'Saving throw',
  labels: d20Labels,
  ui: d20Ui,
  description:
    'A d20 + ability modifier + proficiency against a DC, with Bless and Bane, cover on Dexterity saves, Concentration DCs, automatic failures and damage halved or negated on a success.',
  get input() {
    return saveInput();
  },
  needs: (input) => rounds.needs(input, {}),
  limits: (input) => [
    ...damageLimit(input.damage, false, ['damage']),
    ...rerollLimit(saveModel(input), input.damage ? damageDiceCount(input.damage, false) : 0, input.reroll),
  ],
  maxEntryBytes: (input) =>
    OUTCOME_BYTES +
    sideBytes(saveModel(input)) +
    damageBytes(input.damage, false) +
    (input.heroicInspiration ? INSPIRATION_BYTES : 0),
  cost: saveCost,
  rounds,
  resolve: resolveByRounds(rounds),
  odds: saveOdds,
  examples: [
    {
      title: 'Half damage from 8d6 fire on a successful Dexterity save',
      input: {
        ability: 'Dexterity',
        abilityModifier: 2,
        dc: 15,
        damage: [{ label: 'Fire', count: 8, sides: 6, type: 'Fire' }],
      },
      dice: [14, 6, 6, 6, 6, 1, 1, 1, 1],
      expected: { label: 'Success', result: 'success', tier: 1, total: 16, damage: 14 },
    },
    {
      title: 'Concentration after 25 damage: DC 12',
      input: { ability: 'Constitution', abilityModifier: 5, concentrationDamage: 25 },
      dice: [7],
      expected: { label: 'Success', result: 'success', tier: 1, margin: 0, dc: 12, total: 12 },
    },
    {
      title: "A Paralyzed creature's Dexterity save fails automatically",
      input: { ability: 'Dexterity', abilityModifier: 3, dc: 15, autoFail: true },
      dice: [],
      expected: { label: 'Failure', result: 'failure', tier: -1 },
    },
    {
      title: 'Half cover adds 2 to a Dexterity save',
      input: { ability: 'Dexterity', abilityModifier: 1, dc: 15, cover: 'half' },
      dice: [12],
      expected: { label: 'Success', result: 'success', tier: 1, margin: 0, total: 15 },
    },
    {
      title: 'Bless adds a d4 to a Wisdom save',
      input: {
        ability: 'Wisdom',
        abilityModifier: 1,
        proficiency: 'proficient',
        proficiencyBonus: 2,
        dc: 15,
        bless: true,
      },
      dice: [9, 3],
      expected: { label: 'Success', result: 'success', tier: 1, margin: 0, total: 15 },
    },
    {
      title: 'Bless and Bane on one save',
      input: { ability: 'Wisdom', abilityModifier: 1, dc: 13, bless: true, bane: true },
      dice: [10, 3, 4],
      expected: { label: 'Failure', result: 'failure', tier: -1, total: 10 },
    },
  ],
});
