/**
 * @module
 * Reading what `verdict room join` is given: the API's `joinUrl`
 * (`http://host:8787/#/rooms/<id>/join?invite=<invite>`), or a bare invite with `--room` and `--server`.
 */
import { UsageError } from '../errors.js';
import { normaliseServer } from './http.js';

/** Where to join: the server, the room and the invite. */
export interface JoinTarget {
  readonly server: string;
  readonly roomId: string;
  readonly invite: string;
}

/**
 * Parses a join link, or an invite with the room and server from flags.
 *
 * @example
 * parseJoinTarget('http://127.0.0.1:8787/#/rooms/abc/join?invite=xyz', {});
 * // { server: 'http://127.0.0.1:8787', roomId: 'abc', invite: 'xyz' }
 */
export function parseJoinTarget(text: string, flags: { server?: string; room?: string }): JoinTarget {
  const link = /^(https?:\/\/[^#]+?)\/?#\/rooms\/([^/?#]+)\/join\?(.*)$/.exec(text.trim());
  if (link) {
    const invite = new URLSearchParams(link[3]).get('invite');
    if (!invite) throw new UsageError(`The join link has no invite: '${text}'`);
    return {
      server: normaliseServer(flags.server ?? link[1]!),
      roomId: decodeURIComponent(link[2]!),
      invite,
    };
  }
  if (/^https?:\/\//.test(text)) {
    throw new UsageError(
      `Expected a join link like http://host/#/rooms/<id>/join?invite=<invite>, got '${text}'`,
    );
  }
  if (flags.room === undefined || flags.server === undefined) {
    throw new UsageError(
      'An invite alone does not name the room: give the join link, or the invite with --room <id> and --server <url> (or VERDICT_SERVER)',
    );
  }
  return { server: normaliseServer(flags.server), roomId: flags.room, invite: text.trim() };
}
