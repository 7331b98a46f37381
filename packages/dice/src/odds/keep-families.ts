import { type Distribution, holesOnly } from '../distribution.js';
import {
  type BinomialTerms,
  binomialPerturbations,
  binomialRoundings,
  binomialTerms,
  TAIL_TERMS,
} from './binomial-terms.js';
import { countEstimate } from './estimate-meter.js';
import { extremesOf } from './extremes.js';
import { ETA, type FloatError, NO_ERROR, SLACK, U } from './float-error.js';
import { keepSupport } from './keep-support.js';
import { countEntries, countSteps, VISIT_STEPS } from './meter.js';

/** Identical, independent dice: how many, and the distribution of one (by value). */
export interface Family {
  readonly count: number;
  readonly dist: Distribution;
}

/**
 * Steps of {@link keepFamilies}, for the cost estimate: values x states x (ways to place dice at a value x sums, and
 * {@link VISIT_STEPS} of each state's own work). States are the placements of fewer than k dice among the families;
 * at one value, a state moves in about k ways (the families that can show it; mostly one, as when the exploding
 * faces are apart from the others).
 *
 * @example
 * keepFamiliesWork(6, 3, 2, 18); // 6 * 6 * (3 * 18 + 200 + 2 * (64 + 12))
 */
export function keepFamiliesWork(
  values: number,
  k: number,
  families: number,
  width: number,
  direct = true,
): number {
  countEstimate(families);
  let states = 1;
  for (let i = 0; i < families; i++) states = (states * (k + i)) / (i + 1);
  return values * states * (k * width + visitSteps(families, k, direct));
}

/**
 * The distribution of the sum of `contribution(v)` over the `k` most preferred dice of a pool made of
 * families of independent dice (highest values first, or lowest), by dynamic programming over order
 * statistics: values are visited in order of preference, tracking how many dice of each family are placed
 * (while fewer than k) and the sum so far; once k are placed the rest cannot matter. Faces are never enumerated.
 * Among equal values which die is kept does not change the sum.
 *
 * @example
 * keepFamilies([{ count: 4, dist: uniformDie(6) }], 3, true, (v) => v); // 4d6kh3
 *
 * `direct: false` takes every value's upper tail as 1 - P(fewer), its error absolute (cheaper, for a pool whose
 * series already leaves some mass out, so that `absolute` is not 0 anyway).
 */
