import { defineTest, type OddsHeadlineV1 } from '@verdict/core';
import { formatFraction } from '@verdict/dice';
import { z } from 'zod';
import {
  damageDistribution,
  damageLimit,
  damagePartsSchema,
  damageSides,
  damageWork,
  defenceFields,
  readDamage,
  rollDamageDice,
} from './damage-model.js';
import { type Exact, mean, ratio, table } from './exact.js';
import { damageLabels } from './labels.js';

/** The damage test's input (rules: srd52.md, section 9). */
export const damageInput = z.strictObject({
  parts: damagePartsSchema
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
  ...defenceFields,
});

export type DamageInput = z.infer<typeof damageInput>;

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
      fraction: formatFraction(num, den),
      help,
    },
    meanDamage,
    distribution: table(d, 'damage'),
  };
}

/** The cost of the damage dice and their distribution. */
export function damageCost(parts: DamageInput['parts'], critical: boolean, kind: string) {
  const dice = parts.reduce((sum, p) => sum + p.count, 0) * (critical ? 2 : 1);
  const range = parts.reduce((sum, p) => sum + p.count * (critical ? 2 : 1) * p.sides, 0) + 1;
  return kind === 'odds'
    ? {
        work: damageWork(parts, critical),
        output: 2_000 + range * 90,
        path: ['parts'],
        hint: 'roll fewer damage dice',
      }
    : { work: 50_000 + dice * 2_000, output: 3_000 + parts.length * 250 + dice * 120, path: ['parts'] };
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
  input: damageInput,
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
  cost: (input, kind) => damageCost(input.parts, input.critical, kind),
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
