/**
 * @module
 * One JSON call to the room routes of a Verdict server, through the `fetch` the environment gives: a
 * bearer token, an optional Idempotency-Key, and the API's problem+json turned into one readable error
 * naming the fields it names. Pure: the caller brings the network.
 */

/** The `fetch` a room client is given (the browser's, Node's, or a Hono app's `request`). */
export type RoomFetch = (url: string, init: RoomRequestInit) => Promise<Response>;

/** What the client sends: a method, headers and maybe a JSON body. */
export interface RoomRequestInit {
  readonly method: 'GET' | 'POST';
  readonly headers: Record<string, string>;
  readonly body?: string;
  readonly signal?: AbortSignal;
}

/** A problem field, as the API names it (`input.skill`, `header:Idempotency-Key`). */
export interface ProblemField {
  readonly path: string;
  readonly message: string;
}

/**
 * A refused or failed call: `status` 0 when the server could not be reached. The message is one line:
 * the API's detail, then the fields it names in parentheses.
 */
export class RoomCallError extends Error {
  override readonly name = 'RoomCallError';
  constructor(
    readonly status: number,
    message: string,
    /** The server's problem+json body as it came, for `--json`. */
    readonly problem?: unknown,
    /** The fields the server named. */
    readonly fields: readonly ProblemField[] = [],
  ) {
    super(message);
  }
}

/** How to call: the server's base URL, the member's token, a body, an Idempotency-Key. */
export interface CallOptions {
  readonly token?: string;
  readonly body?: unknown;
  readonly idempotencyKey?: string;
}

/**
 * Calls `method path` under `server` and parses its JSON answer; a refusal becomes a RoomCallError.
 *
 * @example
 * const view = await roomCall(fetch, 'http://127.0.0.1:8787', 'GET', '/v1/rooms/r1', { token });
 */
export async function roomCall<T = unknown>(
  send: RoomFetch,
  server: string,
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
): Promise<T> {
  let response: Response;
  try {
    response = await send(`${server}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  } catch (error) {
    throw new RoomCallError(0, `Cannot reach the server at ${server}: ${causeOf(error)}`);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    throw new RoomCallError(
      response.status,
      `${method} ${path}: the server answered ${response.status} with something that is not JSON`,
    );
  }
  if (!response.ok) {
    const problem = (body ?? {}) as { detail?: string; title?: string; errors?: ProblemField[] };
    const fields = Array.isArray(problem.errors) ? problem.errors : [];
    const named = fields.map((field) => `${field.path}: ${field.message}`).join('; ');
    const said = problem.detail ?? problem.title ?? `HTTP ${response.status}`;
    throw new RoomCallError(response.status, `${said}${named ? ` (${named})` : ''}`, body, fields);
  }
  return body as T;
}

/** Why a fetch failed, in one line (Node puts the socket's reason in `cause`). */
function causeOf(error: unknown): string {
  const cause = (error as { cause?: { message?: string; code?: string } }).cause;
  const text = cause?.message || cause?.code || (error as Error).message || String(error);
  return text.replace(/\s+/g, ' ').trim();
}
