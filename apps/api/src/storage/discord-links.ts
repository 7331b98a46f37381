/**
 * The `discord_links` table's queries: which room a Discord channel is bound to. Kept with the rooms so a
 * restart keeps the bindings, and the idle sweep deletes a room's bindings with it.
 */
import type { Tx } from './engine.js';
import type { DiscordLink, DiscordStore } from './types.js';

/**
 * The store's Discord link methods on `db`.
 *
 * @example
 * const store = { ...discordLinks(db), ... };
 * await store.setDiscordLink({ channelId, roomId, memberId, linkedBy, created: Date.now() });
 */
export function discordLinks(
  db: Tx,
): Omit<
  DiscordStore,
  'claimInteraction' | 'putButton' | 'button' | 'takeButton' | 'saveTest' | 'savedTests' | 'deleteSavedTest'
> {
  return {
    async discordLink(channelId) {
      const row = await db
        .selectFrom('discordLinks')
        .selectAll()
        .where('channelId', '=', channelId)
        .executeTakeFirst();
      return row && { ...row, created: Number(row.created) };
    },
    async setDiscordLink({ channelId, roomId, memberId, linkedBy, created }: DiscordLink) {
      const values = { roomId, memberId, linkedBy, created };
      await db
        .insertInto('discordLinks')
        .values({ channelId, ...values })
        .onConflict((conflict) => conflict.column('channelId').doUpdateSet(values))
        .execute();
    },
    async deleteDiscordLink(channelId) {
      await db.deleteFrom('discordLinks').where('channelId', '=', channelId).execute();
    },
  };
}
