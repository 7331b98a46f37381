import { type InputIssue, isVerdictError, USER_ERROR_CODES } from '@verdict/core';

/** Something that stopped a roll, said plainly, with the field or die it is about. */
export interface Problem {
  readonly message: string;
  readonly issues: readonly InputIssue[];
  /** True when the request was wrong (bad input, dice); false when the app or a system is broken. */
  readonly user: boolean;
  /** The engine's error code, when it was one ('dice_left_over', 'invalid_input', ...). */
  readonly code?: string;
}

/** Turns whatever was thrown into a {@link Problem}; never throws. */
export function toProblem(error: unknown): Problem {
  if (isVerdictError(error)) {
    return {
      message: error.message,
      issues: error.issues,
      user: USER_ERROR_CODES.has(error.code),
      code: error.code,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { message: `Something went wrong: ${message}`, issues: [], user: false };
}

/** Runs `fn`, returning its value or the problem it threw. */
export function attempt<T>(fn: () => T): { ok: true; value: T } | { ok: false; problem: Problem } {
  try {
    return { ok: true, value: fn() };
  } catch (error) {
    return { ok: false, problem: toProblem(error) };
  }
}
