/**
 * The writer a room's transaction gets: reads that see the locked room, and the append that writes an
 * entry with everything that changes with it (head, epoch, member, seal, reveal) in the same transaction,
 * and the answer remembered for an `Idempotency-Key` (after the entry it answers, so at its time).
 */
import { entryBytes } from '@verdict/room';
import { discordMembers } from '../../storage/discord-identity.js';
import type { Tx } from '../../storage/engine.js';
import { contentOf, entryOf, membersOf } from './rows.js';
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
        .select('serverSeed')
        .where('roomId', '=', room.id)
        .where('epoch', '=', epoch)
        .executeTakeFirst();
      // Every epoch's seed is inserted with the epoch (room creation, rotation): a missing one is a fault.
      if (!row) throw new Error(`Room ${room.id} has no seed for epoch ${epoch}`);
      return row.serverSeed;
    },
    entry: (seq) => entryOf(tx, room.id, seq),
    // A test of rounds' entries after its start (any test's: the caller keeps those that name it).
    roundEntries: (of) =>
      tx
        .selectFrom('entries')
        .select('body')
        .where('roomId', '=', room.id)
        .where('seq', '>', of)
        .where('type', 'in', ['round.choice', 'round', 'rounds.ended'])
        .orderBy('seq')
        .execute(),
    content: (seq) => contentOf(tx, room.id, seq),
    members: () => membersOf(tx, room.id),
    async answered(requestSeq, memberId) {
      const row = await tx
        .selectFrom('entries')
        .select('seq')
        .where('roomId', '=', room.id)
        .where('answers', '=', requestSeq)
        .where('memberId', '=', memberId)
        .executeTakeFirst();
      return row !== undefined;
    },
    async memberByRecovery(keyHash) {
      return tx
        .selectFrom('recoveryKeys')
        .innerJoin('members', (join) =>
          join
            .onRef('members.id', '=', 'recoveryKeys.memberId')
            .onRef('members.roomId', '=', 'recoveryKeys.roomId'),
        )
        .selectAll('members')
        .where('recoveryKeys.keyHash', '=', keyHash)
        .where('recoveryKeys.roomId', '=', room.id)
        .executeTakeFirst();
    },
    async setRecoveryKey(memberId, keyHash) {
      await tx
        .insertInto('recoveryKeys')
        .values({ roomId: room.id, memberId, keyHash })
        .onConflict((oc) => oc.columns(['roomId', 'memberId']).doUpdateSet({ keyHash }))
        .execute();
    },
    async addToken(memberId, tokenHash, now) {
      await tx
        .insertInto('memberTokens')
        .values({ tokenHash, roomId: room.id, memberId, createdAt: now })
        .execute();
    },
    idempotency: (memberId, key) =>
      tx
        .selectFrom('idempotency')
        .select(['route', 'bodyHash', 'status', 'response'])
        .where('roomId', '=', room.id)
        .where('memberId', '=', memberId)
        .where('key', '=', key)
        .executeTakeFirst(),
    async remember(memberId, key, { route, bodyHash, status, response }) {
      await tx
        .insertInto('idempotency')
        .values({
          roomId: room.id,
          memberId,
          key,
          route,
          bodyHash,
          status,
          response,
          createdAt: room.lastActivity,
        })
        .execute();
    },
    ...discordMembers(tx, locked.id),
    async append(a) {
      room = await appendEntry(tx, room, a);
      await onAppend(a.entry.seq);
    },
    async reservations() {
      const rows = await tx
        .selectFrom('drawReservations')
        .select(['id', 'kind', 'memberId', 'expires'])
        .where('roomId', '=', room.id)
        .execute();
      // A bigint column: PostgreSQL's driver reads it as a string.
      return rows.map((row) => ({ ...row, expires: Number(row.expires) }));
    },
    async reserve({ id, kind, memberId, expires }) {
      await tx
        .insertInto('drawReservations')
        .values({ roomId: room.id, id, kind, memberId, expires })
        .onConflict((oc) => oc.columns(['roomId', 'id']).doUpdateSet({ expires }))
        .execute();
    },
    async release(ids) {
      if (ids.length === 0) return;
      await tx.deleteFrom('drawReservations').where('roomId', '=', room.id).where('id', 'in', ids).execute();
    },
    async roundState(of) {
      const row = await tx
        .selectFrom('roundStates')
        .select(['afterHash', 'rounds', 'done', 'state'])
        .where('roomId', '=', room.id)
        .where('testSeq', '=', of)
        .executeTakeFirst();
      if (!row) return undefined;
      const { afterHash, rounds, done, state } = row;
      // Wrapped, so a state of `undefined` (a decided test's) is kept too.
      const { value } = JSON.parse(state) as { value?: unknown };
      return { afterHash, rounds: Number(rounds), done: Number(done) === 1, state: value };
    },
    async keepRoundState(of, kept) {
      await tx.deleteFrom('roundStates').where('roomId', '=', room.id).where('testSeq', '=', of).execute();
      if (!kept) return;
      const { afterHash, rounds, done, state } = kept;
      await tx
        .insertInto('roundStates')
        .values({
          roomId: room.id,
          testSeq: of,
          afterHash,
          rounds,
          done: done ? 1 : 0,
          state: JSON.stringify({ value: state }),
        })
        .execute();
    },
  };
}

async function appendEntry(tx: Tx, room: Room, a: Append): Promise<Room> {
  const { entry } = a;
  if (entry.seq !== room.lastSeq + 1) {
    throw new Error(`Entry ${entry.seq} of room ${room.id} does not follow ${room.lastSeq}`);
  }
  const now = a.now;
  const bytes = entryBytes(entry.body);
  const next: Room = {
    ...room,
    lastSeq: entry.seq,
    lastHash: entry.hash,
    lastActivity: Math.max(room.lastActivity, now),
    epoch: a.room?.epoch ?? room.epoch,
    nonce: a.room?.nonce ?? room.nonce,
    closed: a.room?.closed ?? room.closed,
    closedSeq: a.room?.closed ? entry.seq : room.closedSeq,
    bytes: room.bytes + bytes,
  };
  await tx
    .insertInto('entries')
    .values({ ...entry, roomId: room.id, bytes })
    .execute();
  const { lastSeq, lastHash, lastActivity, epoch, nonce, closedSeq } = next;
  await tx
    .updateTable('rooms')
    .set({ lastSeq, lastHash, lastActivity, epoch, nonce, closed: closedSeq, bytes: next.bytes })
    .where('id', '=', room.id)
    .execute();
  if (a.content !== undefined) {
    await tx
      .insertInto('privateContents')
      .values({ roomId: room.id, seq: entry.seq, content: a.content, revealedSeq: null })
      .execute();
  }
  if (a.reveals !== undefined) {
    await tx
      .updateTable('privateContents')
      .set({ revealedSeq: entry.seq })
      .where('roomId', '=', room.id)
      .where('seq', '=', a.reveals)
      .execute();
  }
  if (a.newEpoch) {
    await tx
      .insertInto('epochs')
      .values({ ...a.newEpoch, roomId: room.id })
      .execute();
  }
  if (a.memberNonce) {
    const { memberId, epoch, next } = a.memberNonce;
    await tx
      .updateTable('members')
      .set({ nonce: next, nonceEpoch: epoch })
      .where('roomId', '=', room.id)
      .where('id', '=', memberId)
      .execute();
  }
  if (a.member) {
    const { id, name, role, tokenHash } = a.member;
    await tx
      .insertInto('members')
      .values({ id, roomId: room.id, name, role, tokenHash, joinedSeq: entry.seq })
      .execute();
  }
  return next;
}
