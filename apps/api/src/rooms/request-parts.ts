/**
 * A request in parts (see `mergeAnswerInput` of `@verdict/room`): the GM's part is checked against the
 * test's schema on the fields it fixes when the GM asks; an answer's part on the fields it gives, then the
 * merged input whole. For a request whose input is still hidden, only the player's own fields are named:
 * that the merged input does not fit is said in one text, the same whatever the hidden input.
 */
import { type InputIssue, parseInput, type TestDefinitionV1, validateWith } from '@verdict/core';
import type { RollPlan } from '@verdict/room';
import { problemOf } from '../http/errors.js';
import { markHidden } from './hidden.js';

type Test = Pick<TestDefinitionV1<unknown>, 'input' | 'limits'>;

/** Issues of `part` on the fields `mine` keeps (a missing field of the other part is not an issue here). */
function partIssues(test: Test, part: unknown, mine: (field: string) => boolean): InputIssue[] {
  const checked = validateWith(test.input, part);
  if (checked.ok) return [];
  return checked.issues.filter((issue) => issue.path.length > 0 && mine(String(issue.path[0])));
}

const refuseIssues = (issues: readonly InputIssue[]) => {
  const errors = issues.map((issue) => ({ path: `/input/${issue.path.join('/')}`, message: issue.message }));
  return problemOf('invalid_input', errors.map((e) => `${e.path.slice(1)}: ${e.message}`).join('; '), errors);
};

/**
 * The input a request stores: parsed whole, or (with `fixes`) the GM's part checked on its own fields.
 *
 * @example
 * requestInput(test, { difficulty: 8 }, ['difficulty']); // { difficulty: 8 }
 */
export function requestInput(test: Test, input: unknown, fixes: readonly string[] | undefined): unknown {
  if (fixes === undefined) return parseInput(test, input);
  const issues = partIssues(test, input, (field) => fixes.includes(field));
  if (issues.length > 0) throw refuseIssues(issues);
  return input;
}

/**
 * Checks an answer's merged input before its roll is computed; with the request's input still hidden, names
 * the answer's own fields only, and refuses any other misfit in one text that does not depend on it.
 *
 * @example
 * checkAnswerInput(test, plan, { attribute: 'might', rating: 2 }, 4);
 */
export function checkAnswerInput(test: Test, plan: RollPlan, part: unknown, request: number): void {
  if (plan.fixes === undefined) return;
  const fixes = plan.fixes;
  const issues = partIssues(test, part ?? {}, (field) => !fixes.includes(field));
  if (issues.length > 0) throw refuseIssues(issues);
  if (!plan.hidden) return; // the roll's own parse names every field
  try {
    parseInput(test, plan.input);
  } catch {
    // One text whatever the hidden part; a generated answer gets the one refusal of hidden.ts instead.
    throw markHidden(
      problemOf(
        'invalid_input',
        `Your input does not fit request ${request}. Its fixed fields are hidden, so the server does not say why; check with the GM.`,
        [{ path: '/input', message: `this input does not fit request ${request}` }],
      ),
    );
  }
}
