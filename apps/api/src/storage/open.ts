/**
 * Picks the API's store (its rooms, and Discord's tables) from the configuration: PostgreSQL when
 * `DATABASE_URL` is set, else SQLite in the data directory.
 */

import type { RoomStore } from '../rooms/store/types.js';
import { createKyselyStore } from './kysely-store.js';
import { type SqliteSynchronous, sqliteEngine } from './sqlite.js';
import type { SqliteBindingName } from './sqlite-binding.js';

/** Where rooms live. */
export interface StoreConfig {
  /** `VERDICT_DATA_DIR` (default `./.verdict`): the SQLite file's folder. */
  readonly dataDir: string;
  /** `DATABASE_URL`: PostgreSQL instead of SQLite. */
  readonly databaseUrl?: string;
  /** `SQLITE_SYNCHRONOUS` (default `normal`): `full` for an fsync at every commit. */
  readonly sqliteSynchronous?: SqliteSynchronous;
  /** `VERDICT_SQLITE` (`node:sqlite` or `better-sqlite3`): the SQLite library, when not the best one this Node has. */
  readonly sqliteBinding?: SqliteBindingName;
}

/**
 * Opens and migrates the store.
 *
 * @example
 * const store = await openRoomStore({ dataDir: './.verdict' });
 * store.location; // '/srv/verdict/.verdict/rooms.sqlite'
 */
export async function openRoomStore(config: StoreConfig): Promise<RoomStore> {
  return createKyselyStore(
    config.databaseUrl
      ? // Loaded only for PostgreSQL: \`pg\` and its dependencies cost a SQLite server's start-up nothing.
        (await import('./postgres.js')).postgresEngine(config.databaseUrl)
      : await sqliteEngine(config.dataDir, {
          synchronous: config.sqliteSynchronous ?? 'normal',
          ...(config.sqliteBinding ? { binding: config.sqliteBinding } : {}),
        }),
  );
}
