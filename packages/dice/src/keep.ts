import { constant, type Distribution, negate, shift } from './distribution.js';
import { DiceError } from './errors.js';
import { powerOf, powerOfScaled } from './odds/binomial-terms.js';
import { ETA, type FloatError, fromFraction, SLACK, U } from './odds/float-error.js';
import { floatSumOfDice } from './odds/float-sum.js';
import { ratio } from './odds/keep-exact.js';
import { countEntries, countSteps } from './odds/meter.js';
import { atMost, plus, type Scaled, scaled, times, toFloat } from './odds/scaled.js';

/** Exact numerators are computed alongside the floats while the denominator sides^n stays this small. */
const MAX_EXACT_BITS = 256;
/**
 * Work (inner-loop steps) allowed for one exact distribution; past it, a `limit_exceeded` error. The heaviest
 * distribution admitted computes in at most about 250 ms alone on one core of a small server (`10000d2`, 100,000,000
 * steps, took 300-670 ms: issue 25; measured by `apps/api/bench/heaviest.mjs`).
 */
export const MAX_DISTRIBUTION_WORK = 50_000_000;

const exactIsCheap = (n: number, sides: number) => n * Math.log2(Math.max(2, sides)) <= MAX_EXACT_BITS;
/** Bigint steps allowed for the exact numerators of one keep-highest (each about a hundred float steps). */
const MAX_EXACT_KEEP_STEPS = 500_000;

/**
 * Whether {@link keepHighest} computes exact numerators for k of n dice: while the denominator is small and the
 * bigint steps (about k^3 * sides^2 / 2) few; otherwise floats only (`30d100kh29` took 17 s in bigints).
 */
export function keepHighestIsExact(n: number, sides: number, k: number): boolean {
  return exactIsCheap(n, sides) && (k ** 3 * sides * sides) / 2 <= MAX_EXACT_KEEP_STEPS;
}

function tooCostly(what: string): never {
  throw new DiceError(
    'limit_exceeded',
    `The exact distribution of ${what} is too costly to compute (over ${MAX_DISTRIBUTION_WORK} steps)`,
    [{ path: ['notation'], message: `exact odds of ${what} are too costly to compute` }],
  );
}

/**
 * The sum of n dice with `sides` sides, by dynamic programming with a sliding window (n * n * sides steps).
 *
 * @example
 * sumOfDice(2, 6).probabilities[5]; // P(7) = 6/36
 */
export function sumOfDice(n: number, sides: number): Distribution {
  if (n === 0) return constant(0);
  if (n * n * (sides - 1) > MAX_DISTRIBUTION_WORK) tooCostly(`${n}d${sides}`);
  // Floats with their error bound, when the exact numerators would be too large to carry.
  if (!exactIsCheap(n, sides)) return { min: n, ...floatSumOfDice(n, sides) };
  // Values n..n*sides are stored at index value - n.
  let counts: bigint[] = [1n];
  for (let die = 1; die <= n; die++) {
    const old = counts;
    const length = old.length + sides - 1;
    countEntries(2 * length);
    const c = new Array<bigint>(length);
    let w = 0n;
    for (let j = 0; j < length; j++) {
      w += old[j] ?? 0n;
      if (j - sides >= 0) w -= old[j - sides]!;
      c[j] = w;
    }
    counts = c;
  }
  // The floats from the exact counts: each rounded from its fraction.
  const total = BigInt(sides) ** BigInt(n);
  countSteps(counts.length);
  return {
    min: n,
    probabilities: Float64Array.from(counts, (c) => ratio(c, total)),
    counts,
    total,
    error: fromFraction(total),
  };
}

/**
 * The sum of the highest k of n dice, by dynamic programming over order statistics: faces are taken from
 * the highest down, tracking how many dice sit above the current face (while fewer than k) and the sum
 * kept so far. Once k dice are placed the rest cannot matter, so the work is about k^3 * sides^2,
 * whatever n is; 6^n faces are never enumerated.
 *
 * @example
 * keepHighest(4, 6, 3); // 4d6kh3
 */
