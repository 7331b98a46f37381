/**
 * Versioned migrations, in code, run at start-up by Kysely's Migrator (which takes a lock, so two servers
 * starting on one PostgreSQL database migrate once). Never edit a released migration: add the next one.
 */
import { type Kysely, type Migration, type MigrationProvider, sql } from 'kysely';

const migrations: Record<string, Migration> = {
  '0001-rooms': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rooms')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('invite_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_activity', 'bigint', (c) => c.notNull())
        .addColumn('closed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('epoch', 'integer', (c) => c.notNull())
        .addColumn('nonce', 'integer', (c) => c.notNull())
        .addColumn('last_seq', 'integer', (c) => c.notNull())
        .addColumn('last_hash', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rooms_last_activity').on('rooms').column('last_activity').execute();
      await db.schema
        .createTable('epochs')
        .addColumn('room_id', 'text', (c) => c.notNull())
        .addColumn('epoch', 'integer', (c) => c.notNull())
        .addColumn('server_seed', 'text', (c) => c.notNull())
        .addColumn('commitment', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('epochs_pk', ['room_id', 'epoch'])
        .execute();
      await db.schema
        .createTable('members')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('room_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('joined_seq', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('members_room').on('members').column('room_id').execute();
      await db.schema
        .createTable('entries')
        .addColumn('room_id', 'text', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('member_id', 'text')
        .addColumn('answers', 'integer')
        .addColumn('hash', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('entries_pk', ['room_id', 'seq'])
        .execute();
      // NULLs are distinct in both engines: only answers to requests are constrained.
      await db.schema
        .createIndex('entries_one_answer')
        .on('entries')
        .columns(['room_id', 'answers', 'member_id'])
        .unique()
        .execute();
      await db.schema
        .createTable('private_contents')
        .addColumn('room_id', 'text', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('revealed_seq', 'integer')
        .addPrimaryKeyConstraint('private_contents_pk', ['room_id', 'seq'])
        .execute();
      await db.schema
        .createTable('idempotency')
        .addColumn('room_id', 'text', (c) => c.notNull())
        .addColumn('member_id', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('route', 'text', (c) => c.notNull())
        .addColumn('body_hash', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('response', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_pk', ['room_id', 'member_id', 'key'])
        .execute();
      await db.schema.createIndex('idempotency_created').on('idempotency').column('created_at').execute();
    },
  },
  // Discord channels bound to a room (`/verdict table link`), so a restart keeps them.
  '0002-discord-links': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('discord_links')
        .addColumn('channel_id', 'text', (c) => c.primaryKey())
        .addColumn('room_id', 'text', (c) => c.notNull())
        .addColumn('member_id', 'text', (c) => c.notNull())
        .addColumn('linked_by', 'text', (c) => c.notNull())
        .addColumn('created', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('discord_links_room').on('discord_links').column('room_id').execute();
    },
  },
  // Who rolls in a linked channel (each Discord user as their own member), and the interaction ids already
  // acted on (a replay is refused, on every server of the database).
  '0003-discord-identity': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('discord_members')
        .addColumn('room_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('member_id', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('discord_members_pk', ['room_id', 'user_id'])
        .execute();
      await db.schema
        .createTable('discord_interactions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('created', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('discord_interactions_created')
        .on('discord_interactions')
        .column('created')
        .execute();
    },
  },
  // Bounded rooms (issue 25.3): each room's size in bytes of entries, counted as they are appended (rooms
  // from before are counted once here); and failed answers to hidden requests (issue 24.2), for the GM.
  '0004-room-bytes-failed-attempts': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('rooms')
        .addColumn('bytes', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`update rooms set bytes = (select coalesce(sum(length(body)), 0) from entries where entries.room_id = rooms.id)`.execute(
        db,
      );
      await db.schema
        .createTable('failed_attempts')
        .addColumn('room_id', 'text', (c) => c.notNull())
        .addColumn('request_seq', 'integer', (c) => c.notNull())
        .addColumn('member_id', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('failed_attempts_pk', ['room_id', 'request_seq', 'member_id'])
        .execute();
    },
  },
  // Room reads that never block (issue 33.2): each entry's size (bytes of its UTF-8 JSON, as `entryBytes`
  // counts it), stored at append and counted here once for the entries from before, and an index of it
  // with the seq, so a page is cut by size from the index alone, without reading a body.
  '0005-entry-bytes': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('entries')
        .addColumn('bytes', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // octet_length: PostgreSQL's, and SQLite's since 3.43 (both bindings ship a later one).
      await sql`update entries set bytes = octet_length(body)`.execute(db);
      await db.schema
        .createIndex('entries_bytes')
        .on('entries')
        .columns(['room_id', 'seq', 'bytes'])
        .execute();
    },
  },
  // Seats taken back (issue 35): each seat's recovery key (its hash; one a seat, replaced by a new one), the
  // further tokens a recovery gives a seat (its first stays in members), and the room's refused keys.
  '0006-seat-recovery': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('recovery_keys')
        .addColumn('room_id', 'text', (c) => c.notNull())
        .addColumn('member_id', 'text', (c) => c.notNull())
        .addColumn('key_hash', 'text', (c) => c.notNull().unique())
        .addPrimaryKeyConstraint('recovery_keys_pk', ['room_id', 'member_id'])
        .execute();
      await db.schema
        .createTable('member_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('room_id', 'text', (c) => c.notNull())
        .addColumn('member_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('member_tokens_room').on('member_tokens').column('room_id').execute();
      await db.schema
        .alterTable('rooms')
        .addColumn('failed_recoveries', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
  // Room protocol 2 (issue 34): each room's protocol (rooms from before keep 1 until they close), and each
  // member's next nonce with the epoch it counts in (a nonce a member, not a room, under protocol 2).
  '0007-member-nonces': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('rooms')
        .addColumn('protocol', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .alterTable('members')
        .addColumn('nonce', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('members')
        .addColumn('nonce_epoch', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
  // Discord buttons that survive (issue 40): what a button does is kept in the database, so a press reaching
  // another server of a cluster, or this one after a restart, does what it says.
  '0008-discord-buttons': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('discord_buttons')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('record', 'text', (c) => c.notNull())
        .addColumn('expires', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('discord_buttons_expires')
        .on('discord_buttons')
        .column('expires')
        .execute();
    },
  },
  // Saved Discord tests (issue 40): a user's, a server's, and each user's last rolled test.
  '0009-discord-saved-tests': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('discord_saved_tests')
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('owner', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('record', 'text', (c) => c.notNull())
        .addColumn('created', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('discord_saved_tests_pk', ['scope', 'owner', 'key'])
        .execute();
    },
  },
  // Draws reserved (issue 34, N7): a heavy roll's draw, reserved when it begins, which an epoch's end waits for on
  // every server of the database; and an epoch's end waiting for them, which new draws wait for.
  '0010-draw-reservations': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('draw_reservations')
        .addColumn('room_id', 'text', (c) => c.notNull())
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('member_id', 'text', (c) => c.notNull())
        .addColumn('expires', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('draw_reservations_pk', ['room_id', 'id'])
        .execute();
    },
  },
  // The state of each test of rounds after its last round (issue 36): any server, or the same one after a restart,
  // plays the next round from it rather than replaying the test's every round.
  '0011-round-states': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('round_states')
        .addColumn('room_id', 'text', (c) => c.notNull())
        .addColumn('test_seq', 'integer', (c) => c.notNull())
        .addColumn('after_hash', 'text', (c) => c.notNull())
        .addColumn('rounds', 'integer', (c) => c.notNull())
        .addColumn('done', 'integer', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('round_states_pk', ['room_id', 'test_seq'])
        .execute();
    },
  },
};

/**
 * The migrations as a Kysely provider.
 *
 * @example
 * await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
 */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
