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
import { createD20Rounds, type Verdict } from './d20-rounds.js';
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
import { coreFields, inspirationFields, sideIssues } from './fields.js';
import { d20Labels, d20Ui } from './labels.js';
import { lazy } from './lazy.js';
import { sideModel } from './side.js';
import { categoriesBits, outcomesOf, percentItem, type Row, rollCost } from './verdicts.js';

/** The attack roll's input (rules: srd52.md, section 8). */
export const attackInput = lazy(() =>
  z
    .strictObject({
      ...coreFields(),
      ...inspirationFields(),
      ac: z
        .int({ error: 'expected an Armor Class from 1 to 40' })
        .min(1, { error: 'expected an Armor Class from 1 to 40' })
        .max(40, { error: 'expected an Armor Class from 1 to 40' })
        .describe("The target's Armor Class")
        .meta({ title: 'AC' }),
      critOn: z
        .union([z.literal(18), z.literal(19), z.literal(20)], {
          error: 'expected critOn 20, 19 (Improved Critical) or 18 (Superior Critical)',
        })
        .default(20)
        .describe(
          'The lowest natural that scores a Critical Hit: 19 with Improved Critical, 18 with Superior Critical',
        )
        .meta({ title: 'Critical Hit on' }),
      autoCrit: z
        .boolean()
        .default(false)
        .describe(
          'The target is Paralyzed or Unconscious and the attacker within 5 feet: any hit is a Critical Hit',
        )
        .meta({ title: 'Any hit is a Critical Hit' }),
      cover: z
        .enum(['none', 'half', 'three-quarters', 'total'], {
          error: "expected cover 'none', 'half', 'three-quarters' or 'total'",
        })
        .default('none')
        .describe("The target's cover: half +2 AC, three-quarters +5 AC (total: it cannot be targeted)")
        .meta({ title: 'Cover' }),
      damage: damagePartsSchema()
        .optional()
        .describe('The damage of a hit, part by part')
        .meta({ title: 'Damage' }),
      ...defenceFields(),
    })
    .superRefine((input, ctx) => {
      const add = (path: (string | number)[], message: string) =>
        ctx.addIssue({ code: 'custom', path, message });
      sideIssues(input, 'attack', add);
      if (input.cover === 'total')
        add(['cover'], 'behind total cover the target cannot be targeted: no attack');
    }),
);

export type AttackInput = z.infer<ReturnType<typeof attackInput>>;

const ROWS: readonly Row[] = [
  { label: 'Critical Hit', result: 'success', tier: 2 },
  { label: 'Hit', result: 'success', tier: 1 },
  { label: 'Miss', result: 'failure', tier: -1 },
];

/** The AC the total must meet: the AC plus the target's cover. */
export function effectiveAc(input: AttackInput): number {
  return input.ac + (input.cover === 'half' ? 2 : input.cover === 'three-quarters' ? 5 : 0);
}

/** Reads an attack: natural 1 misses; a natural in the crit range is a Critical Hit; else the total against the AC. */
export function readAttack(
  input: AttackInput,
  natural: number,
  total: number,
): 'Critical Hit' | 'Hit' | 'Miss' {
  if (natural === 1) return 'Miss';
  if (natural >= input.critOn) return 'Critical Hit';
  if (total >= effectiveAc(input)) return input.autoCrit ? 'Critical Hit' : 'Hit';
  return 'Miss';
}

function verdictOf(label: 'Critical Hit' | 'Hit' | 'Miss'): Verdict {
  if (label === 'Critical Hit')
    return { label, result: 'success', tier: 2, critical: 'success', fails: false };
  if (label === 'Hit') return { label, result: 'success', tier: 1, fails: false };
  return { label, result: 'failure', tier: -1, fails: true };
}

const model = (input: AttackInput) => sideModel(input);

