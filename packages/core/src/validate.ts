import type { InputIssue, InputSchema, TestDefinitionV1 } from './contract.js';
import { VerdictError } from './errors.js';
import type { StandardSchemaV1 } from './standard-schema.js';

/** Either the valid input or the problems with it, as data with field paths. */
export type Validation<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly issues: readonly InputIssue[] };

/**
 * Validates a value against a schema (synchronously) and returns issues as data, never throwing.
 *
 * @example
 * const checked = validateWith(test.input, { value: 'x' }); // { ok: false, issues: [{ path: ['value'], message: ... }] }
 */
export function validateWith<T>(schema: InputSchema<T>, value: unknown): Validation<T> {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new TypeError('Verdict input schemas must validate synchronously');
  if (result.issues) return { ok: false, issues: result.issues.map(toIssue) };
  return { ok: true, value: result.value };
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
