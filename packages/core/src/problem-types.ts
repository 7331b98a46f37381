/**
 * Every kind of problem Verdict answers with: its code, HTTP status, title and what to do about it. The API
 * maps errors, writes its OpenAPI document and its `/docs` page from {@link PROBLEM_TYPES}; the `verdict`
 * command reads the same rows for `--json`'s problem, plus {@link COMMAND_PROBLEM_TYPES} for the few codes
 * only a command line fails with. One table, so they cannot drift.
 */

/** A kind of problem. */
export interface ProblemType {
  readonly code: string;
  readonly status: number;
  readonly title: string;
  /** What it means for the caller, shown on `/docs`. */
  readonly help: string;
}

const types = [
  {
    code: 'malformed_json',
    status: 400,
    title: 'Malformed JSON',
    help: 'The body is not valid JSON. Send one JSON object, with `Content-Type: application/json`.',
  },
  {
    code: 'unauthorized',
    status: 401,
    title: 'Unauthorized',
    help: "Room routes need the member's token: `Authorization: Bearer <token>`, the event stream's too (never in a URL: `?access_token=` is a 422 `invalid_parameter`). No token, or a token that is not this room's, is a 401.",
  },
  {
    code: 'invalid_signature',
    status: 401,
    title: 'Invalid request signature',
    help: "`POST /discord/interactions` only: the request's `X-Signature-Ed25519` over `X-Signature-Timestamp` + body does not verify with the Discord application's public key, is missing, or its timestamp is more than 5 minutes off. Only Discord sends these requests.",
  },
  {
    code: 'forbidden',
    status: 403,
    title: 'Forbidden',
    help: "The member's role does not allow this (only the GM makes requests, reveals, rotates epochs and closes; only named members answer a request; a sealed entry opens only to who may see it), or the invite is wrong.",
  },
  {
    code: 'not_found',
    status: 404,
    title: 'Not found',
    help: 'No route has this path. The routes are listed on /docs and in /openapi.json.',
  },
  {
    code: 'unknown_system',
    status: 404,
    title: 'Unknown system',
    help: 'No game system has this id. GET /v1/systems lists them.',
  },
  {
    code: 'unknown_test',
    status: 404,
    title: 'Unknown test',
    help: "The system has no test with this id. GET /v1/systems/{system} lists the system's tests.",
  },
  {
    code: 'unknown_room',
    status: 404,
    title: 'Unknown room',
    help: 'No room has this id (rooms idle longer than the server keeps them are deleted).',
  },
  {
    code: 'unknown_entry',
    status: 404,
    title: 'Unknown entry',
    help: "The room's log has no entry with this seq, or the entry seals nothing.",
  },
  {
    code: 'unknown_tool',
    status: 404,
    title: 'Unknown tool',
    help: "The system has no tool with this id. GET /v1/systems/{system} lists the system's tools.",
  },
  {
    code: 'method_not_allowed',
    status: 405,
    title: 'Method not allowed',
    help: 'The route exists with other methods: see the Allow header.',
  },
  {
    code: 'idempotency_conflict',
    status: 409,
    title: 'Idempotency-Key reused',
    help: 'This Idempotency-Key was used by this member in this room for another route or body. Use a fresh key for a new request.',
  },
  {
    code: 'room_closed',
    status: 409,
    title: 'Room closed',
    help: 'The room is closed: only reveals are accepted.',
  },
  {
    code: 'already_done',
    status: 409,
    title: 'Already done',
    help: 'A request can be answered once by each member, and an entry revealed once.',
  },
  {
    code: 'payload_too_large',
    status: 413,
    title: 'Payload too large',
    help: 'Request bodies are limited to 64 KiB (65,536 bytes).',
  },
  {
    code: 'unsupported_media_type',
    status: 415,
    title: 'Unsupported media type',
    help: 'A request with a body must say `Content-Type: application/json`: other types are refused, so that no web page can make a browser send a request here without a CORS preflight.',
  },
  {
    code: 'invalid_body',
    status: 422,
    title: 'Invalid request body',
    help: 'The body does not have the shape of this route (see its schema); `errors` names each field.',
  },
  {
    code: 'invalid_input',
    status: 422,
    title: 'Invalid input',
    help: "The test's input does not fit its schema (GET /v1/systems/{system} gives each test's inputSchema); `errors` names each field.",
  },
  {
    code: 'invalid_notation',
    status: 422,
    title: 'Invalid dice notation',
    help: 'The notation cannot be read. Examples: 1d20, 4d6kh3, 2d6+3, d%.',
  },
  {
    code: 'dice_exhausted',
    status: 422,
    title: 'Not enough dice entered',
    help: 'The entered dice ran out: `errors` names the first missing die (position, sides and what it is for).',
  },
  {
    code: 'dice_left_over',
    status: 422,
    title: 'Too many dice entered',
    help: 'Some entered dice were not needed: `errors` names each one left over.',
  },
  {
    code: 'face_out_of_range',
    status: 422,
    title: 'Die face out of range',
    help: 'An entered face does not fit its die (a d20 shows 1 to 20): `errors` names the die.',
  },
  {
    code: 'dice_do_not_fit',
    status: 422,
    title: 'These dice do not fit this request',
    help: 'Entered dice answering a request whose input is hidden do not fit it (too few, too many, a face out of range, or past a limit). The server does not say why, since the reason would tell the hidden input; the attempt is counted and the GM sees it. Check the dice with the GM, or let the server roll them.',
  },
  {
    code: 'answer_refused',
    status: 422,
    title: 'This answer could not be rolled',
    help: "A generated answer to a request whose input is hidden could not be rolled with that input (its work past the engine's or the hidden-answer budget, a limit met while rolling, a worker's memory or stack exhausted, or the merged input not fitting the test). The server does not say which, since the reason would tell the hidden input: every such refusal is the same answer. Nothing was rolled; the attempt is counted and the GM sees it. Check with the GM.",
  },
  {
    code: 'limit_exceeded',
    status: 422,
    title: 'Limit exceeded',
    help: 'The request breaks a limit (dice per pool, sides, notation length, rounds, turns, dice per request, distribution size, estimated work, response size); it is refused before any die is drawn, and `errors` names the limit.',
  },
  {
    code: 'deadline_exceeded',
    status: 422,
    title: 'Deadline exceeded',
    help: "The computation ran past this server's per-request deadline (2 s unless configured otherwise) and was stopped; nothing was answered in part. Ask for less: fewer dice, sides, rounds or turns.",
  },
  {
    code: 'invalid_state',
    status: 422,
    title: 'Invalid state',
    help: 'A round state sent back does not fit the test, or the play has ended.',
  },
  {
    code: 'invalid_parameter',
    status: 422,
    title: 'Invalid parameter',
    help: 'A query parameter or header does not fit (`after`, `limit`, `Last-Event-ID`, `Idempotency-Key`), or a room route was sent a token in its URL (`?access_token=`: tokens go only in `Authorization`); `errors` names it.',
  },
  {
    code: 'rate_limited',
    status: 429,
    title: 'Too many requests',
    help: 'Past the per-client rate limit: wait the seconds in the Retry-After header.',
  },
  {
    code: 'too_many_streams',
    status: 429,
    title: 'Too many event streams',
    help: 'The server has as many open event streams as it serves: retry after the seconds in Retry-After.',
  },
  {
    code: 'storage_quota',
    status: 429,
    title: 'Storage quota used',
    help: "This client address wrote as many bytes to rooms in the last 24 hours as the server's quota allows (`STORAGE_CLIENT_BYTES_PER_DAY`): new rooms, members and entries from it are refused until its older writes leave the window, after the seconds in Retry-After. Closing a room and reveals are never refused for it.",
  },
  {
    code: 'internal_error',
    status: 500,
    title: 'Internal error',
    help: 'A bug on our side: it has been logged. Please report it with the request that caused it.',
  },
  {
    code: 'rooms_unavailable',
    status: 503,
    title: 'Rooms unavailable',
    help: 'This server keeps no rooms (it was started without a room store).',
  },
  {
    code: 'storage_unavailable',
    status: 503,
    title: 'Storage unavailable',
    help: "The server cannot reach or write its room storage (the database is restarting or unreachable, or its data directory is read-only): nothing was saved. Retry after the seconds in Retry-After; the server's log names the real error.",
  },
  {
    code: 'server_busy',
    status: 503,
    title: 'Server busy',
    help: 'Every worker was busy until the deadline, or the server is shutting down: retry after the seconds in the Retry-After header. Not a bug: the server sheds load instead of queueing without end.',
  },
  {
    code: 'worker_failed',
    status: 503,
    title: 'Worker failed',
    help: 'The computation exhausted the worker thread it ran in (its memory, `WORKER_MEMORY_MB`, or its stack) and was stopped with that worker; the server and its other requests are unaffected, and the worker is replaced. `detail` names the cause. The same request fails the same way on this server: ask for less (fewer dice, sides, rounds or turns), or ask the operator for more memory.',
  },
  {
    code: 'storage_full',
    status: 507,
    title: 'Storage full',
    help: "The server's room storage is full (its disk, or the database's space): nothing was saved. Reads still work; writes work again once the operator has made room. The server's log names the real error.",
  },
  {
    code: 'storage_reserve',
    status: 507,
    title: 'Storage reserve reached',
    help: "`POST /v1/rooms` only: the server's storage has less free space than it keeps for the rooms in play (`STORAGE_RESERVE_BYTES`), so it opens no new room; rooms that exist still take rolls and members. Retry once the operator has made room.",
  },
] as const satisfies readonly ProblemType[];

