/**
 * @module
 * The room routes of the Verdict API, from the browser: the API is the origin that serves this app (the
 * API's `joinUrl` points here). Errors carry the API's problem detail and the fields it names.
 */
import type { ComputableAtEpochEnd, RoomEntry } from '@verdict/fair';
import type { FailedAttempts } from './failed-attempts.js';

/** A refused or failed call, said plainly. */
export class RoomCallError extends Error {
  override readonly name = 'RoomCallError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The API's base URL: where this page was served from. */
export const apiBase = () => globalThis.location.origin;

/**
 * A JSON call to the API with an optional bearer token and Idempotency-Key.
 *
 * @example
 * const view = await callRoomApi<RoomView>('GET', `/v1/rooms/${id}`, { token });
 */
export async function callRoomApi<T>(
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; idempotent?: boolean } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${apiBase()}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.idempotent ? { 'idempotency-key': crypto.randomUUID() } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  } catch {
    throw new RoomCallError(0, 'The server cannot be reached. Check your connection and try again.');
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    throw new RoomCallError(
      response.status,
      `The server answered ${response.status} with something that is not JSON`,
    );
  }
  if (!response.ok) {
    const problem = (body ?? {}) as {
      detail?: string;
      title?: string;
      errors?: { path: string; message: string }[];
    };
    const fields = (problem.errors ?? []).map((e) => `${e.path}: ${e.message}`).join('; ');
    throw new RoomCallError(
      response.status,
      `${problem.detail ?? problem.title ?? `HTTP ${response.status}`}${fields ? ` (${fields})` : ''}`,
    );
  }
  return body as T;
}

/** A member as the API shows it. */
export interface RoomMember {
  readonly id: string;
  readonly name: string;
  readonly role: 'gm' | 'player';
}

/** `GET /v1/rooms/{id}`. */
export interface RoomView {
  readonly room: {
    id: string;
    name: string;
    epoch: number;
    commitment: string;
    closed: boolean;
    lastSeq: number;
  };
  readonly members: readonly RoomMember[];
  /** Ids of the members with an event stream open now (outside the log). */
  readonly present: readonly string[];
  readonly me: RoomMember;
  /** The GM's view only: entered dice that did not fit a hidden request, per request and member. */
  readonly failedAttempts?: readonly FailedAttempts[];
}

/** What an appending route answers: the entry, and its hidden part when the caller may see it. */
export interface Appended {
  readonly entry: RoomEntry;
  readonly content?: unknown;
  /** Ending an epoch: the unrevealed rolls that become computable to their rollers. */
  readonly computable?: ComputableAtEpochEnd;
  /** Closing with revealAll: how many sealed entries were revealed first. */
  readonly revealed?: number;
}

/** A fresh client seed: 128 random bits from the browser's secure source, as hex. */
export function freshClientSeed(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}
