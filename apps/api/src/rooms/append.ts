/**
 * Stores what `decide` (of `@verdict/room`) decided, inside a room's write transaction: each entry (already
 * chained and hashed, its shape checked by `chainEntry`), its sealed part, and what else changes with it.
 */
import type { DecidedEntry, Decision } from '@verdict/room';
import { type DecidedText, decidedText } from '../compute/decide-roll.js';
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
  for (const decided of decision.entries) await store(tx, now, decidedText(decided), extras(decided));
  return decision.entries;
}

/**
 * Stores entries decided in a worker as text (a room roll's: see `compute/decide-roll.ts`), as they are: the event
 * loop neither serializes nor hashes them (issue 25). `extras` says what else changes with each.
 *
 * @example
 * await appendTexts(tx, now, rolled.decided.entries, () => ({ room: { nonce: 8 } }));
 */
export async function appendTexts(
  tx: RoomWriter,
  now: number,
  entries: readonly DecidedText[],
  extras: (decided: DecidedText) => AppendExtras = () => ({}),
): Promise<readonly DecidedText[]> {
  for (const decided of entries) await store(tx, now, decided, extras(decided));
  return entries;
}

/** Stores one entry as text, with what else changes with it. */
async function store(tx: RoomWriter, now: number, text: DecidedText, extras: AppendExtras): Promise<void> {
  const { answers, ...rest } = extras;
  await tx.append({
    ...rest,
    now,
    ...(text.content === undefined ? {} : { content: text.content }),
    entry: {
      seq: text.seq,
      type: text.type,
      memberId: text.by,
      answers: answers ?? null,
      hash: text.hash,
      body: text.body,
    },
  });
}

/** The ISO time of entries appended at `now` (ms). */
export const isoAt = (now: number) => new Date(now).toISOString();
