import type { Distribution } from '../distribution.js';
import { type DiceNode, matches } from '../grammar/ast.js';
import { keepHighest, keepLowest, sumOfDice } from '../keep.js';
import { isPlainDice, keptOf } from '../notation.js';
import { powerOf } from './binomial-terms.js';
import { clampOf, contributionOf, drawModel } from './draws.js';
import { familyOptions, keepOverOptions } from './explosion-families.js';
import { SLACK, U } from './float-error.js';
import { keepExact } from './keep-exact.js';
import { keepFamilies } from './keep-families.js';
import { mapValues, mixture, power } from './ops.js';
import { chain, valuesOf } from './series.js';

/**
 * The exact distribution of one group of dice with its modifiers. `epsilon` is the probability this group may
 * leave out of an infinite series (exploding dice), reported as `truncated`.
 *
 * - plain dice: sums by sliding windows, keep/drop by order statistics, with exact fractions (as in 1.0);
 * - rerolls, `min`/`max`, Fate and custom faces: the distribution of one die, summed by repeated squaring,
 *   exact where the counts stay small;
 * - `!!` (compounding): one die's value is the series Σ P(g explosions) · (g exploding faces + a last one);
 * - `!` and `!p` without keep/drop: each die with its explosions is one such series of what they add;
 * - `!` and `!p` with keep/drop: a mixture, over how many faces exploded, of keep-highest over families of
 *   dice (the exploding faces and the others), each by order statistics.
 *
 * @example
 * diceDistribution(parseNotation('8d6!kh3').expr as DiceNode, 1e-12).truncated; // < 1e-12
 */
export function diceDistribution(node: DiceNode, epsilon: number): Distribution {
  const { count: n, mods } = node;
  if (isPlainDice(node) && node.die.kind === 'standard') {
    const sides = node.die.sides;
    const { kept, highest } = keptOf(n, mods.keep);
    if (kept >= n) return sumOfDice(n, sides);
    return highest ? keepHighest(n, sides, kept) : keepLowest(n, sides, kept);
  }
  const model = drawModel(node);
  const clamp = clampOf(node);
  const g = contributionOf(mods);
  const explode = mods.explode;
  if (!explode) {
    const values = valuesOf(model, clamp, () => true);
    return poolOf(n, values, mods.keep, g);
  }
  const compound = explode.style === 'compound' || explode.style === 'compound-penetrate';
  const penetrate = explode.style === 'penetrate' || explode.style === 'compound-penetrate';
  const isE = (f: number) => matches(explode.at, f);
  const isN = (f: number) => !isE(f);
  const extra = penetrate ? (f: number) => clamp(f) - 1 : clamp;
  if (compound) {
    const unit = chain(
      valuesOf(model, clamp, isE),
      valuesOf(model, clamp, isN),
      valuesOf(model, extra, isE),
      valuesOf(model, extra, isN),
      epsilon / n,
    );
    return poolOf(n, unit, mods.keep, g);
  }
  if (!mods.keep) {
    const unit = chain(
      mapValues(valuesOf(model, clamp, isE), g),
      mapValues(valuesOf(model, clamp, isN), g),
      mapValues(valuesOf(model, extra, isE), g),
      mapValues(valuesOf(model, extra, isN), g),
      epsilon / n,
    );
    return power(unit, n);
  }
  return keepOverOptions(familyOptions(node, epsilon), mods.keep, g);
}

/** n dice of one distribution, kept or dropped, summed or counted. */
function poolOf(
  n: number,
  values: Distribution,
  keep: DiceNode['mods']['keep'],
  g: (v: number) => number,
): Distribution {
  if (!keep) return power(mapValues(values, g), n);
  const { kept, highest } = keptOf(n, keep);
  const exact = values.truncated ? undefined : keepExact(n, values, kept, highest, g);
  if (exact) return exact;
  const t = values.truncated;
  // A series' cut is reported below, not seen by the order statistics (they are of the dice as computed).
  const unit = t ? { ...values, truncated: undefined } : values;
  const dist = keepFamilies([{ count: n, dist: unit }], kept, highest, g, !t);
  if (!t) return dist;
  // Scaled by the chance no die was cut, (1 - t)^n at least (t bounds a die's cut from above); what is left out is
  // at most n·t, doubled for that weight's roundings and the gap between t and the true cut (issue 37).
  const there = mixture([{ weight: powerOf(1 - t, n), dist }], 0, (n + 2 * Math.log2(n + 1) + 4) * U * SLACK);
  return { ...there, truncated: Math.min(1, 2 * n * t * SLACK) };
}
