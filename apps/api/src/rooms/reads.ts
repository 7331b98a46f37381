/**
 * The reading routes' answers: the room with its members, a page of entries, the hidden part of a sealed
 * entry (for who may open it), and the whole chain as a stream of pages.
 */

import {
  EXPORT_START,
  entriesText,
  exportEnd,
  loadStoredState,
  mayOpen,
  roomView as viewOf,
} from '@verdict/room';
import { problemOf } from '../http/errors.js';
import type { RoomsContext } from './context.js';
import { pageTurn } from './next-turn.js';
import { READ_BYTES } from './options.js';
import type { Member, Room } from './store/types.js';

/**
 * `GET /v1/rooms/{id}`: `{ room, members, present, me }`; `present` (who has an open event stream) is the
 * hub's. The GM's view also has `failedAttempts`: entered dice that did not fit a hidden request, per member.
 */
export async function roomView(ctx: RoomsContext, room: Room, me: Member, present: readonly string[]) {
  const [members, commitment, failedAttempts] = await Promise.all([
    ctx.store.members(room.id),
    ctx.store.commitment(room.id, room.epoch),
    me.role === 'gm' ? ctx.store.failedAttempts(room.id) : undefined,
  ]);
  const createdAt = new Date(room.createdAt).toISOString();
  return viewOf({
    room: { ...room, createdAt },
    commitment,
    members,
    present,
    me,
    failedAttempts,
    ...(me.role === 'gm' ? { failedRecoveries: room.failedRecoveries } : {}),
  });
}

/**
 * `GET .../entries`: JSON text, built from the stored entries without re-serialising them: at most `limit`
 * entries, and fewer when they hold more than `READ_BYTES` (the client asks again with `after`).
 */
export async function entriesPage(ctx: RoomsContext, room: Room, after: number, limit: number) {
  await pageTurn();
  const entries = await ctx.store.entries(room.id, after, limit, READ_BYTES);
  return entriesText(entries.map((e) => e.body));
}

/** `GET .../entries/{seq}/private`: `{ seq, content }`, or 404 / 403 (who may open it: `mayOpen` of `@verdict/room`). */
export async function privateContent(ctx: RoomsContext, room: Room, me: Member, seq: number) {
  const { store } = ctx;
  const state = await loadStoredState(
    {
      members: () => store.members(room.id),
      entry: (at) => store.entry(room.id, at),
      content: (at) => store.content(room.id, at),
      answered: async () => false,
    },
    room,
    { seqs: [seq] },
  );
  const content = state.sealed.get(seq)?.content;
  if (content === undefined) {
    throw problemOf('unknown_entry', `Entry ${seq} of this room does not exist or seals nothing`);
  }
  if (!mayOpen(state, me, seq)) {
    throw problemOf('forbidden', `Entry ${seq} is sealed: this member may not open it`);
  }
  return JSON.stringify({ seq, content });
}

/**
 * `GET .../export`: the chain up to now, read and written a page at a time, then its `head` (the seq and
 * hash of the last entry written), for a verifier to check against the head a client saw live. A page is
 * read only when the last one was taken (the stream is pulled, with no buffer, as the socket drains), and on
 * a later turn of the event loop than it, with few other pages in that turn (`pageTurn`), so other requests
 * are served between pages (issue 33.2).
 */
export function exportStream(ctx: RoomsContext, room: Room): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const last = room.lastSeq;
  let after = 0;
  let head: { seq: number; hash: string } | undefined;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(EXPORT_START));
      },
      async pull(controller) {
        await pageTurn();
        const count = Math.min(ctx.limits.page, last - after);
        const entries = await ctx.store.entries(room.id, after, count, READ_BYTES);
        const page = entries.filter((e) => e.seq <= last);
        const text = page.map((e) => e.body).join(',');
        controller.enqueue(encoder.encode(after > 0 && text ? `,${text}` : text));
        const end = page.at(-1);
        if (end) head = { seq: end.seq, hash: end.hash };
        after = end ? end.seq : last;
        if (after >= last || page.length === 0) {
          controller.enqueue(encoder.encode(exportEnd(head)));
          controller.close();
        }
      },
    },
    { highWaterMark: 0 },
  );
}
