/**
 * The room store on Kysely, the one query layer for both engines: every query is written once here;
 * the {@link Engine} supplies only transactions, the room lock and cross-server notifications.
 */
import { Migrator, type Selectable } from 'kysely';
import type { Engine, Tx } from './engine.js';
import { migrationProvider } from './migrations.js';
import type { Database } from './schema.js';
import type {
  Append,
  AppendListener,
  Member,
  NewRoom,
  PrivateContent,
  Room,
  RoomStore,
  RoomWriter,
  StoredEntry,
} from './types.js';

const GENESIS = '0'.repeat(64);

/**
 * Migrates the database to the latest version, then serves the store on it.
 *
 * @example
 * const store = await createKyselyStore(await sqliteEngine('./.verdict'));
 */
export async function createKyselyStore(engine: Engine): Promise<RoomStore> {
  await migrate(engine);
  const listeners = new Set<AppendListener>();
  const emit = (roomId: string, seq: number) => {
    for (const listener of listeners) listener(roomId, seq);
  };
  const stopListening = engine.listen ? await engine.listen(emit, () => emit('*', 0)) : async () => {};
  const db = engine.db;

  return {
    engine: engine.name,
    location: engine.location,
    async room(id) {
      const row = await db.selectFrom('rooms').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toRoom(row);
    },
    async commitment(roomId, epoch) {
      const row = await db
        .selectFrom('epochs')
        .select('commitment')
        .where('room_id', '=', roomId)
        .where('epoch', '=', epoch)
        .executeTakeFirst();
      return row?.commitment;
    },
    async memberByToken(roomId, tokenHash) {
      const row = await db
        .selectFrom('members')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('room_id', '=', roomId)
        .executeTakeFirst();
      return row && toMember(row);
    },
    async members(roomId) {
      const rows = await db
        .selectFrom('members')
        .selectAll()
        .where('room_id', '=', roomId)
        .orderBy('joined_seq')
        .execute();
      return rows.map(toMember);
    },
    entries: (roomId, afterSeq, limit) => entriesOf(db, roomId, afterSeq, limit),
    entry: (roomId, seq) => entryOf(db, roomId, seq),
    content: (roomId, seq) => contentOf(db, roomId, seq),
    async write(roomId, write, create) {
      const appended: number[] = [];
      const result = await engine.transaction(async (tx) => {
        if (create) await insertRoom(tx, create);
        await engine.lockRoom(tx, roomId);
        const row = await tx.selectFrom('rooms').selectAll().where('id', '=', roomId).executeTakeFirst();
        if (!row) return undefined;
        const writer = roomWriter(tx, toRoom(row), async (seq) => {
          appended.push(seq);
          await engine.notify(tx, roomId, seq);
        });
        return { value: await write(writer) };
      });
      for (const seq of appended) emit(roomId, seq);
      return result?.value;
    },
    async deleteIdleRooms(before) {
      return engine.transaction(async (tx) => {
        const rooms = await tx
          .selectFrom('rooms')
          .select('id')
          .where('last_activity', '<', before)
          .limit(1000)
          .execute();
        const ids = rooms.map((r) => r.id);
        if (ids.length === 0) return [];
        for (const table of ['entries', 'private_contents', 'members', 'epochs', 'idempotency'] as const) {
          await tx.deleteFrom(table).where('room_id', 'in', ids).execute();
        }
        await tx.deleteFrom('rooms').where('id', 'in', ids).execute();
        return ids;
      });
    },
    async forgetIdempotency(before) {
      const result = await db.deleteFrom('idempotency').where('created_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    onAppend(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      await stopListening();
      await engine.close();
    },
  };
}

/**
 * Migrates to the latest version. Servers starting together on one new SQLite file can race (SQLite's
 * migration lock is the transaction itself, and a deferred transaction that loses is refused at once, not
 * made to wait): the loser's transaction rolls back whole, so it retries and finds the work done.
 */
async function migrate(engine: Engine): Promise<void> {
  const migrator = new Migrator({ db: engine.db, provider: migrationProvider });
  for (let attempt = 1; ; attempt++) {
    const { results, error } = await migrator.migrateToLatest();
    if (!error) return;
    if (attempt < 10) {
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      continue;
    }
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} of the room store failed: ${String(error)}`);
  }
}

async function insertRoom(tx: Tx, room: NewRoom): Promise<void> {
  await tx
    .insertInto('rooms')
    .values({
      id: room.id,
      name: room.name,
      invite_hash: room.inviteHash,
      created_at: room.now,
      last_activity: room.now,
      closed: 0,
      epoch: 1,
      nonce: 0,
      last_seq: 0,
      last_hash: GENESIS,
    })
    .execute();
  await tx
    .insertInto('epochs')
    .values({ room_id: room.id, epoch: 1, server_seed: room.serverSeed, commitment: room.commitment })
    .execute();
}

function roomWriter(tx: Tx, locked: Room, onAppend: (seq: number) => Promise<void>): RoomWriter {
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
    async members() {
      const rows = await tx
        .selectFrom('members')
        .selectAll()
        .where('room_id', '=', room.id)
        .orderBy('joined_seq')
        .execute();
      return rows.map(toMember);
    },
    async memberCount() {
      const row = await tx
        .selectFrom('members')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('room_id', '=', room.id)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
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
  if (a.idempotency) {
    const i = a.idempotency;
    await tx
      .insertInto('idempotency')
      .values({
        room_id: room.id,
        member_id: i.memberId,
        key: i.key,
        route: i.route,
        body_hash: i.bodyHash,
        status: i.status,
        response: i.response,
        created_at: now,
      })
      .execute();
  }
  return next;
}

async function entriesOf(db: Tx, roomId: string, afterSeq: number, limit: number): Promise<StoredEntry[]> {
  const rows = await db
    .selectFrom('entries')
    .selectAll()
    .where('room_id', '=', roomId)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .limit(limit)
    .execute();
  return rows.map(toEntry);
}

async function entryOf(db: Tx, roomId: string, seq: number): Promise<StoredEntry | undefined> {
  const row = await db
    .selectFrom('entries')
    .selectAll()
    .where('room_id', '=', roomId)
    .where('seq', '=', seq)
    .executeTakeFirst();
  return row && toEntry(row);
}

async function contentOf(db: Tx, roomId: string, seq: number): Promise<PrivateContent | undefined> {
  const row = await db
    .selectFrom('private_contents')
    .selectAll()
    .where('room_id', '=', roomId)
    .where('seq', '=', seq)
    .executeTakeFirst();
  return row && { seq: row.seq, content: row.content, revealedSeq: row.revealed_seq };
}

function toRoom(row: Selectable<Database['rooms']>): Room {
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
  };
}

function toMember(row: {
  id: string;
  room_id: string;
  name: string;
  role: string;
  token_hash: string;
  joined_seq: number;
}): Member {
  return {
    id: row.id,
    roomId: row.room_id,
    name: row.name,
    role: row.role === 'gm' ? 'gm' : 'player',
    tokenHash: row.token_hash,
    joinedSeq: row.joined_seq,
  };
}

function toEntry(row: Database['entries']): StoredEntry {
  return {
    seq: row.seq,
    type: row.type,
    memberId: row.member_id,
    answers: row.answers,
    hash: row.hash,
    body: row.body,
  };
}
