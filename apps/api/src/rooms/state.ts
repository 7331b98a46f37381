/**
 * A command's room state read from the store (`loadStoredState` of `@verdict/room`, on a write transaction
 * or the store for one room), and the refusals of `@verdict/room` as the API's problems.
 */
import { type Checked, loadStoredState, type ParameterRefusal, type Refusal } from '@verdict/room';
import { problemOf } from '../http/errors.js';

/**
 * The state of a room with the entries a command names: `loadStoredState` of `@verdict/room`.
 *
 * @example
 * const state = await loadState(tx, tx.room, { seqs: [body.request], member: me.id });
 */
export const loadState = loadStoredState;

/** A refusal of `decide` or of a parameter's check as the API's problem: its code, its message, and the field at fault. */
export function refused(refusal: Refusal | ParameterRefusal) {
  const issue = ('issue' in refusal ? refusal.issue : undefined) ?? refusal.message;
  return problemOf(
    refusal.code,
    refusal.message,
    refusal.path === undefined ? undefined : [{ path: refusal.path, message: issue }],
  );
}

/** A checked parameter's value; its refusal is thrown as the API's problem. */
export function checked<T>(result: Checked<T>): T {
  if (!result.ok) throw refused(result.refusal);
  return result.value;
}
