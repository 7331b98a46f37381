import { U } from './float-error.js';

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
}

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
    return { terms, tail: 0, cancelled: false };
  }
  if (q === 0) {
    for (let c = 0; c < need && c <= r; c++) terms.push(c === r ? 1 : 0);
    return { terms, tail: r >= need ? 1 : 0, cancelled: false };
  }
  let choose = 1;
  let pc = 1;
  let fewer = 0;
  for (let c = 0; c < need && c <= r; c++) {
    if (c > 0) {
      choose *= (r - c + 1) / c;
      pc *= p;
    }
    const term = choose * pc * powerOf(q, r - c);
    terms.push(term);
    fewer += term;
  }
  if (r < need) return { terms, tail: 0, cancelled: false };
  if (fewer <= 0.5) return { terms, tail: 1 - fewer, cancelled: false };
  if (!direct) return { terms, tail: Math.max(0, 1 - fewer), cancelled: true };
  // The tail from `need` on: its first term, then each next one by the ratio (r - c) / (c + 1) · p / q.
  choose *= (r - need + 1) / need;
  pc *= p;
  let term = choose * pc * powerOf(q, r - need);
  let tail = term;
  const pq = p / q;
  for (let c = need; c < r; c++) {
    const ratio = ((r - c) / (c + 1)) * pq;
    // Every later ratio is smaller: what is left is below term · ρ / (1 - ρ), ρ this ratio (raised for its rounding).
    const rho = ratio * (1 + 8 * U);
    if (rho < 1 && (term * rho) / (1 - rho) <= tail * 2 ** -60) return { terms, tail, cancelled: false };
    if (c - need >= TAIL_TERMS) return { terms, tail: Math.max(0, 1 - fewer), cancelled: true };
    term *= ratio;
    tail += term;
  }
  return { terms, tail, cancelled: false };
}
