import { isVerdictError } from '@verdict/core';
import { DiceError } from '@verdict/dice';
import { HTTPException } from 'hono/http-exception';
import { type Problem, ProblemError, problem, toPointer } from './problem.js';
import { findProblemType, type ProblemCode, problemType } from './problem-types.js';
import { storageFault } from './storage-errors.js';

/**
 * What an error becomes on the wire, and whether it was unexpected: then it is logged (a 500 is a bug; a
 * storage fault's real error is for the operator, the answer only names storage).
 */
export interface MappedError {
  readonly problem: Problem;
  readonly headers: Readonly<Record<string, string>>;
  readonly unexpected: boolean;
}

/**
 * A known kind of problem with a detail and its issues.
 *
 * @example
 * throw problemOf('malformed_json', 'Unexpected end of JSON input');
 */
export function problemOf(
  code: ProblemCode,
  detail: string,
  errors?: readonly { path: string; message: string }[],
  headers?: Readonly<Record<string, string>>,
): ProblemError {
  const { status, title } = problemType(code);
  const body = problem({
    status,
    code,
    title,
    detail,
    ...(errors ? { errors: errors.slice(0, MAX_ERRORS) } : {}),
  });
  const omitted = (errors?.length ?? 0) - MAX_ERRORS;
  return new ProblemError(omitted > 0 ? { ...body, errorsOmitted: omitted } : body, headers);
}

/**
 * At most this many `errors` in one problem: 30,000 left-over dice fit in a 64 KiB body, and naming each
 * would make a 2 MB answer. The count of the others is in `errorsOmitted`.
 */
export const MAX_ERRORS = 100;

/** `Retry-After` of a 503 for unavailable storage: a restarting database is back within seconds. */
export const STORAGE_RETRY_SECONDS = 5;

/**
 * Maps any thrown value to a problem: the engine's user errors (by code) to 404/422, Hono's HTTP
 * exceptions to their status, storage faults (see {@link storageFault}) to 507 (full) or 503 (unavailable),
 * and anything else to a 500 that reveals nothing of the internals.
 */
export function mapError(error: unknown): MappedError {
  if (error instanceof ProblemError) {
    // Only a bug is logged as an error: a 503 (no room store, server busy) is the server's state, not a bug.
    return {
      problem: error.problem,
      headers: error.headers,
      unexpected: error.problem.code === 'internal_error',
    };
  }
  if (isVerdictError(error) || error instanceof DiceError) {
    const known = findProblemType(error.code);
    if (known && known.status < 500) {
      const errors = error.issues.map((issue) => ({ path: toPointer(issue.path), message: issue.message }));
      const mapped = problemOf(
        known.code as ProblemCode,
        error.message,
        notFound(known) ? undefined : errors,
      );
      // A notation error says where in the notation it is (1-based), for an editor to underline it.
      const position = error instanceof DiceError ? error.position : undefined;
      const body = position === undefined ? mapped.problem : { ...mapped.problem, position };
      return { problem: body, headers: {}, unexpected: false };
    }
  }
  if (error instanceof HTTPException && error.status < 500) {
    const code: ProblemCode = error.status === 413 ? 'payload_too_large' : 'invalid_body';
    const mapped = problemOf(code, error.message || problemType(code).title);
    return { problem: { ...mapped.problem, status: error.status }, headers: {}, unexpected: false };
  }
  const fault = storageFault(error);
  if (fault === 'full') {
    const full = problemOf('storage_full', "The server's storage is full: nothing was saved. Retry later.");
    return { problem: full.problem, headers: {}, unexpected: true };
  }
  if (fault === 'unavailable') {
    const down = problemOf(
      'storage_unavailable',
      "The server's storage is unavailable (restarting, unreachable or read-only): nothing was saved. Retry in a few seconds.",
    );
    return {
      problem: down.problem,
      headers: { 'retry-after': String(STORAGE_RETRY_SECONDS) },
      unexpected: true,
    };
  }
  const internal = problemOf(
    'internal_error',
    'The server failed to answer this request. It has been logged.',
  );
  return { problem: internal.problem, headers: {}, unexpected: true };
}

// A 404 names the system or test in its detail; its issues would point into the URL, not the body.
function notFound(type: { status: number }): boolean {
  return type.status === 404;
}
