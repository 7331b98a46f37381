/**
 * What ending an epoch (a rotation or closing the room) makes known: its server seed is revealed, so
 * whoever knows a roll's client seed and nonce (its roller) can compute its dice. For a blind roll that is
 * the result its roller was not to see; for an answer to a hidden request, with the public label, a clue
 * to the hidden input. This counts those rolls, to tell the GM (fair-play.md, "Blind rolls across epochs").
 */
import type { ComputableAtEpochEnd, RoomEntry } from '@verdict/fair';
import type { RoomWriter } from './store/types.js';

/**
 * Counts, from the last entry back to the epoch's start, the rolls the ending epoch's seed makes
 * computable to their rollers (read inside the room's write transaction, before the rotation is appended).
 *
 * @example
 * await computableAtEpochEnd(tx); // { blindRolls: 3, hiddenRequestAnswers: 1 }
 */
export async function computableAtEpochEnd(tx: RoomWriter): Promise<ComputableAtEpochEnd> {
  let blindRolls = 0;
  let hiddenRequestAnswers = 0;
  for (let seq = tx.room.lastSeq; seq > 1; seq--) {
    const stored = await tx.entry(seq);
    if (!stored || stored.type === 'epoch.rotated') break;
    if (stored.type !== 'roll') continue;
    const roll = JSON.parse(stored.body) as Extract<RoomEntry, { type: 'roll' }>;
    if (roll.nonce === undefined || !('sealed' in roll)) continue;
    if ((await tx.content(seq))?.revealedSeq !== null) continue;
    if (roll.visibility === 'blind') blindRolls++;
    else if (roll.request !== undefined && (await tx.content(roll.request))?.revealedSeq === null)
      hiddenRequestAnswers++;
  }
  return { blindRolls, hiddenRequestAnswers };
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
