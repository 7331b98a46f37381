/**
 * The state of each test of rounds after its last round, kept on this server so its next round starts from it rather
 * than replaying the test's every round (a test of n rounds then costs n rounds, not n²/2). Keyed by the hash of the
 * test's last round entry: entries never change once appended and a hash names one entry of one chain, so a kept
 * state is found only for the very rounds it follows (a round whose transaction rolled back keeps a state no entry
 * will ever name). Bounded: the oldest is forgotten first. The database keeps the same state too (`round_states`,
 * written in the round's transaction: `RoomWriter.keepRoundState`), so a state this server has not (forgotten,
 * played on another server, before a restart) is read from there; only a test with no row is replayed.
 */
import type { RoundsAfter } from '@verdict/room';

/** How many tests' states are kept at most. */
export const KEPT_STATES = 1_000;

const kept = new Map<string, RoundsAfter>();

/** The state kept after the round entry whose hash is `hash`, if any. */
export function keptState(hash: string | undefined): RoundsAfter | undefined {
  return hash === undefined ? undefined : kept.get(hash);
}

/** Keeps the state after the round entry whose hash is `hash`. */
export function keepState(hash: string, after: RoundsAfter): void {
  kept.delete(hash);
  kept.set(hash, after);
  if (kept.size > KEPT_STATES) kept.delete(kept.keys().next().value!);
}

/** Forgets the state after the round entry whose hash is `hash` (its test has moved on). */
export function forgetState(hash: string | undefined): void {
  if (hash !== undefined) kept.delete(hash);
}
