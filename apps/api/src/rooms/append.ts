/**
 * Stores what `decide` (of `@verdict/room`) decided, inside a room's write transaction: each entry (already
 * chained and hashed, its shape checked by `chainEntry`), its sealed part, and what else changes with it.
 */
import type { DecidedEntry, Decision } from '@verdict/room';
import { refused } from './state.js';
import type { Append, RoomWriter } from './store/types.js';

/** What else changes with an entry (see the store's `Append`). */
export type AppendExtras = Omit<Append, 'entry' | 'now' | 'content'> & { readonly answers?: number };

/**
 * Stores the decided entries (a refusal is thrown as the API's problem) and returns them; `extras` says what
 * else changes with each.
 *
 * @example
 * const [{ entry }] = await appendDecided(tx, now, decide(state, me, { kind: 'reveal', of: 7 }, given), () => ({ reveals: 7 }));
 */
export async function appendDecided(
  tx: RoomWriter,
  now: number,
  decision: Decision,
  extras: (decided: DecidedEntry) => AppendExtras = () => ({}),
): Promise<readonly DecidedEntry[]> {
  if (!decision.ok) throw refused(decision.refusal);
  for (const decided of decision.entries) {
    const { entry, sealed } = decided;
    const { answers, ...rest } = extras(decided);
    await tx.append({
      ...rest,
      now,
      ...(sealed ? { content: JSON.stringify(sealed) } : {}),
      entry: {
        seq: entry.seq,
        type: entry.type,
        memberId: entry.by,
        answers: answers ?? null,
        hash: entry.hash,
        body: JSON.stringify(entry),
      },
    });
  }
  return decision.entries;
}

/** The ISO time of entries appended at `now` (ms). */
export const isoAt = (now: number) => new Date(now).toISOString();
