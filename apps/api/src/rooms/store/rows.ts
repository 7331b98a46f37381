/** Reads shared by the store and its writer: rows are the store's types, but for a room's (see {@link toRoom}). */
import { type Selectable, sql } from 'kysely';
import type { Tx } from '../../storage/engine.js';
import type { RoomsTable } from '../../storage/schema.js';
import { meterRead } from './read-meter.js';
import type { Member, PrivateContent, Room, StoredEntry } from './types.js';

/** An entry's columns as the store serves it (its room is the caller's). */
const ENTRY = ['seq', 'type', 'memberId', 'answers', 'hash', 'body'] as const;

/**
 * Up to `limit` entries after `afterSeq`, oldest first; with `maxBytes`, only as many as fit in that many
 * bytes of JSON (at least one), so what one read takes does not depend on what the room holds: the page is
 * cut in SQL, by a running sum of the lengths stored with the entries (`entries.bytes`, read from the index
 * `entries_bytes` alone, never from the bodies), then only the bodies that fit are read.
 */
export async function entriesOf(
  db: Tx,
  roomId: string,
  afterSeq: number,
  limit: number,
  maxBytes?: number,
): Promise<StoredEntry[]> {
  let last: number | undefined;
  if (maxBytes !== undefined) {
    const cut = await sql<{ last: number | string | null; scanned: number | string }>`
      select coalesce(max(case when run <= ${maxBytes} then seq end), min(seq)) as last, count(*) as scanned
      from (
        select seq, sum(bytes) over (order by seq rows between unbounded preceding and current row) as run
        from (
          select seq, bytes from entries where room_id = ${roomId} and seq > ${afterSeq} order by seq limit ${limit}
        ) as following
      ) as sized`.execute(db);
    const row = cut.rows[0];
    meterRead(Number(row?.scanned ?? 0), 0);
    if (row?.last === null || row?.last === undefined) return [];
    last = Number(row.last);
  }
  let query = db.selectFrom('entries').select(ENTRY).where('roomId', '=', roomId).where('seq', '>', afterSeq);
  if (last !== undefined) query = query.where('seq', '<=', last);
  const rows = await query.orderBy('seq').limit(limit).execute();
  meterRead(
    rows.length,
    rows.reduce((sum, row) => sum + row.body.length, 0),
  );
  return rows;
}

export function entryOf(db: Tx, roomId: string, seq: number): Promise<StoredEntry | undefined> {
  return db
    .selectFrom('entries')
    .select(ENTRY)
    .where('roomId', '=', roomId)
    .where('seq', '=', seq)
    .executeTakeFirst();
}

export function contentOf(db: Tx, roomId: string, seq: number): Promise<PrivateContent | undefined> {
  return db
    .selectFrom('privateContents')
    .select(['seq', 'content', 'revealedSeq'])
    .where('roomId', '=', roomId)
    .where('seq', '=', seq)
    .executeTakeFirst();
}

/** A room's members, in the order they joined. */
export function membersOf(db: Tx, roomId: string): Promise<Member[]> {
  return db.selectFrom('members').selectAll().where('roomId', '=', roomId).orderBy('joinedSeq').execute();
}

/** A room's row as the store's `Room`: its times and size as numbers (PostgreSQL reads `bigint` as text), closed or not. */
export function toRoom(row: Selectable<RoomsTable>): Room {
  const { createdAt, lastActivity, closed, bytes } = row;
  return {
    ...row,
    createdAt: Number(createdAt),
    lastActivity: Number(lastActivity),
    closed: closed > 0,
    closedSeq: closed,
    bytes: Number(bytes),
  };
}
