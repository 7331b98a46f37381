import { diceGroups, planDice } from './dice-plan.js';
import type { DiceInput } from './dice-schema.js';

/**
 * Bytes of one die's record at most, besides its sides and face:
 * `{"sides":,"face":,"kept":false,"group":"proficiency","source":"generated"}` is 73.
 */
const DIE_BYTES = 80;

/**
 * Bytes of the outcome at most, besides its Proficiency Dice: its label, levels, Score and Difficulty, and
 * its few effects (the Trump, Doubles, Multiples, Numerology, a reversal, a Crisis), each a sentence.
 */
const OUTCOME_BYTES = 4_000;

/**
 * What a Dice Test's roll records at most, from its input alone: each die it draws (its record holds its sides
 * and face, so as many digits as the sides twice), the Proficiency Dice's faces again in the outcome, and the
 * outcome itself. A room admits the roll by it (`maxEntryBytes` of the contract): the entry's size is the dice it rolls.
 *
 * @example
 * diceEntryBytes(parsed({ main: { dice: '3d6' }, proficiencies: 0, difficulty: 8 })); // 4,000 + 3 x 82
 */
export function diceEntryBytes(input: DiceInput): number {
  let bytes = OUTCOME_BYTES;
  for (const g of diceGroups(input)) {
    for (const term of g.notation.terms) {
      if (term.kind === 'dice') bytes += term.count * (DIE_BYTES + 2 * String(term.sides).length);
    }
  }
  // A d6's record, and its face and comma in the outcome's `proficiencyDice`.
  return bytes + planDice(input).proficiencyDice * (DIE_BYTES + 2 + 2);
}
