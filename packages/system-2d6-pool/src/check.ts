import { defineTest, type Effect, type Outcome, type Step } from '@verdict/core';
import type { Dice } from '@verdict/dice';
import { z } from 'zod';
import { checkExamples } from './check-examples.js';
import { checkOdds } from './check-odds.js';
import { checkCost } from './cost.js';
import { readDegrees } from './degrees.js';
import { checkEntryBytes } from './entry-bytes.js';
import { fatigueCostField, fatigueEffect } from './fatigue.js';
import {
  bonusDiceField,
  difficultyField,
  penaltyDiceField,
  poolLimit,
  ratingField,
  testNameField,
} from './fields.js';
import { checkLabels, checkUi } from './labels.js';
import { lazy } from './lazy.js';
import { buildPool, describeFaces, type Pool, rollPool } from './pool.js';

const ATTRIBUTES = { might: 'Might', knack: 'Knack', will: 'Will' } as const;

/** The check's input: the contract's `2d6-pool/check` shape, plus optional labels for the extra dice. */
export const checkInput = lazy(() =>
  z.strictObject({
    attribute: z
      .enum(['might', 'knack', 'will'], { error: 'expected an attribute: might, knack or will' })
      .optional()
      .describe('The tested attribute (Might, Knack or Will): a label, the GM has the final say')
      .meta({ title: 'Attribute' }),
    rating: ratingField(),
    bonusDice: bonusDiceField(),
    penaltyDice: penaltyDiceField(),
    bonusLabel: z
      .string()
      .max(100)
      .optional()
      .describe('What grants the bonus dice ("nimble boots"): a label')
      .meta({ title: 'Bonus dice from' }),
    penaltyLabel: z
      .string()
      .max(100)
      .optional()
      .describe('What costs the penalty dice ("over the load"): a label')
      .meta({ title: 'Penalty dice from' }),
    difficulty: difficultyField(),
    fatigueCost: fatigueCostField(),
    name: testNameField(),
  }),
);

/** A valid check input, defaults applied. */
export type CheckInput = z.infer<ReturnType<typeof checkInput>>;

/**
 * Resolves a check with the dice drawn through `dice` (group `pool`, one draw of the whole pool).
 *
 * @example
 * resolveCheck({ rating: 2, bonusDice: 1, penaltyDice: 1, difficulty: 8 }, tray); // Success, 3 degrees on 6, 3, 5, 1
 */
export function resolveCheck(input: CheckInput, dice: Dice): { outcome: Outcome; steps: Step[] } {
  const pool = buildPool(input);
  const steps: Step[] = [{ kind: 'value', text: describePool(input, pool) }];
  if (pool.keep === 'lowest') {
    steps.push({
      kind: 'note',
      text: `A negative pool (${pool.size}): roll 4 - ${paren(pool.size)} = ${pool.dice} dice and keep the lowest two`,
    });
  }
  const roll = rollPool(dice, pool, 'pool');
  steps.push({ kind: 'roll', text: `Rolled ${pool.dice}d6: ${describeFaces(roll.faces)}` });
  const dropped = roll.dropped.length > 0 ? ` (dropped ${describeFaces(roll.dropped)})` : '';
  steps.push({
    kind: 'roll',
    text: `Kept the ${pool.keep} two: ${roll.kept[0]} + ${roll.kept[1]} = ${roll.total}${dropped}`,
    kept: roll.kept,
    dropped: roll.dropped,
  });
  const degrees = readDegrees(roll.total, input.difficulty);
  const sign = degrees.result === 'success' ? '>=' : '<';
  steps.push({ kind: 'compare', text: `${roll.total} ${sign} ${input.difficulty}: ${degrees.label}` });
  const effects = extremes(roll.total);
  for (const effect of effects) steps.push({ kind: 'note', text: effect.text });
  if (input.fatigueCost !== undefined) {
    const fatigue = fatigueEffect(input.fatigueCost, degrees, roll.total);
    effects.push(fatigue);
    steps.push({ kind: 'value', text: fatigue.text, fatigue: fatigue.cost });
  }
  const critical = roll.total === 12 ? 'success' : roll.total === 2 ? 'failure' : undefined;
  return {
    outcome: {
      ...degrees,
      total: roll.total,
      kept: roll.kept,
      pool: { size: pool.size, dice: pool.dice, keep: pool.keep },
      ...(critical ? { critical } : {}),
      effects,
    },
    steps,
  };
}

/** The best (12) and worst (2) results, marked so the table can narrate them. */
function extremes(total: number): Effect[] {
  if (total === 12) return [{ kind: 'best', text: 'A 12: the best possible outcome' }];
  if (total === 2) return [{ kind: 'worst', text: 'A 2: the worst possible outcome' }];
  return [];
}

function describePool(input: CheckInput, pool: Pool): string {
  const name = input.attribute ? ATTRIBUTES[input.attribute] : 'rating';
  let text = `Pool 2 ${input.rating < 0 ? '-' : '+'} ${Math.abs(input.rating)} (${name})`;
  if (input.bonusDice > 0) text += ` + ${countDice(input.bonusDice, 'bonus')}${label(input.bonusLabel)}`;
  if (input.penaltyDice > 0)
    text += ` - ${countDice(input.penaltyDice, 'penalty')}${label(input.penaltyLabel)}`;
  return `${text} = ${pool.size} ${pool.size === 1 || pool.size === -1 ? 'die' : 'dice'}`;
}

const countDice = (count: number, kind: string) => `${count} ${kind} ${count === 1 ? 'die' : 'dice'}`;
const label = (text: string | undefined) => (text ? ` (${text})` : '');
const paren = (n: number) => (n < 0 ? `(${n})` : `${n}`);

/** The check: 2 + rating + bonus - penalty dice, the highest two (or the lowest two of a negative pool). */
export const check = defineTest({
  title: 'Check',
  labels: checkLabels,
  ui: checkUi,
  description:
    'Roll 2d6 plus a die per rating point and bonus die, less penalty dice; the highest two count against a ' +
    'Difficulty of 6 to 11. Below two dice the pool is negative: add the missing dice and keep the lowest two.',
  get input() {
    return checkInput();
  },
  needs: (input) => [{ count: buildPool(input).dice, sides: 6, group: 'pool', label: 'The pool' }],
  limits: (input) => poolLimit(input, []),
  cost: checkCost,
  maxEntryBytes: checkEntryBytes,
  resolve: (input, { dice }) => resolveCheck(input, dice),
  odds: checkOdds,
  examples: checkExamples,
});
