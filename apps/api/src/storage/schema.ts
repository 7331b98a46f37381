/**
 * The tables of the API's store (the rooms', and Discord's links and identities), as Kysely sees them
 * through its `CamelCasePlugin` (see `engine.ts`): the database's tables and columns are snake_case
 * (`private_contents.revealed_seq`), the code's camelCase (`privateContents.revealedSeq`), so a row is the
 * store's type with no mapping. The same tables on SQLite and PostgreSQL: texts, integers, and `bigint`
 * milliseconds since the epoch (PostgreSQL's driver reads those as strings, so the store turns them into
 * numbers). Entries are kept as the JSON text that was hashed and served.
 */
import type { Role } from '@verdict/room';
import type { ColumnType } from 'kysely';

/** A `bigint` column: written as a number, read as a number (SQLite) or a string (PostgreSQL). */
type Millis = ColumnType<number | string, number, number>;

/** One room: its head (last seq and hash), the current epoch and its next nonce. */
export interface RoomsTable {
  id: string;
  name: string;
  /** SHA-256 of the room's invite: the invite itself is never stored. */
  inviteHash: string;
  createdAt: Millis;
  lastActivity: Millis;
  /** The seq of `room.closed` once it is in the log; 0 while the room is open. */
  closed: number;
  epoch: number;
  /** Protocol 1: the next nonce of the current epoch's generated rolls (protocol 2 keeps one a member). */
  nonce: number;
  /** The room protocol its room.opened names: 1 (a nonce a room) or 2 (a nonce a member). */
  protocol: ColumnType<number, number | undefined, number>;
  lastSeq: number;
  lastHash: string;
  /** Bytes of the room's entries (their JSON text), for the room's size limit. */
  bytes: ColumnType<number | string, number | undefined, number>;
  /** How many recovery keys the room refused (shown to its GM). */
  failedRecoveries: ColumnType<number, number | undefined, number>;
}

/** One epoch of a room: its server seed (secret until the epoch ends) and the commitment to it. */
export interface EpochsTable {
  roomId: string;
  epoch: number;
  serverSeed: string;
  commitment: string;
}

/** A member of a room. */
export interface MembersTable {
  id: string;
  roomId: string;
  name: string;
  role: Role;
  /** Lowercase hex SHA-256 of the bearer token: the token itself is never stored. */
  tokenHash: string;
  joinedSeq: number;
  /** Protocol 2: the member's next nonce in epoch `nonceEpoch` (in any other epoch it is 0). */
  nonce: ColumnType<number, number | undefined, number>;
  nonceEpoch: ColumnType<number, number | undefined, number>;
}

/** The log: one row per entry, unique by (room_id, seq): its seq, hash and the JSON text served and exported. */
export interface EntriesTable {
  roomId: string;
  seq: number;
  type: string;
  /** The member who caused it (the entry's `by`). */
  memberId: string | null;
  /** The seq of the request a roll answers: unique with the member, so each member answers once. */
  answers: number | null;
  hash: string;
  body: string;
  /**
   * Bytes of `body` (UTF-8), stored at append so that a page is cut by size without reading any body
   * (indexed with the seq: `entries_bytes`).
   */
  bytes: number;
}

/** The hidden part of a sealed entry (JSON text), and the seq of the reveal that published it. */
export interface PrivateContentsTable {
  roomId: string;
  seq: number;
  content: string;
  revealedSeq: number | null;
}

/** A remembered answer to a request with an `Idempotency-Key`. */
export interface IdempotencyTable {
  roomId: string;
  memberId: string;
  key: string;
  route: string;
  bodyHash: string;
  status: number;
  response: string;
  createdAt: Millis;
}

/** A Discord channel bound to a room: its rolls are made as `memberId` (the GM who linked it). */
export interface DiscordLinksTable {
  channelId: string;
  roomId: string;
  memberId: string;
  /** The Discord user who linked it (the only one who may unlink it). */
  linkedBy: string;
  created: Millis;
}

/** A Discord user's member in a room, joined on their first roll in a channel linked to it. */
export interface DiscordMembersTable {
  roomId: string;
  userId: string;
  memberId: string;
}

/** An interaction id already acted on, kept for a while so a replay is refused. */
export interface DiscordInteractionsTable {
  id: string;
  created: Millis;
}

/** What a Discord button does when pressed (its record as JSON), until it expires (epoch ms). */
export interface DiscordButtonsTable {
  id: string;
  record: string;
  expires: Millis;
}

/**
 * A saved Discord test (`/save`): `scope` 'user' (a user's own, `owner` their id), 'guild' (a server's, `owner`
 * its id) or 'last' (the test a user rolled last, `name` ''); `key` the name folded to lower case (names are
 * unique case-insensitively); `record` the test and its filled fields as JSON.
 */
export interface DiscordSavedTestsTable {
  scope: string;
  owner: string;
  key: string;
  name: string;
  record: string;
  created: Millis;
}

/** How many times a member's entered dice did not fit a hidden request (shown to the GM only). */
export interface FailedAttemptsTable {
  roomId: string;
  requestSeq: number;
  memberId: string;
  count: number;
}

/** A seat's recovery key (its SHA-256 only): one a seat, replaced when its member makes a new one. */
export interface RecoveryKeysTable {
  roomId: string;
  memberId: string;
  keyHash: string;
}

/** A further bearer token of a seat (its SHA-256 only), given by a recovery; the first is in `members`. */
export interface MemberTokensTable {
  tokenHash: string;
  roomId: string;
  memberId: string;
  createdAt: Millis;
}

/**
 * A room's draw reserved while it is computed outside the room's transaction (`kind` 'draw', by the rolling
 * member), or an epoch's end waiting for those (`kind` 'end', by the GM), until it is released or `expires`
 * (epoch ms): see `rooms/draw-reservations.ts`.
 */
export interface DrawReservationsTable {
  roomId: string;
  id: string;
  kind: 'draw' | 'end';
  memberId: string;
  expires: Millis;
}

/**
 * The state of a test of rounds after its last round (`rounds` of them; `done` 1 when one decided it), as core's
 * `stepTest` answered it (JSON text), kept for the round entry whose hash is `afterHash`: the next round of the test
 * starts from it on any server (`rooms/round-states.ts`).
 */
export interface RoundStatesTable {
  roomId: string;
  testSeq: number;
  afterHash: string;
  rounds: number;
  done: number;
  state: string;
}

/** Every table (a type, not an interface: Kysely's `withTables` wants its index signature). */
export type Database = {
  rooms: RoomsTable;
  epochs: EpochsTable;
  members: MembersTable;
  entries: EntriesTable;
  privateContents: PrivateContentsTable;
  idempotency: IdempotencyTable;
  discordLinks: DiscordLinksTable;
  discordMembers: DiscordMembersTable;
  discordInteractions: DiscordInteractionsTable;
  discordButtons: DiscordButtonsTable;
  discordSavedTests: DiscordSavedTestsTable;
  failedAttempts: FailedAttemptsTable;
  recoveryKeys: RecoveryKeysTable;
  memberTokens: MemberTokensTable;
  drawReservations: DrawReservationsTable;
  roundStates: RoundStatesTable;
};
