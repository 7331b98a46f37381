/**
 * @module
 * What ending an epoch (or closing the table, which ends the last one) will do, said before the GM confirms it:
 * the epoch's server seed is published, so every roll of it can be checked, and which unrevealed rolls become
 * computable to their rollers (`computableAtEpochEnd` over the log the GM reads; the server gives the same count
 * back afterwards).
 */
import { type ComputableAtEpochEnd, computableText, type RoomEntry } from '@verdict/fair';
import { computableAtEpochEnd } from '../rules/epoch-end.js';
import { roomState } from '../rules/state.js';

/** The rolls of the epoch under way: those after the last `epoch.rotated` (or the room's opening). */
function epochRolls(entries: readonly RoomEntry[]): number[] {
  const seqs: number[] = [];
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i]!;
    if (entry.type === 'epoch.rotated') break;
    if (entry.type === 'roll') seqs.push(entry.seq);
  }
  return seqs;
}

/**
 * The consequences of ending the epoch (`rotate`) or closing the table now, in sentences.
 *
 * @example
 * epochEndWords(entries, 'rotate'); // 'Ending the epoch publishes its server seed, so everyone can check …'
 */
export function epochEndWords(entries: readonly RoomEntry[], what: 'rotate' | 'close'): string {
  const computable = computableText(computableAtEpochEnd(roomState(entries), epochRolls(entries)));
  const start =
    what === 'rotate'
      ? 'Ending the epoch publishes its server seed, so everyone can check every roll made in it; the next rolls use a new, committed seed.'
      : 'Closing the table makes the log final and publishes the epoch’s server seed, so everyone can check every roll made in it.';
  const sealed = computable
    ? ` Sealed rolls stay sealed to everyone else, but ${computable}.`
    : ' No unrevealed blind roll or answer to a hidden request becomes computable to its roller.';
  return `${start}${sealed}`;
}

/**
 * What ending the epoch or closing did, from the server's answer: how many sealed entries a close revealed first,
 * or which rolls became computable; empty when neither. Every screen says it after its own "Epoch ended".
 *
 * @example
 * endedWords({ revealed: 3 }); // 'revealed 3 sealed entries first, so its export verifies completely'
 */
export function endedWords(answer: { revealed?: number; computable?: ComputableAtEpochEnd }): string {
  if (answer.revealed !== undefined)
    return `revealed ${answer.revealed} sealed ${answer.revealed === 1 ? 'entry' : 'entries'} first, so its export verifies completely`;
  return answer.computable === undefined ? '' : computableText(answer.computable);
}
