/**
 * @module
 * Where a person typing at a room wants to join (moved from the CLI, issue 36): a join link as the server gives it
 * (`http://host:8787/#/rooms/<id>/join?invite=<invite>`, the web app's join page), or a bare invite with the room and
 * the server named apart; and a server's address typed without its scheme (`127.0.0.1:8787`). Each is understood
 * or refused with the sentence that says why, naming the flag.
 */
import type { Addressed } from './addressing.js';

/** Where to join: the server's base URL, the room and the invite. */
export interface JoinTarget {
  readonly server: string;
  readonly roomId: string;
  readonly invite: string;
}

/**
 * A server's base URL from what was typed (`host:8787` is `http://host:8787`), without a trailing slash; only
 * http and https.
 *
 * @example
 * serverUrlOf('127.0.0.1:8787/'); // { ok: true, value: 'http://127.0.0.1:8787' }
 */
export function serverUrlOf(value: string): Addressed<string> {
  const text = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, problem: `--server: expected a URL such as http://127.0.0.1:8787, got '${value}'` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, problem: `--server: expected http:// or https://, got '${value}'` };
  return { ok: true, value: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
}

/**
 * A join link, or an invite with the room and server given apart (`--room`, `--server`); a server given apart
 * wins over the link's.
 *
 * @example
 * readJoinLink('http://127.0.0.1:8787/#/rooms/abc/join?invite=xyz', {});
 * // { ok: true, value: { server: 'http://127.0.0.1:8787', roomId: 'abc', invite: 'xyz' } }
 */
export function readJoinLink(text: string, given: { server?: string; room?: string }): Addressed<JoinTarget> {
  const link = /^(https?:\/\/[^#]+?)\/?#\/rooms\/([^/?#]+)\/join\?(.*)$/.exec(text.trim());
  if (link) {
    const invite = new URLSearchParams(link[3]).get('invite');
    if (!invite) return { ok: false, problem: `The join link has no invite: '${text}'` };
    const server = serverUrlOf(given.server ?? link[1]!);
    if (!server.ok) return server;
    return { ok: true, value: { server: server.value, roomId: decodeURIComponent(link[2]!), invite } };
  }
  if (/^https?:\/\//.test(text))
    return {
      ok: false,
      problem: `Expected a join link like http://host/#/rooms/<id>/join?invite=<invite>, got '${text}'`,
    };
  if (given.room === undefined || given.server === undefined)
    return {
      ok: false,
      problem:
        'An invite alone does not name the room: give the join link, or the invite with --room <id> and --server <url> (or VERDICT_SERVER)',
    };
  const server = serverUrlOf(given.server);
  if (!server.ok) return server;
  return { ok: true, value: { server: server.value, roomId: given.room, invite: text.trim() } };
}

/** A room's page in the web app, as the address's hash names it: its join page (with the invite) or the room. */
export type RoomPage =
  | { readonly page: 'join'; readonly roomId: string; readonly invite: string }
  | { readonly page: 'room'; readonly roomId: string };

/**
 * The room page a hash names (`#/rooms/<id>/join?invite=<invite>`, the join link's; `#/rooms/<id>`), or undefined
 * for any other hash. A join page without an invite has `invite: ''` (the page says it is missing).
 *
 * @example
 * roomPageOf('#/rooms/abc/join?invite=xyz'); // { page: 'join', roomId: 'abc', invite: 'xyz' }
 */
export function roomPageOf(hash: string): RoomPage | undefined {
  const join = /^#\/rooms\/([^/?#]+)\/join(?:\?(.*))?$/.exec(hash);
  if (join) {
    const invite = new URLSearchParams(join[2] ?? '').get('invite') ?? '';
    return { page: 'join', roomId: decodeURIComponent(join[1]!), invite };
  }
  const room = /^#\/rooms\/([^/?#]+)\/?$/.exec(hash);
  return room ? { page: 'room', roomId: decodeURIComponent(room[1]!) } : undefined;
}

/**
 * The hash of a room's page in the web app.
 *
 * @example
 * roomHash('a b'); // '#/rooms/a%20b'
 */
export const roomHash = (roomId: string) => `#/rooms/${encodeURIComponent(roomId)}`;
