import { constant, convolve, type Distribution, negate, shift } from './distribution.js';
import { keepHighest, keepLowest, sumOfDice } from './keep.js';
import { keptOf, type Notation, parseNotation, type Term } from './notation.js';

/**
 * The exact distribution of a dice notation's total.
 *
 * @example
 * notationDistribution('4d6kh3'); // { min: 3, probabilities: [...], counts: [...], total: 1296n }
 */
export function notationDistribution(notation: Notation | string): Distribution {
  const parsed = typeof notation === 'string' ? parseNotation(notation) : notation;
  let result = constant(0);
  let offset = 0;
  for (const term of parsed.terms) {
    if (term.kind === 'constant') offset += term.sign * term.value;
    else result = convolve(result, termDistribution(term));
  }
  return shift(result, offset);
}

/** The distribution of one group of dice, with its sign. */
export function termDistribution(term: Extract<Term, { kind: 'dice' }>): Distribution {
  const { kept, highest } = keptOf(term.count, term.keep);
  const d =
    kept >= term.count
      ? sumOfDice(term.count, term.sides)
      : highest
        ? keepHighest(term.count, term.sides, kept)
        : keepLowest(term.count, term.sides, kept);
  return term.sign < 0 ? negate(d) : d;
}
