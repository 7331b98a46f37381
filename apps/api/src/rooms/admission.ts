/**
 * Admission before the draw (issue 24.3, 25.3), by `admission` of `@verdict/room`: a roll whose entry's size
 * at worst (from its input alone) is past the room's `entryBytes`, or could take the room past its
 * `roomBytes`, is refused before any die is drawn, naming the limit and never a size that depends on dice.
 */
import { admission } from '@verdict/room';
import { problemOf } from '../http/errors.js';
import type { RoomsContext } from './context.js';
import type { Room } from './store/types.js';

/**
 * Throws `limit_exceeded` naming the limit when an entry of at most `bound` bytes may not be appended to
 * `room`: over the entry limit, or past the room's total.
 *
 * @example
 * admitEntry(ctx, tx.room, entryBound(input, cost.output));
 */
export function admitEntry(ctx: RoomsContext, room: Room, bound: number | undefined): void {
  const broken = admission(room.bytes, bound, ctx.limits);
  if (broken === 'room') throw roomFull(ctx);
  if (broken === 'entry') {
    const { entryBytes } = ctx.limits;
    throw problemOf(
      'limit_exceeded',
      `This roll's entry could take more than ${entryBytes.toLocaleString('en-US')} bytes, the room's limit for one entry (ROOM_ENTRY_BYTES): ask for fewer dice, turns, rounds or participants. Nothing was rolled.`,
      [{ path: '/input', message: `an entry of at most ${entryBytes} bytes (ROOM_ENTRY_BYTES)` }],
    );
  }
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
