/**
 * Appends one entry inside a room's write transaction: the next seq, the previous hash, the time and the
 * author, hashed by `@verdict/fair`'s `chainEntry` (which also checks the entry's shape by the protocol).
 */
import { chainEntry, type RoomEntry, type UnhashedEntry } from '@verdict/fair';
import type { Append, RoomWriter } from './store/types.js';

/** The entry's own fields: everything but seq, prev, at, by and hash. */
export type EntryFields = { readonly type: RoomEntry['type']; readonly [field: string]: unknown };

/** What else changes with the entry (see the store's `Append`). */
export type AppendExtras = Omit<Append, 'entry' | 'now'> & { readonly answers?: number };

/**
 * Appends `fields` as the next entry and returns it, hash included.
 *
 * @example
 * const entry = await appendEntry(tx, now, member.id, { type: 'reveal', of: 7, content });
 */
export async function appendEntry(
  tx: RoomWriter,
  now: number,
  by: string | null,
  fields: EntryFields,
  extras: AppendExtras = {},
): Promise<RoomEntry> {
  const { room } = tx;
  const entry = chainEntry({
    seq: room.lastSeq + 1,
    prev: room.lastHash,
    at: new Date(now).toISOString(),
    by,
    ...fields,
  } as unknown as UnhashedEntry) as RoomEntry;
  const { answers, ...rest } = extras;
  await tx.append({
    ...rest,
    now,
    entry: {
      seq: entry.seq,
      type: entry.type,
      memberId: by,
      answers: answers ?? null,
      hash: entry.hash,
      body: JSON.stringify(entry),
    },
  });
  return entry;
}