export function keepFamilies(
  families: readonly Family[],
  k: number,
  highest: boolean,
  contribution: (value: number) => number,
  direct = true,
): Distribution {
  const counted = families.filter((f) => f.count > 0);
  const totalDice = counted.reduce((t, f) => t + f.count, 0);
  k = Math.min(k, totalDice);
  if (k <= 0) return { min: 0, probabilities: Float64Array.of(1), error: NO_ERROR };
  const { live, tinyMass } = withoutTinyFaces(counted, totalDice);
  // The values any family can show, in order of preference.
  const valueSet = new Set<number>();
  for (const f of live) {
    f.dist.probabilities.forEach((p, i) => {
      if (p > 0) valueSet.add(f.dist.min + i);
    });
  }
  const values = [...valueSet].sort((a, b) => (highest ? b - a : a - b));
  const F = live.length;
  // at[i][j]: P(family i shows value j); below[i][j]: P(it shows a value less preferred than j).
  const at = live.map((f) => values.map((v) => f.dist.probabilities[v - f.dist.min] ?? 0));
  const below = at.map((row) => {
    const out = new Array<number>(row.length).fill(0);
    for (let j = row.length - 2; j >= 0; j--) out[j] = out[j + 1]! + row[j + 1]!;
    return out;
  });
  const contributions = values.map(contribution);
  const { lo: gLo, hi: gHi } = extremesOf(contributions, 0);
  const base = k * gLo;
  const width = k * (gHi - gLo) + 1;
  // States: how many dice of each family are placed, fewer than k in all.
  const states: number[][] = [];
  const index = new Map<string, number>();
  const enumerate = (prefix: number[], left: number) => {
    if (prefix.length === F) {
      index.set(prefix.join(','), states.length);
      states.push(prefix.slice());
      return;
    }
    const cap = Math.min(left, live[prefix.length]!.count);
    for (let c = 0; c <= cap; c++) enumerate([...prefix, c], left - c);
  };
  enumerate([], k - 1);
  let rows: (Float64Array | undefined)[] = new Array(states.length);
  rows[index.get(new Array(F).fill(0).join(','))!] = (() => {
    const r = new Float64Array(width);
    r[-base] = 1;
    return r;
  })();
  countEntries(2 * width);
  const done = new Float64Array(width);
  let cancelled = false;
  let normal = true;
  for (let j = 0; j < values.length; j++) {
    countSteps(visitSteps(F, k, direct) * states.length);
    const g = contributions[j]!;
    const next: (Float64Array | undefined)[] = new Array(states.length);
    for (let s = 0; s < states.length; s++) {
      const row = rows[s];
      if (!row) continue;
      const placed = states[s]!;
      const need = k - placed.reduce((a, b) => a + b, 0);
      // Per family: P(c of its remaining dice at this value | all at or below it), c < need, and need or more.
      const binomials = placed.map((m, i) => {
        const atOrBelow = at[i]![j]! + below[i]![j]!;
        if (!(atOrBelow > 0)) return binomialTerms(0, need, 0, 1);
        return binomialTerms(
          live[i]!.count - m,
          need,
          at[i]![j]! / atOrBelow,
          below[i]![j]! / atOrBelow,
          direct,
        );
      });
      if (binomials.some((b) => !b.normal)) normal = false;
      let stay = 0;
      const visit = (i: number, c: number[], weight: number, sum: number) => {
        if (weight === 0) return;
        if (i === F) {
          stay += weight;
          const target = c.map((x, t) => x + placed[t]!);
          const t = index.get(target.join(','))!;
          let out = next[t];
          if (!out) {
            countEntries(width);
            out = new Float64Array(width);
            next[t] = out;
          }
          countSteps(width);
          const shift = sum * g;
          for (let x = 0; x < width; x++) {
            const q = row[x]!;
            if (q !== 0) out[x + shift]! += q * weight;
          }
          return;
        }
        const terms = binomials[i]!.terms;
        for (let x = 0; x < terms.length && sum + x < need; x++) {
          c.push(x);
          visit(i + 1, c, weight * terms[x]!, sum + x);
          c.pop();
        }
      };
      visit(0, [], 1, 0);
      const absorbed = absorbedOf(binomials, need, stay, direct);
      if (absorbed.cancelled) cancelled = true;
      if (absorbed.p > 0) {
        countSteps(width);
        const shift = need * g;
        for (let x = 0; x < width; x++) {
          const q = row[x]!;
          if (q !== 0) done[x + shift]! += q * absorbed.p;
        }
      }
    }
    rows = next;
  }
  const error = keepFamiliesError({
    live,
    k,
    values: values.length,
    states: states.length,
    cancelled,
    tinyMass,
    normal,
    width,
  });
  // Where a product may underflow (or faces were left out), a total's float may be 0 while it is possible, and a
  // float's total may be one the left-out faces alone make: the totals are walked apart, yes or no (issue 37).
  if (!mayUnderflow(counted, tinyMass)) return { ...trimFloat(base, done), ...(error ? { error } : {}) };
  const support = keepSupport(
    counted.map((f) => ({ count: f.count, values: valuesOf(f.dist) })),
    k,
    highest,
    contribution,
  );
  countEntries(support.possible.length);
  const probabilities = new Float64Array(support.possible.length);
  for (let i = 0; i < probabilities.length; i++) {
    if (support.possible[i]) probabilities[i] = done[support.min - base + i] ?? 0;
  }
  return { min: support.min, probabilities, ...(error ? { error } : {}), ...holesOnly(support.possible) };
}

/** Whether a product of the families' least likely faces may fall below the normal floats, or faces were left out. */
function mayUnderflow(families: readonly Family[], tinyMass: number): boolean {
  if (tinyMass > 0) return true;
  let log2Least = 0;
  for (const f of families) {
    let least = 1;
    for (const p of f.dist.probabilities) if (p > 0 && p < least) least = p;
    log2Least += f.count * Math.log2(least);
  }
  return log2Least < -1000;
}

/** The values a die of `d` can show (a float of 0 where a possible face underflowed counts, per its `possible`). */
function valuesOf(d: Distribution): Set<number> {
  const out = new Set<number>();
  const mayBeZero = d.counts === undefined && (d.error?.absolute ?? 0) > 0;
  d.probabilities.forEach((p, i) => {
    if (p > 0 || d.counts?.[i] || (mayBeZero && (d.possible === undefined || d.possible[i] === 1)))
      out.add(d.min + i);
  });
  return out;
}

