/**
 * @module
 * What is wrong with a player's part of a request, field by field, in the test's words: the merged input (the
 * GM's visible part, or none, with the player's) checked against the test's schema, each issue about a field the
 * player gives said as "Will: expected a whole-number value from -99 to 99"; and a refused answer's fields named
 * the same way, never as a path ("input.value", "/input/value").
 */
import { type Registry, validateInput } from '@verdict/core';
import type { RequestEntry } from '@verdict/fair';
import { type ProblemField, RoomCallError } from '../client/call.js';
import { fieldTitle } from '../describe/input-words.js';

/**
 * The issues with the player's fields, by field, in the test's words (only the fields the player gives: the GM's fields, hidden or not, are not
 * the player's to fix).
 *
 * @example
 * partIssues(registry, request, { will: 120 }); // { will: 'Will: expected a whole-number value from -99 to 99' }
 */
export function partIssues(
  registry: Registry,
  request: RequestEntry & { fixes: readonly string[] },
  part: Record<string, unknown>,
): Readonly<Record<string, string>> {
  const mine = (field: unknown): field is string =>
    typeof field === 'string' && !request.fixes.includes(field);
  const merged = { ...part, ...((request.input as object | undefined) ?? {}) };
  let checked: ReturnType<typeof validateInput>;
  try {
    checked = validateInput(registry.test(request.system, request.test), merged);
  } catch {
    return {};
  }
  if (checked.ok) return {};
  const issues: Record<string, string> = {};
  for (const issue of checked.issues) {
    const field = issue.path[0];
    if (!mine(field) || issues[field] !== undefined) continue;
    issues[field] = `${fieldTitle(registry, request.system, request.test, field)}: ${issue.message}`;
  }
  return issues;
}

/** A pointer or path of a refused field ("/input/value", "input.value") as the field's name in the test. */
function fieldWords(registry: Registry, request: RequestEntry, path: string): string {
  const segments = path.split(/[./]/).filter(Boolean);
  const field = segments[0] === 'input' ? segments[1] : undefined;
  return field ? fieldTitle(registry, request.system, request.test, field) : 'Your answer';
}

/**
 * A refused answer in the test's words: each field the server names by its label, the detail once.
 *
 * @example
 * answerProblem(registry, request, error); // 'Will: expected a whole-number value from -99 to 99'
 */
export function answerProblem(registry: Registry, request: RequestEntry, error: unknown): string {
  const fields: readonly ProblemField[] = error instanceof RoomCallError ? error.fields : [];
  if (fields.length === 0) return (error as Error).message;
  return fields.map((f) => `${fieldWords(registry, request, f.path)}: ${f.message}`).join('; ');
}
