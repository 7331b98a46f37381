import {
  type InputIssue,
  isVerdictError,
  summarise,
  USER_ERROR_CODES,
  type VerdictErrorCode,
} from '@verdict/core';
import { DiceError } from '@verdict/dice';

/** Bad usage of the command line (unknown flag, missing argument, unreadable file): exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Codes of the engine's errors that are the caller's fault (exit 2), beyond the input codes. */
const CALLER_CODES: ReadonlySet<VerdictErrorCode> = new Set<VerdictErrorCode>([
  ...USER_ERROR_CODES,
  'unknown_system',
  'unknown_test',
  'invalid_system',
  'unsupported_api_version',
  'duplicate_system',
]);

/** What to print and which exit code to use for an error: 2 for the caller's fault, 1 for a bug. */
export function describeFailure(error: unknown): { message: string; exitCode: 1 | 2 } {
  if (error instanceof UsageError) return { message: error.message, exitCode: 2 };
  if ((isVerdictError(error) && CALLER_CODES.has(error.code)) || error instanceof DiceError) {
    return { message: withIssues(error.message, error.issues), exitCode: 2 };
  }
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return { message: `internal error (please report it): ${text}`, exitCode: 1 };
}

/** The message, then each issue naming its field or die, unless the message already is just that. */
function withIssues(message: string, issues: readonly InputIssue[]): string {
  const extra = issues.filter((issue) => !message.toLowerCase().includes(issue.message.toLowerCase()));
  return [message, ...extra.map((issue) => `  ${summarise([issue])}`)].join('\n');
}