/**
 * Steps of one state at one value besides its sums: its placements, its key, and its families' binomial terms (fewer
 * than k, a power by squaring each) and, when `direct`, their tails summed term by term (issue 37).
 *
 * @example
 * visitSteps(2, 3, false); // 200 + 2 * 12
 */
export const visitSteps = (families: number, k: number, direct: boolean) =>
  VISIT_STEPS + families * ((direct ? 2 * TAIL_TERMS : 0) + 4 * k);

/**
 * P(need or more of the remaining dice on this value), all families together: 1 - P(fewer) while that does not
 * cancel (P(fewer) at most 1/2) or where `direct` is false; else summed from each family's terms and tail, capped at
 * `need` (non-negative sums only), cancelled only where a family's own tail was.
 */
function absorbedOf(
  binomials: readonly BinomialTerms[],
  need: number,
  stay: number,
  direct: boolean,
): { p: number; cancelled: boolean } {
  if (stay <= 0.5 || !direct) return { p: Math.max(0, 1 - stay), cancelled: stay > 0.5 };
  if (binomials.length === 1) return { p: binomials[0]!.tail, cancelled: binomials[0]!.cancelled };
  // byCount[c]: P(c placed so far, c < need); byCount[need]: need or more.
  let byCount = new Float64Array(need + 1);
  byCount[0] = 1;
  let cancelled = false;
  for (const b of binomials) {
    if (b.cancelled) cancelled = true;
    const next = new Float64Array(need + 1);
    next[need] = byCount[need]!;
    for (let c = 0; c < need; c++) {
      const w = byCount[c]!;
      if (w === 0) continue;
      for (let x = 0; x < b.terms.length; x++) next[Math.min(need, c + x)]! += w * b.terms[x]!;
      next[need]! += w * b.tail;
    }
    byCount = next;
  }
  return { p: byCount[need]!, cancelled };
}

/**
 * The error of {@link keepFamilies}' floats (issue 37), counted up front: every float it adds or multiplies is
 * non-negative, so a total is within a relative error that counts, along any one path of products, each family's
 * probabilities as factors (p and q of each binomial, each from two of the family's floats and a sum of at most
 * `values`) and each rounding (the binomials', the weights', and the additions into a row: at most `states` at a
 * value, and `values · states` into the result). A tail taken as 1 - P(fewer) that may cancel adds its error
 * absolutely, once per value (a value's rows hold at most 1 in all). Undefined where a family's error is unbounded
 * or where a product could underflow (every one of them is the probability of
 * an event, at least the least likely face of each die multiplied).
 */
