import { defineTest, type OddsHeadlineV1 } from '@verdict/core';
import { z } from 'zod';
import {
  type DamageShape,
  damageDiceCount,
  damageDistribution,
  damageLimit,
  damagePartsSchema,
  damageShape,
  damageSides,
  defenceFields,
  readDamage,
  rollDamageDice,
} from './damage-model.js';
import { damageBytes, OUTCOME_BYTES } from './entry-bytes.js';
import {
  bigSteps,
  type Exact,
  factorSteps,
  fractionOf,
  gcdSteps,
  mean,
  primesOf,
  ratio,
  reduceSteps,
  table,
} from './exact.js';
import { testNameField } from './fields.js';
import { damageLabels } from './labels.js';
import { lazy } from './lazy.js';
import { BIGINT_STEPS } from './work.js';

/** The damage test's input (rules: srd52.md, section 9). */
export const damageInput = lazy(() =>
  z.strictObject({
    parts: damagePartsSchema()
      .describe('The damage, part by part: dice, a modifier and a type')
      .meta({ title: 'Parts' }),
    critical: z
      .boolean()
      .default(false)
      .describe("A Critical Hit: every part's dice are rolled twice over; modifiers are added once")
      .meta({ title: 'Critical Hit' }),
    halfOnSave: z
      .boolean()
      .default(false)
      .describe('The target succeeded on a save that halves the damage (rounded down)')
      .meta({ title: 'Half (successful save)' }),
    ...defenceFields(),
    name: testNameField(),
  }),
);

export type DamageInput = z.infer<ReturnType<typeof damageInput>>;

/** The mean damage and the damage table of a distribution, as odds extras and a headline item. */
export function damageExtras(
  d: Exact,
  help: string,
): { headline: OddsHeadlineV1; meanDamage: number; distribution: Record<string, number | string>[] } {
  const [num, den] = mean(d);
  const meanDamage = ratio(num, den);
  return {
    headline: {
      key: 'meanDamage',
      label: 'Mean damage',
      value: meanDamage,
      format: 'number',
      fraction: fractionOf(num, den),
      help,
    },
    meanDamage,
    distribution: table(d, 'damage'),
  };
}

/**
 * The work and answer size of the damage extras over a distribution of `length` values, `rows` of which can
 * happen, and a total of `bits` bits: the mean and its fraction (one gcd), and a table row per value with its
 * fraction in lowest terms (a remainder per prime of the sides, and one per bit of each prime's exponent).
 */
export function extrasCost(
  length: number,
  rows: number,
  bits: number,
  primes: number,
): { work: number; output: number } {
  const work =
    3 * length * BIGINT_STEPS +
    (2 * factorSteps(bits + 16, primes) + (rows + 1) * (reduceSteps(bits + 16, primes) + 2)) *
      bigSteps(bits + 16);
  const digits = Math.ceil(bits * Math.LOG10E * Math.LN2) + 1;
  return { work, output: 2_000 + rows * (90 + 2 * digits) };
}

/** The cost of the damage test: its dice, or its distribution and the extras over it. */
export function damageCost(input: DamageInput, kind: string) {
  if (kind !== 'odds') {
    const dice = damageDiceCount(input.parts, input.critical);
    return {
      work: 50_000 + dice * 2_000,
      output: 3_000 + input.parts.length * 250 + dice * 120,
      path: ['parts'],
    };
  }
  const shape = damageShape(input.parts, { critical: input.critical, halved: input.halfOnSave }, input);
  const extras = extrasCost(
    shape.length,
    shape.values,
    shape.bits,
    primesOf(input.parts.map((p) => p.sides)),
  );
  return {
    work: shape.work + extras.work,
    output: extras.output,
    path: ['parts'],
    hint: 'roll fewer damage dice',
  };
}

/**
 * The odds cost of a d20 roll's damage: the distributions of its outcomes (a hit's and a Critical Hit's, or a
 * failed and a successful save's), their mixture by the roll's chances over `rollBits` bits, and the extras.
 */
export function mixtureCost(
  shapes: readonly DamageShape[],
  rollBits: number,
  primes: number,
): { work: number; output: number } {
  const length = Math.max(0, ...shapes.map((s) => s.max)) + 1;
  const rows = Math.min(length, 1 + shapes.reduce((sum, s) => sum + s.values, 0));
  const bits = rollBits + shapes.reduce((sum, s) => sum + s.bits, 0);
  const mixing =
    (length + 1 + shapes.reduce((sum, s) => sum + s.length, 0)) * BIGINT_STEPS +
    (shapes.length + 1) * gcdSteps(bits) * bigSteps(bits);
  const extras = extrasCost(length, rows, bits, primes);
  return {
    work: shapes.reduce((sum, s) => sum + s.work, 0) + mixing + extras.work,
    output: extras.output,
  };
}

