import {
  type InputIssue,
  isVerdictError,
  summarise,
  USER_ERROR_CODES,
  type VerdictErrorCode,
} from '@verdict/core';
import { DiceError } from '@verdict/dice';
import { notationCaretLines } from './format/notation-caret.js';
import { unwritableOutput } from './output-error.js';

/**
 * The exit codes of `verdict`, each for one kind of ending (`verdict --help` and the README list them):
 * 0 done, 1 a bug, 2 bad usage or input, 3 and 4 `verdict verify`'s incomplete and failed, 5 a server refused
 * the request (its problem is printed), 6 no server answered.
 */
export const EXIT = {
  ok: 0,
  bug: 1,
  usage: 2,
  verifyIncomplete: 3,
  verifyFailed: 4,
  serverRefused: 5,
  serverUnreachable: 6,
} as const;

/** One of {@link EXIT}'s codes. */
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** What a usage error is, for `--json`'s problem: a code of its own and the fields it names. */
export interface UsageErrorOptions {
  /** `usage_error` unless given (`malformed_json`, `unknown_character`, ...). */
  readonly code?: string;
  readonly issues?: readonly InputIssue[];
}

/**
 * Bad usage of the command line (unknown flag, missing argument, unreadable file): exit code 2; with the code
 * `server_refused` exit 5, `server_unreachable` exit 6.
 */
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
  readonly exitCode: ExitCode;
  readonly code: string;
  readonly issues: readonly InputIssue[];
  /** Where in the notation a notation error is (1-based), as the API's problem says. */
  readonly position?: number;
  /** A notation error's did-you-mean: notation that parses, made by a small edit of the typo. */
  readonly suggestion?: string;
  /** A room server's problem+json body, when the server refused (passed through by `--json`). */
  readonly serverProblem?: object;
}

/**
 * What to print and which exit code to use for an error: 2 for the caller's fault, 5 a server's refusal,
 * 6 an unreachable server, 1 for a bug.
 */
export function describeFailure(error: unknown): Failure {
  const unwritable = unwritableOutput(error);
  if (unwritable !== undefined) {
    return {
      message: unwritable,
      detail: unwritable,
      exitCode: EXIT.bug,
      code: 'output_unwritable',
      issues: [],
    };
  }
  if (error instanceof UsageError) {
    const server = (error as { problem?: unknown }).problem;
    return {
      message: error.message,
      detail: error.message,
      exitCode: usageExit(error.code),
      code: error.code,
      issues: error.issues,
      ...(isProblem(server) ? { serverProblem: server } : {}),
    };
  }
  if ((isVerdictError(error) && CALLER_CODES.has(error.code)) || error instanceof DiceError) {
    const dice = error instanceof DiceError ? error : undefined;
    return {
      // A notation error: the notation again, a caret under its character and the did-you-mean.
      message: [withIssues(error.message, error.issues), ...(dice ? notationCaretLines(dice) : [])].join(
        '\n',
      ),
      detail: error.message,
      exitCode: EXIT.usage,
      code: error.code,
      issues: error.issues,
      ...(dice?.position === undefined ? {} : { position: dice.position }),
      ...(dice?.suggestion === undefined ? {} : { suggestion: dice.suggestion }),
    };
  }
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return {
    message: `internal error (please report it): ${text}`,
    detail: 'verdict failed: a bug, please report it (the stack is on stderr)',
    exitCode: EXIT.bug,
    code: 'internal_error',
    issues: [],
  };
}

/** A usage error's exit code: a server's refusal and an unreachable server each have their own. */
function usageExit(code: string): ExitCode {
  if (code === 'server_refused') return EXIT.serverRefused;
  if (code === 'server_unreachable') return EXIT.serverUnreachable;
  return EXIT.usage;
}

/** The message, then each issue naming its field or die, unless the message already is just that. */
function withIssues(message: string, issues: readonly InputIssue[]): string {
  const extra = issues.filter((issue) => !message.toLowerCase().includes(issue.message.toLowerCase()));
  return [message, ...extra.map((issue) => `  ${summarise([issue])}`)].join('\n');
}

function isProblem(value: unknown): value is object {
  return typeof value === 'object' && value !== null && 'status' in value && 'title' in value;
}
