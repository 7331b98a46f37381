import { commandProblemType, type InputIssue } from '@verdict/core';
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
  /** A notation error's did-you-mean (notation that parses). */
  readonly suggestion?: string;
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
  // The status and title come from core's problem table, the one the API answers with.
  const { status, title } = commandProblemType(failure.code);
  return {
    type: `/docs#problem-${failure.code}`,
    title,
    status,
    detail: failure.detail,
    code: failure.code,
    ...(failure.issues.length > 0 ? { errors: failure.issues.map(toProblemIssue) } : {}),
    ...(failure.position === undefined ? {} : { position: failure.position }),
    ...(failure.suggestion === undefined ? {} : { suggestion: failure.suggestion }),
  };
}

function toProblemIssue(issue: InputIssue): { path: string; message: string } {
  const path = issue.path
    .map((key) => `/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`)
    .join('');
  return { path, message: issue.message };
}
