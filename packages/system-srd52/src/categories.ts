import { bonusDistribution, bonusShape, naturalCategories, naturalWork, type SideModel } from './side.js';
import { BIGINT_STEPS, CALL_STEPS, countWork } from './work.js';

/** Counts of each category over a common total: an exact distribution over a finite set of results. */
export interface CategoryCounts<C extends string> {
  readonly counts: Map<C, bigint>;
  readonly total: bigint;
}

/**
 * The natural a roll needs to meet `target` with this flat part and bonus, clamped to 1..21: every judge here
 * reads a bonus only through it (the total against a DC or an AC; naturals 1 and 20 whatever the bonus), so
 * bonus values with one threshold share one enumeration of the d20s.
 */
export const neededNatural = (target: number, flat: number) => (bonus: number) =>
  Math.min(21, Math.max(1, target - flat - bonus));

/**
 * The exact chance of each category of a side's roll: over the kept d20 (order statistics under Advantage or
 * Disadvantage), the bonus dice (convolution) and, with `inspire`, the 'auto' Heroic Inspiration reroll of the
 * lower d20 after a roll whose category `fails`. `judge(natural, bonus)` reads a roll: the flat part is the
 * caller's. `key(bonus)` must be equal for bonus values that read every natural alike (`neededNatural`): those
 * share one enumeration of the d20s, so at most 21 enumerations are made whatever the bonus dice.
 *
 * @example
 * sideCategories(model, (n, b) => (n + 3 + b >= 15 ? 'success' : 'failure'), (c) => c === 'failure', false, neededNatural(15, 3));
 */
export function sideCategories<C extends string>(
  model: SideModel,
  judge: (natural: number, bonus: number) => C,
  fails: (category: C) => boolean,
  inspire: boolean,
  key: (bonus: number) => number,
  tagReroll = false,
): CategoryCounts<C> {
  const bonus = bonusDistribution(model);
  const cache = new Map<number, CategoryCounts<C>>();
  const counts = new Map<C, bigint>();
  let total = 0n;
  let steps = 0;
  bonus.counts.forEach((weight, i) => {
    if (weight === 0n) return;
    const b = bonus.min + i;
    const k = key(b);
    let inner = cache.get(k);
    if (!inner) {
      inner = naturalCategories(model.mode, (n) => judge(n, b), fails, inspire, tagReroll);
      cache.set(k, inner);
    }
    total = inner.total;
    steps += CALL_STEPS + inner.counts.size * BIGINT_STEPS;
    for (const [c, count] of inner.counts) counts.set(c, (counts.get(c) ?? 0n) + count * weight);
  });
  countWork(steps);
  return { counts, total: total * bonus.total };
}

/** At most this many categories (labels, and their tagged rerolls) one roll is read as. */
const MOST_CATEGORIES = 6;

/** The work of `sideCategories` from the model alone: the bonus dice, each bonus value, at most 21 enumerations. */
export function categoriesWork(model: SideModel, inspire: boolean): number {
  const shape = bonusShape(model);
  return (
    shape.work +
    shape.length * (CALL_STEPS + MOST_CATEGORIES * BIGINT_STEPS) +
    Math.min(shape.length, 21) * naturalWork(model.mode, inspire)
  );
}

/** The count of one category (0 when it cannot happen). */
export function countOf<C extends string>(odds: CategoryCounts<C>, category: C): bigint {
  return odds.counts.get(category) ?? 0n;
}
