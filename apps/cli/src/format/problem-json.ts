import type { InputIssue } from '@verdict/core';
import type { Failure } from '../errors.js';

/** One problem with a command, in the HTTP API's problem+json shape (RFC 9457). */
export interface CliProblem {
  readonly type: string;
  readonly title: string;
  /** The HTTP status the API answers the same problem with (a usage error: 400). */
  readonly status: number;
  readonly detail: string;
  readonly code: string;
  /** Each field or die named, as a JSON Pointer into the request body (`/input/value`, `/dice/2`). */
  readonly errors?: readonly { readonly path: string; readonly message: string }[];
  /** A notation error's 1-based position in the notation. */
  readonly position?: number;
}

/**
 * The codes the CLI can fail with, with the status and title the API gives them (`apps/api`'s problem table;
 * `test/command-line.test.ts` checks they agree). The last ones are the CLI's own.
 */
const SHARED: Readonly<Record<string, { status: number; title: string }>> = {
  malformed_json: { status: 400, title: 'Malformed JSON' },
  unknown_system: { status: 404, title: 'Unknown system' },
  unknown_test: { status: 404, title: 'Unknown test' },
  unknown_tool: { status: 404, title: 'Unknown tool' },
  invalid_input: { status: 422, title: 'Invalid input' },
  invalid_notation: { status: 422, title: 'Invalid dice notation' },
  dice_exhausted: { status: 422, title: 'Not enough dice entered' },
  dice_left_over: { status: 422, title: 'Too many dice entered' },
  face_out_of_range: { status: 422, title: 'Die face out of range' },
  limit_exceeded: { status: 422, title: 'Limit exceeded' },
  invalid_state: { status: 422, title: 'Invalid state' },
};

const TYPES: Readonly<Record<string, { status: number; title: string }>> = {
  ...SHARED,
  // The CLI's own: no route answers with these.
  internal_error: { status: 500, title: 'Internal error' },
  usage_error: { status: 400, title: 'Bad usage' },
  unknown_character: { status: 404, title: 'Unknown character' },
  invalid_system: { status: 422, title: 'Invalid system package' },
  unsupported_api_version: { status: 422, title: 'Unsupported system API version' },
  duplicate_system: { status: 422, title: 'Duplicate system' },
  server_unreachable: { status: 502, title: 'Server unreachable' },
  server_refused: { status: 502, title: 'Server refused' },
};

/** The codes shared with the API (the rest are the CLI's own), for the test that compares the two tables. */
export const SHARED_PROBLEM_CODES: readonly string[] = Object.keys(SHARED);

/** The status and title of a code (an unknown code is a usage error's). */
export function problemTypeOf(code: string): { status: number; title: string } {
  return TYPES[code] ?? TYPES.usage_error!;
}

/**
 * A failure as the API's problem+json body: `type` points at the API's `/docs` section for the codes the API
 * shares, `errors` name each field or die by JSON Pointer.
 *
 * @example
 * toProblem(describeFailure(error)); // { type: '/docs#problem-invalid_input', title: 'Invalid input', status: 422, ... }
 */
export function toProblem(failure: Failure): CliProblem {
  // A room server's own problem goes through as the server sent it.
  if (failure.serverProblem) return failure.serverProblem as CliProblem;
  const { status, title } = problemTypeOf(failure.code);
  return {
    type: `/docs#problem-${failure.code}`,
    title,
    status,
    detail: failure.detail,
    code: failure.code,
    ...(failure.issues.length > 0 ? { errors: failure.issues.map(toProblemIssue) } : {}),
    ...(failure.position === undefined ? {} : { position: failure.position }),
  };
}

function toProblemIssue(issue: InputIssue): { path: string; message: string } {
  const path = issue.path
    .map((key) => `/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`)
    .join('');
  return { path, message: issue.message };
}
