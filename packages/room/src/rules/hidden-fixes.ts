/**
 * @module
 * Which fields a hidden request in parts may fix (issue 34, N9). Whether an answer to such a request is
 * accepted is decided on the merged input: the test's limits and its cost (the hidden-answer budget). A field
 * they read decides acceptance, so a player could find its hidden value by binary search over their own part
 * (a 2d6-pool extended test's `maxTurns`, from how many participants are accepted). Such a field may be fixed in
 * the open, or left to the player, but not hidden: the request is refused when the GM asks, naming the field.
 *
 * A field's use is found by running the test's `limits` and `cost` (of a roll) on its examples with the GM's
 * fixed fields over them, through an input that records which top-level fields are read.
 */
import { parseInput, type TestDefinitionV1 } from '@verdict/core';
import type { Refusal } from './commands.js';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The top-level fields of `input` (a parsed input) that `test`'s limits or roll cost read.
 *
 * @example
 * acceptanceReads(extended, parsed); // Set { 'participants', 'roll', 'maxTurns', ... }
 */
export function acceptanceReads(
  test: Pick<TestDefinitionV1, 'limits' | 'cost'>,
  input: Record<string, unknown>,
): Set<string> {
  const read = new Set<string>();
  const traced = new Proxy(input, {
    get(target, key, receiver) {
      if (typeof key === 'string') read.add(key);
      return Reflect.get(target, key, receiver);
    },
    has(target, key) {
      if (typeof key === 'string') read.add(key);
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      for (const key of Object.keys(target)) read.add(key);
      return Reflect.ownKeys(target);
    },
  });
  test.limits?.(traced);
  test.cost?.(traced, 'resolve');
  return read;
}

/**
 * The refusal of a hidden request in parts that fixes a field deciding whether its answers are accepted, or
 * undefined. `input` is the GM's part, `fixes` its fields; the test's examples, with the GM's fields over
 * them, are the inputs traced (an example the merge makes invalid is skipped).
 *
 * @example
 * hiddenFixesRefusal(extended, { difficulty: 9, maxTurns: 10 }, ['difficulty', 'maxTurns'])?.path; // '/fixes/1'
 */
export function hiddenFixesRefusal(
  test: Pick<TestDefinitionV1, 'input' | 'limits' | 'cost' | 'examples'>,
  input: unknown,
  fixes: readonly string[],
): Refusal | undefined {
  const gm = isObject(input) ? input : {};
  const read = new Set<string>();
  for (const example of test.examples) {
    const merged = { ...(isObject(example.input) ? example.input : {}), ...gm };
    let parsed: unknown;
    try {
      parsed = parseInput(test, merged);
    } catch {
      continue;
    }
    if (isObject(parsed)) for (const field of acceptanceReads(test, parsed)) read.add(field);
  }
  const i = fixes.findIndex((field) => read.has(field));
  if (i < 0) return undefined;
  const field = fixes[i];
  return {
    code: 'invalid_body',
    message: `A hidden request cannot fix ${field}: the test's limits or cost read it, so whether an answer is accepted would tell its value. Fix it in the open (hidden: false), or leave it to the player`,
    path: `/fixes/${i}`,
    issue: `a field a hidden request fixes must not decide whether an answer is accepted`,
  };
}