const rounds = createD20Rounds<AttackInput>({
  model,
  intro: (input) => [
    {
      kind: 'value',
      text: `${input.name ?? 'Attack roll'} against AC ${input.ac}${input.cover !== 'none' ? ` + ${input.cover} cover = ${effectiveAc(input)}` : ''}${
        input.critOn < 20 ? ` (Critical Hit on ${input.critOn}-20)` : ''
      }`,
      ac: effectiveAc(input),
    },
  ],
  judge: (input, reading) => verdictOf(readAttack(input, reading.natural, reading.total)),
  compare: (input, reading, verdict) => {
    const ac = effectiveAc(input);
    if (reading.natural === 1) return 'Natural 1: Miss, whatever the modifiers and the AC';
    if (reading.natural >= input.critOn)
      return `Natural ${reading.natural}: Critical Hit, whatever the modifiers and the AC`;
    const vs = `${reading.total} ${reading.total >= ac ? '>=' : '<'} AC ${ac}`;
    return verdict.label === 'Critical Hit'
      ? `${vs}: a hit, and a Critical Hit (the target is within 5 feet and Paralyzed or Unconscious)`
      : `${vs}: ${verdict.label}`;
  },
  after: (input) =>
    (input.damage ?? [])
      .filter((p) => p.count > 0)
      .map((p) => ({
        count: p.count,
        sides: p.sides,
        group: p.label ?? `${p.type} damage`,
        label: `${p.label ?? p.type} (twice over on a Critical Hit)`,
        conditional: true,
      })),
  finish: (input, roll, dice, damageReroll) => {
    const critical = roll.verdict.label === 'Critical Hit';
    const steps: Step[] = [];
    let dealt = {};
    if (input.damage) {
      if (roll.verdict.result === 'failure') {
        steps.push({ kind: 'note', text: 'A miss deals no damage: no damage dice' });
        dealt = { damage: 0, damageByType: {} };
      } else {
        const rolled = dealDamage(dice, input.damage, { critical, halved: false }, input, damageReroll);
        steps.push(...rolled.steps);
        dealt = { damage: rolled.damage, damageByType: rolled.damageByType };
      }
    }
    return {
      outcome: {
        result: roll.verdict.result,
        label: roll.verdict.label,
        tier: roll.verdict.tier,
        ...(critical ? { critical: 'success' as const } : {}),
        margin: roll.reading.total - effectiveAc(input),
        natural: roll.reading.natural,
        total: roll.reading.total,
        ac: effectiveAc(input),
        ...(roll.reading.natural === 20 ? { natural20: true } : {}),
        ...dealt,
        ...(roll.inspiration ? { heroicInspiration: roll.inspiration } : {}),
        effects: [],
      },
      steps,
    };
  },
});

/** The cost of an attack: its roll, and the damage of a hit and of a Critical Hit. */
function attackCost(input: AttackInput, kind: CostKind): TestCost {
  const m = model(input);
  const auto = input.heroicInspiration && input.reroll === 'auto';
  const roll = rollCost(m, kind, { held: input.heroicInspiration, auto });
  if (!input.damage) return roll;
  const dmg =
    kind === 'odds'
      ? mixtureCost(
          [
            damageShape(input.damage, { critical: false, halved: false }, input),
            damageShape(input.damage, { critical: true, halved: false }, input),
          ],
          categoriesBits(m, auto),
          primesOf([20, ...m.bonus.map((d) => d.sides), ...input.damage.map((p) => p.sides)]),
        )
      : damageRollCost(input.damage, true);
  return {
    work: roll.work + dmg.work,
    output: roll.output + dmg.output,
    path: ['damage'],
    hint: 'roll fewer damage dice',
  };
}

/** The exact chance of a Critical Hit, a Hit and a Miss. */
export function attackCategories(input: AttackInput, inspire: boolean) {
  const m = model(input);
  return sideCategories(
    m,
    (n, b) => readAttack(input, n, n + m.flat + b),
    (c) => c === 'Miss',
    inspire,
    neededNatural(effectiveAc(input), m.flat),
  );
}

function attackOdds(input: AttackInput) {
  const inspire = input.heroicInspiration && input.reroll === 'auto';
  const odds = attackCategories(input, inspire);
  const hit = (odds.counts.get('Critical Hit') ?? 0n) + (odds.counts.get('Hit') ?? 0n);
  const headline: OddsHeadlineV1[] = [
    percentItem(
      'hit',
      'Hit (any)',
      hit,
      odds.total,
      `The chance to hit AC ${effectiveAc(input)}, Critical Hits included`,
    ),
    percentItem(
      'criticalHit',
      'Critical Hit',
      odds.counts.get('Critical Hit') ?? 0n,
      odds.total,
      'The chance of a Critical Hit',
    ),
  ];
  if (input.heroicInspiration)
    headline.push(
      ...inspirationHeadline(input, inspire, ROWS, (i) =>
        i === inspire ? odds : attackCategories(input, i),
      ),
    );
  const result = { outcomes: outcomesOf(ROWS, odds), headline };
  if (!input.damage) return result;
  const d = mix(
    [
      { weight: odds.counts.get('Miss') ?? 0n, d: sure(0) },
      {
        weight: odds.counts.get('Hit') ?? 0n,
        d: damageDistribution(input.damage, { critical: false, halved: false }, input),
      },
      {
        weight: odds.counts.get('Critical Hit') ?? 0n,
        d: damageDistribution(input.damage, { critical: true, halved: false }, input),
      },
    ],
    odds.total,
  );
  const extras = damageExtras(d, 'The average damage of the attack, misses counted as 0');
  return {
    ...result,
    headline: [...headline, extras.headline],
    meanDamage: extras.meanDamage,
    distribution: extras.distribution,
  };
}

