/**
 * The writer a room's transaction gets: reads that see the locked room, and the append that writes an
 * entry with everything that changes with it (head, epoch, member, seal, reveal) in the same transaction,
 * and the answer remembered for an `Idempotency-Key` (after the entry it answers, so at its time).
 */
import { discordMembers } from './discord-identity.js';
import type { Tx } from './engine.js';
import { contentOf, entryOf, membersOf, utf8Length } from './rows.js';
import type { Append, Room, RoomWriter } from './types.js';

/**
 * The writer of one transaction on a locked room; `onAppend` runs after each append (to notify).
 *
 * @example
 * const writer = roomWriter(tx, toRoom(row), async (seq) => engine.notify(tx, row.id, seq));
 */
export function roomWriter(tx: Tx, locked: Room, onAppend: (seq: number) => Promise<void>): RoomWriter {
  let room = locked;
  return {
    get room() {
      return room;
    },
    async serverSeed(epoch) {
      const row = await tx
        .selectFrom('epochs')
        .select('server_seed')
        .where('room_id', '=', room.id)
        .where('epoch', '=', epoch)
        .executeTakeFirst();
      return row?.server_seed;
    },
    entry: (seq) => entryOf(tx, room.id, seq),
    content: (seq) => contentOf(tx, room.id, seq),
    members: () => membersOf(tx, room.id),
    async answered(requestSeq, memberId) {
      const row = await tx
        .selectFrom('entries')
        .select('seq')
        .where('room_id', '=', room.id)
        .where('answers', '=', requestSeq)
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      return row !== undefined;
    },
    async idempotency(memberId, key) {
      const row = await tx
        .selectFrom('idempotency')
        .selectAll()
        .where('room_id', '=', room.id)
        .where('member_id', '=', memberId)
        .where('key', '=', key)
        .executeTakeFirst();
      return row && { route: row.route, bodyHash: row.body_hash, status: row.status, response: row.response };
    },
    async remember(memberId, key, record) {
      await tx
        .insertInto('idempotency')
        .values({
          room_id: room.id,
          member_id: memberId,
          key,
          route: record.route,
          body_hash: record.bodyHash,
          status: record.status,
          response: record.response,
          created_at: room.lastActivity,
        })
        .execute();
    },
    ...discordMembers(tx, locked.id),
    async append(a) {
      room = await appendEntry(tx, room, a);
      await onAppend(a.entry.seq);
    },
  };
}

async function appendEntry(tx: Tx, room: Room, a: Append): Promise<Room> {
  const { entry } = a;
  if (entry.seq !== room.lastSeq + 1) {
    throw new Error(`Entry ${entry.seq} of room ${room.id} does not follow ${room.lastSeq}`);
  }
  const now = a.now;
  const next: Room = {
    ...room,
    lastSeq: entry.seq,
    lastHash: entry.hash,
    lastActivity: Math.max(room.lastActivity, now),
    epoch: a.room?.epoch ?? room.epoch,
    nonce: a.room?.nonce ?? room.nonce,
    closed: a.room?.closed ?? room.closed,
    closedSeq: a.room?.closed ? entry.seq : room.closedSeq,
    bytes: room.bytes + utf8Length(entry.body),
  };
  await tx
    .insertInto('entries')
    .values({
      room_id: room.id,
      seq: entry.seq,
      type: entry.type,
      member_id: entry.memberId,
      answers: entry.answers,
      hash: entry.hash,
      body: entry.body,
    })
    .execute();
  await tx
    .updateTable('rooms')
    .set({
      last_seq: next.lastSeq,
      last_hash: next.lastHash,
      last_activity: next.lastActivity,
      epoch: next.epoch,
      nonce: next.nonce,
      closed: next.closedSeq,
      bytes: next.bytes,
    })
    .where('id', '=', room.id)
    .execute();
  if (a.content !== undefined) {
    await tx
      .insertInto('private_contents')
      .values({ room_id: room.id, seq: entry.seq, content: a.content, revealed_seq: null })
      .execute();
  }
  if (a.reveals !== undefined) {
    await tx
      .updateTable('private_contents')
      .set({ revealed_seq: entry.seq })
      .where('room_id', '=', room.id)
      .where('seq', '=', a.reveals)
      .execute();
  }
  if (a.newEpoch) {
    await tx
      .insertInto('epochs')
      .values({
        room_id: room.id,
        epoch: a.newEpoch.epoch,
        server_seed: a.newEpoch.serverSeed,
        commitment: a.newEpoch.commitment,
      })
      .execute();
  }
  if (a.member) {
    await tx
      .insertInto('members')
      .values({
        id: a.member.id,
        room_id: room.id,
        name: a.member.name,
        role: a.member.role,
        token_hash: a.member.tokenHash,
        joined_seq: entry.seq,
      })
      .execute();
  }
  return next;
}
