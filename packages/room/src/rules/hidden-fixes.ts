/**
 * @module
 * Which fields a hidden request in parts may fix (issue 34, N9). Whether an answer to such a request is
 * accepted is decided on the merged input: the test's limits and its cost (the hidden-answer budget). A field
 * they read decides acceptance, so a player could find its hidden value by binary search over their own part
 * (a 2d6-pool extended test's `maxTurns`, from how many participants are accepted). Such a field may be fixed in
 * the open, or left to the player, but not hidden: the request is refused when the GM asks, naming the field.
 *
 * A field's use is found by running the test's `limits` and `cost` (of a roll) on its examples with the GM's
 * fixed fields over them, through an input that records which top-level fields are read. A rule of the schema
 * across fields (2d6-pool extended refuses a `progressMade` at or past `progressRequired`) decides acceptance
 * too: a hidden field is refused when changing it alone, on an example, makes a field the player gives fail
 * ({@link crossFieldReads}), since the player could then search its value with that field.
 */
import { parseInput, type TestDefinitionV1, VerdictError } from '@verdict/core';
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
  const crossed = crossFieldReads(test, gm, fixes);
  const i = fixes.findIndex((field) => read.has(field) || crossed.has(field));
  if (i < 0) return undefined;
  const field = fixes[i]!;
  const why = read.has(field)
    ? "the test's limits or cost read it"
    : `a rule of the test checks the player's fields against it`;
  return {
    code: 'invalid_body',
    message: `A hidden request cannot fix ${field}: ${why}, so whether an answer is accepted would tell its value. Fix it in the open (hidden: false), or leave it to the player`,
    path: `/fixes/${i}`,
    issue: `a field a hidden request fixes must not decide whether an answer is accepted`,
  };
}

/**
 * The fixed fields whose value decides whether a field the player gives is valid: on each valid example, each
 * fixed field is set alone to the values the examples, the GM and the small whole numbers give it, and a
 * refusal that names another field, one the player gives (not fixed), shows a rule across the two.
 *
 * @example
 * crossFieldReads(extended, { progressRequired: 5 }, ['progressRequired']); // Set { 'progressRequired' }
 */
export function crossFieldReads(
  test: Pick<TestDefinitionV1, 'input' | 'limits' | 'examples'>,
  gm: Record<string, unknown>,
  fixes: readonly string[],
): Set<string> {
  const crossed = new Set<string>();
  const examples = test.examples.map((e) => e.input).filter(isObject);
  const problems = (input: unknown) => {
    try {
      parseInput(test, input);
      return [];
    } catch (error) {
      return error instanceof VerdictError ? error.issues.map((issue) => String(issue.path[1] ?? '')) : [];
    }
  };
  for (const field of fixes) {
    const probes = new Set<unknown>([gm[field], ...examples.map((e) => e[field]), 0, 1, 2]);
    for (const example of examples) {
      if (problems(example).length > 0) continue;
      for (const probe of probes) {
        if (probe === undefined) continue;
        const fields = problems({ ...example, [field]: probe });
        if (fields.some((other) => other !== '' && other !== field && !fixes.includes(other)))
          crossed.add(field);
      }
    }
  }
  return crossed;
}
