/**
 * The room store's queries on Kysely, one code path for both engines (here, in `room-writer.ts` and
 * `rows.ts`): rooms, their epochs, members, entries and sealed parts, idempotency records and failed
 * attempts. The {@link Engine} supplies only transactions, the room lock and cross-server notifications;
 * `storage/kysely-store.ts` serves these with the Discord tables' queries as one store.
 */
import { type Engine, storeQueries, type Tx } from '../../storage/engine.js';
import { roomWriter } from './room-writer.js';
import { contentOf, entriesOf, entryOf, membersOf, toRoom } from './rows.js';
import type { AppendListener, NewRoom, RoomQueries } from './types.js';

const GENESIS = '0'.repeat(64);

/**
 * The room queries on `engine`; `emit` hears of each entry a write appended, once it is committed.
 *
 * @example
 * const store = { ...roomQueries(engine, emit), ...discordLinks(db) };
 */
export function roomQueries(engine: Engine, emit: AppendListener): RoomQueries {
  const db = storeQueries(engine.db);
  return {
    async room(id) {
      const row = await db.selectFrom('rooms').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toRoom(row);
    },
    async commitment(roomId, epoch) {
      const row = await db
        .selectFrom('epochs')
        .select('commitment')
        .where('roomId', '=', roomId)
        .where('epoch', '=', epoch)
        .executeTakeFirst();
      return row?.commitment;
    },
    async memberByToken(roomId, tokenHash) {
      const first = await db
        .selectFrom('members')
        .selectAll()
        .where('tokenHash', '=', tokenHash)
        .where('roomId', '=', roomId)
        .executeTakeFirst();
      if (first) return first;
      // A token a recovery gave: the seat's further tokens.
      return db
        .selectFrom('memberTokens')
        .innerJoin('members', (join) =>
          join
            .onRef('members.id', '=', 'memberTokens.memberId')
            .onRef('members.roomId', '=', 'memberTokens.roomId'),
        )
        .selectAll('members')
        .where('memberTokens.tokenHash', '=', tokenHash)
        .where('memberTokens.roomId', '=', roomId)
        .executeTakeFirst();
    },
    members: (roomId) => membersOf(db, roomId),
    entries: (roomId, afterSeq, limit, maxBytes) => entriesOf(db, roomId, afterSeq, limit, maxBytes),
    entry: (roomId, seq) => entryOf(db, roomId, seq),
    content: (roomId, seq) => contentOf(db, roomId, seq),
    async write(roomId, write, create) {
      const appended: number[] = [];
      const result = await engine.transaction(async (raw) => {
        const tx = storeQueries(raw);
        if (create) await insertRoom(tx, create);
        const select = tx.selectFrom('rooms').selectAll().where('id', '=', roomId);
        const row = await (engine.lockRows ? select.forUpdate() : select).executeTakeFirst();
        if (!row) return undefined;
        const writer = roomWriter(tx, toRoom(row), async (seq) => {
          appended.push(seq);
          await engine.notify(raw, roomId, seq);
        });
        return { value: await write(writer) };
      });
      for (const seq of appended) emit(roomId, seq);
      return result?.value;
    },
    async failedAttempt(roomId, requestSeq, memberId) {
      await db
        .insertInto('failedAttempts')
        .values({ roomId, requestSeq, memberId, count: 1 })
        .onConflict((oc) =>
          oc
            .columns(['roomId', 'requestSeq', 'memberId'])
            .doUpdateSet((eb) => ({ count: eb('failedAttempts.count', '+', 1) })),
        )
        .execute();
    },
    async failedRecovery(roomId) {
      await db
        .updateTable('rooms')
        .set((eb) => ({ failedRecoveries: eb('failedRecoveries', '+', 1) }))
        .where('id', '=', roomId)
        .execute();
    },
    failedAttempts: (roomId) =>
      db
        .selectFrom('failedAttempts')
        .select(['requestSeq as request', 'memberId as member', 'count'])
        .where('roomId', '=', roomId)
        .orderBy('requestSeq')
        .orderBy('memberId')
        .execute(),
    async deleteIdleRooms(before) {
      return engine.transaction(async (raw) => {
        const tx = storeQueries(raw);
        const rooms = await tx
          .selectFrom('rooms')
          .select('id')
          .where('lastActivity', '<', before)
          .limit(1000)
          .execute();
        const ids = rooms.map((r) => r.id);
        if (ids.length === 0) return [];
        const tables = [
          'entries',
          'privateContents',
          'members',
          'epochs',
          'idempotency',
          'discordLinks',
          'discordMembers',
          'failedAttempts',
          'recoveryKeys',
          'memberTokens',
          'drawReservations',
          'roundStates',
        ] as const;
        for (const table of tables) {
          await tx.deleteFrom(table).where('roomId', 'in', ids).execute();
        }
        await tx.deleteFrom('rooms').where('id', 'in', ids).execute();
        return ids;
      });
    },
    async forgetIdempotency(before) {
      const result = await db.deleteFrom('idempotency').where('createdAt', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

async function insertRoom(tx: Tx, room: NewRoom): Promise<void> {
  await tx
    .insertInto('rooms')
    .values({
      id: room.id,
      name: room.name,
      inviteHash: room.inviteHash,
      createdAt: room.now,
      lastActivity: room.now,
      closed: 0,
      epoch: 1,
      nonce: 0,
      protocol: room.protocol ?? 1,
      lastSeq: 0,
      lastHash: GENESIS,
    })
    .execute();
  await tx
    .insertInto('epochs')
    .values({ roomId: room.id, epoch: 1, serverSeed: room.serverSeed, commitment: room.commitment })
    .execute();
}