export function keepHighest(n: number, sides: number, k: number): Distribution {
  if (k >= n) return sumOfDice(n, sides);
  if (k <= 0) return { min: 0, probabilities: Float64Array.of(1), counts: [1n], total: 1n };
  if (k ** 3 * sides * sides > MAX_DISTRIBUTION_WORK) tooCostly(`${n}d${sides}kh${k}`);
  return orderStatistics(n, sides, k, keepHighestIsExact(n, sides, k));
}

/**
 * {@link keepHighest} in floating point only, with its error bound, whatever the pool (0 < k < n): for tests that
 * check the bound against exact counts on pools small enough to count.
 *
 * @internal
 */
export function keepHighestInFloats(n: number, sides: number, k: number): Distribution {
  return orderStatistics(n, sides, k, false);
}

/**
 * {@link keepHighest} with exact counts, whatever their cost (0 < k < n): the exact arithmetic its floats are
 * checked against.
 *
 * @internal
 */
export function keepHighestCounted(n: number, sides: number, k: number): Distribution {
  return orderStatistics(n, sides, k, true);
}

function orderStatistics(n: number, sides: number, k: number, exact: boolean): Distribution {
  const width = k * sides + 1;
  // live[m][s]: probability that exactly m dice (m < k) are above the current face with kept sum s.
  let live: Float64Array[] = Array.from({ length: k }, () => new Float64Array(width));
  let liveCounts: bigint[][] | undefined = exact
    ? Array.from({ length: k }, () => new Array<bigint>(width).fill(0n))
    : undefined;
  live[0]![0] = 1;
  if (liveCounts) liveCounts[0]![0] = 1n;
  const done = new Float64Array(width);
  const doneCounts = exact ? new Array<bigint>(width).fill(0n) : undefined;
  // For the float error bound (see keepHighestError): whether an upper tail fell back to 1 - P(fewer).
  let cancelled = false;

  for (let f = sides; f >= 1; f--) {
    countEntries(liveCounts ? 2 * k * width : k * width);
    const next = Array.from({ length: k }, () => new Float64Array(width));
    const nextCounts = liveCounts
      ? Array.from({ length: k }, () => new Array<bigint>(width).fill(0n))
      : undefined;
    for (let m = 0; m < k; m++) {
      const r = n - m;
      const need = k - m;
      const row = live[m]!;
      // P(exactly c of the r remaining dice show f | all of them are <= f), c < need.
      const pc = new Float64Array(need);
      let pAll = 0;
      // The terms with their own exponent (h8-exact: ((f-1)/f)^r of 2000d2 is below the floats, and a first term that
      // underflowed lost its digits before the terms after multiplied them up): each turned into a float once.
      // Plain floats while the first term is normal (the terms after it underflow only as they fall).
      let last = scaled(0);
      const first = f > 1 ? powerOf((f - 1) / f, r) : 0;
      const plain = first >= 2 ** -1020;
      if (f > 1 && plain) {
        let p = first;
        for (let c = 0; c < need; c++) {
          pc[c] = p;
          pAll += p;
          p *= ((r - c) / (c + 1)) * (1 / (f - 1));
        }
      } else if (f > 1) {
        let p = powerOfScaled((f - 1) / f, r);
        for (let c = 0; c < need; c++) {
          last = p;
          pc[c] = toFloat(p);
          pAll += pc[c]!;
          p = times(p, scaled(((r - c) / (c + 1)) * (1 / (f - 1))));
        }
      }
      // 1 - P(fewer) cancels when P(fewer) is near 1 (20d20kh15 read 1.3e-15 at 300 for 3.7e-16): then the tail is
      // summed term by term (issue 37).
      const tail =
        f > 1 && pAll > 0.5
          ? plain
            ? upperTailFloat(pc[need - 1]!, r, need, f)
            : upperTail(last, r, need, f)
          : undefined;
      // Without a tail summed to its end, 1 - P(fewer): exact enough while P(fewer) <= 1/2, else its error is
      // absolute (the tail cancelled), which the bound carries.
      const pRest = tail ?? Math.max(0, 1 - pAll);
      if (f > 1 && pAll > 0.5 && tail === undefined) cancelled = true;
      // Exact: C(r, c) * (f-1)^(r-c) sequences put exactly c of the r dice on f and the rest below it;
      // the absorbed paths (c >= need) are all f^r sequences but those.
      let wc: bigint[] | undefined;
      let wRest = 0n;
      if (nextCounts) {
        wc = [];
        const big = BigInt(f - 1);
        let binom = 1n;
        let sum = 0n;
        for (let c = 0; c < need; c++) {
          const w = f > 1 ? binom * big ** BigInt(r - c) : 0n;
          wc.push(w);
          sum += w;
          binom = (binom * BigInt(r - c)) / BigInt(c + 1);
        }
        wRest = BigInt(f) ** BigInt(r) - sum;
      }
      countSteps(liveCounts ? 2 * width * need : width * need);
      for (let s = 0; s < width; s++) {
        const q = row[s]!;
        const qc = liveCounts?.[m]?.[s] ?? 0n;
        if (q === 0 && qc === 0n) continue;
        const absorbed = s + need * f;
        done[absorbed]! += q * pRest;
        if (doneCounts) doneCounts[absorbed]! += qc * wRest;
        for (let c = 0; c < need && f > 1; c++) {
          next[m + c]![s + c * f]! += q * pc[c]!;
          // C(r, c) ways to choose which dice show f; the other r - c are placed on lower faces later.
          if (nextCounts) nextCounts[m + c]![s + c * f]! += qc * binomial(r, c);
        }
      }
    }
    live = next;
    liveCounts = nextCounts;
  }
  // Every path is absorbed by face 1, where all remaining dice show 1.
  if (exact) {
    return trimLow({ min: 0, probabilities: done, counts: doneCounts, total: BigInt(sides) ** BigInt(n) });
  }
  // Floats: every total from k to k * sides is possible, whatever underflowed (the support is exact).
  return {
    min: k,
    probabilities: done.slice(k, k * sides + 1),
    error: keepHighestError({ n, sides, k, width, cancelled }),
  };
}

