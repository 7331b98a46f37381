/**
 * What differs between the two databases under the one query layer: how a write transaction starts and
 * locks a room, and how other servers hear of a new entry. Everything else is the same Kysely code.
 */
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Queries inside a transaction (a Kysely `Transaction` or a connection in `BEGIN IMMEDIATE`). */
export type Tx = Kysely<Database>;

/** One database engine. */
export interface Engine {
  readonly name: 'sqlite' | 'postgres';
  /** Where the data lives, for people (no password). */
  readonly location: string;
  readonly db: Kysely<Database>;
  /** Runs `fn` in one write transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Whether reading a room's row in a write must lock it (`SELECT ... FOR UPDATE`): true for PostgreSQL;
   * SQLite's `BEGIN IMMEDIATE` has locked the whole database already.
   */
  readonly lockRows: boolean;
  /** Tells other servers, at commit, that an entry was appended (a no-op with one server). */
  notify(tx: Tx, roomId: string, seq: number): Promise<void>;
  /** Hears other servers' appends, or undefined where there are none; returns a stop function. */
  listen?(
    onAppend: (roomId: string, seq: number) => void,
    onResync: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
