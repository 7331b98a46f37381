/**
 * @module
 * Admission before the draw (issue 24.3): whether a roll is accepted depends only on its input and the
 * room, decided before its nonce is taken. Its entry's size at worst is estimated from the input alone
 * (the engine's estimate of its answer, which the contract gives within a factor of two, so doubled, plus
 * the input itself, kept in the entry, twice for a sealed copy). Once drawn, the entry is appended
 * whatever its actual size, outcome or what the client does.
 */
import type { Refusal } from './commands.js';
import type { RollPlan } from './plan-roll.js';

/** Bytes of an entry's own fields (seq, hashes, time, author, seal, salt): a generous constant. */
export const ENTRY_OVERHEAD = 2_048;

/** A room's size limits, in bytes of entries (the UTF-8 of their JSON text: {@link entryBytes}). */
export interface SizeLimits {
  /** The most one entry may take. */
  readonly entryBytes: number;
  /** The most the whole log may take. */
  readonly roomBytes: number;
}

/**
 * An entry's size as a room's limits count it: the UTF-8 length of its JSON text (computed without
 * encoding it). A room's size is the sum over its entries.
 *
 * @example
 * entryBytes('{"note":"é€"}'); // 16
 */
export function entryBytes(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 2; // a surrogate pair: 4 bytes for its 2 units
      i++;
    } else if (code >= 0x800) bytes += 2;
    else if (code >= 0x80) bytes += 1;
  }
  return bytes;
}

/**
 * An entry's size at worst for a roll of `input` whose answer the engine estimates at `output` bytes;
 * undefined when the test has no cost model (then only the room's total bounds it). When its system
 * bounds what the roll records itself (`recorded`: the test's `maxEntryBytes` hook, its outcome and dice),
 * that bound is used instead of the doubled estimate: the input's JSON counted at 3 bytes a character
 * (UTF-8's most for one UTF-16 unit), the record, and the entry's own fields.
 *
 * @example
 * entryBound({ value: 12 }, 3_000); // 8,048 + 2 x the input's JSON
 * entryBound({ main: { boon: 13 } }, 3_000, 4_200); // 6,248 + 3 x the input's JSON
 */
export function entryBound(
  input: unknown,
  output: number | undefined,
  recorded?: number,
): number | undefined {
  const text = JSON.stringify(input ?? {}).length;
  if (recorded !== undefined && Number.isFinite(recorded)) return ENTRY_OVERHEAD + recorded + 3 * text;
  if (output === undefined || !Number.isFinite(output)) return undefined;
  return ENTRY_OVERHEAD + 2 * output + 2 * text;
}

/**
 * An entry's size at worst for an answer to a request whose input is hidden: the room's limit for one
 * entry, which the request's own bound was checked against when the GM asked. It does not depend on the
 * hidden input, so neither does whether the answer is admitted (a bound computed from that input would
 * let a nearly full room tell a light hidden input from a heavy one).
 *
 * @example
 * answerBound({ entryBytes: 500_000, roomBytes: 100_000_000 }); // 500,000
 */
export function answerBound(limits: SizeLimits): number {
  return limits.entryBytes;
}

/**
 * Which limit an entry of at most `bound` bytes would break in a room holding `bytes`: `'room'` (the
 * room is full, or would be), `'entry'` (past the limit for one entry), or undefined (admitted). It says
 * nothing that depends on dice.
 *
 * @example
 * admission(10_000, 8_000, { entryBytes: 500_000, roomBytes: 50_000_000 }); // undefined
 */
export function admission(
  bytes: number,
  bound: number | undefined,
  limits: SizeLimits,
): 'entry' | 'room' | undefined {
  if (bytes >= limits.roomBytes) return 'room';
  if (bound === undefined) return undefined;
  if (bound > limits.entryBytes) return 'entry';
  return bytes + bound > limits.roomBytes ? 'room' : undefined;
}

/**
 * The bound of a planned roll's entry: an answer to a hidden request is bounded by {@link answerBound}
 * (what the roller can see), any other roll by {@link entryBound} of its input and the engine's estimate (or
 * what the test says its roll records, `recorded`).
 *
 * @example
 * rollBound(plan, cost.output, limits); // limits.entryBytes when plan.hidden
 */
export function rollBound(
  plan: Pick<RollPlan, 'hidden' | 'input'>,
  output: number | undefined,
  limits: SizeLimits,
  recorded?: number,
): number | undefined {
  return plan.hidden ? answerBound(limits) : entryBound(plan.input, output, recorded);
}

/**
 * The refusal of an entry of at most `bound` bytes in a room holding `bytes` (see {@link admission}), naming
 * the limit it would break and never a size that depends on dice; undefined when it is admitted.
 *
 * @example
 * admitEntry(room.bytes, rollBound(plan, cost.output, limits), limits); // undefined, or a limit_exceeded refusal
 */
export function admitEntry(
  bytes: number,
  bound: number | undefined,
  limits: SizeLimits,
): Refusal | undefined {
  const { entryBytes, roomBytes } = limits;
  switch (admission(bytes, bound, limits)) {
    case 'room':
      return {
        code: 'limit_exceeded',
        message: `The room's log is full: it may hold ${roomBytes.toLocaleString('en-US')} bytes of entries (ROOM_MAX_BYTES), and this entry could take it past that. Only closing and reveals are accepted.`,
        path: '',
        issue: `a room of at most ${roomBytes} bytes (ROOM_MAX_BYTES)`,
      };
    case 'entry':
      return {
        code: 'limit_exceeded',
        message: `This roll's entry could take more than ${entryBytes.toLocaleString('en-US')} bytes, the room's limit for one entry (ROOM_ENTRY_BYTES): ask for fewer dice, turns, rounds or participants. Nothing was rolled.`,
        path: '/input',
        issue: `an entry of at most ${entryBytes} bytes (ROOM_ENTRY_BYTES)`,
      };
    default:
      return undefined;
  }
}