/** γ(m): the relative error of m roundings in a product or a sum of non-negative terms. */
const gamma = (m: number) => (m * U) / (1 - m * U);
/** (1 + a)(1 + b)… - 1: relative errors compounded. */
const compound = (...errors: number[]) => errors.reduce((acc, e) => acc * (1 + e), 1) - 1;

/**
 * A rigorous bound on the rounding of {@link keepHighest} in floating point (issue 37). Every quantity is a sum of
 * products of non-negative terms, so relative errors add up and nothing cancels but where said:
 * - a face's first term ((f-1)/f)^r by squaring (`powerOfScaled`, its own exponent: Math.pow's rounding is not
 *   specified): γ(3r + 64); each next term multiplies by
 *   (r - c) / (c + 1) and 1 / (f - 1): 4 roundings, so every term of P(c of r on f) is within γ(3n + 64 + 4k);
 * - P(fewer), a sum of at most k terms: γ(k) more; P(at least `need`) = 1 - P(fewer) when P(fewer) <= 1/2: at
 *   most twice that error (and one rounding) relative to a result of at least about 1/2; else summed term by term
 *   (at most TAIL_TERMS + 1 terms of 4 more roundings each, a sum of that many, and the cut of what is less than
 *   2^-60 of it); when that sum falls back to 1 - P(fewer), its error is absolute;
 * - each face multiplies the states' probabilities by those terms and adds at most k products into a state; the
 *   sums absorbed add at most sides * k products into a total;
 * - nothing underflows while sides^-n stays above 2^-1000 (every probability computed is a multiple of it);
 *   otherwise each of the at most `ops` operations may lose 2^-1074 absolutely, never multiplied by more than 1 (the
 *   terms and tails carry their own exponent and are turned into floats once: h8-exact, `2000d2kh3`).
 */
