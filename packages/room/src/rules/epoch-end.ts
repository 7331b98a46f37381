/**
 * @module
 * What ending an epoch (a rotation, or closing the room) makes known: its server seed is revealed, so
 * whoever knows a roll's client seed and nonce (its roller) can compute its dice. For a blind roll that is
 * the result its roller was not to see; for an answer to a hidden request, with the public label, a clue
 * to the hidden input. The GM is told how many (fair-play.md, "Blind rolls across epochs").
 */
import type { ComputableAtEpochEnd } from '@verdict/fair';
import type { RoomState } from './state.js';

/**
 * Counts, among the sealed entries at `seqs` (the ending epoch's rolls), the unrevealed generated rolls
 * that become computable to their rollers: blind ones, and other answers to a request still hidden.
 *
 * @example
 * computableAtEpochEnd(roomState(entries), [6, 7, 9]); // { blindRolls: 1, hiddenRequestAnswers: 0 }
 */
export function computableAtEpochEnd(state: RoomState, seqs: Iterable<number>): ComputableAtEpochEnd {
  let blindRolls = 0;
  let hiddenRequestAnswers = 0;
  for (const seq of seqs) {
    const roll = state.sealed.get(seq);
    if (roll?.type !== 'roll' || !roll.generated || roll.revealedBy !== undefined) continue;
    if (roll.visibility === 'blind') blindRolls++;
    else if (roll.request !== undefined && state.requests.get(roll.request)?.hidden) hiddenRequestAnswers++;
  }
  return { blindRolls, hiddenRequestAnswers };
}
