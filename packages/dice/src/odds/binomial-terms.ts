import { U } from './float-error.js';
import { atMost, plus, type Scaled, scaled, times, toFloat } from './scaled.js';

/** At most this many terms of a binomial tail are summed one by one; past them the tail is 1 - P(fewer). */
export const TAIL_TERMS = 32;

/** What {@link binomialTerms} gives: P(c of r) for c < need (those with c <= r), and P(need or more). */
export interface BinomialTerms {
  readonly terms: readonly number[];
  readonly tail: number;
  /**
   * Whether the tail is 1 - P(fewer) with P(fewer) above 1/2: it may cancel, so its error is absolute (at most
   * P(fewer)'s own plus one rounding) rather than relative.
   */
  readonly cancelled: boolean;
  /**
   * Whether p and q were normal floats. Every term and the tail are then within their counted relative error and at
   * most ETA more (each built with its own exponent and turned into a float once: issue 37, `700dFkh2`'s q^700 is
   * below the floats). False: no bound.
   */
  readonly normal: boolean;
}

/** Below this a factor of a binomial term may have lost its relative precision. */
const NORMAL = 2 ** -1000;

/**
 * Roundings behind one term or the tail, for the error bound of order statistics (issue 37): a term is
 * C(r, c) p^c q^(r - c), C and p^c built factor by factor (3 per c), q's power by squaring (2 per bit of r) and
 * two products; the tail adds {@link TAIL_TERMS} more terms by a recurrence (3 each) and their sum, or is the
 * complement of a sum of at most `need` terms.
 */
export const binomialRoundings = (r: number, need: number) =>
  3 * (need + TAIL_TERMS) + 2 * (Math.log2(r + 1) + 1) + TAIL_TERMS + need + 8;
/** How many times p or q (each within its own relative error) can be a factor of one term or the tail. */
export const binomialPerturbations = (r: number) => 3 * r + 2;

/** q^e by squaring: at most 2 roundings per bit of e, never `**` (whose rounding JavaScript does not specify). */
export function powerOf(q: number, e: number): number {
  let result = 1;
  let base = q;
  for (let k = e; k > 0; k >>= 1) {
    if (k & 1) result *= base;
    if (k > 1) base *= base;
  }
  return result;
}

/**
 * The binomial probabilities of c of r dice on a value (each there with probability p, below it with q = 1 - p,
 * both given so that q is never computed as 1 - p), for c below `need`, and the tail of `need` or more, by
 * multiplications and additions of non-negative numbers only (issue 37: `exp`/`log` round as they like, and the tail
 * as 1 - P(fewer) cancelled). The tail is summed directly while its terms are not negligible (their ratios fall, so
 * what is left is below a geometric series), within {@link TAIL_TERMS} terms; else it is 1 - P(fewer), exact enough
 * when P(fewer) is at most 1/2, and taken so whenever `direct` is false (where an absolute error costs nothing: a pool
 * whose series already leaves some mass out).
 *
 * @example
 * binomialTerms(4, 2, 0.5, 0.5); // { terms: [1/16, 4/16], tail: 11/16, cancelled: false }
 */
export function binomialTerms(r: number, need: number, p: number, q: number, direct = true): BinomialTerms {
  const terms: number[] = [];
  if (r === 0 || p === 0) {
    terms.push(1);
    return { terms, tail: 0, cancelled: false, normal: true };
  }
  if (q === 0) {
    for (let c = 0; c < need && c <= r; c++) terms.push(c === r ? 1 : 0);
    return { terms, tail: r >= need ? 1 : 0, cancelled: false, normal: true };
  }
  // In floats while every factor stays normal (the same roundings, and faster); else with their own exponents.
  return floatTerms(r, need, p, q, direct) ?? scaledTerms(r, need, p, q, direct);
}

/**
 * {@link binomialTerms} in plain floats, or undefined where a factor (p^c, q^(r - c), the tail's first term before
 * ratios above 1) falls below the normal floats, or the tail stops on a term that did with ratios above 1/2: there
 * a float would have lost digits that later products multiply up.
 */
