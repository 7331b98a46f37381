/**
 * A request in parts (see `mergeAnswerInput` of `@verdict/room`): the GM's part is checked against the
 * test's schema on the fields it fixes when the GM asks; an answer's part on the fields it gives, then the
 * merged input whole (the rules: `requestPartIssues`, `answerPartIssues`, `mergedInputFits`). For a request
 * whose input is still hidden, only the player's own fields are named: that the merged input does not fit
 * is said in one text, the same whatever the hidden input.
 */
import { type InputIssue, parseInput, type TestDefinitionV1 } from '@verdict/core';
import { answerPartIssues, mergedInputFits, type RollPlan, requestPartIssues } from '@verdict/room';
import { problemOf } from '../http/errors.js';
import { markHidden } from './hidden.js';

type Test = Pick<TestDefinitionV1<unknown>, 'input' | 'limits'>;

/** Refuses a part's issues, if any, as the API's `invalid_input` naming each field. */
function refuseIssues(issues: readonly InputIssue[]): void {
  if (issues.length === 0) return;
  const errors = issues.map((issue) => ({ path: `/input/${issue.path.join('/')}`, message: issue.message }));
  throw problemOf('invalid_input', errors.map((e) => `${e.path.slice(1)}: ${e.message}`).join('; '), errors);
}

/**
 * The input a request stores: parsed whole, or (with `fixes`) the GM's part checked on its own fields.
 *
 * @example
 * requestInput(test, { difficulty: 8 }, ['difficulty']); // { difficulty: 8 }
 */
export function requestInput(test: Test, input: unknown, fixes: readonly string[] | undefined): unknown {
  if (fixes === undefined) return parseInput(test, input);
  refuseIssues(requestPartIssues(test, input, fixes));
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
  refuseIssues(answerPartIssues(test, part, plan.fixes));
  // Without a hidden part, the roll's own parse names every field.
  if (!plan.hidden || mergedInputFits(test, plan.input)) return;
  // One text whatever the hidden part; a generated answer gets the one refusal of hidden.ts instead.
  throw markHidden(
    problemOf(
      'invalid_input',
      `Your input does not fit request ${request}. Its fixed fields are hidden, so the server does not say why; check with the GM.`,
      [{ path: '/input', message: `this input does not fit request ${request}` }],
    ),
  );
}
