import { combineTruncated, constant, convolve, type Distribution, isPossible } from '../distribution.js';
import type { DiceNode, GroupNode } from '../grammar/ast.js';
import { keptOf } from '../notation.js';
import { pooledDice } from '../roll/evaluate.js';
import { diceDistribution } from './dice-distribution.js';
import { contributionOf } from './draws.js';
import { type FamilyOption, familyOptions, keepOverOptions } from './explosion-families.js';
import { ETA, type FloatError, SLACK, U } from './float-error.js';
import { countSteps } from './meter.js';
import { combine, fromEntries, mapValues } from './ops.js';

/**
 * The distribution of a roll group. A group of one written as dice joined by `+` pools its dice (`{4d6+2d8}kh2`
 * keeps the best two of six dice, by order statistics over the families); otherwise each item is one value:
 * counted by a success compare point (a sum of independent -1/0/+1), or kept by the best-so-far tuples of
 * values item by item (a handful of items, never their faces).
 *
 * @example
 * groupDistribution(node, items, 1e-12); // {4d6, 3d8}kh1
 */
export function groupDistribution(
  node: GroupNode,
  itemDistribution: (index: number) => Distribution,
  epsilon: number,
): Distribution {
  const g = contributionOf(node);
  const pooled = pooledDice(node);
  if (pooled) {
    const virtual = pooled.map(
      (d): DiceNode => ({ ...d, mods: { ...d.mods, success: node.success, failure: node.failure } }),
    );
    if (!node.keep) {
      return virtual.reduce(
        (acc, d) => convolve(acc, diceDistribution(d, epsilon / virtual.length)),
        constant(0),
      );
    }
    let options: FamilyOption[] = [{ weight: 1, families: [] }];
    let leftOut = 0;
    let weightError = 0;
    for (const d of pooled) {
      const next = familyOptions(d, epsilon / pooled.length);
      // Left out where either pool was (at most the sum: an upper bound, as each is); weights multiplied once more.
      leftOut = Math.min(1, (leftOut + next.leftOut) * SLACK);
      weightError = (weightError + next.weightError + weightError * next.weightError + U) * SLACK;
      options = options.flatMap((a) =>
        next.options.map((b) => ({ weight: a.weight * b.weight, families: [...a.families, ...b.families] })),
      );
    }
    return keepOverOptions({ options, leftOut, weightError }, node.keep, g);
  }
  const items = node.items.map((_, i) => itemDistribution(i));
  if (!node.keep) {
    return items.reduce((acc, d) => convolve(acc, node.success ? mapValues(d, g) : d), constant(0));
  }
  const { kept, highest } = keptOf(items.length, node.keep);
  if (kept === 1) {
    // The best of the items: folded pairwise over their joint values (exact when they are).
    const best = items.reduce((acc, d) => combine(acc, d, highest ? Math.max : Math.min));
    return node.success ? mapValues(best, g) : best;
  }
  return keepItems(items, kept, highest, g);
}

/** Keep the best k of independent items: a distribution over the best k values so far, item by item. */
function keepItems(
  items: readonly Distribution[],
  k: number,
  highest: boolean,
  g: (value: number) => number,
): Distribution {
  const exact = items.every((d) => d.counts && d.total !== undefined);
  type State = { best: number[]; p: number; count: bigint };
  let states = new Map<string, State>([['', { best: [], p: 1, count: 1n }]]);
  const better = (a: number, b: number) => (highest ? a > b : a < b);
  let truncated: number | undefined;
  // The most terms added into one state at one item (for the error bound).
  let widest = 0;
  for (const item of items) {
    truncated = combineTruncated(truncated, item.truncated);
    widest = Math.max(widest, states.size * item.probabilities.length);
    const next = new Map<string, State>();
    countSteps(states.size * item.probabilities.length * (k + 1));
    // A zero that may be an underflowed possible value still counts (the lowest and highest stay exact).
    for (const state of states.values()) {
      item.probabilities.forEach((p, i) => {
        const c = item.counts?.[i] ?? 0n;
        if (!isPossible(item, i)) return;
        const v = item.min + i;
        const best = state.best.slice();
        let at = best.length;
        while (at > 0 && better(v, best[at - 1]!)) at--;
        best.splice(at, 0, v);
        if (best.length > k) best.pop();
        const key = best.join(',');
        const found = next.get(key);
        if (found) {
          found.p += state.p * p;
          if (exact) found.count += state.count * c;
        } else next.set(key, { best, p: state.p * p, count: exact ? state.count * c : 0n });
      });
    }
    states = next;
  }
  const total = exact ? items.reduce((t, d) => t * d.total!, 1n) : undefined;
  return fromEntries(
    [...states.values()].map((s) => {
      const value = s.best.reduce((t, v) => t + g(v), 0);
      return exact ? { value, p: s.p, count: s.count } : { value, p: s.p };
    }),
    total,
    truncated,
    keepItemsError(items, widest, states.size),
  );
}

/**
 * The error of {@link keepItems}' floats, when every item's is bounded: a state's weight is a product of one
 * probability per item, added into its state at each item among at most `widest` terms, then summed by total among at
 * most `finalStates`; every term is non-negative, so the items' errors compound and the roundings add up.
 */
function keepItemsError(
  items: readonly Distribution[],
  widest: number,
  finalStates: number,
): FloatError | undefined {
  let relative = 0;
  let absolute = 0;
  let log2Smallest = 0;
  for (const d of items) {
    if (!d.error) return undefined;
    relative = relative + d.error.relative + relative * d.error.relative;
    // Its values may each be off by `absolute`: summed over them in one state.
    absolute += d.error.absolute * d.probabilities.length;
    log2Smallest += d.error.log2Smallest;
  }
  const roundings = items.length * (1 + widest) + finalStates;
  const g = (roundings * U) / (1 - roundings * U);
  const underflow = absolute > 0 || log2Smallest < -1000 ? roundings * ETA : 0;
  return {
    relative: (relative + g + relative * g) * SLACK,
    // An item's absolute error reaches a state through the other items' mass (at most 1 + their error each).
    absolute: (absolute * (1 + relative) * (1 + absolute) + underflow) * SLACK,
    log2Smallest,
  };
}
