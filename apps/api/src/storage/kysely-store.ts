/**
 * The API's store on Kysely, the one query layer for both engines: it migrates the database, then serves
 * the room queries (`rooms/store/room-queries.ts`) and the Discord tables' (`discord-links.ts`,
 * `discord-identity.ts`) as one store, with the listeners of committed appends (this server's, and other
 * servers' through the {@link Engine}).
 */
import { Migrator } from 'kysely';
import { roomQueries } from '../rooms/store/room-queries.js';
import type { AppendListener, RoomStore } from '../rooms/store/types.js';
import { discordButtons } from './discord-buttons.js';
import { discordInteractions } from './discord-identity.js';
import { discordLinks } from './discord-links.js';
import { discordSavedTests } from './discord-saved-tests.js';
import { type Engine, storeQueries } from './engine.js';
import { migrationProvider } from './migrations.js';

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
  const db = storeQueries(engine.db);

  return {
    engine: engine.name,
    driver: engine.driver,
    location: engine.location,
    ...roomQueries(engine, emit),
    ...discordLinks(db),
    ...discordInteractions(db),
    ...discordButtons(db),
    ...discordSavedTests(db),
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
