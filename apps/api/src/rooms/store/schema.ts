/**
 * The tables of the room store, as Kysely sees them. The same tables on SQLite and PostgreSQL: texts,
 * integers, and `bigint` milliseconds since the epoch (PostgreSQL's driver reads those as strings, so
 * the store turns them into numbers). Entries are kept as the JSON text that was hashed and served.
 */
import type { ColumnType } from 'kysely';

/** A `bigint` column: written as a number, read as a number (SQLite) or a string (PostgreSQL). */
type Millis = ColumnType<number | string, number, number>;

/** One room: its head (last seq and hash), the current epoch and its next nonce. */
export interface RoomsTable {
  id: string;
  name: string;
  /** SHA-256 of the room's invite: the invite itself is never stored. */
  invite_hash: string;
  created_at: Millis;
  last_activity: Millis;
  /** The seq of `room.closed` once it is in the log; 0 while the room is open. */
  closed: number;
  epoch: number;
  /** The next nonce of the current epoch's generated rolls. */
  nonce: number;
  last_seq: number;
  last_hash: string;
  /** Bytes of the room's entries (their JSON text), for the room's size limit. */
  bytes: ColumnType<number | string, number | undefined, number>;
}

/** One epoch of a room: its server seed (secret until the epoch ends) and the commitment to it. */
export interface EpochsTable {
  room_id: string;
  epoch: number;
  server_seed: string;
  commitment: string;
}

/** A member: only the SHA-256 of its bearer token is kept. */
export interface MembersTable {
  id: string;
  room_id: string;
  name: string;
  role: string;
  token_hash: string;
  joined_seq: number;
}

/** The log: one row per entry, unique by (room_id, seq). */
export interface EntriesTable {
  room_id: string;
  seq: number;
  type: string;
  /** The member who caused it (the entry's `by`). */
  member_id: string | null;
  /** The seq of the request a roll answers: unique with the member, so each member answers once. */
  answers: number | null;
  hash: string;
  body: string;
}

/** The hidden part of a sealed entry, and the seq of the reveal that published it. */
export interface PrivateContentsTable {
  room_id: string;
  seq: number;
  content: string;
  revealed_seq: number | null;
}

/** A remembered answer to a request with an `Idempotency-Key`. */
export interface IdempotencyTable {
  room_id: string;
  member_id: string;
  key: string;
  route: string;
  body_hash: string;
  status: number;
  response: string;
  created_at: Millis;
}

/** A Discord channel bound to a room: its rolls are made as `member_id` (the GM who linked it). */
export interface DiscordLinksTable {
  channel_id: string;
  room_id: string;
  member_id: string;
  /** The Discord user who linked it (the only one who may unlink it). */
  linked_by: string;
  created: Millis;
}

/** A Discord user's member in a room, joined on their first roll in a channel linked to it. */
export interface DiscordMembersTable {
  room_id: string;
  user_id: string;
  member_id: string;
}

/** An interaction id already acted on, kept for a while so a replay is refused. */
export interface DiscordInteractionsTable {
  id: string;
  created: Millis;
}

/** How many times a member's entered dice did not fit a hidden request (shown to the GM only). */
export interface FailedAttemptsTable {
  room_id: string;
  request_seq: number;
  member_id: string;
  count: number;
}

/** Every table. */
export interface Database {
  rooms: RoomsTable;
  epochs: EpochsTable;
  members: MembersTable;
  entries: EntriesTable;
  private_contents: PrivateContentsTable;
  idempotency: IdempotencyTable;
  discord_links: DiscordLinksTable;
  discord_members: DiscordMembersTable;
  discord_interactions: DiscordInteractionsTable;
  failed_attempts: FailedAttemptsTable;
}
