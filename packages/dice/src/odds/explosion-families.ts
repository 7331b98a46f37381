import type { Distribution } from '../distribution.js';
import { type DiceNode, type Keep, matches } from '../grammar/ast.js';
import { LIMITS } from '../limits.js';
import { keptOf } from '../notation.js';
import { clampOf, drawModel } from './draws.js';
import { dropFamilies } from './drop-families.js';
import { type Family, keepFamilies, lnFactorial } from './keep-families.js';
import { mixture } from './ops.js';
import { chain, massOf, normalised, normalisedOrEmpty, valuesOf } from './series.js';

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
