/**
 * @module
 * Plain dice notation in a room: the pseudo-system `dice` with its one test `notation`, so that `2d6+3` or `4d6kh3`
 * is rolled, sealed, requested, admitted and verified exactly as a system's test is (one roll entry kind, one
 * sealing path, one verifier). Its outcome is the total (`label` '14', `tier` 14, result `unresolved`): the odds
 * of "this or better" are those of the total or higher. Rooms add it to their registry with {@link withNotation}.
 */
import { defineGameSystem, defineTest, type InputIssue, type OddsOutcome } from '@verdict/core';
import {
  DiceError,
  type Expr,
  LIMITS,
  notationCost,
  notationOdds,
  parseNotation,
  rollNotation,
} from '@verdict/dice';
import { z } from 'zod';

/** The pseudo-system's id, in a roll entry's `system`. Reserved: no game system may take it in a room. */
export const NOTATION_SYSTEM = 'dice';
/** Its one test, in a roll entry's `test`. */
export const NOTATION_TEST = 'notation';
/**
 * The version room.opened states for it. Bumped (with a changeset of `@verdict/room`) when `@verdict/dice` changes
 * what a notation rolls, as a system's package version is; fixed otherwise, so that golden vectors hold.
 */
export const NOTATION_VERSION = '1.0.0';

/** A notation roll's input: the notation, and what it is for (the roll's own name). */
export const notationInput = z.strictObject({
  notation: z
    .string()
    .min(1)
    .max(LIMITS.maxNotationLength)
    .describe('Dice notation: 2d6+3, 4d6kh3, 1d20!, {2d6, 3d4}kh1')
    .meta({ title: 'Dice' }),
  name: z.string().max(200).optional().describe('What the roll is for ("Damage")').meta({ title: 'Name' }),
});

/** A parsed notation roll input. */
export type NotationInput = z.infer<typeof notationInput>;

/** About a hundred steps per die drawn and recorded (the contract's unit); sorting where dice are kept. */
const STEPS_PER_DIE = 100;

/**
 * The most dice a notation draws, for its cost before any die is drawn: each exploding or rerolled die at its cap
 * of repeats (`LIMITS.maxRepeatsPerDie`).
 */
export function notationDiceBound(expr: Expr): number {
  switch (expr.kind) {
    case 'number':
      return 0;
    case 'dice':
      return expr.mods.explode || expr.mods.reroll ? expr.count * (LIMITS.maxRepeatsPerDie + 1) : expr.count;
    case 'negate':
      return notationDiceBound(expr.operand);
    case 'binary':
      return notationDiceBound(expr.left) + notationDiceBound(expr.right);
    case 'group':
      return expr.items.reduce((sum, item) => sum + notationDiceBound(item), 0);
    case 'call':
      return expr.args.reduce((sum, arg) => sum + notationDiceBound(arg), 0);
  }
}

/** The notation's own problem, as an input issue under `notation` (unreadable, or past a limit of the notation). */
function notationIssues(input: NotationInput): InputIssue[] {
  try {
    parseNotation(input.notation);
    return [];
  } catch (error) {
    if (!(error instanceof DiceError)) throw error;
    return [{ path: ['notation'], message: error.message }];
  }
}

const notation = defineTest({
  title: 'Dice',
  description: 'Any dice notation @verdict/dice reads, rolled with its exact odds: the outcome is the total.',
  input: notationInput,
  limits: notationIssues,
  cost: (input, kind) => {
    const parsed = parseNotation(input.notation);
    if (kind === 'odds') {
      const cost = notationCost(parsed);
      return { work: cost.work, output: cost.bytes, path: ['notation'], hint: 'roll fewer or smaller dice' };
    }
    const dice = notationDiceBound(parsed.expr);
    return {
      work: dice * STEPS_PER_DIE,
      output: 200 + dice * 80,
      path: ['notation'],
      hint: 'roll fewer dice',
    };
  },
  maxEntryBytes: (input) =>
    400 + 2 * input.notation.length + notationDiceBound(parseNotation(input.notation).expr) * 80,
  needs: () => [],
  resolve: (input, { dice }) => {
    const rolled = rollNotation(parseNotation(input.notation), dice);
    return {
      outcome: {
        result: 'unresolved',
        label: String(rolled.total),
        tier: rolled.total,
        total: rolled.total,
        effects: [],
        ...(rolled.labels ? { labels: rolled.labels } : {}),
      },
      steps: [{ kind: 'roll', text: `Rolled ${rolled.notation}: ${rolled.total}`, total: rolled.total }],
    };
  },
  odds: (input) => {
    const odds = notationOdds(input.notation);
    const outcomes: OddsOutcome[] = odds.distribution.map((o) => ({
      label: String(o.value),
      result: 'unresolved',
      tier: o.value,
      probability: o.probability,
      ...(o.fraction === undefined ? {} : { fraction: o.fraction }),
    }));
    return {
      outcomes,
      headline: [{ key: 'mean', label: 'Average', value: odds.mean, format: 'number' }],
    };
  },
  examples: [
    { title: 'Two dice and three', input: { notation: '2d6+3' }, dice: [4, 5], expected: { label: '12' } },
    {
      title: 'An ability score, the lowest die dropped',
      input: { notation: '4d6kh3', name: 'Strength' },
      dice: [3, 1, 6, 5],
      expected: { label: '14' },
    },
  ],
});

/**
 * The pseudo-system of plain notation rolls in a room.
 *
 * @example
 * resolveRoll(withNotation(registry), { system: 'dice', test: 'notation', input: { notation: '4d6kh3' } }, from);
 */
export const notationSystem = defineGameSystem({
  apiVersion: 1,
  id: NOTATION_SYSTEM,
  name: 'Dice notation',
  version: NOTATION_VERSION,
  description: 'Plain dice notation rolled into a room, with its exact odds.',
  tests: { [NOTATION_TEST]: notation },
});
