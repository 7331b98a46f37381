/**
 * Admission before the draw (issue 24.3, 25.3): whether a roll is accepted depends only on its input and the
 * room, decided before its nonce is taken. Its entry's size at worst is estimated from the input alone (the
 * engine's estimate of its answer, `TestCost.output`, which the contract gives within a factor of two, so
 * doubled, plus the input itself, kept in the entry, twice for a sealed copy). A roll whose estimate is past
 * the room's `entryBytes`, or that could take the room past its `roomBytes`, is refused before any die is
 * drawn, naming the limit and never a size that depends on dice. Once drawn, the entry is appended whatever
 * its actual size, outcome or what the client does.
 */
import type { JobCost } from '../compute/cost.js';
import { problemOf } from '../http/errors.js';
import type { RoomsContext } from './context.js';
import type { Room } from './store/types.js';

/** Bytes of an entry's own fields (seq, hashes, time, author, seal, salt): a generous constant. */
const ENTRY_OVERHEAD = 2_048;

/**
 * An entry's size at worst for a roll of `input` whose job the engine estimates at `cost`; undefined when
 * the test has no cost model (then only the room's total bounds it).
 *
 * @example
 * entryBound({ value: 12 }, { work: 20_000, output: 3_000 }); // 8,048 + 2 x the input's JSON
 */
export function entryBound(input: unknown, cost: JobCost): number | undefined {
  if (cost.output === undefined || !Number.isFinite(cost.output)) return undefined;
  return ENTRY_OVERHEAD + 2 * cost.output + 2 * JSON.stringify(input ?? {}).length;
}

/**
 * Throws `limit_exceeded` naming the limit when an entry of at most `bound` bytes may not be appended to
 * `room`: over the entry limit, or past the room's total. Neither says anything that depends on dice.
 *
 * @example
 * admitEntry(ctx, tx.room, entryBound(input, cost));
 */
export function admitEntry(ctx: RoomsContext, room: Room, bound: number | undefined): void {
  const { entryBytes, roomBytes } = ctx.limits;
  if (room.bytes >= roomBytes) throw roomFull(ctx);
  if (bound === undefined) return;
  if (bound > entryBytes) {
    throw problemOf(
      'limit_exceeded',
      `This roll's entry could take more than ${entryBytes.toLocaleString('en-US')} bytes, the room's limit for one entry (ROOM_ENTRY_BYTES): ask for fewer dice, turns, rounds or participants. Nothing was rolled.`,
      [{ path: '/input', message: `an entry of at most ${entryBytes} bytes (ROOM_ENTRY_BYTES)` }],
    );
  }
  if (room.bytes + bound > roomBytes) throw roomFull(ctx);
}

/** The room's log holds its limit of bytes: only closing (and reveals) are accepted. */
export function roomFull(ctx: RoomsContext) {
  const { roomBytes } = ctx.limits;
  return problemOf(
    'limit_exceeded',
    `The room's log is full: it may hold ${roomBytes.toLocaleString('en-US')} bytes of entries (ROOM_MAX_BYTES), and this entry could take it past that. Only closing and reveals are accepted.`,
    [{ path: '', message: `a room of at most ${roomBytes} bytes (ROOM_MAX_BYTES)` }],
  );
}
