/** Reads shared by the store and its writer: rows are the store's types, but for a room's (see {@link toRoom}). */
import type { Selectable } from 'kysely';
import type { Tx } from '../../storage/engine.js';
import type { RoomsTable } from '../../storage/schema.js';
import { meterRead } from './read-meter.js';
import type { Member, PrivateContent, Room, StoredEntry } from './types.js';

/** An entry's columns as the store serves it (its room is the caller's). */
const ENTRY = ['seq', 'type', 'memberId', 'answers', 'hash', 'body'] as const;

/**
 * Up to `limit` entries after `afterSeq`, oldest first; with `maxChars`, only as many as fit in that many
 * characters of JSON (at least one), so a page's memory does not depend on what its entries hold: their
 * lengths are read first, then only the bodies that fit.
 */
export async function entriesOf(
  db: Tx,
  roomId: string,
  afterSeq: number,
  limit: number,
  maxChars?: number,
): Promise<StoredEntry[]> {
  let last: number | undefined;
  if (maxChars !== undefined) {
    const sizes = await db
      .selectFrom('entries')
      .select((eb) => ['seq', eb.fn<number>('length', ['body']).as('chars')])
      .where('roomId', '=', roomId)
      .where('seq', '>', afterSeq)
      .orderBy('seq')
      .limit(limit)
      .execute();
    let total = 0;
    // `length(body)` reads every body it measures.
    meterRead(
      sizes.length,
      sizes.reduce((sum, row) => sum + Number(row.chars), 0),
    );
    for (const row of sizes) {
      total += Number(row.chars);
      if (last !== undefined && total > maxChars) break;
      last = row.seq;
    }
    if (last === undefined) return [];
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