/** The resolve (or step) cost of the damage dice an attack or a save may roll after its d20. */
export function damageRollCost(parts: DamageInput['parts'], critical: boolean) {
  const dice = damageDiceCount(parts, critical);
  return { work: 50_000 + dice * 2_000, output: 3_000 + parts.length * 250 + dice * 120 };
}

/**
 * Damage: each part's dice plus its modifier; a Critical Hit doubles the dice; per damage type the subtotal never
 * goes below 0, then a successful save halves it, Resistance halves and Vulnerability doubles (rounding down).
 */
export const damage = defineTest({
  title: 'Damage',
  labels: damageLabels,
  description:
    'Roll damage part by part: a Critical Hit doubles the dice, not the modifiers; per type, halving for a save, Resistance (halve, round down), Vulnerability (double) and Immunity apply in that order.',
  get input() {
    return damageInput();
  },
  needs: (input) =>
    input.parts
      .filter((p) => p.count > 0)
      .map((p) => ({
        count: p.count * (input.critical ? 2 : 1),
        sides: p.sides,
        group: p.label ?? `${p.type} damage`,
        label: `${p.label ?? p.type}${input.critical ? ' (twice over: Critical Hit)' : ''}`,
      })),
  limits: (input) => damageLimit(input.parts, input.critical, ['parts']),
  maxEntryBytes: (input) => OUTCOME_BYTES + damageBytes(input.parts, input.critical),
  cost: damageCost,
  resolve: (input, { dice }) => {
    const faces = rollDamageDice(dice, input.parts, input.critical);
    const mode = { critical: input.critical, halved: input.halfOnSave };
    const rolled = readDamage(input.parts, faces, mode, input);
    const steps = [
      ...(input.critical
        ? [{ kind: 'note', text: 'Critical Hit: every damage die is rolled twice over' }]
        : []),
      ...rolled.steps,
    ];
    return {
      outcome: {
        result: 'success',
        label: 'Damage',
        tier: 0,
        damage: rolled.damage,
        damageByType: rolled.damageByType,
        effects: [],
      },
      steps,
    };
  },
  odds: (input) => {
    const d = damageDistribution(input.parts, { critical: input.critical, halved: input.halfOnSave }, input);
    const extras = damageExtras(
      d,
      "The average damage dealt, after the target's Resistances and Vulnerabilities",
    );
    return {
      outcomes: [{ label: 'Damage', result: 'success' as const, tier: 0, probability: 1, fraction: '1/1' }],
      headline: [extras.headline],
      meanDamage: extras.meanDamage,
      distribution: extras.distribution,
    };
  },
  examples: [
    {
      title: 'A longsword hit: 1d8 + 3',
      input: { parts: [{ label: 'Longsword', count: 1, sides: 8, modifier: 3, type: 'Slashing' }] },
      dice: [6],
      expected: { label: 'Damage', result: 'success', tier: 0, damage: 9 },
    },
    {
      title: 'The longsword against Resistance to Slashing',
      input: {
        parts: [{ label: 'Longsword', count: 1, sides: 8, modifier: 3, type: 'Slashing' }],
        resistances: ['Slashing'],
      },
      dice: [6],
      expected: { label: 'Damage', result: 'success', tier: 0, damage: 4 },
    },
    {
      title: 'The longsword against Vulnerability to Slashing',
      input: {
        parts: [{ label: 'Longsword', count: 1, sides: 8, modifier: 3, type: 'Slashing' }],
        vulnerabilities: ['Slashing'],
      },
      dice: [6],
      expected: { label: 'Damage', result: 'success', tier: 0, damage: 18 },
    },
    {
      title: 'A Critical Hit with Sneak Attack doubles every die, not the modifier',
      input: {
        parts: [
          { label: 'Shortsword', count: 1, sides: 6, modifier: 3, type: 'Piercing' },
          { label: 'Sneak Attack', count: 2, sides: 6, type: 'Piercing' },
        ],
        critical: true,
      },
      dice: [4, 5, 1, 2, 3, 4],
      expected: { label: 'Damage', result: 'success', tier: 0, damage: 22 },
    },
    {
      title: "The SRD's order of application: an aura, Resistance to all, Vulnerability to fire",
      input: {
        parts: [
          { label: 'Fire', count: 8, sides: 6, type: 'Fire' },
          { label: 'Aura', count: 0, modifier: -5, type: 'Fire' },
        ],
        resistances: ['all'],
        vulnerabilities: ['Fire'],
      },
      dice: [6, 6, 6, 4, 3, 1, 1, 1],
      expected: { label: 'Damage', result: 'success', tier: 0, damage: 22, damageByType: { Fire: 22 } },
    },
    {
      title: 'A penalty never takes damage below 0',
      input: { parts: [{ count: 1, sides: 4, modifier: -3, type: 'Bludgeoning' }] },
      dice: [2],
      expected: { label: 'Damage', result: 'success', tier: 0, damage: 0 },
    },
  ],
});

export { damageSides };
