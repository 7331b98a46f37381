/**
 * The one door into a room for every front end of this server (issue 36): the HTTP routes (`routes.ts`) and
 * Discord's tables (`discord/tables.ts`) check a command's role and visibility, admit its write against the
 * client's storage quota, roll (`roll-as.ts`) and read the log through these functions, so a room's rule or a server's limit
 * changes here (or in `@verdict/room`) and applies to both. Code outside `rooms/` imports from here only.
 */
import type { RoomsContext } from './context.js';
import { admitWrite, type Writer } from './door-checks.js';
import { addPlayer, memberOf } from './members.js';
import { pageTurn } from './next-turn.js';
import { READ_BYTES } from './options.js';
import { newId, newSecret } from './random.js';
import type { Member } from './store/types.js';

export type { RoomsContext } from './context.js';
export { admitWrite, checkRole, freeOfQuota, type Writer } from './door-checks.js';
export type { RollAnswer } from './roll.js';
export { type Rolled, type RollVia, rollAs } from './roll-as.js';
/** The store also keeps Discord's own rows (links, buttons, saved tests, seen interactions). */
export type { Member, RoomStore } from './store/types.js';
export { memberOf };

/**
 * The member an outside identity (`key`, e.g. a Discord user id) acts as in the room, joining them as a player
 * named `name` on first use (a taken name made free: `Bob (2)`), in the room's write transaction; the join is
 * admitted and charged as `POST /v1/rooms/{id}/members` is. Undefined when the room no longer exists.
 */
export async function seatOf(
  ctx: RoomsContext,
  roomId: string,
  key: string,
  name: string,
  via: Writer,
): Promise<Member | undefined> {
  // Admitted before the transaction, joined or not: a client past its quota has its roll refused next anyway.
  await admitWrite(ctx, 'join', via.client);
  let written = 0;
  const member = await ctx.store.write(roomId, async (tx) => {
    let memberId = await tx.discordMember(key);
    if (memberId === undefined) {
      const before = tx.room.bytes;
      const joined = { id: newId(), name, role: 'player' as const };
      await addPlayer(ctx, tx, joined, newSecret(), ctx.now(), { renameIfTaken: true });
      await tx.setDiscordMember(key, joined.id);
      memberId = joined.id;
      written = tx.room.bytes - before;
    }
    const found = (await tx.members()).find((m) => m.id === memberId);
    if (!found) throw new Error(`${key} maps to a missing member of room ${roomId}`);
    return found;
  });
  if (written > 0) ctx.quota.charge(via.client, written);
  return member;
}

/** Every entry of the room's log as stored, read in pages by bytes, a page a turn (as every room read: issue 33.2). */
export async function wholeLog(ctx: RoomsContext, roomId: string): Promise<unknown[]> {
  const entries: unknown[] = [];
  for (let after = 0; ; ) {
    await pageTurn();
    const page = await ctx.store.entries(roomId, after, ctx.limits.page, READ_BYTES);
    if (page.length === 0) return entries;
    entries.push(...page.map((e) => JSON.parse(e.body)));
    after = page[page.length - 1]!.seq;
  }
}
