import type { Step, TestCost } from '@verdict/core';
import { z } from 'zod';
import { lazy } from './lazy.js';

/** A labelled modifier to a tested value: `{ label: 'poor tackle', amount: -3 }`. */
export const modifierSchema = lazy(() =>
  z.strictObject({
    label: z
      .string()
      .max(200)
      .optional()
      .describe('What the modifier is for ("poor tackle", "dusk")')
      .meta({ title: 'Label' }),
    amount: z
      .int({ error: 'expected a whole-number modifier from -99 to +99' })
      .min(-99, { error: 'expected a modifier from -99 to +99' })
      .max(99, { error: 'expected a modifier from -99 to +99' })
      .describe('Added to the value (negative for a difficulty); never to the die')
      .meta({ title: 'Amount' }),
  }),
);

/** The modifiers of a tested value: at most 50, applied to the value, never to the die. */
export const modifiersSchema = lazy(() =>
  z
    .array(modifierSchema())
    .max(50, { error: 'expected at most 50 modifiers' })
    .default([])
    .describe('Bonuses and penalties to the tested value, each with a label')
    .meta({ title: 'Modifiers' }),
);

/** A tested Attribute, Statistic, Skill or Will. */
export const valueSchema = lazy(() =>
  z
    .int({ error: 'expected a whole-number value from -99 to 99' })
    .min(-99, { error: 'expected a value from -99 to 99' })
    .max(99, { error: 'expected a value from -99 to 99' }),
);

/** One modifier, as parsed. */
export type Modifier = z.infer<ReturnType<typeof modifierSchema>>;

/**
 * The effective (adjusted) value: the value plus every modifier.
 *
 * @example
 * effectiveValue(12, [{ label: 'poor tackle', amount: -3 }]); // 9
 */
export function effectiveValue(value: number, modifiers: readonly Modifier[]): number {
  return modifiers.reduce((total, m) => total + m.amount, value);
}

/**
 * The arithmetic of an effective value as text: "12 - 3 + 1 = 10", or "12" without modifiers.
 *
 * @example
 * formatSum(12, [-3, 1]); // '12 - 3 + 1 = 10'
 */
export function formatSum(value: number, amounts: readonly number[]): string {
  if (amounts.length === 0) return String(value);
  const terms = amounts.map((a) => (a < 0 ? ` - ${-a}` : ` + ${a}`)).join('');
  const total = amounts.reduce((sum, a) => sum + a, value);
  return `${value}${terms} = ${total}`;
}

/** "Poor tackle: -3" (or "Modifier: +1" without a label). */
export function formatModifier(modifier: Modifier): string {
  const sign = modifier.amount < 0 ? '-' : '+';
  return `${modifier.label ?? 'Modifier'}: ${sign}${Math.abs(modifier.amount)}`;
}

/**
 * The steps that build an effective value: the value, each modifier, and the sum.
 *
 * @example
 * valueSteps('Fishing', 12, [{ label: 'poor tackle', amount: -3 }]).at(-1)?.text; // 'Effective value 12 - 3 = 9'
 */
export function valueSteps(name: string, value: number, modifiers: readonly Modifier[]): Step[] {
  return [
    { kind: 'value', text: `${name} ${value}`, value },
    ...modifiers.map((m) => ({ kind: 'modifier', text: formatModifier(m), amount: m.amount })),
    {
      kind: 'value',
      text: `Effective value ${formatSum(
        value,
        modifiers.map((m) => m.amount),
      )}`,
      value: effectiveValue(value, modifiers),
    },
  ];
}

/**
 * The cost of a one-roll test (a check, a Horror Check): one d20, its modifiers written as steps; odds over 20 faces.
 *
 * @example
 * oneRollCost({ modifiers: [] }); // { work: 20,000, output: 3,000 }
 */
export function oneRollCost(input: { readonly modifiers: readonly Modifier[] }): TestCost {
  return { work: 20_000, output: 3_000 + input.modifiers.length * 500 };
}
