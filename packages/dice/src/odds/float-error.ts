/**
 * A bound on the rounding error of a distribution's floating-point probabilities: every float `p̃` is within
 * `relative × p + absolute` of the true probability `p`. `absolute` is 0 unless a probability may have underflowed
 * (below about 1e-308 a float loses its relative precision; such a total may read 0 although it is possible).
 */
export interface FloatError {
  readonly relative: number;
  readonly absolute: number;
  /**
   * log2 of a lower bound on the smallest possible probability (every possible total is at least this likely): while
   * a product of two distributions' probabilities stays above 2^-1000 nothing underflows, and `absolute` stays 0.
   */
  readonly log2Smallest: number;
}

/** The unit roundoff of a double: one rounding is within a factor 1 ± U of the exact result. */
export const U = 2 ** -53;
/** The most one underflowing division or product can lose, absolutely (half the smallest subnormal, rounded up). */
export const ETA = 2 ** -1074;
/**
 * A bound's own arithmetic is floating point too: every bound is grown by this factor so that its rounding (at most
 * a few hundred million roundings of U each) can only make it larger than the truth, never smaller.
 */
export const SLACK = 1 + 2 ** -20;

/** A float rounded once from an exact value (`1 / sides`). */
export const roundedOnce = (log2Smallest: number): FloatError => ({
  relative: U * SLACK,
  absolute: 0,
  log2Smallest,
});
/** A float rounded from an exact fraction of two bigints (`ratio`: two conversions and a division). */
export const fromFraction = (total: bigint): FloatError => ({
  relative: 4 * U * SLACK,
  absolute: 0,
  log2Smallest: -total.toString(2).length,
});
/** An exact float (1: a sure value). */
export const NO_ERROR: FloatError = { relative: 0, absolute: 0, log2Smallest: 0 };
/** Below this (log2) a product of probabilities may underflow. */
const NORMAL = -1000;

/** γ(m) of the textbook: the relative error of a sum of m non-negative terms added one by one. */
const gamma = (m: number) => (m * U) / (1 - m * U);

/**
 * The error of sums of products `Σ p̃ᵢ q̃ⱼ` of two distributions' floats (convolution, or any function of both),
 * with at most `terms` products in one sum. Every term is non-negative, so relative errors add up and nothing
 * cancels; an absolute error is carried through the other distribution's mass (at most 1 + its error).
 */
export function productError(a: FloatError, b: FloatError, terms: number): FloatError {
  const relative = (a.relative + b.relative + a.relative * b.relative + gamma(terms + 1)) * (1 + 2 * U);
  const log2Smallest = a.log2Smallest + b.log2Smallest;
  const underflow = a.absolute > 0 || b.absolute > 0 || log2Smallest < NORMAL ? terms * ETA : 0;
  const absolute =
    a.absolute * (1 + b.relative + b.absolute) +
    b.absolute * (1 + a.relative) +
    terms * a.absolute * b.absolute;
  return { relative: relative * SLACK, absolute: (absolute + underflow) * SLACK, log2Smallest };
}

/** The error of sums of up to `terms` probabilities of one distribution (the distribution of f(X)). */
export function sumError(e: FloatError, terms: number): FloatError {
  return {
    relative: (e.relative + gamma(terms)) * (1 + U) * SLACK,
    absolute: e.absolute * terms * SLACK,
    log2Smallest: e.log2Smallest,
  };
}
