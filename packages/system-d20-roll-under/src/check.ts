import { defineTest, type OddsOutcome } from '@verdict/core';
import { formatFraction } from '@verdict/dice';
import { z } from 'zod';
import { CHECK_ROWS, type CheckLabel, checkRow } from './check-result.js';
import { checkLabels } from './labels.js';
import { lazy } from './lazy.js';
import { effectiveValue, modifiersSchema, oneRollCost, valueSchema, valueSteps } from './modifiers.js';

/** The check's input: a value, labelled modifiers, an optional name, and the Strong Success option. */
export const checkInput = lazy(() =>
  z.strictObject({
    value: valueSchema()
      .describe('The Attribute, Statistic or Skill tested (roll at or under it)')
      .meta({ title: 'Skill' }),
    modifiers: modifiersSchema(),
    name: z
      .string()
      .max(200)
      .optional()
      .describe('What is tested ("Fishing"), for the steps')
      .meta({ title: 'Name' }),
    strongSuccess: z
      .boolean()
      .default(true)
      .describe('GM option: a success by more than half the effective value is a Strong Success')
      .meta({ title: 'Strong Success' }),
  }),
);

/** A parsed check input. */
export type CheckInput = z.infer<ReturnType<typeof checkInput>>;

/**
 * The Check: one d20 at or under the effective value, with critical, Strong and plain results.
 *
 * @example
 * resolveTest(registry, { system: 'd20-roll-under', test: 'check', input: { value: 12 }, dice: [5] }).outcome.label;
 * // 'Strong Success'
 */
export const check = defineTest({
  title: 'Check',
  labels: checkLabels,
  description:
    'Roll one d20 at or under an Attribute, Statistic or Skill plus its modifiers. Naturals 1-2 are critical successes and 19-20 critical failures, whatever the value.',
  get input() {
    return checkInput();
  },
  cost: oneRollCost,
  needs: (input) => [{ count: 1, sides: 20, group: 'check', label: input.name ?? 'Check' }],
  resolve: (input, { dice }) => {
    const effective = effectiveValue(input.value, input.modifiers);
    const face = dice.d(20, 'check');
    const row = checkRow(face, effective, input.strongSuccess);
    return {
      outcome: {
        result: row.result,
        label: row.label,
        tier: row.tier,
        margin: effective - face,
        ...(row.critical ? { critical: row.critical } : {}),
        effects: row.effect ? [{ kind: row.critical ? 'critical' : 'strong', text: row.effect }] : [],
      },
      steps: [
        ...valueSteps(input.name ?? 'Value', input.value, input.modifiers),
        { kind: 'roll', text: `Rolled ${face} on d20`, face },
        { kind: 'compare', text: compareText(face, effective, row.label) },
      ],
    };
  },
  odds: (input) => ({
    outcomes: checkOdds(effectiveValue(input.value, input.modifiers), input.strongSuccess),
  }),
  examples: [
    {
      title: 'Olaf fishes with poor tackle',
      input: { name: 'Fishing', value: 12, modifiers: [{ label: 'poor tackle', amount: -3 }] },
      dice: [15],
      expected: { label: 'Failure', result: 'failure', tier: -1, margin: -6 },
    },
    {
      title: 'Olaf fishes again at dusk',
      input: {
        name: 'Fishing',
        value: 12,
        modifiers: [
          { label: 'poor tackle', amount: -3 },
          { label: 'dusk', amount: 1 },
        ],
      },
      dice: [7],
      expected: { label: 'Success', result: 'success', tier: 1, margin: 3 },
    },
    {
      title: 'Farthan holds the stone door by the skin of his teeth',
      input: {
        name: 'Strength',
        value: 13,
        modifiers: [
          { label: 'stone door', amount: -3 },
          { label: 'smoke', amount: -1 },
        ],
      },
      dice: [9],
      expected: { label: 'Success', result: 'success', tier: 1, margin: 0 },
    },
    {
      title: 'Iridal makes a fine pot',
      input: { name: 'Pottery', value: 12 },
      dice: [5],
      expected: { label: 'Strong Success', result: 'success', tier: 2, margin: 7 },
    },
    {
      title: 'Iridal rolls a 6: not under half her Skill',
      input: { name: 'Pottery', value: 12 },
      dice: [6],
      expected: { label: 'Success', result: 'success', tier: 1, margin: 6 },
    },
    {
      title: 'Jokkler enthrals the tavern',
      input: { name: 'Bard', value: 12, modifiers: [{ label: 'drunk crowd', amount: 1 }] },
      dice: [2],
      expected: { label: 'Extreme Success', result: 'success', tier: 3, critical: 'success', margin: 11 },
    },
    {
      title: 'Hargus hits himself in the leg',
      input: { name: 'Broadsword', value: 14 },
      dice: [20],
      expected: {
        label: 'Catastrophic Failure',
        result: 'failure',
        tier: -3,
        critical: 'failure',
        margin: -6,
      },
    },
  ],
});

/**
 * The exact odds of a check, by counting the faces that give each label (impossible labels left out).
 *
 * @example
 * checkOdds(9, true).find((o) => o.label === 'Failure')?.fraction; // '9/20'
 */
export function checkOdds(effective: number, strongSuccess: boolean): OddsOutcome[] {
  const counts = new Map<CheckLabel, number>();
  for (let face = 1; face <= 20; face++) {
    const { label } = checkRow(face, effective, strongSuccess);
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return Object.values(CHECK_ROWS)
    .filter((row) => counts.has(row.label))
    .map((row) => {
      const count = counts.get(row.label)!;
      return {
        label: row.label,
        result: row.result,
        tier: row.tier,
        probability: count / 20,
        fraction: formatFraction(BigInt(count), 20n),
      };
    });
}

function compareText(face: number, effective: number, label: CheckLabel): string {
  if (face <= 2 || face >= 19) return `Natural ${face}: ${label}, whatever the value`;
  if (label === 'Strong Success') return `${face} <= ${effective} and ${face} < ${effective} / 2: ${label}`;
  return `${face} ${face <= effective ? '<=' : '>'} ${effective}: ${label}`;
}
