/**
 * Reads for ending an epoch (a rotation or closing the room): the state of its rolls, which
 * `computableAtEpochEnd` of `@verdict/room` counts for the GM, and the sealed entries not revealed yet.
 */
import type { ComputableAtEpochEnd } from '@verdict/fair';
import { computableAtEpochEnd, loadStoredState } from '@verdict/room';
import type { RoomWriter } from './store/types.js';

/**
 * The unrevealed rolls of the ending epoch that become computable to their rollers, read from the last
 * entry back to the epoch's start (inside the room's write transaction, before the rotation is appended).
 *
 * @example
 * await computableNow(tx); // { blindRolls: 3, hiddenRequestAnswers: 1 }
 */
export async function computableNow(tx: RoomWriter): Promise<ComputableAtEpochEnd> {
  const seqs: number[] = [];
  for (let seq = tx.room.lastSeq; seq > 1; seq--) {
    const stored = await tx.entry(seq);
    if (!stored || stored.type === 'epoch.rotated') break;
    if (stored.type === 'roll') seqs.push(seq);
  }
  return computableAtEpochEnd(await loadStoredState(tx, tx.room, { seqs }), seqs);
}

/**
 * The seqs of the sealed entries not revealed yet, oldest first (for closing with `revealAll`).
 *
 * @example
 * await unrevealedSeqs(tx); // [6, 8, 9]
 */
export async function unrevealedSeqs(tx: RoomWriter): Promise<number[]> {
  const seqs: number[] = [];
  const last = tx.room.lastSeq;
  for (let seq = 2; seq <= last; seq++) {
    const content = await tx.content(seq);
    if (content && content.revealedSeq === null) seqs.push(seq);
  }
  return seqs;
}
