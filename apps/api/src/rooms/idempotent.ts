/**
 * `Idempotency-Key` on the appending routes: inside the room's write transaction (so two retries racing
 * each other see one another), a key this member used before with the same route and body returns the
 * first answer; with another route or body it is a 409 (the rules: `keyConflict` of `@verdict/room`). Only
 * a successful answer is remembered, in the same transaction as its entry, so an answer is remembered
 * exactly when its entry exists.
 */
import { type Fingerprint, keyConflict } from '@verdict/room';
import { refused } from './state.js';
import type { IdempotencyRecord, RoomWriter } from './store/types.js';

/** The first answer for this key, or undefined for a new key; a conflicting reuse is a 409. */
export async function replay(
  tx: RoomWriter,
  memberId: string,
  key: string,
  print: Fingerprint,
): Promise<IdempotencyRecord | undefined> {
  const record = await tx.idempotency(memberId, key);
  const conflict = record && keyConflict(key, record, print);
  if (conflict) throw refused(conflict);
  return record;
}
