import { formatNotation, keptOf, type Notation, parseNotation } from './notation.js';
import type { Dice } from './tray.js';

/** The result of rolling a notation. */
export interface NotationRoll {
  readonly notation: string;
  readonly total: number;
}

/**
 * Rolls parsed (or unparsed) notation with the given dice; dropped dice are marked on the tray.
 * Each group of dice is recorded under `group`, or, by default, under its own term (`4d6kh3`), so a roll of
 * `1d20+1d6` says which die is which. Parse once with {@link parseNotation} and roll many times for speed.
 *
 * @example
 * rollNotation(parseNotation('4d6kh3'), createTray({ source: seededSource('x') })).total;
 */
export function rollNotation(notation: Notation | string, dice: Dice, group?: string): NotationRoll {
  const parsed = typeof notation === 'string' ? parseNotation(notation) : notation;
  let total = 0;
  for (const term of parsed.terms) {
    if (term.kind === 'constant') {
      total += term.sign * term.value;
      continue;
    }
    const rolled = dice.roll(term.count, term.sides, group ?? formatNotation([{ ...term, sign: 1 }]));
    const { kept, highest } = keptOf(term.count, term.keep);
    let sum = 0;
    if (kept === term.count) {
      for (const die of rolled) sum += die.face;
    } else {
      // Array.prototype.sort is stable: among equal faces, the earlier die is kept.
      const order = rolled.slice().sort(highest ? (a, b) => b.face - a.face : (a, b) => a.face - b.face);
      for (let rank = 0; rank < order.length; rank++) {
        const die = order[rank]!;
        if (rank < kept) sum += die.face;
        else die.drop();
      }
    }
    total += term.sign * sum;
  }
  return { notation: parsed.text, total };
}
