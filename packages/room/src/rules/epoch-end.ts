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
 * Counts, among the sealed entries at `seqs` (the ending epoch's rolls), the unrevealed rolls whose hidden
 * part their rollers can compute: generated blind ones, and other generated answers to a request still
 * hidden; and answers of entered dice to a request still hidden whose label is public (`outcome`), which
 * told their rollers the hidden input when they were written.
 *
 * @example
 * computableAtEpochEnd(roomState(entries), [6, 7, 9]); // { blindRolls: 1, hiddenRequestAnswers: 0 }
 */
export function computableAtEpochEnd(state: RoomState, seqs: Iterable<number>): ComputableAtEpochEnd {
  let blindRolls = 0;
  let hiddenRequestAnswers = 0;
  for (const seq of seqs) {
    const roll = state.sealed.get(seq);
    if (roll?.type !== 'roll' || roll.revealedBy !== undefined) continue;
    const hidden = roll.request !== undefined && state.requests.get(roll.request)?.hidden;
    // Entered dice: their roller knew them all along, so an `outcome` answer's public label already told them
    // its hidden input (such answers are refused now, `enteredDiceRefusal`, but older logs hold them).
    if (!roll.generated) {
      if (hidden && roll.visibility === 'outcome') hiddenRequestAnswers++;
    } else if (roll.visibility === 'blind') blindRolls++;
    else if (hidden) hiddenRequestAnswers++;
  }
  return { blindRolls, hiddenRequestAnswers };
}
