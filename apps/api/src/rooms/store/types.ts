/**
 * The room store's interface: what the room service needs from a database, whichever engine is under it.
 * Runtime-agnostic (types only): the app depends on this, and `serve.ts` picks an engine.
 */
import type { FailedAttempts } from '@verdict/room';
import type { Selectable } from 'kysely';
import type {
  DrawReservationsTable,
  EntriesTable,
  IdempotencyTable,
  MembersTable,
  PrivateContentsTable,
  RoomsTable,
} from '../../storage/schema.js';
import type { DiscordStore, DiscordWriter } from '../../storage/types.js';

/**
 * A room's row (see `RoomsTable`): its head (last seq and hash), epoch and next nonce. Times are epoch
 * milliseconds.
 */
export interface Room
  extends Omit<Selectable<RoomsTable>, 'createdAt' | 'lastActivity' | 'closed' | 'bytes'> {
  readonly createdAt: number;
  readonly lastActivity: number;
  readonly closed: boolean;
  /** The seq of `room.closed`, or 0 while the room is open. */
  readonly closedSeq: number;
  /** Bytes of the room's entries (UTF-8 of their JSON text), for the room's size limit. */
  readonly bytes: number;
}

/** A member of a room (see `MembersTable`). */
export type Member = Readonly<Selectable<MembersTable>>;

/** An entry as stored (see `EntriesTable`; its size is the store's, counted at append). */
export type StoredEntry = Readonly<Omit<Selectable<EntriesTable>, 'roomId' | 'bytes'>>;

/** The hidden part of a sealed entry (see `PrivateContentsTable`). */
export type PrivateContent = Readonly<Omit<Selectable<PrivateContentsTable>, 'roomId'>>;

/** A remembered answer to an `Idempotency-Key`. */
export type IdempotencyRecord = Readonly<
  Pick<IdempotencyTable, 'route' | 'bodyHash' | 'status' | 'response'>
>;

/** A draw reserved, or an epoch's end waiting for draws (see `rooms/draw-reservations.ts`); `expires` in epoch ms. */
export type DrawReservation = Readonly<
  Omit<Selectable<DrawReservationsTable>, 'roomId' | 'expires'> & { expires: number }
>;

/** One entry to append, with everything that changes with it, written in the same transaction. */
export interface Append {
  /** The time of the append (ms): the room's last activity from now on. */
  readonly now: number;
  readonly entry: StoredEntry;
  /** The hidden part, for a sealed entry. */
  readonly content?: string;
  /** The room's head after this entry; unchanged fields may be left out. */
  readonly room?: { readonly epoch?: number; readonly nonce?: number; readonly closed?: boolean };
  /** A new epoch (rotation). */
  readonly newEpoch?: { readonly epoch: number; readonly serverSeed: string; readonly commitment: string };
  /** A new member (a join). */
  readonly member?: Omit<Member, 'roomId' | 'joinedSeq' | 'nonce' | 'nonceEpoch'>;
  /** Protocol 2: the rolling member's next nonce in `epoch`, after this entry. */
  readonly memberNonce?: { readonly memberId: string; readonly epoch: number; readonly next: number };
  /** A reveal: the seq whose content it publishes. */
  readonly reveals?: number;
}

/** Reads inside a write transaction, with the room locked (and the Discord members of the room). */
export interface RoomWriter extends DiscordWriter {
  /** The room as locked: fresh, and unchanged by anyone else until the transaction ends. */
  readonly room: Room;
  /** The server seed of one of the room's epochs (secret until the epoch ends); throws when it has none. */
  serverSeed(epoch: number): Promise<string>;
  entry(seq: number): Promise<StoredEntry | undefined>;
  /** The round-by-round entries after seq `of` (any test's), oldest first: see `loadStoredRounds`. */
  roundEntries(of: number): Promise<readonly { readonly body: string }[]>;
  content(seq: number): Promise<PrivateContent | undefined>;
  members(): Promise<Member[]>;
  /** Whether a member has answered a request. */
  answered(requestSeq: number, memberId: string): Promise<boolean>;
  idempotency(memberId: string, key: string): Promise<IdempotencyRecord | undefined>;
  /** Remembers the answer to an `Idempotency-Key` (in this transaction, with the entry it answers). */
  remember(memberId: string, key: string, record: IdempotencyRecord): Promise<void>;
  /** The member whose recovery key has this hash, in this room. */
  memberByRecovery(keyHash: string): Promise<Member | undefined>;
  /** Sets (or replaces) a member's recovery key. */
  setRecoveryKey(memberId: string, keyHash: string): Promise<void>;
  /** Gives a member a further bearer token (a recovery's). */
  addToken(memberId: string, tokenHash: string, now: number): Promise<void>;
  /** Appends the next entry (its seq must be the room's last seq + 1) and updates the room's head. */
  append(append: Append): Promise<void>;
  /** The room's reserved draws and waiting epoch ends, expired ones included. */
  reservations(): Promise<DrawReservation[]>;
  /** Adds a reservation, or renews the one with its id (its new expiry). */
  reserve(reservation: DrawReservation): Promise<void>;
  /** Deletes the room's reservations with these ids (unknown ids are ignored). */
  release(ids: readonly string[]): Promise<void>;
  /** The state kept after the last round of the test started at `of`, with the hash of that round's entry. */
  roundState(of: number): Promise<KeptRoundState | undefined>;
  /** Keeps (or replaces) the state after the last round of the test started at `of`; `undefined` forgets it. */
  keepRoundState(of: number, kept: KeptRoundState | undefined): Promise<void>;
}

