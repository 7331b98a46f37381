import { ETA, SLACK, U } from './float-error.js';

/** The relative error of {@link boundedRatio}: a truncated 64-bit quotient (2^-63) rounded once to a double (U). */
export const RATIO_RELATIVE = (2 ** -63 + U + 2 ** -63 * U) * SLACK;
/** Its absolute error: a quotient below the normal doubles (2^-1022) is rounded to a subnormal, within ETA. */
export const RATIO_ABSOLUTE = ETA;

/**
 * c / d as a double for non-negative bigints of any size, within {@link RATIO_RELATIVE} of the quotient and
 * {@link RATIO_ABSOLUTE} where it falls below the normal doubles: the quotient is taken to 64 significant bits
 * by integer division, rounded once, then scaled by exact powers of two (`ratio` of keep-exact.ts shifts both
 * operands down instead, which loses a small numerator's bits).
 *
 * @example
 * boundedRatio(1n, 6n ** 1001n); // about 1e-779: 0, within ETA
 */
export function boundedRatio(c: bigint, d: bigint): number {
  if (c === 0n) return 0;
  // 2^(e - 1) <= c / d < 2^(e + 1): take the quotient with at least 64 bits.
  const e = c.toString(2).length - d.toString(2).length;
  const s = 64 - e;
  const q = s >= 0 ? (c << BigInt(s)) / d : c / (d << BigInt(-s));
  let x = Number(q);
  // x * 2^-s, by exact powers of two (each within the double range); only the last step may round (underflow).
  let k = s;
  while (k > 1000) {
    x *= 2 ** -1000;
    k -= 1000;
  }
  while (k < -1000) {
    x *= 2 ** 1000;
    k += 1000;
  }
  return x * 2 ** -k;
}
