/**
 * The door's checks (door.ts): who may give a command, and whether a writer's storage quota admits a write.
 */
import { type CommandKind, mayRollVisibility, roleRefusal, type Visibility } from '@verdict/room';
import type { RoomsContext } from './context.js';
import { refused } from './state.js';
import type { Member } from './store/types.js';

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
