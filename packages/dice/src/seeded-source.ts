import type { RandomSource } from './random-source.js';
import { sha256Words } from './sha256.js';

/**
 * The version of the seeded algorithm. Version 1: the state of xoshiro128** is the first four words of
 * SHA-256 of `"verdict-seed-v1:" + seed` (UTF-8, big-endian words); an all-zero state is replaced by the
 * next four words. Changing any of this changes every replayed roll, so it needs a new version.
 */
export const SEED_ALGORITHM = 'sha256-xoshiro128**-v1';

/**
 * A deterministic source: the same seed gives the same words on every platform and version.
 *
 * @example
 * seededSource('olaf').nextUint32(); // always the same word for 'olaf'
 */
export function seededSource(seed: string): RandomSource {
  const digest = sha256Words(`verdict-seed-v1:${seed}`);
  const s = digest.slice(0, 4);
  if ((s[0]! | s[1]! | s[2]! | s[3]!) === 0) s.set(digest.slice(4, 8));
  return xoshiro128StarStar(s[0]!, s[1]!, s[2]!, s[3]!);
}

/** The xoshiro128** 1.1 generator (Blackman and Vigna) from a 128-bit state, in 32-bit arithmetic. */
export function xoshiro128StarStar(...state: [number, number, number, number]): RandomSource {
  let [s0, s1, s2, s3] = state;
  return {
    nextUint32() {
      const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
      const t = s1 << 9;
      s2 ^= s0;
      s3 ^= s1;
      s1 ^= s2;
      s0 ^= s3;
      s2 ^= t;
      s3 = rotl(s3, 11);
      return result;
    },
  };
}
function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
