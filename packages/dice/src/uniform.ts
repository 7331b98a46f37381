import type { RandomSource } from './random-source.js';

/**
 * An unbiased integer in [1, n] from a stream of `bits`-bit words, by rejection: words at or above the
 * largest multiple of n that fits are drawn again, so every face has exactly the same number of words.
 * `bits` exists so that a test can prove the method exhaustively on small words.
 *
 * @example
 * uniformInt(() => source.nextUint32(), 20); // a d20
 */
export function uniformInt(next: () => number, n: number, bits = 32): number {
  const range = 2 ** bits;
  const limit = range - (range % n);
  for (;;) {
    const word = next();
    if (word < limit) return (word % n) + 1;
  }
}

/** A face of an n-sided die from a random source: {@link uniformInt} on 32-bit words, inlined for speed. */
export function rollDie(source: RandomSource, sides: number): number {
  const limit = 2 ** 32 - (2 ** 32 % sides);
  let word = source.nextUint32();
  while (word >= limit) word = source.nextUint32();
  return (word % sides) + 1;
}
