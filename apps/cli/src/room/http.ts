/**
 * @module
 * A small client of the room routes of the Verdict API (`/v1/rooms/...`): JSON calls with a member's
 * token, answers as parsed JSON, and problem+json errors turned into one readable message.
 */
import type { RoomEntry } from '@verdict/fair';
import { UsageError } from '../errors.js';

/** A member's seat at a room: which server, which room, and the bearer token. */
export interface Seat {
  readonly server: string;
  readonly roomId: string;
  readonly token: string;
}

/** A failed room call: the HTTP status and the API's problem (exit 2, not a bug of the CLI). */
export class RoomApiError extends UsageError {
  constructor(
    readonly status: number,
    message: string,
    /** The server's problem+json body, passed through as is by `--json`. */
    readonly problem?: unknown,
  ) {
    super(message, { code: status === 0 ? 'server_unreachable' : 'server_refused' });
  }
}

/** Turns `http://host:8787/` or `host:8787` into `http://host:8787`, refusing anything else. */
export function normaliseServer(value: string): string {
  const text = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`--server: expected a URL such as http://127.0.0.1:8787, got '${value}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`--server: expected http:// or https://, got '${value}'`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * Calls a route under the server: JSON in and out, the token as a bearer. Errors become a RoomApiError
 * with the API's detail and the fields it names.
 *
 * @example
 * const view = await callApi(seat.server, 'GET', `/v1/rooms/${seat.roomId}`, { token: seat.token });
 */
export async function callApi<T = unknown>(
  server: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; idempotencyKey?: string } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${server}${path}`, {
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
    const cause = (error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message;
    throw new RoomApiError(0, `Cannot reach the server at ${server}: ${cause}`);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    throw new RoomApiError(
      response.status,
      `${method} ${path}: ${response.status}, not JSON: ${text.slice(0, 200)}`,
    );
  }
  if (!response.ok) throw new RoomApiError(response.status, problemText(response.status, body), body);
  return body as T;
}

function problemText(status: number, body: unknown): string {
  const problem = (body ?? {}) as {
    title?: string;
    detail?: string;
    errors?: { path: string; message: string }[];
  };
  const lines = [`${problem.detail ?? problem.title ?? 'the server refused'} (HTTP ${status})`];
  for (const error of problem.errors ?? []) lines.push(`  ${error.path}: ${error.message}`);
  return lines.join('\n');
}

/**
 * Every entry of a room visible to the seat, oldest first, a page (at most 1,000) at a time: a page may hold
 * fewer when its entries are large, so it reads on until a page is empty.
 */
export async function allEntries(seat: Seat, after = 0): Promise<RoomEntry[]> {
  const entries: RoomEntry[] = [];
  let from = after;
  for (;;) {
    const page = await callApi<{ entries: RoomEntry[] }>(
      seat.server,
      'GET',
      `/v1/rooms/${encodeURIComponent(seat.roomId)}/entries?after=${from}&limit=1000`,
      { token: seat.token },
    );
    entries.push(...page.entries);
    if (page.entries.length === 0) return entries;
    from = page.entries[page.entries.length - 1]!.seq;
  }
}

/** The room path of a seat, with a route under it. */
export const roomPath = (seat: Seat, route = '') =>
  `/v1/rooms/${encodeURIComponent(seat.roomId)}${route ? `/${route}` : ''}`;
