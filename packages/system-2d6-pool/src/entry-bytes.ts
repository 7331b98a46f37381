import type { CheckInput } from './check.js';
import { diceOf, type ExtendedInput, nameOf } from './extended-input.js';
import { buildPool } from './pool.js';

/**
 * Bytes of one d6's record at most, besides its group's name: `{"sides":6,"face":6,"kept":false,"group":,"source":"generated"}`
 * is 63, and a comma between records.
 */
const DIE_BYTES = 64;

/**
 * Bytes of an outcome at most: a check's label, tier, margin, total, kept faces, pool and its effects (a 12 or a 2,
 * and the fatigue sentence, about 450 in all); an extended test's result, turns, progress, time and its one effect
 * sentence (about 300). Numbers are at most 7 digits (a pool of 10,000 dice, a million progress, 10,000 turns).
 */
const OUTCOME_BYTES = 1_000;

/**
 * Bytes (UTF-8) of `text` written as a JSON string: its quotes and escapes counted as JSON writes them (a control
 * character is 6), each code point beyond ASCII at its UTF-8 length (2 to 4).
 *
 * @example
 * jsonBytes('Grog'); // 6
 * jsonBytes('语'); // 5
 */
export function jsonBytes(text: string): number {
  let bytes = 0;
  // JSON.stringify escapes lone surrogates, so every code point left is whole.
  for (const char of JSON.stringify(text)) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * What a check's roll records at most, from its input alone: each die of its pool (group `pool`) and the outcome. A
 * room admits the roll by it (`maxEntryBytes` of the contract): its entry keeps every die, while the resolve answer
 * lists at most 1,000.
 *
 * @example
 * checkEntryBytes({ rating: 9_998, bonusDice: 0, penaltyDice: 0, difficulty: 8 }); // 1,000 + 10,000 x 70
 */
export function checkEntryBytes(input: CheckInput): number {
  return OUTCOME_BYTES + buildPool(input).dice * (DIE_BYTES + jsonBytes('pool'));
}

/**
 * What an extended test's roll records at most, from its input alone: every turn up to `maxTurns` played (the test
 * may be left unresolved), each turn every participant's dice (their pool, or 2 for a flat roll), each die's record
 * holding that participant's name as its group (`Participant 3` when unnamed) at its JSON's UTF-8 length; and the
 * outcome. A room admits the roll by it (`maxEntryBytes` of the contract): its entry keeps every die of every turn,
 * while the resolve answer lists at most 1,000 and summarises the turns between the first and the last.
 *
 * @example
 * extendedEntryBytes(parsed({ difficulty: 8, progressRequired: 5, maxTurns: 6, participants: [{ name: 'Grog', rating: 2 }] }));
 * // 1,000 + 6 turns x 4 dice x (64 + 6)
 */
export function extendedEntryBytes(input: ExtendedInput): number {
  let perTurn = 0;
  input.participants.forEach((p, i) => {
    perTurn += diceOf(input, p) * (DIE_BYTES + jsonBytes(nameOf(p, i)));
  });
  return OUTCOME_BYTES + input.maxTurns * perTurn;
}
