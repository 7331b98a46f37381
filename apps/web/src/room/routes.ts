/**
 * @module
 * The hash routes of tables (`#/table`, `#/verify`, `#/rooms/<id>/join?invite=…`, `#/rooms/<id>`): tiny,
 * loaded with the app; the pages themselves load on demand.
 */
import { type RoomPage, roomPageOf } from '@verdict/room';

/** A room page named by the location's hash (a room's own: `@verdict/room`'s `roomPageOf`). */
export type RoomRoute = { readonly page: 'open' } | { readonly page: 'verify' } | RoomPage;

/**
 * The route of a hash, or undefined for solo play (an empty hash, or a share link).
 *
 * @example
 * parseRoomRoute('#/rooms/abc/join?invite=xyz'); // { page: 'join', roomId: 'abc', invite: 'xyz' }
 */
export function parseRoomRoute(hash: string): RoomRoute | undefined {
  if (hash === '#/table') return { page: 'open' };
  if (hash === '#/verify') return { page: 'verify' };
  return roomPageOf(hash);
}
