/**
 * @module
 * Ending an epoch on a server that stores its log (see `stored.ts`): the ending epoch's rolls, read from
 * the last entry back to the epoch's start, for `computableAtEpochEnd`; and the sealed entries not revealed
 * yet, which closing with `revealAll` reveals. Read through the server's storage, not by folding the log.
 */
import type { ComputableAtEpochEnd } from '@verdict/fair';
import { computableAtEpochEnd } from './epoch-end.js';
import { loadStoredState, type StoredHead, type StoredReader } from './stored.js';

/** A {@link StoredReader} that also gives each entry's type (stored beside its text, so it is not parsed). */
export interface TypedStoredReader extends StoredReader {
  entry(seq: number): Promise<{ readonly body: string; readonly type: string } | undefined>;
}

/**
 * The unrevealed rolls of the ending epoch that become computable to their rollers (before its rotation or
 * the room's close is appended). The epoch's rolls are those after its start: the last `epoch.rotated`, or
 * the room's opening.
 *
 * @example
 * await loadComputableAtEpochEnd(tx, tx.room); // { blindRolls: 3, hiddenRequestAnswers: 1 }
 */
export async function loadComputableAtEpochEnd(
  reader: TypedStoredReader,
  head: StoredHead,
): Promise<ComputableAtEpochEnd> {
  const seqs: number[] = [];
  for (let seq = head.lastSeq; seq > 1; seq--) {
    const stored = await reader.entry(seq);
    if (!stored || stored.type === 'epoch.rotated') break;
    if (stored.type === 'roll') seqs.push(seq);
  }
  return computableAtEpochEnd(await loadStoredState(reader, head, { seqs }), seqs);
}

/**
 * The seqs of the sealed entries not revealed yet, oldest first (from seq `from`, when the ones before it are
 * known to be revealed): the entries to load for closing with `revealAll` (the room's opening, seq 1, seals
 * nothing).
 *
 * @example
 * await loadUnrevealedSeqs(tx, tx.room.lastSeq); // [6, 8, 9]
 */
export async function loadUnrevealedSeqs(
  reader: Pick<StoredReader, 'content'>,
  lastSeq: number,
  from = 2,
): Promise<number[]> {
  const seqs: number[] = [];
  for (let seq = Math.max(2, from); seq <= lastSeq; seq++) {
    const content = await reader.content(seq);
    if (content && content.revealedSeq === null) seqs.push(seq);
  }
  return seqs;
}
