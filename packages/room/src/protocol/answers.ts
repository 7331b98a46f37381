/**
 * @module
 * The room routes' answers as a server writes them: the room view, a page of entries and the export (both
 * built from the entries' stored JSON text, never re-serialised, so each entry's bytes are the ones hashed),
 * and the event stream's blocks (`eventBlock` of the client reads them back).
 */
import type { RoomView } from '../client/types.js';
import type { Role } from '../rules/vocabulary.js';

/** A member as every answer shows it: never its token. */
export const memberView = (member: { readonly id: string; readonly name: string; readonly role: Role }) => ({
  id: member.id,
  name: member.name,
  role: member.role,
});

/**
 * `GET /v1/rooms/{id}`: `{ room, members, present, me }`, and `failedAttempts` when given (the GM's view).
 *
 * @example
 * roomView({ room, commitment, members, present: [], me: gm, failedAttempts: [] });
 */
export function roomView(parts: {
  readonly room: Omit<RoomView['room'], 'commitment'> & { readonly createdAt: string };
  readonly commitment: string | undefined;
  readonly members: readonly Parameters<typeof memberView>[0][];
  readonly present: readonly string[];
  readonly me: Parameters<typeof memberView>[0];
  readonly failedAttempts?: RoomView['failedAttempts'];
  readonly failedRecoveries?: number;
}) {
  const { room, failedAttempts, failedRecoveries } = parts;
  return {
    room: {
      id: room.id,
      name: room.name,
      epoch: room.epoch,
      commitment: parts.commitment,
      closed: room.closed,
      lastSeq: room.lastSeq,
      createdAt: room.createdAt,
    },
    members: parts.members.map(memberView),
    present: parts.present,
    me: memberView(parts.me),
    ...(failedAttempts ? { failedAttempts } : {}),
    ...(failedRecoveries === undefined ? {} : { failedRecoveries }),
  };
}

/** `GET .../entries`: the page's entries, each its stored JSON text. */
export const entriesText = (bodies: readonly string[]): string => `{"entries":[${bodies.join(',')}]}`;

/** The export's text before its entries (each its stored JSON text, comma-separated). */
export const EXPORT_START = '{"format":"verdict-room-log","version":1,"entries":[';

/** The export's text after its entries: the `head` (the last entry's seq and hash), when it has one. */
export const exportEnd = (head: { readonly seq: number; readonly hash: string } | undefined): string =>
  head ? `],"head":${JSON.stringify({ seq: head.seq, hash: head.hash })}}` : ']}';

/** The event stream's blocks: the reconnection delay first, entries (`id:` their seq), presence, heartbeats. */
export const roomEvents = {
  retry: 'retry: 2000\n\n',
  entry: (seq: number, body: string) => `id: ${seq}\nevent: entry\ndata: ${body}\n\n`,
  /** Who has an open stream (outside the chain: no `id:`). */
  presence: (present: readonly string[]) => `event: presence\ndata: ${JSON.stringify({ present })}\n\n`,
  heartbeat: ': heartbeat\n\n',
} as const;
