/**
 * A room roll's entry, decided where its dice were drawn (a worker thread): `decide` of `@verdict/room` on the
 * state the write attempt loaded, then each entry's JSON text and its sealed part's, so that the event loop
 * neither canonicalizes, hashes nor serializes an entry whose size grows with its roll (issue 25). The event loop
 * stores the texts as they are and parses the entry once for its answer.
 */
import type { Step } from '@verdict/core';
import {
  type ComputedRoll,
  type DecidedEntry,
  decide,
  type Refusal,
  type RoomCommand,
  type RoomMember,
  type RoomState,
} from '@verdict/room';

/** What `decide` needs besides the roll: given by the write attempt (its state has Maps: the job is cloned, not JSON). */
export interface RollDecideContext {
  readonly state: RoomState;
  readonly member: RoomMember;
  readonly command: Extract<RoomCommand, { kind: 'roll' | 'answer' }>;
  /** The entries' time, and a fresh salt for a sealed part. */
  readonly at: string;
  readonly salt: string;
}

/** One decided entry as text: its JSON and its sealed part's, with the few fields the store indexes. */
export interface DecidedText {
  readonly seq: number;
  readonly type: string;
  readonly by: string | null;
  readonly hash: string;
  /** `JSON.stringify` of the entry, as stored. */
  readonly body: string;
  /** `JSON.stringify` of its hidden part, when sealed. */
  readonly content?: string;
  readonly actorMayOpen?: boolean;
}

/** What a `room-roll` job with a decide context answers. */
export interface DecidedRoll {
  readonly decided: { readonly entries: readonly DecidedText[] } | { readonly refusal: Refusal };
  readonly steps?: readonly Step[];
  /**
   * The roll as drawn: when the room's log moved on meanwhile but the draw's inputs did not (its seed, nonce,
   * client seed and input), the write decides it again from this, without drawing again (issue 34, N7).
   */
  readonly roll: ComputedRoll;
}

/**
 * @example
 * decideRoll({ state, member, command, at, salt }, roll).decided; // { entries: [{ seq: 9, body: '{"seq":9,...}', ... }] }
 */
export function decideRoll(
  context: RollDecideContext,
  roll: ComputedRoll,
  steps?: readonly Step[],
): DecidedRoll {
  const { state, member, command, at, salt } = context;
  const decision = decide(state, member, command, { at, salt, roll });
  const decided = decision.ok
    ? { entries: decision.entries.map(decidedText) }
    : { refusal: decision.refusal };
  const drawn = { input: roll.input, outcome: roll.outcome, dice: roll.dice };
  return steps ? { decided, steps, roll: drawn } : { decided, roll: drawn };
}

/**
 * One decided entry as the text the store keeps: the entry's JSON, its sealed part's, and the fields it indexes.
 *
 * @example
 * decidedText(decision.entries[0]).body; // '{"seq":9,...}'
 */
export function decidedText({ entry, sealed, actorMayOpen }: DecidedEntry): DecidedText {
  return {
    seq: entry.seq,
    type: entry.type,
    by: entry.by,
    hash: entry.hash,
    body: JSON.stringify(entry),
    ...(sealed ? { content: JSON.stringify(sealed) } : {}),
    ...(actorMayOpen ? { actorMayOpen } : {}),
  };
}
