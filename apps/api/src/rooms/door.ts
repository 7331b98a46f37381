/**
 * The one door into a room for every front end of this server (issue 36): the HTTP routes (`routes.ts`) and
 * Discord's tables (`discord/tables.ts`) check a command's role and visibility, admit its write against the
 * client's storage quota, roll and read the log through these functions, so a room's rule or a server's limit
 * changes here (or in `@verdict/room`) and applies to both. Code outside `rooms/` imports from here only.
 */
import { type CommandKind, mayRollVisibility, roleRefusal, type Visibility } from '@verdict/room';
import type { JobExecutor } from '../compute/executor.js';
import type { RoomsContext } from './context.js';
import { addPlayer, memberOf } from './members.js';
import { pageTurn } from './next-turn.js';
import { READ_BYTES } from './options.js';
import { newId, newSecret } from './random.js';
import { type RollAnswer, rollInRoom } from './roll.js';
import { writeWithWork } from './roll-work.js';
import { refused } from './state.js';
import type { Member } from './store/types.js';

export type { RoomsContext } from './context.js';
export type { RollAnswer } from './roll.js';
/** The store also keeps Discord's own rows (links, buttons, saved tests, seen interactions). */
export type { Member, RoomStore } from './store/types.js';
export { memberOf };

/**
 * Refuses a command `role` may not give (`roleRefusal`), and a roll with a visibility the role may not roll
 * (`mayRollVisibility`): the room's rules, checked before anything is read or written.
 *
 * @example
 * checkRole('player', 'roll', 'gm'); // throws 403 forbidden 'Only the GM rolls with visibility gm'
 */
export function checkRole(role: Member['role'], kind: CommandKind, visibility?: Visibility): void {
  const refusal = roleRefusal(role, kind);
  if (refusal) throw refused(refusal);
  // The message `planRoll` gives when the log is read: the same answer, only sooner.
  if (visibility !== undefined && !mayRollVisibility(role, visibility))
    throw refused({
      code: 'forbidden',
      message: `Only the GM rolls with visibility ${visibility}`,
      path: '/visibility',
    });
}

/** Closing and reveals: never refused by the storage quota, nor charged their bytes to the rate limit. */
export const freeOfQuota = (kind: CommandKind): boolean => kind === 'close' || kind === 'reveal';

/**
 * Refuses a write by `client` past its bytes of the day (`quota.ts`); closing and reveals never are, so a GM
 * can always end what the room's players were promised.
 */
export async function admitWrite(ctx: RoomsContext, kind: CommandKind, client: string): Promise<void> {
  if (freeOfQuota(kind)) return;
  await ctx.quota.admit(client);
}

/** Who writes, for the storage quota and the work queue: a client key (an address, or `discord:<user>`). */
export interface Writer {
  readonly client: string;
}

/**
 * A roll by `me` into the room, as `POST /v1/rooms/{id}/rolls` makes it: its role and visibility checked, its
 * write admitted and charged against `via.client`'s quota, resolved through `work` (`writeWithWork`: a heavy one
 * in the worker pool, no transaction open). Undefined when the room no longer exists.
 *
 * @example
 * await rollAs(ctx, work, roomId, me, { system: 'd20-roll-under', test: 'check', input: { value: 12 }, clientSeed: 'abc' }, { client: 'discord:42' });
 */
export async function rollAs(
  ctx: RoomsContext,
  work: JobExecutor,
  roomId: string,
  me: Member,
  body: Parameters<typeof rollInRoom>[3],
  via: Writer & { readonly steps?: boolean },
): Promise<RollAnswer | undefined> {
  checkRole(me.role, 'roll', body.visibility);
  await admitWrite(ctx, 'roll', via.client);
  let written = 0;
  const answer = await writeWithWork(
    roomId,
    { store: ctx.store, work, member: me.id, client: via.client },
    async (tx, jobs) => {
      const before = tx.room.bytes;
      const rolled = await rollInRoom(ctx, tx, me, body, jobs, { steps: via.steps === true });
      written = tx.room.bytes - before;
      return rolled;
    },
  );
  if (answer) ctx.quota.charge(via.client, written);
  return answer;
}

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
