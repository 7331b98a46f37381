/**
 * @module
 * A request's input in two parts: the GM's (the fields the request `fixes`: a difficulty, the modifiers the
 * GM sets, in the open or sealed) and the answering player's (every other field: their skill, attribute or
 * name, from their saved character or typed), merged into the input that is resolved. `decide` (through
 * `planRoll`) and `verifyLog` merge with the same function, so writer and verifier agree by construction.
 * A request without `fixes` carries the whole input (the protocol before parts): its answers carry none.
 * Each part is checked against the test's schema on its own fields, then the merged input whole.
 */
import { type InputIssue, parseInput, type TestDefinitionV1, validateWith } from '@verdict/core';

/** What an input part is checked against: a test's input schema and limits. */
type InputTest = Pick<TestDefinitionV1<unknown>, 'input' | 'limits'>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why an input part is refused: a message and the field at fault (field names only, never a value). */
export interface PartProblem {
  readonly message: string;
  readonly path: string;
}

type Merged =
  | { readonly ok: true; readonly input: unknown }
  | { readonly ok: false; readonly problem: PartProblem };

const NAME = /^[^/~\s][^/~]{0,99}$/;

/**
 * The problem with a request's GM part, or undefined: `fixes` names distinct top-level fields, and the
 * input sets no field it does not fix. Its message names fields, never a value.
 *
 * @example
 * requestPartProblem({ difficulty: 8 }, ['difficulty']); // undefined
 * requestPartProblem({ difficulty: 8, skill: 11 }, ['difficulty']); // { path: '/input/skill', ... }
 */
export function requestPartProblem(
  input: unknown,
  fixes: readonly string[] | undefined,
): PartProblem | undefined {
  if (fixes === undefined) return undefined;
  for (const [i, field] of fixes.entries()) {
    if (typeof field !== 'string' || !NAME.test(field))
      return { path: `/fixes/${i}`, message: 'a field the request fixes is named by its top-level key' };
    if (fixes.indexOf(field) !== i) return { path: `/fixes/${i}`, message: `${field} is named twice` };
  }
  if (!isObject(input)) return { path: '/input', message: "expected an object: the GM's part of the input" };
  const loose = Object.keys(input).find((field) => !fixes.includes(field));
  if (loose !== undefined)
    return {
      path: `/input/${loose}`,
      message: `the request sets ${loose} but does not fix it: list it in fixes, or leave it to the player`,
    };
  return undefined;
}

/**
 * The input an answer to request `seq` resolves: the request's whole input when it fixes no parts (the
 * answer then gives none), else the player's part with the GM's fixed fields over it. A field the request
 * fixes cannot come from the answer: refused, naming the field (whose value, hidden or not, is not said).
 *
 * @example
 * mergeAnswerInput(8, { input: { difficulty: 8 }, fixes: ['difficulty'] }, { skill: 11 });
 * // { ok: true, input: { skill: 11, difficulty: 8 } }
 */
export function mergeAnswerInput(
  seq: number,
  request: { readonly input: unknown; readonly fixes?: readonly string[] | undefined },
  answer: unknown,
): Merged {
  const { input, fixes } = request;
  if (fixes === undefined) {
    if (answer !== undefined)
      return problem('/input', `request ${seq} gives the whole input: an answer to it gives none`);
    return { ok: true, input };
  }
  const part = answer ?? {};
  if (!isObject(part)) return problem('/input', "expected an object: the player's part of the input");
  const taken = Object.keys(part).find((field) => fixes.includes(field));
  if (taken !== undefined)
    return problem(`/input/${taken}`, `request ${seq} fixes ${taken}: the GM sets it, not the answer`);
  const gm = isObject(input) ? input : {};
  const fixed = Object.fromEntries(fixes.filter((field) => field in gm).map((field) => [field, gm[field]]));
  return { ok: true, input: { ...part, ...fixed } };
}

/**
 * The player's part of a resolved input: every field the request does not fix (the answer's own input).
 * Undefined for a request that carries the whole input.
 *
 * @example
 * playerPart({ skill: 11, difficulty: 8 }, ['difficulty']); // { skill: 11 }
 */
export function playerPart(input: unknown, fixes: readonly string[] | undefined): unknown {
  if (fixes === undefined) return undefined;
  if (!isObject(input)) return input;
  return Object.fromEntries(Object.entries(input).filter(([field]) => !fixes.includes(field)));
}

const problem = (path: string, message: string): Merged => ({ ok: false, problem: { path, message } });

/**
 * The issues of a request's GM part on the fields it fixes (a field of the player's part, missing from it,
 * is no issue here).
 *
 * @example
 * requestPartIssues(test, { difficulty: 'hard' }, ['difficulty']); // [{ path: ['difficulty'], message: ... }]
 */
export function requestPartIssues(test: InputTest, input: unknown, fixes: readonly string[]): InputIssue[] {
  return partIssues(test, input, (field) => fixes.includes(field));
}

/**
 * The issues of an answer's part on its own fields, the ones its request does not fix (a fixed field,
 * missing from it, is no issue here).
 *
 * @example
 * answerPartIssues(test, { attribute: 'might' }, ['difficulty']); // [{ path: ['rating'], message: ... }]
 */
export function answerPartIssues(test: InputTest, part: unknown, fixes: readonly string[]): InputIssue[] {
  return partIssues(test, part ?? {}, (field) => !fixes.includes(field));
}

/**
 * Whether a merged input fits its test whole (its schema and its limits). For an answer to a request whose
 * input is hidden, a misfit is refused in one text that does not depend on the hidden part.
 *
 * @example
 * mergedInputFits(test, { attribute: 'might', rating: 2, difficulty: 8 }); // true
 */
export function mergedInputFits(test: InputTest, input: unknown): boolean {
  try {
    parseInput(test, input);
    return true;
  } catch {
    return false;
  }
}

/** Issues of `part` on the fields `mine` keeps: the test's schema checked on the part alone. */
function partIssues(test: InputTest, part: unknown, mine: (field: string) => boolean): InputIssue[] {
  const checked = validateWith(test.input, part);
  if (checked.ok) return [];
  return checked.issues.filter((issue) => issue.path.length > 0 && mine(String(issue.path[0])));
}
