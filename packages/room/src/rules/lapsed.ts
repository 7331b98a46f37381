/**
 * @module
 * A roll that ran out of time after its dice were drawn (issue 24.3). Once a generated roll's computation
 * has begun, its nonce is spent: if the server's deadline passes before the rules give an outcome, the
 * roll is still appended, with the documented no-result outcome ({@link LAPSED_OUTCOME}) and no dice, so
 * the log shows every drawn roll and the next roll takes the next nonce. A verifier recomputes what the
 * seeds would have given (see `verify/verify-lapsed.ts`).
 */
import type { Outcome } from '@verdict/core';
import type { ComputedRoll } from './commands.js';

/** Why a roll has no result: the server's deadline passed while its rules were being computed. */
export const LAPSED_DEADLINE = 'deadline';

/** The outcome of a roll that ran out of time: no result, no dice, `noResult: 'deadline'`. */
export const LAPSED_OUTCOME: Outcome & { readonly noResult: typeof LAPSED_DEADLINE } = {
  result: 'unresolved',
  label: 'No result: ran out of time',
  tier: 0,
  effects: [],
  noResult: LAPSED_DEADLINE,
};

/**
 * The computed roll of a generated roll of `input` that ran out of time.
 *
 * @example
 * decide(state, grog, command, { at, salt, roll: lapsedRoll(input) }); // a roll entry with no result
 */
export function lapsedRoll(input: unknown): ComputedRoll {
  return { input, outcome: LAPSED_OUTCOME, dice: [] };
}

/**
 * Whether `outcome` is the no-result outcome of a roll that ran out of time.
 *
 * @example
 * isLapsed(LAPSED_OUTCOME); // true
 */
export function isLapsed(outcome: unknown): boolean {
  return (
    typeof outcome === 'object' &&
    outcome !== null &&
    (outcome as { noResult?: unknown }).noResult === LAPSED_DEADLINE
  );
}