/** The codes of every kind of problem the HTTP API answers with. */
export type ProblemCode = (typeof types)[number]['code'];

/** Every kind of problem the HTTP API answers with, in order of status. */
export const PROBLEM_TYPES: readonly ProblemType[] = types;

/**
 * The problems only the `verdict` command fails with: no route answers with these (a command line has no
 * HTTP status, so each gets the status the API would give the same fault, for `--json`'s problem).
 */
export const COMMAND_PROBLEM_TYPES: readonly ProblemType[] = [
  {
    code: 'usage_error',
    status: 400,
    title: 'Bad usage',
    help: 'An unknown flag, a missing argument or an unreadable file: `verdict <command> --help` shows the usage.',
  },
  {
    code: 'unknown_character',
    status: 404,
    title: 'Unknown character',
    help: 'No saved character has this name: `verdict character list` lists them.',
  },
  {
    code: 'invalid_system',
    status: 422,
    title: 'Invalid system package',
    help: 'A system package given with `--system-package` does not define a valid game system.',
  },
  {
    code: 'unsupported_api_version',
    status: 422,
    title: 'Unsupported system API version',
    help: 'A system package targets a contract version this engine does not support.',
  },
  {
    code: 'duplicate_system',
    status: 422,
    title: 'Duplicate system',
    help: 'Two system packages define a system with the same id.',
  },
  {
    code: 'server_refused',
    status: 502,
    title: 'Server refused',
    help: 'A room server answered with a problem: its own problem goes through under `--json`.',
  },
  {
    code: 'server_unreachable',
    status: 502,
    title: 'Server unreachable',
    help: 'No room server answered at the address given (`--server`, or the one the seat was taken on).',
  },
];

const byCode = new Map<string, ProblemType>(types.map((t) => [t.code, t]));
const commandByCode = new Map<string, ProblemType>(COMMAND_PROBLEM_TYPES.map((t) => [t.code, t]));

/** The kind of problem for a code the API answers with. */
export function problemType(code: ProblemCode): ProblemType {
  return byCode.get(code)!;
}

/** The kind of problem for a code the engine may send, if the API knows it. */
export function findProblemType(code: string): ProblemType | undefined {
  return byCode.get(code);
}

/**
 * The kind of problem for a code a command line fails with: the API's row when the API answers the code, else
 * the command line's own, else a usage error's.
 */
export function commandProblemType(code: string): ProblemType {
  return byCode.get(code) ?? commandByCode.get(code) ?? commandByCode.get('usage_error')!;
}
