import { isVerdictError, type VerdictError } from '@verdict/core';

/**
 * Runs `fn` and returns the VerdictError it throws; fails the test when it throws nothing or something else.
 *
 * @example
 * expect(verdictErrorOf(() => resolveTest(registry, request)).code).toBe('invalid_input');
 */
export function verdictErrorOf(fn: () => unknown): VerdictError {
  try {
    fn();
  } catch (error) {
    if (isVerdictError(error)) return error;
    throw error;
  }
  throw new Error('expected a VerdictError, but nothing was thrown');
}
