import { boundedInput } from './bounded-input.js';
import type { InputIssue, InputSchema, TestDefinitionV1 } from './contract.js';
import { VerdictError } from './errors.js';
import type { StandardSchemaV1 } from './standard-schema.js';
import { unknownFields } from './unknown-fields.js';

/** Either the valid input or the problems with it, as data with field paths. */
export type Validation<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly issues: readonly InputIssue[] };

/**
 * Validates a value against a schema (synchronously) and returns issues as data, never throwing. Unknown fields at
 * any depth are refused, each named with a "did you mean" when a known field is close, whatever the schema library
 * would do with them (the schema's JSON Schema says which fields exist).
 *
 * @example
 * const checked = validateWith(test.input, { value: 12, modifers: [] });
 * // { ok: false, issues: [{ path: ['modifers'], message: "unknown field 'modifers': did you mean 'modifiers'?" }] }
 */
export function validateWith<T>(schema: InputSchema<T>, value: unknown): Validation<T> {
  const json = jsonSchemaOf(schema);
  // Cut to what is enough to refuse it when it holds more than the schema accepts (see bounded-input.ts): the
  // work is bounded by the largest acceptable input, not by the body.
  const view = json === undefined ? value : boundedInput(json, value);
  const result = schema['~standard'].validate(view);
  if (result instanceof Promise) throw new TypeError('Verdict input schemas must validate synchronously');
  const unknown = unknownFields(json, view);
  if (unknown.length > 0) {
    // The library's own complaint about the same keys ('Unrecognized key: "modifers"') says less: keep ours.
    const others = (result.issues ?? []).map(toIssue).filter((issue) => !aboutUnknownKeys(issue, unknown));
    return { ok: false, issues: [...unknown, ...others] };
  }
  if (result.issues) return { ok: false, issues: result.issues.map(toIssue) };
  return { ok: true, value: result.value };
}

const jsonSchemas = new WeakMap<object, unknown>();

/** A schema's JSON Schema (input side), converted once per schema. */
function jsonSchemaOf(schema: InputSchema<unknown>): unknown {
  if (!jsonSchemas.has(schema)) {
    let converted: unknown;
    try {
      converted = schema['~standard'].jsonSchema?.input({ target: 'draft-2020-12' });
    } catch {
      // A schema that cannot describe itself is still validated by its library; only the field check is skipped.
      converted = undefined;
    }
    jsonSchemas.set(schema, converted);
  }
  return jsonSchemas.get(schema);
}

const UNKNOWN_KEY_MESSAGE = /unrecognized|unknown|unexpected|additional|excess|not allowed/i;

function aboutUnknownKeys(issue: InputIssue, unknown: readonly InputIssue[]): boolean {
  if (!UNKNOWN_KEY_MESSAGE.test(issue.message)) return false;
  return unknown.some(
    (u) => u.path.length === issue.path.length + 1 && issue.path.every((segment, i) => u.path[i] === segment),
  );
}

/** Validates a test's input, then its limits; issues as data. */
export function validateInput<T>(
  test: Pick<TestDefinitionV1<T>, 'input' | 'limits'>,
  input: unknown,
): Validation<T> {
  const checked = validateWith(test.input, input);
  if (!checked.ok) return checked;
  const problems = test.limits?.(checked.value) ?? [];
  return problems.length > 0 ? { ok: false, issues: problems } : checked;
}

/** Validates or throws `invalid_input` (or `limit_exceeded`) naming every field. */
export function parseInput<T>(test: Pick<TestDefinitionV1<T>, 'input' | 'limits'>, input: unknown): T {
  const checked = validateWith(test.input, input);
  if (!checked.ok) {
    const issues = prefix(checked.issues, 'input');
    throw new VerdictError('invalid_input', summarise(issues), issues);
  }
  const problems = prefix(test.limits?.(checked.value) ?? [], 'input');
  if (problems.length > 0) throw new VerdictError('limit_exceeded', summarise(problems), problems);
  return checked.value;
}

/** "input.value: expected an integer; ..." */
export function summarise(issues: readonly InputIssue[]): string {
  return issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

function prefix(issues: readonly InputIssue[], root: string): InputIssue[] {
  return issues.map((issue) => ({ path: [root, ...issue.path], message: issue.message }));
}

function toIssue(issue: StandardSchemaV1.Issue): InputIssue {
  const path = (issue.path ?? []).map((segment) => {
    const key = typeof segment === 'object' && segment !== null ? segment.key : segment;
    return typeof key === 'number' ? key : String(key);
  });
  return { path, message: issue.message };
}
