/**
 * A stream of uniformly distributed unsigned 32-bit words: the only way randomness enters Verdict.
 *
 * @example
 * const word = source.nextUint32(); // 0 <= word < 2 ** 32
 */
export interface RandomSource {
  /** The next word, an integer in [0, 2^32). */
  nextUint32(): number;
}

type CryptoLike = { getRandomValues<T extends ArrayBufferView>(array: T): T };

/**
 * A cryptographically secure source from Web Crypto (`globalThis.crypto`, present in browsers and Node >= 20),
 * buffered 256 words at a time.
 *
 * @example
 * const source = secureSource();
 */
export function secureSource(
  crypto: CryptoLike = (globalThis as { crypto?: CryptoLike }).crypto!,
): RandomSource {
  if (!crypto?.getRandomValues) throw new Error('Web Crypto getRandomValues is not available here');
  const buffer = new Uint32Array(256);
  let next = buffer.length;
  return {
    nextUint32() {
      if (next === buffer.length) {
        crypto.getRandomValues(buffer);
        next = 0;
      }
      return buffer[next++]!;
    },
  };
}

/**
 * A fresh seed string from a source: 16 hexadecimal digits (64 bits). Frontends give one to every
 * generated roll so that it can be replayed.
 */
export function createSeed(source: RandomSource = secureSource()): string {
  const hex = (word: number) => word.toString(16).padStart(8, '0');
  return hex(source.nextUint32()) + hex(source.nextUint32());
}
