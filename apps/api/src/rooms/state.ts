/** The refusals of `@verdict/room` (its rules and its parameters' checks) as the API's problems. */
import type { Checked, ParameterRefusal, Refusal } from '@verdict/room';
import { problemOf } from '../http/errors.js';

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
