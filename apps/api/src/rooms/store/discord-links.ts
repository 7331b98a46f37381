/**
 * The `discord_links` table's queries: which room a Discord channel is bound to. Kept with the rooms so a
 * restart keeps the bindings, and the idle sweep deletes a room's bindings with it.
 */
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';
import type { DiscordLink, RoomStore } from './types.js';

/**
 * The store's Discord link methods on `db`.
 *
 * @example
 * const store = { ...discordLinks(db), ... };
 * await store.setDiscordLink({ channelId, roomId, memberId, linkedBy, created: Date.now() });
 */
export function discordLinks(
  db: Kysely<Database>,
): Pick<RoomStore, 'discordLink' | 'setDiscordLink' | 'deleteDiscordLink'> {
  return {
    async discordLink(channelId) {
      const row = await db
        .selectFrom('discord_links')
        .selectAll()
        .where('channel_id', '=', channelId)
        .executeTakeFirst();
      return (
        row && {
          channelId: row.channel_id,
          roomId: row.room_id,
          memberId: row.member_id,
          linkedBy: row.linked_by,
          created: Number(row.created),
        }
      );
    },
    async setDiscordLink(link: DiscordLink) {
      const values = {
        room_id: link.roomId,
        member_id: link.memberId,
        linked_by: link.linkedBy,
        created: link.created,
      };
      await db
        .insertInto('discord_links')
        .values({ channel_id: link.channelId, ...values })
        .onConflict((conflict) => conflict.column('channel_id').doUpdateSet(values))
        .execute();
    },
    async deleteDiscordLink(channelId) {
      await db.deleteFrom('discord_links').where('channel_id', '=', channelId).execute();
    },
  };
}