/**
 * The attack roll: a natural 1 misses and a natural in the Critical Hit range (20, or 19-20, 18-20) is a Critical
 * Hit whatever the modifiers and the AC; otherwise the total against the AC. A hit rolls its damage, a Critical
 * Hit each damage die twice over.
 */
export const attack = defineTest({
  title: 'Attack roll',
  labels: d20Labels,
  ui: d20Ui,
  description:
    'A d20 + ability modifier + proficiency against an Armor Class: natural 1 misses, a natural 20 (or Improved and Superior Critical ranges) is a Critical Hit doubling the damage dice.',
  get input() {
    return attackInput();
  },
  needs: (input) => rounds.needs(input, {}),
  limits: (input) => [
    ...damageLimit(input.damage, true, ['damage']),
    ...rerollLimit(model(input), input.damage ? damageDiceCount(input.damage, true) : 0, input.reroll),
  ],
  maxEntryBytes: (input) =>
    OUTCOME_BYTES +
    sideBytes(model(input)) +
    damageBytes(input.damage, true) +
    (input.heroicInspiration ? INSPIRATION_BYTES : 0),
  cost: attackCost,
  rounds,
  resolve: resolveByRounds(rounds),
  odds: attackOdds,
  examples: [
    {
      title: 'A hit meets the AC',
      input: { abilityModifier: 3, proficiency: 'proficient', proficiencyBonus: 2, ac: 15 },
      dice: [10],
      expected: { label: 'Hit', result: 'success', tier: 1, margin: 0, total: 15 },
    },
    {
      title: 'A natural 1 misses whatever the bonus',
      input: { abilityModifier: 10, modifiers: [{ label: 'Magic', amount: 10 }], ac: 10 },
      dice: [1],
      expected: { label: 'Miss', result: 'failure', tier: -1, natural: 1, total: 21 },
    },
    {
      title: 'Improved Critical: a natural 19 is a Critical Hit against AC 25',
      input: { abilityModifier: 5, ac: 25, critOn: 19 },
      dice: [19],
      expected: { label: 'Critical Hit', result: 'success', tier: 2, critical: 'success', total: 24 },
    },
    {
      title: 'An Unconscious target within 5 feet: any hit is a Critical Hit',
      input: { abilityModifier: 5, ac: 10, advantage: ['Unconscious target'], autoCrit: true },
      dice: [12, 3],
      expected: { label: 'Critical Hit', result: 'success', tier: 2, critical: 'success', natural: 12 },
    },
    {
      title: 'Heroic Inspiration turns a miss into a Critical Hit',
      input: { abilityModifier: 5, ac: 15, heroicInspiration: true },
      dice: [3, 20],
      expected: {
        label: 'Critical Hit',
        result: 'success',
        tier: 2,
        natural: 20,
        heroicInspiration: 'spent',
      },
    },
    {
      title: 'Exhaustion 2: a natural 20 is still a Critical Hit',
      input: { abilityModifier: 5, ac: 15, exhaustion: 2 },
      dice: [20],
      expected: {
        label: 'Critical Hit',
        result: 'success',
        tier: 2,
        critical: 'success',
        total: 21,
        natural20: true,
      },
    },
    {
      title: 'A longsword hit rolls its damage',
      input: {
        abilityModifier: 3,
        proficiency: 'proficient',
        proficiencyBonus: 2,
        ac: 14,
        damage: [{ label: 'Longsword', count: 1, sides: 8, modifier: 3, type: 'Slashing' }],
      },
      dice: [14, 6],
      expected: { label: 'Hit', result: 'success', tier: 1, total: 19, damage: 9 },
    },
  ],
});
