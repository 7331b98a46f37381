/**
 * The queries of Discord's identities in rooms: `discord_members`, the member each Discord user rolls as in
 * a room (read and written inside the room's write transaction, so a user's first two rolls join once), and
 * `discord_interactions`, the interaction ids already acted on (the primary key makes the first claim win,
 * on every server of a PostgreSQL database; ids older than Discord's 15-minute tokens are forgotten).
 */
import type { Tx } from './engine.js';
import type { DiscordStore, DiscordWriter } from './types.js';

/**
 * The writer's Discord member methods, for the locked room `roomId`.
 *
 * @example
 * const writer = { ...discordMembers(tx, room.id), ... };
 */
export function discordMembers(tx: Tx, roomId: string): DiscordWriter {
  return {
    async discordMember(userId) {
      const row = await tx
        .selectFrom('discordMembers')
        .select('memberId')
        .where('roomId', '=', roomId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return row?.memberId;
    },
    async setDiscordMember(userId, memberId) {
      await tx.insertInto('discordMembers').values({ roomId, userId, memberId }).execute();
    },
  };
}

/**
 * The store's interaction claim on `db`.
 *
 * @example
 * if (!(await store.claimInteraction(interaction.id, now, now - 15 * 60_000))) return alreadyHandled;
 */
export function discordInteractions(db: Tx): Pick<DiscordStore, 'claimInteraction'> {
  return {
    async claimInteraction(id, now, before) {
      await db.deleteFrom('discordInteractions').where('created', '<', before).execute();
      const result = await db
        .insertInto('discordInteractions')
        .values({ id, created: now })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}