function keepFamiliesError(run: {
  live: readonly Family[];
  k: number;
  values: number;
  states: number;
  cancelled: boolean;
  tinyMass: number;
  normal: boolean;
  width: number;
}): FloatError | undefined {
  const { live, k, values, states, cancelled, tinyMass, normal } = run;
  let inputs = 0;
  let log2Smallest = 0;
  let r = 0;
  // Faces whose floats underflowed to 0 are left out of the order statistics: each die is then off by at most twice
  // their mass in total variation, and so is every total, absolutely (a sum of n dice is n-Lipschitz in it).
  let leftOut = tinyMass;
  for (const f of live) {
    const e = f.dist.error;
    if (!e || f.dist.truncated) return undefined;
    let least = Infinity;
    let zeros = 0;
    for (const p of f.dist.probabilities) {
      if (p > 0 && p < least) least = p;
      if (p === 0) zeros++;
    }
    // A positive float is within e.relative of its truth, and e.absolute more: relatively small above 2^-1000.
    if (e.absolute > 0 && !(least >= 2 ** -1000)) return undefined;
    inputs = Math.max(inputs, e.relative + e.absolute * 2 ** 1000 * (1 + e.relative));
    leftOut += e.absolute > 0 ? (f.count * 2 * zeros * e.absolute) / (1 - e.relative) : 0;
    log2Smallest += f.count * Math.log2(least * (1 - 2 * inputs));
    r = Math.max(r, f.count);
  }
  const F = live.length;
  // Every product is at least this likely (to within its relative error): above 2^-1022 nothing in it underflows.
  // Below, each binomial term and tail is within its relative error and ETA (built with its own exponent, turned into
  // a float once), and each operation after loses at most ETA once, never multiplied by more than 1 + relative after
  // (weights and rows are probabilities; so where p or q was no normal float, no bound): counted per
  // operation, the placements' products and sums, the binomials' and the absorbed masses' (issue 37, `700dFkh2`).
  const ops =
    values *
    states *
    ((k + 1) ** F * (F + 2 * run.width + 4) + F * (6 * (k + TAIL_TERMS) + 16) + F * (k + 1) ** 2);
  const underflow = log2Smallest - 2 > -1022 ? 0 : normal ? 4 * ops * ETA : undefined;
  if (underflow === undefined) return undefined;
  // p = at / (at + below): at's error, the sum's (its inputs' and `values` roundings) and the division's.
  const sum = inputs + (values + 1) * U;
  const theta = ((inputs + sum + U) / (1 - sum)) * SLACK;
  // One binomial term or tail: its factors' errors and its roundings.
  const t1 = binomialPerturbations(r) * theta + binomialRoundings(r, k) * U + 2 ** -58;
  const binomial = bounded(t1);
  // An absorbed mass: F binomials multiplied, summed over at most (k + 1)^F placements, or its complement.
  const absorbed = bounded(F * binomial + (F + (k + 1) ** F + 2) * U);
  const units = values * (F * binomial + (F + 1 + states) * U) + absorbed + (1 + values * states) * U;
  const relative = bounded(units) * SLACK;
  if (!(relative < 1e-6)) return undefined;
  return {
    relative,
    absolute: ((cancelled ? values * (absorbed + 2 * U) * (1 + relative) : 0) + leftOut + underflow) * SLACK,
    log2Smallest,
  };
}

/** A face this unlikely or less may be left out of the order statistics (its mass goes to `absolute`). */
const TINY = 2 ** -200;

/**
 * The families without their tiny faces where the least likely faces of all dice together would fall below the normal
 * floats (issue 37: `3d2r>1kh1`'s 2 stands after 1,000 rerolls, 2^-1001 likely, and a product of three could
 * underflow): faces below 2^(-1000 / dice) and {@link TINY} are left out, and `tinyMass` bounds what that moves each
 * total by, absolutely: each die within twice its left-out mass in total variation, the sum of all dice within the
 * sum of theirs (a face's float is within its family's error of the truth). Unchanged where nothing needs leaving out,
 * or where that would leave out more than tiny faces (the pool then states no bound, as before).
 */
function withoutTinyFaces(
  families: readonly Family[],
  dice: number,
): { live: readonly Family[]; tinyMass: number } {
  let log2Least = 0;
  for (const f of families) {
    countSteps(f.dist.probabilities.length);
    let least = 1;
    for (const p of f.dist.probabilities) if (p > 0 && p < least) least = p;
    log2Least += f.count * Math.log2(least);
  }
  if (log2Least > -1000) return { live: families, tinyMass: 0 };
  const cut = Math.min(TINY, 2 ** (-1000 / dice));
  let tinyMass = 0;
  const live = families.map((f) => {
    const e = f.dist.error;
    let mass = 0;
    let left = 0;
    const probabilities = f.dist.probabilities.map((p) => {
      if (p > 0 && p < cut) {
        mass += p;
        left++;
        return 0;
      }
      return p;
    });
    if (left === 0 || !e) return f;
    // Each left-out face's truth is at most (p̃ + absolute) / (1 - relative); the sums' roundings are in the 4U.
    tinyMass += (f.count * 2 * (mass + left * e.absolute) * (1 + 4 * U)) / (1 - e.relative);
    countEntries(probabilities.length);
    return { count: f.count, dist: { min: f.dist.min, probabilities, error: e } };
  });
  return { live, tinyMass: tinyMass * SLACK };
}

/** A product of factors (1 + aᵢ) with Σ aᵢ = `units` is within 1 ± units / (1 - units). */
const bounded = (units: number) => (units < 0.5 ? (units / (1 - units)) * SLACK : Infinity);

function trimFloat(min: number, p: Float64Array): Distribution {
  let lo = 0;
  let hi = p.length - 1;
  while (lo < hi && p[lo] === 0) lo++;
  while (hi > lo && p[hi] === 0) hi--;
  return { min: min + lo, probabilities: p.slice(lo, hi + 1) };
}
