import { formatDice, keptOf, type Notation, parseNotation, type Term } from './notation.js';
import type { Dice, RolledDie } from './tray.js';

/** The result of rolling a notation. */
export interface NotationRoll {
  readonly notation: string;
  readonly total: number;
}

/** Each term's default group (its own text), computed once per term of a notation parsed ahead. */
const groups = new WeakMap<Term, string>();
const textOf = formatDice;
const groupOf = (term: Extract<Term, { kind: 'dice' }>): string => {
  let group = groups.get(term);
  if (group === undefined) {
    group = textOf(term);
    groups.set(term, group);
  }
  return group;
};

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
  // A notation parsed here is used once: caching its terms' groups would only cost.
  const name = typeof notation === 'string' ? textOf : groupOf;
  let total = 0;
  for (const term of parsed.terms) {
    if (term.kind === 'constant') {
      total += term.sign * term.value;
      continue;
    }
    const rolled = dice.roll(term.count, term.sides, group ?? name(term));
    const { kept, highest } = keptOf(term.count, term.keep);
    total += term.sign * (kept === term.count ? sumAll(rolled) : keepBest(rolled, kept, highest));
  }
  return { notation: parsed.text, total };
}

function sumAll(rolled: readonly RolledDie[]): number {
  let sum = 0;
  for (const die of rolled) sum += die.face;
  return sum;
}

/** Sums the best `kept` dice and drops the rest; among equal faces the earlier die is kept. */
function keepBest(rolled: readonly RolledDie[], kept: number, highest: boolean): number {
  const better = highest
    ? (a: RolledDie, b: RolledDie) => b.face - a.face
    : (a: RolledDie, b: RolledDie) => a.face - b.face;
  // Array.prototype.sort is stable, so equal faces stay in the order drawn.
  const order = rolled.length > 16 ? rolled.slice().sort(better) : insertionSort(rolled, better);
  let sum = 0;
  for (let rank = 0; rank < order.length; rank++) {
    const die = order[rank]!;
    if (rank < kept) sum += die.face;
    else die.drop();
  }
  return sum;
}

/** A stable insertion sort: faster than `sort` with a comparator for the handful of dice most pools have. */
function insertionSort(
  list: readonly RolledDie[],
  compare: (a: RolledDie, b: RolledDie) => number,
): RolledDie[] {
  const out = list.slice();
  for (let i = 1; i < out.length; i++) {
    const die = out[i]!;
    let j = i - 1;
    while (j >= 0 && compare(out[j]!, die) > 0) {
      out[j + 1] = out[j]!;
      j--;
    }
    out[j + 1] = die;
  }
  return out;
}
