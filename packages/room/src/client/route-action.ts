/**
 * @module
 * A room route's name and body (`rolls`, `requests`, `reveals`, `epochs`, `close`), sent through the room
 * client's action of the same meaning: for screens whose forms say which route they post to.
 */
import { RoomCallError } from './call.js';
import type { RoomClient } from './room-client.js';
import type { Appended, RequestCommand, RollCommand } from './types.js';

/**
 * Posts `body` to the room's `route` through `client`.
 *
 * @example
 * await postToRoute(client, 'reveals', { of: 7 });
 */
export function postToRoute(client: RoomClient, route: string, body: object): Promise<Appended> {
  if (route === 'rolls') return client.roll(body as RollCommand);
  if (route === 'requests') return client.request(body as RequestCommand);
  if (route === 'reveals') return client.reveal((body as { of: number }).of);
  if (route === 'epochs') return client.rotate();
  if (route === 'close') return client.close(body as { revealAll?: boolean });
  return Promise.reject(new RoomCallError(0, `No room route '${route}'`));
}
