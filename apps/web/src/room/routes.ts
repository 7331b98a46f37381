/**
 * @module
 * The hash routes of tables (`#/table`, `#/verify`, `#/rooms/<id>/join?invite=…`, `#/rooms/<id>`): tiny,
 * loaded with the app; the pages themselves load on demand.
 */

/** A room page named by the location's hash. */
export type RoomRoute =
  | { readonly page: 'open' }
  | { readonly page: 'verify' }
  | { readonly page: 'join'; readonly roomId: string; readonly invite: string }
  | { readonly page: 'room'; readonly roomId: string };

/**
 * The route of a hash, or undefined for solo play (an empty hash, or a share link).
 *
 * @example
 * parseRoomRoute('#/rooms/abc/join?invite=xyz'); // { page: 'join', roomId: 'abc', invite: 'xyz' }
 */
export function parseRoomRoute(hash: string): RoomRoute | undefined {
  if (hash === '#/table') return { page: 'open' };
  if (hash === '#/verify') return { page: 'verify' };
  const join = /^#\/rooms\/([^/?#]+)\/join(?:\?(.*))?$/.exec(hash);
  if (join) {
    return {
      page: 'join',
      roomId: decodeURIComponent(join[1]!),
      invite: new URLSearchParams(join[2] ?? '').get('invite') ?? '',
    };
  }
  const room = /^#\/rooms\/([^/?#]+)\/?$/.exec(hash);
  if (room) return { page: 'room', roomId: decodeURIComponent(room[1]!) };
  return undefined;
}

/** The hash of a room's page. */
export const roomHash = (roomId: string) => `#/rooms/${encodeURIComponent(roomId)}`;
