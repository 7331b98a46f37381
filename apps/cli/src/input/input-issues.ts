/**
 * @module
 * An input's problems in words (issue 38, N9), checked before the engine runs: a missing object or list says a
 * field to give (`input.target: missing (Who resists): give target.will=…`), a missing field says it is missing,
 * a word where a number goes says what came (`…, got 'abc'`), and several problems are one a line. The issues
 * themselves (paths and the schema's messages) stay as they are for `--json`.
 */
import { type InputIssue, type Registry, validateInput } from '@verdict/core';
import { UsageError } from '../errors.js';

type Schema = Record<string, unknown>;

/**
 * Throws a usage error (`invalid_input`) with the problems in words when the input does not fit the test.
 *
 * @example
 * checkInputWords(registry, { system: 'd20-roll-under', test: 'check', input: {}, schema });
 * // UsageError: input.value: missing: expected a whole-number value from -99 to 99
 */
export function checkInputWords(
  registry: Registry,
  request: { system: string; test: string; input: unknown; schema: Schema },
): void {
  const checked = validateInput(registry.test(request.system, request.test), request.input);
  if (checked.ok) return;
  const issues = checked.issues.map((issue) => ({ ...issue, path: ['input', ...issue.path] }));
  const lines = checked.issues.map((issue) => issueWords(issue, request.input, request.schema));
  // A usage error (exit 2, code invalid_input): its message is the words, not followed by the raw issues again.
  throw new UsageError(lines.join('\n  '), { code: 'invalid_input', issues });
}

function issueWords(issue: InputIssue, input: unknown, root: Schema): string {
  const path = issue.path.map(String);
  const name = path.join('.');
  const at = `input.${name}`;
  if (path.length === 0) return issue.message;
  const value = valueAt(input, path);
  if (value === undefined && !/^unknown field/.test(issue.message)) {
    const schema = schemaAt(root, root, path);
    const title = typeof schema?.description === 'string' ? ` (${schema.description})` : '';
    const first = schema === undefined ? undefined : firstField(root, schema);
    if (schema?.type === 'object' && first) return `${at}: missing${title}: give ${name}.${first}=…`;
    if (schema?.type === 'array') {
      const item = resolved(root, schema.items);
      const inner = item === undefined ? undefined : firstField(root, item);
      return `${at}: missing${title}: give ${name}.0${inner ? `.${inner}` : ''}=…`;
    }
    return `${at}: missing: ${issue.message}`;
  }
  if (typeof value === 'string' && /number|integer|whole/i.test(issue.message))
    return `${at}: ${issue.message}, got '${value}'`;
  return `${at}: ${issue.message}`;
}

function valueAt(input: unknown, path: readonly string[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A `$ref` within the document followed, else the schema itself. */
function resolved(root: Schema, schema: unknown): Schema | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const ref = (schema as Schema).$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema as Schema;
  let target: unknown = root;
  for (const key of ref.slice(2).split('/')) target = (target as Schema | undefined)?.[key];
  return resolved(root, target);
}

function schemaAt(root: Schema, schema: Schema | undefined, path: readonly string[]): Schema | undefined {
  let here = resolved(root, schema);
  for (const key of path) {
    if (here === undefined) return undefined;
    const choices = [here, ...((here.anyOf ?? here.oneOf ?? []) as Schema[])];
    const next = choices
      .map((choice) => resolved(root, choice))
      .map((choice) =>
        /^\d+$/.test(key) ? choice?.items : (choice?.properties as Schema | undefined)?.[key],
      )
      .find((found) => found !== undefined);
    here = resolved(root, next);
  }
  return here;
}

/** The first required field of an object schema (a leaf, or its own first field), as a dotted path. */
function firstField(root: Schema, schema: Schema): string | undefined {
  const required = (schema.required ?? []) as string[];
  const key = required[0] ?? Object.keys((schema.properties ?? {}) as Schema)[0];
  if (key === undefined) return undefined;
  const inner = resolved(root, (schema.properties as Schema)[key]);
  if (inner?.type === 'object') {
    const deeper = firstField(root, inner);
    return deeper === undefined ? key : `${key}.${deeper}`;
  }
  return key;
}
