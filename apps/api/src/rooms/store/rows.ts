/** Reads shared by the store and its writer, and the mapping of rows to the store's types. */
import type { Selectable } from 'kysely';
import type { Tx } from './engine.js';
import type { Database } from './schema.js';
import type { Member, PrivateContent, Room, StoredEntry } from './types.js';

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
      .where('room_id', '=', roomId)
      .where('seq', '>', afterSeq)
      .orderBy('seq')
      .limit(limit)
      .execute();
    let total = 0;
    for (const row of sizes) {
      total += Number(row.chars);
      if (last !== undefined && total > maxChars) break;
      last = row.seq;
    }
    if (last === undefined) return [];
  }
  let query = db.selectFrom('entries').selectAll().where('room_id', '=', roomId).where('seq', '>', afterSeq);
  if (last !== undefined) query = query.where('seq', '<=', last);
  const rows = await query.orderBy('seq').limit(limit).execute();
  return rows.map(toEntry);
}

export async function entryOf(db: Tx, roomId: string, seq: number): Promise<StoredEntry | undefined> {
  const row = await db
    .selectFrom('entries')
    .selectAll()
    .where('room_id', '=', roomId)
    .where('seq', '=', seq)
    .executeTakeFirst();
  return row && toEntry(row);
}

export async function contentOf(db: Tx, roomId: string, seq: number): Promise<PrivateContent | undefined> {
  const row = await db
    .selectFrom('private_contents')
    .selectAll()
    .where('room_id', '=', roomId)
    .where('seq', '=', seq)
    .executeTakeFirst();
  return row && { seq: row.seq, content: row.content, revealedSeq: row.revealed_seq };
}

/** A room's members, in the order they joined. */
export async function membersOf(db: Tx, roomId: string): Promise<Member[]> {
  const rows = await db
    .selectFrom('members')
    .selectAll()
    .where('room_id', '=', roomId)
    .orderBy('joined_seq')
    .execute();
  return rows.map(toMember);
}

export function toRoom(row: Selectable<Database['rooms']>): Room {
  return {
    id: row.id,
    name: row.name,
    inviteHash: row.invite_hash,
    createdAt: Number(row.created_at),
    lastActivity: Number(row.last_activity),
    closed: row.closed > 0,
    closedSeq: row.closed,
    epoch: row.epoch,
    nonce: row.nonce,
    lastSeq: row.last_seq,
    lastHash: row.last_hash,
    bytes: Number(row.bytes),
  };
}

export function toMember(row: Database['members']): Member {
  return {
    id: row.id,
    roomId: row.room_id,
    name: row.name,
    role: row.role === 'gm' ? 'gm' : 'player',
    tokenHash: row.token_hash,
    joinedSeq: row.joined_seq,
  };
}

export function toEntry(row: Database['entries']): StoredEntry {
  return {
    seq: row.seq,
    type: row.type,
    memberId: row.member_id,
    answers: row.answers,
    hash: row.hash,
    body: row.body,
  };
}

/**
 * The UTF-8 length of a text, without encoding it.
 *
 * @example
 * utf8Length('é€'); // 5
 */
export function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 1; // a surrogate pair: 4 bytes for its 2 units
      i++;
    } else if (code >= 0x800) bytes += 2;
    else if (code >= 0x80) bytes += 1;
  }
  return bytes;
}