/** The state of a test of rounds after its round entry whose hash is `afterHash` (core's `StepResponse.state`). */
export interface KeptRoundState {
  readonly afterHash: string;
  readonly rounds: number;
  readonly done: boolean;
  readonly state: unknown;
}

/** A new room: its row (before any entry) and its first epoch. */
export interface NewRoom {
  readonly id: string;
  readonly name: string;
  readonly inviteHash: string;
  readonly now: number;
  readonly serverSeed: string;
  readonly commitment: string;
  /** The protocol its room.opened will name (default 1). */
  readonly protocol?: 1 | 2;
}

/** Called after an entry is committed: by this server's writes, and (PostgreSQL) by every server's. */
export type AppendListener = (roomId: string, seq: number) => void;

/** The room store's queries (see `room-queries.ts`). */
export interface RoomQueries {
  room(id: string): Promise<Room | undefined>;
  /** The commitment of one of the room's epochs (never its seed: that is read only inside a write). */
  commitment(roomId: string, epoch: number): Promise<string | undefined>;
  memberByToken(roomId: string, tokenHash: string): Promise<Member | undefined>;
  members(roomId: string): Promise<Member[]>;
  /**
   * Entries after a seq, oldest first: at most `limit`, and with `maxBytes` only as many as fit in that many
   * bytes of JSON (always at least one), so what a read takes is bounded whatever the room holds: the page
   * is cut in SQL from the sizes stored at append, and only its own bodies are read.
   */
  entries(roomId: string, afterSeq: number, limit: number, maxBytes?: number): Promise<StoredEntry[]>;
  entry(roomId: string, seq: number): Promise<StoredEntry | undefined>;
  content(roomId: string, seq: number): Promise<PrivateContent | undefined>;
  /**
   * Runs `write` in one transaction with the room locked (PostgreSQL: `SELECT ... FOR UPDATE`; SQLite:
   * `BEGIN IMMEDIATE`), so seqs and nonces stay gap-free under concurrent writers. With `create`, the room
   * is inserted first. Undefined when the room does not exist. Listeners hear of each appended entry once
   * it is committed.
   */
  write<T>(roomId: string, write: (tx: RoomWriter) => Promise<T>, create?: NewRoom): Promise<T | undefined>;
  /** Counts one failed answer of a member to a hidden request (outside any entry: nothing is logged). */
  failedAttempt(roomId: string, requestSeq: number, memberId: string): Promise<void>;
  /** Counts one refused recovery key in a room (outside any entry: nothing is logged). */
  failedRecovery(roomId: string): Promise<void>;
  /** A room's failed answers to hidden requests (how many times a member's entered dice did not fit), by request then member. */
  failedAttempts(roomId: string): Promise<FailedAttempts[]>;
  /** Deletes rooms idle since before `before` (ms), with all they hold (Discord links too); returns their ids. */
  deleteIdleRooms(before: number): Promise<string[]>;
  /** Forgets idempotency records made before `before` (ms). */
  forgetIdempotency(before: number): Promise<number>;
}

/**
 * The database the API opens (`storage/open.ts`): the room queries, and the Discord tables' (kept in the
 * same database: see `storage/types.ts`).
 */
export interface RoomStore extends RoomQueries, DiscordStore {
  /** `sqlite` or `postgres`. */
  readonly engine: 'sqlite' | 'postgres';
  /** The library under the engine (`node:sqlite`, `better-sqlite3`, `pg`), for people. */
  readonly driver?: string;
  /** Where the data lives, for people: a file path, or a PostgreSQL URL without its password. */
  readonly location: string;
  /** Subscribes to committed appends; returns the unsubscribe function. */
  onAppend(listener: AppendListener): () => void;
  close(): Promise<void>;
}
