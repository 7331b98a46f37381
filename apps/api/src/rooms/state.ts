/** The refusals of `@verdict/room` (its rules and its parameters' checks) as the API's problems. */
import type { Checked, HiddenRefusal, ParameterRefusal, Refusal } from '@verdict/room';
import { problemOf } from '../http/errors.js';

/** The problems made from a refusal of the room's rules (see {@link isRoomRule}). */
const roomRules = new WeakSet<object>();

/** A refusal of `decide` or of a parameter's check as the API's problem: its code, its message, and the field at fault. */
export function refused(refusal: Refusal | ParameterRefusal) {
  const problem = problemOfRefusal(refusal);
  roomRules.add(problem);
  return problem;
}

/** Any refusal of `@verdict/room` as the API's problem, not marked as a room rule (a hidden answer's own refusals). */
export function problemOfRefusal(refusal: Refusal | ParameterRefusal | HiddenRefusal) {
  const issue = ('issue' in refusal ? refusal.issue : undefined) ?? refusal.message;
  return problemOf(
    refusal.code,
    refusal.message,
    refusal.path === undefined ? undefined : [{ path: refusal.path, message: issue }],
  );
}

/**
 * Whether an error is a refusal of the room's rules (roles, the request's state, the room's limits): it depends on
 * the room and the command, never on a hidden input, so an answer to a hidden request is refused by it as it is
 * (`hidden.ts` masks only what the hidden input decides).
 */
export function isRoomRule(error: unknown): boolean {
  return typeof error === 'object' && error !== null && roomRules.has(error);
}

/** A checked parameter's value; its refusal is thrown as the API's problem. */
export function checked<T>(result: Checked<T>): T {
  if (!result.ok) throw refused(result.refusal);
  return result.value;
}
