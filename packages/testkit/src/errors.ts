import { isVerdictError, USER_ERROR_CODES } from '@verdict/core';

/** Runs `fn` and returns what it threw, or `undefined` when it returned. */
export function thrownBy(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
}

/** Whether an error is one a caller caused (bad input, dice that do not fit, a limit), not a bug. */
export function isUserError(error: unknown): boolean {
  return isVerdictError(error) && USER_ERROR_CODES.has(error.code);
}

/** "VerdictError invalid_input: input.value: ..." or "TypeError: x is undefined", for failure messages. */
export function describeError(error: unknown): string {
  if (error === undefined) return 'no error';
  if (isVerdictError(error)) return `VerdictError ${error.code}: ${error.message}`;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return `a thrown ${typeof error} (${String(error)})`;
}

/** A 32-bit number from a string (FNV-1a), to seed fast-check from the testkit's string seed. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/**
 * Fails with every problem on its own line, under a heading that says what was checked. A list, not
 * a diff, because each problem names its own input and seed.
 */
export function assertNoProblems(what: string, problems: readonly string[]): void {
  if (problems.length === 0) return;
  const shown = problems.slice(0, 10).map((problem) => `  - ${problem}`);
  if (problems.length > 10) shown.push(`  - ... and ${problems.length - 10} more`);
  throw new Error(`${what}:\n${shown.join('\n')}`);
}

/** Runs `fn`; if it throws, throws again with `what` in front of the message (the original as `cause`). */
export function withContext<T>(what: string, fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    throw new Error(`${what}: ${describeError(error)}`, { cause: error });
  }
}
