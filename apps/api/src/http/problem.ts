/**
 * Problem details (RFC 9457) as the API sends them: `application/problem+json` with
 * `{ type, title, status, detail, code, errors?: [{ path, message }] }`. Every `path` is a JSON Pointer
 * (RFC 6901) into the request body: `/input/value`, `/dice/2`, `/notation`; `''` means the whole body.
 */

/** One problem with a request: where (a JSON Pointer into the body) and what. */
export interface ProblemIssue {
  readonly path: string;
  readonly message: string;
}

/** The body of every error response. */
export interface Problem {
  /** A URI reference to the documentation of this kind of problem: `/docs#problem-invalid_input`. */
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  /** A stable, machine-readable code: the engine's error codes plus the HTTP layer's own. */
  readonly code: string;
  readonly errors?: readonly ProblemIssue[];
  /** Extra members some problems carry (`errorsOmitted` when `errors` was cut short). */
  readonly [extra: string]: unknown;
}

/** An error the HTTP layer throws to answer with a problem. */
export class ProblemError extends Error {
  override readonly name = 'ProblemError';
  readonly problem: Problem;
  readonly headers: Readonly<Record<string, string>>;

  constructor(problem: Problem, headers: Readonly<Record<string, string>> = {}) {
    super(problem.detail);
    this.problem = problem;
    this.headers = headers;
  }
}

/** The media type of problem bodies. */
export const PROBLEM_MEDIA_TYPE = 'application/problem+json';

/**
 * Builds a problem; `type` points at the problem's section of `/docs`.
 *
 * @example
 * problem({ status: 400, code: 'malformed_json', title: 'Malformed JSON', detail: 'Unexpected end of JSON input' });
 */
export function problem(fields: {
  readonly status: number;
  readonly code: string;
  readonly title: string;
  readonly detail: string;
  readonly errors?: readonly ProblemIssue[];
}): Problem {
  const { status, code, title, detail, errors } = fields;
  return { type: `/docs#problem-${code}`, title, status, detail, code, ...(errors ? { errors } : {}) };
}

/** A problem as a response, with its media type and any extra headers. */
export function problemResponse(body: Problem, headers: Readonly<Record<string, string>> = {}): Response {
  return new Response(JSON.stringify(body), {
    status: body.status,
    headers: { 'content-type': PROBLEM_MEDIA_TYPE, ...headers },
  });
}

/**
 * A path as a JSON Pointer (RFC 6901): `['dice', 2]` -> `/dice/2`; `~` and `/` inside keys are escaped.
 *
 * @example
 * toPointer(['input', 'value']); // '/input/value'
 */
export function toPointer(path: readonly (PropertyKey | { readonly key: PropertyKey })[]): string {
  return path
    .map((segment) => {
      const key = typeof segment === 'object' && segment !== null ? segment.key : segment;
      return `/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`;
    })
    .join('');
}
