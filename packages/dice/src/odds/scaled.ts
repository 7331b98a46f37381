/**
 * @module
 * Floats with their own exponent (issue 37, h8-exact): a binomial term C(r, c) p^c q^(r - c) of 700 Fate dice has
 * factors far below the normal floats (q^700) although the term is not, and a factor that underflows loses its digits
 * before the product could restore them. `m · 2^e` with m kept between 2^-300 and 2^300 rounds exactly as a float
 * does (scaling by a power of two is exact in that range), and never underflows until it is turned back into a float,
 * once, losing at most 2^-1074 there.
 */

/** The value m · 2^e. */
export interface Scaled {
  readonly m: number;
  readonly e: number;
}

const UP = 2 ** 300;
const DOWN = 2 ** -300;

/** `m · 2^e` with m brought between 2^-300 and 2^300 (exactly: each step multiplies by a power of two). */
export function scaled(m: number, e = 0): Scaled {
  if (m === 0) return { m: 0, e: 0 };
  while (m < DOWN) {
    m *= UP;
    e -= 300;
  }
  while (m > UP) {
    m *= DOWN;
    e += 300;
  }
  return { m, e };
}

/** a · b, rounded once (both mantissas are normal, their product too). */
export const times = (a: Scaled, b: Scaled): Scaled => scaled(a.m * b.m, a.e + b.e);

/** `m` times 2^e as a float: exact down to the normal floats, then within 2^-1074 (half a subnormal step per scaling). */
function toFloatParts(m: number, e: number): number {
  while (e >= 300) {
    m *= UP;
    e -= 300;
  }
  while (e <= -300) {
    m *= DOWN;
    e += 300;
  }
  return m * 2 ** e;
}

/** As a float: exact where it is a normal float, else within 2^-1074. */
export const toFloat = (a: Scaled): number => (a.m === 0 ? 0 : toFloatParts(a.m, a.e));

/**
 * a + b (non-negative), rounded once: the smaller is scaled to the larger's exponent (losing at most 2^-1074 of the
 * larger's mantissa, below 2^-770 of the sum, where it falls past the floats).
 */
export function plus(a: Scaled, b: Scaled): Scaled {
  if (a.m === 0) return b;
  if (b.m === 0) return a;
  const [big, small] = a.e >= b.e ? [a, b] : [b, a];
  return scaled(big.m + toFloatParts(small.m, small.e - big.e), big.e);
}

/** Whether a <= b (each rounded once at most in the comparison: m ratios within 2^±600). */
export function atMost(a: Scaled, b: Scaled): boolean {
  if (a.m === 0) return true;
  if (b.m === 0) return false;
  const e = a.e - b.e;
  if (e > 700) return false;
  if (e < -700) return true;
  return (a.m / b.m) * 2 ** e <= 1;
}
