/**
 * @module
 * A server's limits on a room (fair-play.md): how many members and entries it holds. `decide` and
 * `planRoll` refuse past them when given the server's limits; a verifier replays a log without any. The
 * limits of bytes (admission before the draw) are in `admission.ts`.
 */
import type { Refusal, RoomCommand } from './commands.js';
import type { RoomState } from './state.js';

/** How many members and entries a room may hold. */
export interface CountLimits {
  /** Members, the GM included. */
  readonly members: number;
  /** Entries of the log; closing is exempt. */
  readonly entries: number;
}

/**
 * Why `command` may not be appended to a room in `state` under `limits`, or undefined. A closed room has
 * its own refusal (only reveals follow `room.closed`, exempt from the limits), and closing is exempt so a
 * full room can still be closed.
 *
 * @example
 * limitRefusal(state, { kind: 'rotate' }, { members: 50, entries: 100_000 }); // undefined below 100,000 entries
 */
export function limitRefusal(
  state: Pick<RoomState, 'closed' | 'lastSeq' | 'members'>,
  command: Pick<RoomCommand, 'kind'>,
  limits: CountLimits | undefined,
): Refusal | undefined {
  if (!limits || state.closed || command.kind === 'open' || command.kind === 'close') return undefined;
  if (command.kind === 'join' && state.members.size >= limits.members)
    return { code: 'limit_exceeded', message: `The room has ${limits.members} members, its limit` };
  if (state.lastSeq >= limits.entries)
    return {
      code: 'limit_exceeded',
      message: `The room's log has ${limits.entries} entries, its limit: only closing is accepted`,
    };
  return undefined;
}