function floatTerms(
  r: number,
  need: number,
  p: number,
  q: number,
  direct: boolean,
): BinomialTerms | undefined {
  if (p < NORMAL || q < NORMAL) return undefined;
  const terms: number[] = [];
  let choose = 1;
  let pc = 1;
  let fewer = 0;
  for (let c = 0; c < need && c <= r; c++) {
    if (c > 0) {
      choose *= (r - c + 1) / c;
      pc *= p;
    }
    const power = powerOf(q, r - c);
    if (pc < NORMAL || power < NORMAL || !(choose < 2 ** 1000)) return undefined;
    const term = choose * pc * power;
    terms.push(term);
    fewer += term;
  }
  if (r < need) return { terms, tail: 0, cancelled: false, normal: true };
  if (fewer <= 0.5) return { terms, tail: 1 - fewer, cancelled: false, normal: true };
  if (!direct) return { terms, tail: Math.max(0, 1 - fewer), cancelled: true, normal: true };
  choose *= (r - need + 1) / need;
  pc *= p;
  const power = powerOf(q, r - need);
  let term = choose * pc * power;
  let tail = term;
  const pq = p / q;
  if (pc < NORMAL || power < NORMAL || !(choose < 2 ** 1000) || term < NORMAL) return undefined;
  for (let c = need; c < r; c++) {
    const ratio = ((r - c) / (c + 1)) * pq;
    const rho = ratio * (1 + 8 * U);
    if (rho < 1 && (term * rho) / (1 - rho) <= tail * 2 ** -60) {
      if (term < NORMAL && rho > 0.5) return undefined;
      return { terms, tail, cancelled: false, normal: true };
    }
    if (c - need >= TAIL_TERMS) return { terms, tail: Math.max(0, 1 - fewer), cancelled: true, normal: true };
    term *= ratio;
    tail += term;
  }
  return { terms, tail, cancelled: false, normal: true };
}

/** {@link binomialTerms} with every factor's own exponent (see {@link BinomialTerms.normal}). */
function scaledTerms(r: number, need: number, p: number, q: number, direct: boolean): BinomialTerms {
  const terms: number[] = [];
  // Every factor with its own exponent (issue 37, h8-exact): q^700 is far below the floats where the term is not; a
  // term or the tail turned into a float once, within ETA where it falls below the normal floats.
  let choose = scaled(1);
  let pc = scaled(1);
  let fewer = 0;
  // p and q are the inputs' floats: below the normal floats they hold no relative precision (no bound then).
  const normal = p >= NORMAL && q >= NORMAL;
  const P = scaled(p);
  for (let c = 0; c < need && c <= r; c++) {
    if (c > 0) {
      choose = times(choose, scaled((r - c + 1) / c));
      pc = times(pc, P);
    }
    const term = toFloat(times(times(choose, pc), powerOfScaled(q, r - c)));
    terms.push(term);
    fewer += term;
  }
  if (r < need) return { terms, tail: 0, cancelled: false, normal };
  if (fewer <= 0.5) return { terms, tail: 1 - fewer, cancelled: false, normal };
  if (!direct) return { terms, tail: Math.max(0, 1 - fewer), cancelled: true, normal };
  // The tail from `need` on: its first term, then each next one by the ratio (r - c) / (c + 1) · p / q.
  choose = times(choose, scaled((r - need + 1) / need));
  pc = times(pc, P);
  let term = times(times(choose, pc), powerOfScaled(q, r - need));
  let tail = term;
  const pq = p / q;
  const cut = scaled(2 ** -60);
  for (let c = need; c < r; c++) {
    const ratio = ((r - c) / (c + 1)) * pq;
    // Every later ratio is smaller: what is left is below term · ρ / (1 - ρ), ρ this ratio (raised for its rounding).
    const rho = ratio * (1 + 8 * U);
    if (rho < 1 && atMost(times(term, scaled(rho / (1 - rho))), times(tail, cut))) {
      return { terms, tail: toFloat(tail), cancelled: false, normal };
    }
    if (c - need >= TAIL_TERMS) return { terms, tail: Math.max(0, 1 - fewer), cancelled: true, normal };
    term = times(term, scaled(ratio));
    tail = plus(tail, term);
  }
  return { terms, tail: toFloat(tail), cancelled: false, normal };
}

/** q^e by squaring, with its own exponent ({@link powerOf}'s roundings, none lost below the floats). */
export function powerOfScaled(q: number, e: number): Scaled {
  let result = scaled(1);
  let base = scaled(q);
  for (let k = e; k > 0; k >>= 1) {
    if (k & 1) result = times(result, base);
    if (k > 1) base = times(base, base);
  }
  return result;
}
