import { isVerdictError, resolveTest } from '@verdict/core';
import { assertNoProblems, describeError, thrownBy } from './errors.js';
import { type CheckContext, exampleInputs, requestFor } from './options.js';

/** A key no schema has: a typo would be refused the same way. */
const UNKNOWN = 'verdictTestkitUnknownField';

/**
 * The places of a JSON Schema that describe objects with named fields but do not say `additionalProperties: false`:
 * such a schema tells frontends and API clients that any other field is fine, when the engine refuses it.
 *
 * @example
 * openObjects({ type: 'object', properties: { a: { type: 'integer' } } }); // ['(input)']
 */
export function openObjects(schema: unknown, where = '(input)', depth = 0): string[] {
  if (typeof schema !== 'object' || schema === null || depth > 32) return [];
  const node = schema as Record<string, unknown>;
  const found: string[] = [];
  if (
    node.properties !== undefined &&
    node.additionalProperties === undefined &&
    node.patternProperties === undefined
  ) {
    found.push(where);
  }
  for (const [key, child] of Object.entries((node.properties ?? {}) as Record<string, unknown>)) {
    found.push(...openObjects(child, where === '(input)' ? key : `${where}.${key}`, depth + 1));
  }
  for (const key of ['items', 'additionalProperties'] as const) {
    if (typeof node[key] === 'object') found.push(...openObjects(node[key], `${where}[]`, depth + 1));
  }
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const) {
    const list = node[key];
    if (!Array.isArray(list)) continue;
    for (const [i, v] of list.entries()) found.push(...openObjects(v, `${where}|${i}`, depth + 1));
  }
  for (const [name, def] of Object.entries((node.$defs ?? {}) as Record<string, unknown>)) {
    found.push(...openObjects(def, `$defs.${name}`, depth + 1));
  }
  return found;
}

/**
 * Strict input: the JSON Schema says `additionalProperties: false` at every object with fields, and an unknown field
 * added to each object of every example input (at any depth) is refused as `invalid_input` naming that field.
 */
export function checkStrictInput(context: CheckContext): void {
  const schema = context.test.input['~standard'].jsonSchema.input({ target: 'draft-2020-12' });
  const open = openObjects(schema);
  assertNoProblems(
    `The input's JSON Schema allows unknown fields (say additionalProperties: false, e.g. z.strictObject)`,
    open.map((where) => `${where}: no additionalProperties: false`),
  );
  const problems: string[] = [];
  for (const input of exampleInputs(context.test)) {
    for (const { path, copy } of withUnknownField(input)) {
      const error = thrownBy(() =>
        resolveTest(context.registry, { ...requestFor(context, copy), seed: 'strict' }),
      );
      const expected = ['input', ...path, UNKNOWN].join('.');
      const named = isVerdictError(error) && error.issues.some((issue) => issue.path.join('.') === expected);
      if (!(isVerdictError(error) && error.code === 'invalid_input' && named)) {
        problems.push(
          `${JSON.stringify(copy)}: expected invalid_input naming ${expected}, got ${describeError(error)}`,
        );
      }
    }
  }
  assertNoProblems('Unknown fields are refused, naming the field', problems);
}

/** Copies of an input with the unknown key added to one object each (the input itself and every object inside). */
function withUnknownField(input: unknown): { path: (string | number)[]; copy: unknown }[] {
  const out: { path: (string | number)[]; copy: unknown }[] = [];
  const visit = (value: unknown, path: (string | number)[]) => {
    if (typeof value !== 'object' || value === null) return;
    if (!Array.isArray(value)) {
      const copy = structuredClone(input);
      const target = path.reduce<unknown>((at, key) => (at as Record<string | number, unknown>)[key], copy);
      (target as Record<string, unknown>)[UNKNOWN] = 1;
      out.push({ path, copy });
    }
    for (const [key, child] of Object.entries(value))
      visit(child, [...path, Array.isArray(value) ? Number(key) : key]);
  };
  visit(input, []);
  return out;
}
