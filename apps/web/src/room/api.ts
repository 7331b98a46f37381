/**
 * @module
 * The room routes of the Verdict API, from the browser: the API is the origin that serves this app (the
 * API's `joinUrl` points here). Calls go through @verdict/room's room client (use-room-log.ts); errors
 * carry the API's problem detail and the fields it names.
 */
import type { RoomFetch } from '@verdict/room';

export type { Appended, RoomMember, RoomView } from '@verdict/room';
export { RoomCallError } from '@verdict/room';

/** The API's base URL: where this page was served from. */
export const apiBase = () => globalThis.location.origin;

/** The browser's fetch, as the room client takes it. */
export const browserFetch: RoomFetch = (url, init) => globalThis.fetch(url, init);

/** A fresh client seed: 128 random bits from the browser's secure source, as hex. */
export function freshClientSeed(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}
