import { bonusDistribution, naturalCategories, type SideModel } from './side.js';

/** Counts of each category over a common total: an exact distribution over a finite set of results. */
export interface CategoryCounts<C extends string> {
  readonly counts: Map<C, bigint>;
  readonly total: bigint;
}

/**
 * The exact chance of each category of a side's roll: over the kept d20 (order statistics under Advantage or
 * Disadvantage), the bonus dice (convolution) and, with `inspire`, the 'auto' Heroic Inspiration reroll of the
 * lower d20 after a roll whose category `fails`. `judge(natural, bonus)` reads a roll: the flat part is the
 * caller's. Bonus values that read every natural alike share one enumeration.
 *
 * @example
 * sideCategories(model, (n, b) => (n + 3 + b >= 15 ? 'success' : 'failure'), (c) => c === 'failure', false);
 */
export function sideCategories<C extends string>(
  model: SideModel,
  judge: (natural: number, bonus: number) => C,
  fails: (category: C) => boolean,
  inspire: boolean,
  tagReroll = false,
): CategoryCounts<C> {
  const bonus = bonusDistribution(model);
  const cache = new Map<string, CategoryCounts<C>>();
  const counts = new Map<C, bigint>();
  let total = 0n;
  bonus.counts.forEach((weight, i) => {
    if (weight === 0n) return;
    const b = bonus.min + i;
    const row = Array.from({ length: 20 }, (_, n) => judge(n + 1, b));
    const key = row.join('|');
    let inner = cache.get(key);
    if (!inner) {
      inner = naturalCategories(model.mode, (n) => row[n - 1]!, fails, inspire, tagReroll);
      cache.set(key, inner);
    }
    total = inner.total;
    for (const [c, count] of inner.counts) counts.set(c, (counts.get(c) ?? 0n) + count * weight);
  });
  return { counts, total: total * bonus.total };
}

/** The count of one category (0 when it cannot happen). */
export function countOf<C extends string>(odds: CategoryCounts<C>, category: C): bigint {
  return odds.counts.get(category) ?? 0n;
}
