/**
 * @module
 * The room routes of the Verdict API, from the browser: the API is the origin that serves this app (the
 * API's `joinUrl` points here). Calls go through @verdict/room's `roomCall`; errors carry the API's problem
 * detail and the fields it names.
 */
import { type RoomFetch, roomCall } from '@verdict/room';

export type { Appended, RoomMember, RoomView } from '@verdict/room';
export { RoomCallError } from '@verdict/room';

/** The API's base URL: where this page was served from. */
export const apiBase = () => globalThis.location.origin;

/** The browser's fetch, as the room client takes it. */
export const browserFetch: RoomFetch = (url, init) => globalThis.fetch(url, init);

/**
 * A JSON call to the API with an optional bearer token and Idempotency-Key.
 *
 * @example
 * const view = await callRoomApi<RoomView>('GET', `/v1/rooms/${id}`, { token });
 */
export function callRoomApi<T>(
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; idempotent?: boolean } = {},
): Promise<T> {
  return roomCall<T>(browserFetch, apiBase(), method, path, {
    ...(options.token ? { token: options.token } : {}),
    ...(options.body === undefined ? {} : { body: options.body }),
    ...(options.idempotent ? { idempotencyKey: crypto.randomUUID() } : {}),
  });
}

/** A fresh client seed: 128 random bits from the browser's secure source, as hex. */
export function freshClientSeed(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}
