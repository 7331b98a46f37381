/**
 * @module
 * A generated roll whose dice were drawn but that got no result (issue 24.3). Once a generated roll's
 * computation has begun, its nonce is spent: if the server's deadline passes before the rules give an
 * outcome, or the computation fails (its worker ran out of memory or stack, a limit was met while rolling,
 * its answer grew past what the server sends), the roll is still appended, with a documented no-result
 * outcome ({@link LAPSED_OUTCOME} or {@link FAILED_OUTCOME}) and no dice, so the log shows every drawn roll
 * and the next roll takes the next nonce: whether a drawn roll is logged never depends on its dice. A
 * verifier recomputes what the seeds would have given (see `verify/verify-lapsed.ts`).
 */
import type { Outcome } from '@verdict/core';
import type { ComputedRoll } from './commands.js';

/** Why a roll has no result: the server's deadline passed while its rules were being computed. */
export const LAPSED_DEADLINE = 'deadline';

/** Why a roll has no result: its computation failed after its draw began (not for lack of time). */
export const LAPSED_FAILED = 'failed';

/** The reasons a drawn roll has no result. */
export type NoResultReason = typeof LAPSED_DEADLINE | typeof LAPSED_FAILED;

/** A no-result outcome: what a drawn roll that got no result records. */
export type NoResultOutcome = Outcome & { readonly noResult: NoResultReason };

/** The outcome of a roll that ran out of time: no result, no dice, `noResult: 'deadline'`. */
export const LAPSED_OUTCOME: Outcome & { readonly noResult: typeof LAPSED_DEADLINE } = {
  result: 'unresolved',
  label: 'No result: ran out of time',
  tier: 0,
  effects: [],
  noResult: LAPSED_DEADLINE,
};

/** The outcome of a roll whose computation failed after its draw: no result, no dice, `noResult: 'failed'`. */
export const FAILED_OUTCOME: Outcome & { readonly noResult: typeof LAPSED_FAILED } = {
  result: 'unresolved',
  label: 'No result: could not be computed',
  tier: 0,
  effects: [],
  noResult: LAPSED_FAILED,
};

/** The documented no-result outcome of each reason. */
export const NO_RESULT_OUTCOMES: Readonly<Record<NoResultReason, NoResultOutcome>> = {
  [LAPSED_DEADLINE]: LAPSED_OUTCOME,
  [LAPSED_FAILED]: FAILED_OUTCOME,
};

/**
 * The computed roll of a generated roll of `input` that got no result, for `reason` (default: it ran out of time).
 *
 * @example
 * decide(state, grog, command, { at, salt, roll: lapsedRoll(input) }); // a roll entry with no result
 * lapsedRoll(input, 'failed').outcome.label; // 'No result: could not be computed'
 */
export function lapsedRoll(input: unknown, reason: NoResultReason = LAPSED_DEADLINE): ComputedRoll {
  return { input, outcome: NO_RESULT_OUTCOMES[reason], dice: [] };
}

/**
 * The reason `outcome` has no result, when it is a no-result outcome (by its `noResult` field); else undefined.
 *
 * @example
 * noResultOf(FAILED_OUTCOME); // 'failed'
 */
export function noResultOf(outcome: unknown): NoResultReason | undefined {
  if (typeof outcome !== 'object' || outcome === null) return undefined;
  const reason = (outcome as { noResult?: unknown }).noResult;
  return reason === LAPSED_DEADLINE || reason === LAPSED_FAILED ? reason : undefined;
}

/**
 * Whether `outcome` is a no-result outcome: of a roll that ran out of time or whose computation failed.
 *
 * @example
 * isLapsed(LAPSED_OUTCOME); // true
 */
export function isLapsed(outcome: unknown): boolean {
  return noResultOf(outcome) !== undefined;
}
