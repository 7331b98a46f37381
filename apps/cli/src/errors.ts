import {
  type InputIssue,
  isVerdictError,
  summarise,
  USER_ERROR_CODES,
  type VerdictErrorCode,
} from '@verdict/core';
import { DiceError } from '@verdict/dice';

/** What a usage error is, for `--json`'s problem: a code of its own and the fields it names. */
export interface UsageErrorOptions {
  /** `usage_error` unless given (`malformed_json`, `unknown_character`, ...). */
  readonly code?: string;
  readonly issues?: readonly InputIssue[];
}

/** Bad usage of the command line (unknown flag, missing argument, unreadable file): exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  readonly code: string;
  readonly issues: readonly InputIssue[];

  constructor(message: string, options: UsageErrorOptions = {}) {
    super(message);
    this.code = options.code ?? 'usage_error';
    this.issues = options.issues ?? [];
  }
}

/** Codes of the engine's errors that are the caller's fault (exit 2), beyond the input codes. */
const CALLER_CODES: ReadonlySet<VerdictErrorCode> = new Set<VerdictErrorCode>([
  ...USER_ERROR_CODES,
  'unknown_system',
  'unknown_test',
  'unknown_tool',
  'invalid_system',
  'unsupported_api_version',
  'duplicate_system',
]);

/** A failure sorted out: what to print, its exit code, and its code and issues for `--json`'s problem. */
export interface Failure {
  readonly message: string;
  /** The error's own message, without the issues listed under it (the problem's `detail`). */
  readonly detail: string;
  readonly exitCode: 1 | 2;
  readonly code: string;
  readonly issues: readonly InputIssue[];
  /** Where in the notation a notation error is (1-based), as the API's problem says. */
  readonly position?: number;
  /** A room server's problem+json body, when the server refused (passed through by `--json`). */
  readonly serverProblem?: object;
}

/** What to print and which exit code to use for an error: 2 for the caller's fault, 1 for a bug. */
export function describeFailure(error: unknown): Failure {
  if (error instanceof UsageError) {
    const server = (error as { problem?: unknown }).problem;
    return {
      message: error.message,
      detail: error.message,
      exitCode: 2,
      code: error.code,
      issues: error.issues,
      ...(isProblem(server) ? { serverProblem: server } : {}),
    };
  }
  if ((isVerdictError(error) && CALLER_CODES.has(error.code)) || error instanceof DiceError) {
    return {
      message: withIssues(error.message, error.issues),
      detail: error.message,
      exitCode: 2,
      code: error.code,
      issues: error.issues,
      ...(error instanceof DiceError && error.position !== undefined ? { position: error.position } : {}),
    };
  }
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return {
    message: `internal error (please report it): ${text}`,
    detail: 'verdict failed: a bug, please report it (the stack is on stderr)',
    exitCode: 1,
    code: 'internal_error',
    issues: [],
  };
}

/** The message, then each issue naming its field or die, unless the message already is just that. */
function withIssues(message: string, issues: readonly InputIssue[]): string {
  const extra = issues.filter((issue) => !message.toLowerCase().includes(issue.message.toLowerCase()));
  return [message, ...extra.map((issue) => `  ${summarise([issue])}`)].join('\n');
}

function isProblem(value: unknown): value is object {
  return typeof value === 'object' && value !== null && 'status' in value && 'title' in value;
}
