/**
 * What differs between the two databases under the one query layer: how a write transaction starts and
 * locks a room, and how other servers hear of a new entry. Everything else is the same Kysely code, which
 * sees the tables through {@link storeQueries} (camelCase in the code, snake_case in the database).
 */
import { CamelCasePlugin, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Queries of the store, inside a transaction or not, on the tables of `schema.ts`. */
export type Tx = Kysely<Database>;

/** The engine's own connection, without the store's naming (migrations and pragmas are written in SQL's names). */
export type Raw = Kysely<unknown>;

/** One database engine. */
export interface Engine {
  readonly name: 'sqlite' | 'postgres';
  /** The library under it, for people (`node:sqlite`, `better-sqlite3`, `pg`). */
  readonly driver: string;
  /** Where the data lives, for people (no password). */
  readonly location: string;
  readonly db: Raw;
  /** Runs `fn` in one write transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Raw) => Promise<T>): Promise<T>;
  /**
   * Whether reading a room's row in a write must lock it (`SELECT ... FOR UPDATE`): true for PostgreSQL;
   * SQLite's `BEGIN IMMEDIATE` has locked the whole database already.
   */
  readonly lockRows: boolean;
  /** Tells other servers, at commit, that an entry was appended (a no-op with one server). */
  notify(tx: Raw, roomId: string, seq: number): Promise<void>;
  /** Hears other servers' appends, or undefined where there are none; returns a stop function. */
  listen?(
    onAppend: (roomId: string, seq: number) => void,
    onResync: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const camelCase = new CamelCasePlugin();

/**
 * The store's queries on an engine's connection or transaction: the tables of `schema.ts`, whose rows come
 * back camelCase.
 *
 * @example
 * const room = await storeQueries(engine.db).selectFrom('rooms').selectAll().executeTakeFirst(); // room.lastSeq
 */
export const storeQueries = (raw: Raw): Tx => raw.withPlugin(camelCase).withTables<Database>();
