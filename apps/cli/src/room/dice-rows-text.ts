/**
 * @module
 * A room log's dice as `describeDice` says them, each row named by the round it was drawn in for a test of rounds,
 * in the web's words (`Turn 1 (hour 1) · pool: 4d6 2 6 4 3`, @verdict/room's `diceRows` and `diceRowName`). Kept
 * apart from `format/dice-text.ts`, which every command loads, so that only the room commands load @verdict/room.
 */
import type { DieRecord } from '@verdict/dice';
import { type DiceRound, diceRowName, diceRows } from '@verdict/room';
import { describeDice } from '../format/dice-text.js';

/**
 * The rows of a room roll's dice, one string each.
 *
 * @example
 * describeDiceRows(line.dice, line.diceRounds); // ['Turn 1 (hour 1) · Grog: 4d6 (2) 6 4 (3)', …]
 */
export function describeDiceRows(dice: readonly DieRecord[], rounds?: readonly DiceRound[]): string[] {
  return diceRows(dice, rounds, { bySides: true }).map(({ round, group, dice: list }) =>
    diceRowName(round, describeDice(list)[0] ?? group),
  );
}
