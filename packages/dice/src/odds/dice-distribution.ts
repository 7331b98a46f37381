import { convolve, type Distribution } from '../distribution.js';
import { type DiceNode, type Keep, matches } from '../grammar/ast.js';
import { keepHighest, keepLowest, sumOfDice } from '../keep.js';
import { LIMITS } from '../limits.js';
import { isPlainDice, keptOf } from '../notation.js';
import { clampOf, contributionOf, type DrawModel, drawModel } from './draws.js';
import { dropFamilies } from './drop-families.js';
import { keepExact } from './keep-exact.js';
import { type Family, keepFamilies, lnFactorial } from './keep-families.js';
import { fromEntries, mapValues, mixture, power } from './ops.js';

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

/** The counted values of the draws whose natural face passes `which`, as unnormalised weights. */
function valuesOf(
  model: DrawModel,
  value: (natural: number) => number,
  which: (natural: number) => boolean,
): Distribution {
  const faces = model.faces.filter((f) => which(f.natural));
  return fromEntries(
    faces.map((f) =>
      f.count === undefined
        ? { value: value(f.natural), p: f.p }
        : { value: value(f.natural), p: f.p, count: f.count },
    ),
    model.total,
  );
}

const massOf = (d: Distribution) => d.probabilities.reduce((t, p) => t + p, 0);
const isEmpty = (d: Distribution) => massOf(d) === 0;

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
  const dist = keepFamilies([{ count: n, dist: values }], kept, highest, g);
  const t = values.truncated;
  if (!t) return dist;
  // The order statistics are of the dice as computed; scale them by the mass that is there.
  const there = (1 - t) ** n;
  return { ...dist, probabilities: dist.probabilities.map((p) => p * there), truncated: 1 - there };
}

/**
 * One die and its explosions as a series: a first draw that does not explode (fn), or one that does (fe)
 * followed by g exploding extra draws (xe) and a last one (xn), cut once less than `epsilon` remains.
 */
function chain(
  fe: Distribution,
  fn: Distribution,
  xe: Distribution,
  xn: Distribution,
  epsilon: number,
): Distribution {
  if (isEmpty(fe)) return fn;
  const pe = massOf(xe);
  let term = xn;
  let tail = xn;
  let remaining = pe;
  for (let g = 1; g < LIMITS.maxRepeatsPerDie && remaining * massOf(fe) > epsilon; g++) {
    term = convolve(term, xe);
    tail = mixture([
      { weight: 1, dist: tail },
      { weight: 1, dist: term },
    ]);
    remaining *= pe;
  }
  const exploded = convolve(fe, stripExact(tail));
  const unit = mixture([
    { weight: 1, dist: stripExact(fn) },
    { weight: 1, dist: exploded },
  ]);
  const truncated = massOf(fe) * remaining;
  return { min: unit.min, probabilities: unit.probabilities, ...(truncated > 0 ? { truncated } : {}) };
}

const stripExact = (d: Distribution): Distribution => ({ min: d.min, probabilities: d.probabilities });

function normalised(d: Distribution): Distribution {
  const mass = massOf(d);
  return { min: d.min, probabilities: d.probabilities.map((p) => p / mass) };
}

/** One way the pool of a dice group can come out: how likely, and its families of identical dice. */
export interface FamilyOption {
  readonly weight: number;
  readonly families: readonly Family[];
}

/**
 * The pool of a dice group (before keep/drop) as a mixture of family sets: one set for dice that do not
 * explode or that compound; for `!`, one per number of exploding draws (the exploding faces and the others);
 * for `!p`, one per number of first draws that explode and of their extra draws.
 */
