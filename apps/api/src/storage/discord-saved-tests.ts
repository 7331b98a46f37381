/**
 * The queries of `discord_saved_tests` (issue 40): a user's saved tests, a server's, and the test each user
 * rolled last (what `/save` saves), in the rooms' database, so every server of a cluster and a restart see them.
 * Names are unique per owner case-insensitively (`key`); an owner's list is bounded by the caller's `max`.
 */
import type { Tx } from './engine.js';
import type { DiscordStore, SavedTest } from './types.js';

const keyOf = (name: string) => name.toLowerCase();
/** The scope of the rows that serialize one owner's saves (never listed: no command reads this scope). */
const LOCK_SCOPE = 'lock';

/**
 * The store's saved-test methods on `db`.
 *
 * @example
 * await store.saveTest({ scope: 'user', owner: '42', name: 'Stealth', record, created: now }, 50);
 */
export function discordSavedTests(db: Tx): Pick<DiscordStore, 'saveTest' | 'savedTests' | 'deleteSavedTest'> {
  return {
    async saveTest(saved, max) {
      const key = keyOf(saved.name);
      const row = { ...saved, key };
      return db.transaction().execute(async (tx) => {
        // The owner's lock row, written first: on PostgreSQL the upsert holds its row lock until the commit, so two
        // saves for one owner (on two servers) count one after the other, and the bound holds (read committed
        // would let both count the same list); SQLite writes one transaction at a time anyway. A list of one (the test
        // rolled last, a server's defaults) replaces its one row: nothing to count, no lock row.
        if (max > 1)
          await tx
            .insertInto('discordSavedTests')
            .values({
              scope: LOCK_SCOPE,
              owner: `${saved.scope}:${saved.owner}`,
              key: '',
              name: '',
              record: '',
              created: saved.created,
            })
            .onConflict((conflict) =>
              conflict.columns(['scope', 'owner', 'key']).doUpdateSet({ created: saved.created }),
            )
            .execute();
        const others = await tx
          .selectFrom('discordSavedTests')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('scope', '=', saved.scope)
          .where('owner', '=', saved.owner)
          .where('key', '<>', key)
          .executeTakeFirstOrThrow();
        if (Number(others.count) >= max) return false;
        await tx
          .insertInto('discordSavedTests')
          .values(row)
          .onConflict((conflict) =>
            conflict
              .columns(['scope', 'owner', 'key'])
              .doUpdateSet({ name: saved.name, record: saved.record, created: saved.created }),
          )
          .execute();
        return true;
      });
    },
    async savedTests(scope, owner) {
      const rows = await db
        .selectFrom('discordSavedTests')
        .select(['scope', 'owner', 'name', 'record', 'created'])
        .where('scope', '=', scope)
        .where('owner', '=', owner)
        .orderBy('key')
        .execute();
      return rows.map((r) => ({ ...r, scope: r.scope as SavedTest['scope'], created: Number(r.created) }));
    },
    async deleteSavedTest(scope, owner, name) {
      const result = await db
        .deleteFrom('discordSavedTests')
        .where('scope', '=', scope)
        .where('owner', '=', owner)
        .where('key', '=', keyOf(name))
        .executeTakeFirst();
      return Number(result.numDeletedRows ?? 0) > 0;
    },
  };
}
