/**
 * The embedded engine: one SQLite file under the data directory, in WAL mode with `synchronous = NORMAL` by
 * default: a committed append (a 201 seen by a client) survives a crash or SIGKILL of the process; a power loss
 * may lose the last commits, never corrupt the file. `synchronous = FULL` (`SQLITE_SYNCHRONOUS=full`) keeps them
 * through a power loss too, at the price of an fsync per commit on the event loop (docs/decisions.md).
 * The SQLite library under it is Node's own `node:sqlite` where this Node has it, else better-sqlite3
 * (`sqlite-binding.ts`).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Kysely, SqliteDialect, sql } from 'kysely';
import type { Engine } from './engine.js';
import { openSqlite, type SqliteBindingName, type SqliteConnection } from './sqlite-binding.js';

/** The database file's name inside the data directory. */
export const SQLITE_FILE = 'rooms.sqlite';

/** SQLite's `synchronous` setting: `normal` (the default) or `full`. */
export type SqliteSynchronous = 'normal' | 'full';

/** How the embedded engine opens its file. */
export interface SqliteOptions {
  readonly synchronous?: SqliteSynchronous;
  /** `VERDICT_SQLITE`: the SQLite library, when not the best one this Node has. */
  readonly binding?: SqliteBindingName;
}

/**
 * Opens (creating it if needed) `<dataDir>/rooms.sqlite`. Writes take the database's write lock first
 * (`BEGIN IMMEDIATE`), so a second process on the same file waits (up to 5 s) instead of failing mid-way.
 *
 * @example
 * const engine = await sqliteEngine('./.verdict');
 * engine.driver; // 'node:sqlite' on Node 24, 'better-sqlite3' on Node 20
 */
export async function sqliteEngine(
  dataDir: string,
  { synchronous = 'normal', binding }: SqliteOptions = {},
): Promise<Engine> {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, SQLITE_FILE);
  const connection: SqliteConnection = await openSqlite(file, binding);
  try {
    // The busy timeout first: setting WAL mode needs the file's lock, which another process starting on the same
    // new folder may hold; node:sqlite, unlike better-sqlite3, has no timeout until it is set (SQLITE_BUSY at once).
    connection.exec('pragma busy_timeout = 5000');
    connection.exec('pragma journal_mode = WAL');
    connection.exec(`pragma synchronous = ${synchronous === 'full' ? 'FULL' : 'NORMAL'}`);
  } catch (error) {
    connection.database.close();
    throw error;
  }
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: connection.database }) });
  return {
    name: 'sqlite',
    driver: connection.binding,
    location: file,
    db,
    // Kysely's SQLite driver has one connection behind a mutex: holding it serialises this process's
    // writers, and BEGIN IMMEDIATE takes the file's write lock against other processes.
    transaction: (fn) =>
      db.connection().execute(async (conn) => {
        await sql`begin immediate`.execute(conn);
        try {
          const result = await fn(conn);
          await sql`commit`.execute(conn);
          return result;
        } catch (error) {
          // SQLite rolls back by itself on some errors (SQLITE_FULL, SQLITE_IOERR): a second rollback would
          // fail ("no transaction is active") and hide the real error, which is the one thrown.
          if (connection.inTransaction()) await sql`rollback`.execute(conn).catch(() => {});
          throw error;
        }
      }),
    lockRows: false,
    notify: async () => {},
    close: () => db.destroy(),
  };
}