function keepHighestError(o: {
  n: number;
  sides: number;
  k: number;
  width: number;
  cancelled: boolean;
}): FloatError {
  const { n, sides, k, width } = o;
  const term = gamma(3 * n + 64 + 4 * k);
  const fewer = compound(term, gamma(k));
  const byDifference = 2 * fewer + 2 * U;
  const bySum = compound(term, gamma(4 * (TAIL_TERMS + 2)), gamma(TAIL_TERMS + 1), 2 ** -59);
  const rest = Math.max(byDifference, bySum);
  // The states after each face, then the totals absorbed.
  let state = 0;
  for (let f = 0; f < sides; f++) state = compound(state, term, U, gamma(k));
  const relative = compound(state, rest, U, gamma(sides * k));
  // A fallen-back tail: absolutely within P(fewer)'s error and a rounding, times at most `sides` of mass in all.
  const cancelledAbsolute = o.cancelled ? sides * (1 + state) * (fewer + U) * (1 + U) : 0;
  const log2Smallest = -n * Math.log2(sides);
  const ops = sides * k * (width * (k + 1) * 2 + 5 * (TAIL_TERMS + k + 2) + n);
  const underflow = log2Smallest < -1000 ? 2 * ops * ETA : 0;
  return {
    relative: relative * SLACK,
    absolute: (cancelledAbsolute + underflow) * SLACK,
    log2Smallest,
  };
}

/** At most this many terms of an upper tail are summed one by one (then `1 - P(fewer)`, its error absolute). */
export const TAIL_TERMS = 200;

/**
 * P(at least \`need\` of r dice show f | all are at most f), summed from its first term up, where each term is the last
 * one times (r - c) / ((c + 1)(f - 1)): no subtraction, so a tail of 1e-300 keeps its digits. The ratio falls as c
 * grows; once it is below 1/2 what is left is at most twice the next term, and the sum stops when that is negligible.
 */
function upperTailFloat(before: number, r: number, need: number, f: number): number | undefined {
  let term = before * ((r - need + 1) / need) * (1 / (f - 1));
  let sum = 0;
  for (let c = need, i = 0; c <= r && i < TAIL_TERMS; c++, i++) {
    sum += term;
    const ratio = ((r - c) / (c + 1)) * (1 / (f - 1));
    term *= ratio;
    if (term === 0 || c === r || (ratio < 0.5 && 2 * term <= sum * 2 ** -60)) {
      countSteps(i + 1);
      return sum;
    }
  }
  countSteps(TAIL_TERMS);
  return undefined;
}

/** {@link upperTailFloat} with the terms' own exponent, from a first term below the normal floats (h8-exact). */
function upperTail(before: Scaled, r: number, need: number, f: number): number | undefined {
  let term = times(before, scaled(((r - need + 1) / need) * (1 / (f - 1))));
  let sum = scaled(0);
  const cut = scaled(2 ** -60);
  for (let c = need, i = 0; c <= r && i < TAIL_TERMS; c++, i++) {
    sum = plus(sum, term);
    const ratio = ((r - c) / (c + 1)) * (1 / (f - 1));
    term = times(term, scaled(ratio));
    if (term.m === 0 || c === r || (ratio < 0.5 && atMost(times(term, scaled(2)), times(sum, cut)))) {
      countSteps(i + 1);
      return toFloat(sum);
    }
  }
  countSteps(TAIL_TERMS);
  return undefined;
}

/** The sum of the lowest k of n dice: the mirror image of {@link keepHighest}. */
export function keepLowest(n: number, sides: number, k: number): Distribution {
  // A face x maps to sides + 1 - x, so a sum v of k kept dice maps to k * (sides + 1) - v.
  return shift(negate(keepHighest(n, sides, k)), Math.min(k, n) * (sides + 1));
}

const binomCache = new Map<string, bigint>();
function binomial(n: number, k: number): bigint {
  const key = `${n},${k}`;
  let value = binomCache.get(key);
  if (value === undefined) {
    value = 1n;
    for (let i = 0; i < k; i++) value = (value * BigInt(n - i)) / BigInt(i + 1);
    if (binomCache.size < 10_000) binomCache.set(key, value);
  }
  return value;
}

function trimLow(d: Distribution): Distribution {
  const p = d.probabilities;
  let lo = 0;
  while (lo < p.length - 1 && p[lo] === 0 && (!d.counts || d.counts[lo] === 0n)) lo++;
  let hi = p.length - 1;
  while (hi > lo && p[hi] === 0 && (!d.counts || d.counts[hi] === 0n)) hi--;
  return {
    min: d.min + lo,
    probabilities: p.slice(lo, hi + 1),
    counts: d.counts?.slice(lo, hi + 1),
    total: d.total,
  };
}
