/**
 * The queries of Discord's identities in rooms: `discord_members`, the member each Discord user rolls as in
 * a room (read and written inside the room's write transaction, so a user's first two rolls join once), and
 * `discord_interactions`, the interaction ids already acted on (the primary key makes the first claim win,
 * on every server of a PostgreSQL database; ids older than Discord's 15-minute tokens are forgotten).
 */
import type { Kysely } from 'kysely';
import type { Tx } from './engine.js';
import type { Database } from './schema.js';
import type { RoomStore, RoomWriter } from './types.js';

/**
 * The writer's Discord member methods, for the locked room `roomId`.
 *
 * @example
 * const writer = { ...discordMembers(tx, room.id), ... };
 */
export function discordMembers(
  tx: Tx,
  roomId: string,
): Pick<RoomWriter, 'discordMember' | 'setDiscordMember'> {
  return {
    async discordMember(userId) {
      const row = await tx
        .selectFrom('discord_members')
        .select('member_id')
        .where('room_id', '=', roomId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.member_id;
    },
    async setDiscordMember(userId, memberId) {
      await tx
        .insertInto('discord_members')
        .values({ room_id: roomId, user_id: userId, member_id: memberId })
        .execute();
    },
  };
}

/**
 * The store's interaction claim on `db`.
 *
 * @example
 * if (!(await store.claimInteraction(interaction.id, now, now - 15 * 60_000))) return alreadyHandled;
 */
export function discordInteractions(db: Kysely<Database>): Pick<RoomStore, 'claimInteraction'> {
  return {
    async claimInteraction(id, now, before) {
      await db.deleteFrom('discord_interactions').where('created', '<', before).execute();
      const result = await db
        .insertInto('discord_interactions')
        .values({ id, created: now })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}
