/**
 * @module
 * The input a room's forms start from: plain, never a whole rules example (issue 37, U13, N1).
 */

import { defaultFor } from './defaults.js';
import type { JsonSchema } from './json-schema.js';

type Plain = Record<string, unknown>;
const isObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The input a room's forms start from (the roll form, the GM's request form): the test's own defaults, with each
 * number they leave at its smallest fit taken from the test's first example (Skill 12, Will 12 and Wits 10), and
 * nothing else of it: no name, no labels, no modifiers, no bonus dice. The solo page starts from a whole example
 * to show the test; at a table a form that started as Olaf's "Fishing" with his poor tackle -3 rolled it into the
 * shared log for whoever tapped Roll (issue 37, U13, N1). Numbers are kept so the form opens valid, with its odds.
 *
 * @example
 * plainInput(check); // { value: 12, modifiers: [] }: not { name: 'Fishing', value: 12, modifiers: [poor tackle -3] }
 */
export function plainInput(test: {
  readonly inputSchema: JsonSchema;
  readonly examples: readonly { readonly input?: unknown }[];
}): unknown {
  const base = defaultFor(test.inputSchema, test.inputSchema) ?? {};
  const example = test.examples[0]?.input;
  return example === undefined ? base : numbersOf(base, example);
}

/** `base` with each number (at any depth, list rows by index) replaced by the example's at the same place. */
function numbersOf(base: unknown, example: unknown): unknown {
  if (typeof base === 'number') return typeof example === 'number' ? example : base;
  if (Array.isArray(base))
    return base.map((row, index) => numbersOf(row, Array.isArray(example) ? example[index] : undefined));
  if (isObject(base))
    return Object.fromEntries(
      Object.entries(base).map(([key, value]) => [
        key,
        numbersOf(value, isObject(example) ? example[key] : undefined),
      ]),
    );
  return base;
}
