/**
 * The queries of `discord_buttons`: what each Discord button does, kept in the rooms' database so that a press
 * reaching any server of a cluster, or this one after a restart, finds it (issue 40). Expired buttons are
 * forgotten on each new one (by the `expires` index); taking one is a delete, so of two presses of a round's
 * button on two servers exactly one plays it.
 */
import type { Tx } from './engine.js';
import type { DiscordStore } from './types.js';

/**
 * The store's button methods on `db`.
 *
 * @example
 * await store.putButton(id, JSON.stringify(record), now + 15 * 60_000, now);
 * const json = await store.button(id, now);
 */
export function discordButtons(db: Tx): Pick<DiscordStore, 'putButton' | 'button' | 'takeButton'> {
  return {
    async putButton(id, record, expires, now) {
      await db.deleteFrom('discordButtons').where('expires', '<=', now).execute();
      await db.insertInto('discordButtons').values({ id, record, expires }).execute();
    },
    async button(id, now) {
      const row = await db
        .selectFrom('discordButtons')
        .select('record')
        .where('id', '=', id)
        .where('expires', '>', now)
        .executeTakeFirst();
      return row?.record;
    },
    async takeButton(id) {
      const result = await db.deleteFrom('discordButtons').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows ?? 0) > 0;
    },
  };
}