export function familyOptions(node: DiceNode, epsilon: number): { options: FamilyOption[]; leftOut: number } {
  const { count: n, mods } = node;
  const model = drawModel(node);
  const clamp = clampOf(node);
  const explode = mods.explode;
  if (!explode)
    return {
      options: [{ weight: 1, families: [{ count: n, dist: valuesOf(model, clamp, () => true) }] }],
      leftOut: 0,
    };
  const penetrate = explode.style === 'penetrate' || explode.style === 'compound-penetrate';
  const isE = (f: number) => matches(explode.at, f);
  const isN = (f: number) => !isE(f);
  const extra = penetrate ? (f: number) => clamp(f) - 1 : clamp;
  if (explode.style === 'compound' || explode.style === 'compound-penetrate') {
    const unit = chain(
      valuesOf(model, clamp, isE),
      valuesOf(model, clamp, isN),
      valuesOf(model, extra, isE),
      valuesOf(model, extra, isN),
      epsilon / n,
    );
    const t = unit.truncated ?? 0;
    return {
      options: [{ weight: (1 - t) ** n, families: [{ count: n, dist: normalised(unit) }] }],
      leftOut: 1 - (1 - t) ** n,
    };
  }
  const firstE = valuesOf(model, clamp, isE);
  const firstN = valuesOf(model, clamp, isN);
  const pe = massOf(firstE);
  const pn = 1 - pe;
  const qE = normalisedOrEmpty(firstE);
  const qN = normalisedOrEmpty(firstN);
  const options: FamilyOption[] = [];
  let covered = 0;
  if (!penetrate) {
    // J, the exploding draws of n dice, is negative binomial: C(n+j-1, j) pe^j pn^n.
    for (const { j, p } of negativeBinomial(n, pe, epsilon)) {
      covered += p;
      options.push({
        weight: p,
        families: [
          { count: j, dist: qE },
          { count: n, dist: qN },
        ],
      });
    }
  } else {
    // A of the n first draws explode; their extra draws (one less each) are J' exploding and A last ones.
    const xE = normalisedOrEmpty(valuesOf(model, extra, isE));
    const xN = normalisedOrEmpty(valuesOf(model, extra, isN));
    for (let a = 0; a <= n; a++) {
      const pa = Math.exp(
        lnFactorial(n) - lnFactorial(a) - lnFactorial(n - a) + a * Math.log(pe) + (n - a) * Math.log(pn),
      );
      if (!(pa > 1e-300)) continue;
      for (const { j, p } of a === 0 ? [{ j: 0, p: 1 }] : negativeBinomial(a, pe, epsilon)) {
        covered += pa * p;
        options.push({
          weight: pa * p,
          families: [
            { count: a, dist: qE },
            { count: n - a, dist: qN },
            { count: j, dist: xE },
            { count: a, dist: xN },
          ],
        });
      }
    }
  }
  return { options, leftOut: Math.max(0, 1 - covered) };
}

/** Keep/drop over a mixture of pools: each option by order statistics, weighted. */
export function keepOverOptions(
  { options, leftOut }: { options: FamilyOption[]; leftOut: number },
  keep: Keep,
  g: (value: number) => number,
): Distribution {
  const parts = options.map(({ weight, families }) => {
    if (keep.mode === 'drop') {
      // Dropping d keeps nearly all of a pool that grows with its explosions: place the dropped ones instead.
      return { weight, dist: dropFamilies(families, keep.count, keep.which === 'lowest', g) };
    }
    const total = families.reduce((t, f) => t + f.count, 0);
    const { kept, highest } = keptOf(total, keep);
    return { weight, dist: keepFamilies(families, kept, highest, g) };
  });
  return mixture(parts, leftOut);
}

function normalisedOrEmpty(d: Distribution): Distribution {
  return massOf(d) > 0 ? normalised(d) : d;
}

/** The terms of a negative binomial (failures before n stops, stop probability 1 - p) down to `epsilon` left. */
export function negativeBinomial(n: number, p: number, epsilon: number): { j: number; p: number }[] {
  if (p === 0) return [{ j: 0, p: 1 }];
  const out: { j: number; p: number }[] = [];
  const lq = Math.log1p(-p);
  const lp = Math.log(p);
  let sum = 0;
  const mean = (n * p) / (1 - p);
  for (let j = 0; j <= n * LIMITS.maxRepeatsPerDie; j++) {
    const term = Math.exp(lnFactorial(n + j - 1) - lnFactorial(j) - lnFactorial(n - 1) + j * lp + n * lq);
    sum += term;
    if (term > 1e-300) out.push({ j, p: term });
    if (j > mean && 1 - sum <= epsilon) break;
  }
  return out;
}
