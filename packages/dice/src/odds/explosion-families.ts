import type { Distribution } from '../distribution.js';
import { type DiceNode, type Keep, matches } from '../grammar/ast.js';
import { LIMITS } from '../limits.js';
import { keptOf } from '../notation.js';
import { powerOf } from './binomial-terms.js';
import { clampOf, drawModel } from './draws.js';
import { SLACK, U } from './float-error.js';
import { type Family, keepFamilies } from './keep-families.js';
import { mixture } from './ops.js';
import { chain, massError, massOf, normalised, normalisedOrEmpty, valuesOf } from './series.js';

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
export function familyOptions(node: DiceNode, epsilon: number): FamilyOptions {
  const { count: n, mods } = node;
  const model = drawModel(node);
  const clamp = clampOf(node);
  const explode = mods.explode;
  if (!explode)
    return {
      options: [{ weight: 1, families: [{ count: n, dist: valuesOf(model, clamp, () => true) }] }],
      leftOut: 0,
      weightError: 0,
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
    // No die cut: (1 - t)^n at least (t is an upper bound on a die's cut), its complement at most n·t, doubled for the
    // roundings of the weight and the difference between t and the true cut (issue 37).
    return {
      options: [{ weight: powerOf(1 - t, n), families: [{ count: n, dist: normalised(unit) }] }],
      leftOut: Math.min(1, 2 * n * t * SLACK),
      weightError: (n + 2 * Math.log2(n + 1) + 4) * U * SLACK,
    };
  }
  const firstE = valuesOf(model, clamp, isE);
  const firstN = valuesOf(model, clamp, isN);
  const pe = massOf(firstE);
  // Both masses summed from their faces (never 1 - pe, which cancels when most faces explode).
  const pn = massOf(firstN);
  // Every weight below is a product of powers of pe and pn (each within its mass's error) and rounded factors.
  const theta = Math.max(massError(firstE), massError(firstN)) + U;
  let weightError = 0;
  const qE = normalisedOrEmpty(firstE);
  const qN = normalisedOrEmpty(firstN);
  const options: FamilyOption[] = [];
  let covered = 0;
  if (!penetrate) {
    // J, the exploding draws of n dice, is negative binomial: C(n+j-1, j) pe^j pn^n.
    for (const { j, p } of negativeBinomial(n, pe, pn, epsilon)) {
      covered += p;
      weightError = Math.max(weightError, negativeBinomialError(n, j, theta));
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
      const pa = binomialTerm(n, a, pe, pn);
      if (!(pa > 1e-300)) continue;
      for (const { j, p } of a === 0 ? [{ j: 0, p: 1 }] : negativeBinomial(a, pe, pn, epsilon)) {
        covered += pa * p;
        weightError = Math.max(
          weightError,
          negativeBinomialError(a, j, theta) + (n * theta + (3 * a + 2 * Math.log2(n + 1) + 5) * U) * 1.01,
        );
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
  // What the options leave out: 1 - covered, raised by covered's own error (its terms' and their sum's).
  const coveredError = weightError + (options.length + 1) * U;
  return {
    options,
    leftOut: Math.min(1, (Math.max(0, 1 - covered) + coveredError * 1.01 + 2 * U) * SLACK),
    weightError: weightError * 1.01 * SLACK,
  };
}

/** A pool's ways to come out, the mass they leave out (an upper bound), and their weights' relative error. */
export interface FamilyOptions {
  readonly options: FamilyOption[];
  readonly leftOut: number;
  readonly weightError: number;
}

/** Keep/drop over a mixture of pools: each option by order statistics, weighted. */
export function keepOverOptions(
  { options, leftOut, weightError }: FamilyOptions,
  keep: Keep,
  g: (value: number) => number,
): Distribution {
  const parts = options.map(({ weight, families }) => {
    const total = families.reduce((t, f) => t + f.count, 0);
    const { kept, highest } = keptOf(total, keep);
    // Where the options leave mass out, the answer's error is absolute anyway: tails as 1 - P(fewer), the cheaper way.
    return { weight, dist: keepFamilies(families, kept, highest, g, leftOut === 0) };
  });
  return mixture(parts, leftOut, weightError);
}

/**
 * The terms of a negative binomial (failures before n stops, each draw failing with p and stopping with q), down to
 * `epsilon` left: the first q^n, each next by the factor (n + j - 1) / j · p (issue 37: `exp`/`log` round as they
 * like; these are products of non-negative numbers, bounded by {@link negativeBinomialError}).
 */
export function negativeBinomial(
  n: number,
  p: number,
  q: number,
  epsilon: number,
): { j: number; p: number }[] {
  if (p === 0) return [{ j: 0, p: 1 }];
  const out: { j: number; p: number }[] = [];
  let sum = 0;
  let term = powerOf(q, n);
  const mean = (n * p) / q;
  for (let j = 0; j <= n * LIMITS.maxRepeatsPerDie; j++) {
    if (j > 0) term *= ((n + j - 1) / j) * p;
    sum += term;
    if (term > 1e-300) out.push({ j, p: term });
    if (j > mean && 1 - sum <= epsilon) break;
  }
  return out;
}

/** The relative error of term j of {@link negativeBinomial}: n + j factors within θ, 3 roundings a step, q^n's. */
const negativeBinomialError = (n: number, j: number, theta: number) => {
  const units = (n + j) * theta + (3 * j + 2 * Math.log2(n + 1) + 2) * U;
  return (units / (1 - units)) * SLACK;
};

/** C(n, a) p^a q^(n - a) by products (3a + 2 log2 n + 3 roundings). */
function binomialTerm(n: number, a: number, p: number, q: number): number {
  let term = powerOf(q, n - a);
  for (let c = 1; c <= a; c++) term *= ((n - c + 1) / c) * p;
  return term;
}
