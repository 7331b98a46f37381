import { describe, expect, it } from 'vitest';
import { seededSource } from './seeded-source.js';
import { rollDie, uniformInt } from './uniform.js';

/** The face one word gives, or null when the method rejects it and asks for another word. */
function faceOf(word: number, n: number, bits: number): number | null {
  const REJECTED = Symbol('rejected');
  let calls = 0;
  try {
    return uniformInt(
      () => {
        if (calls++ > 0) throw REJECTED;
        return word;
      },
      n,
      bits,
    );
  } catch (error) {
    if (error === REJECTED) return null;
    throw error;
  }
}

describe('uniformInt', () => {
  it('is exactly unbiased: over every word of small word sizes, each face comes from equally many words', () => {
    for (const bits of [3, 4, 5, 8]) {
      for (let n = 1; n <= 2 ** bits; n++) {
        const hits = new Array<number>(n).fill(0);
        for (let word = 0; word < 2 ** bits; word++) {
          const face = faceOf(word, n, bits);
          if (face !== null) hits[face - 1]!++;
        }
        expect(new Set(hits).size, `n=${n}, ${bits}-bit words: ${hits}`).toBe(1);
        expect(hits[0]).toBe(Math.floor(2 ** bits / n));
      }
    }
  });

  it('rejects exactly the words at or above the largest multiple of n (none when n divides 2^bits)', () => {
    const rejections = (n: number, bits: number) =>
      Array.from({ length: 2 ** bits }, (_, word) => faceOf(word, n, bits)).filter((f) => f === null).length;
    expect(rejections(3, 4)).toBe(1); // 16 words, 15 used
    expect(rejections(6, 5)).toBe(2); // 32 words, 30 used
    expect(rejections(8, 4)).toBe(0);
  });

  it('rollDie draws exactly what uniformInt does from the same words', () => {
    for (const sides of [2, 6, 20, 100, 1_000_000, 2 ** 31 + 1]) {
      const a = seededSource(`same ${sides}`);
      const b = seededSource(`same ${sides}`);
      for (let i = 0; i < 1000; i++) expect(rollDie(a, sides)).toBe(uniformInt(() => b.nextUint32(), sides));
    }
  });

  it('stays in range and uses every face of a d20 from a seeded source', () => {
    const source = seededSource('d20');
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const face = rollDie(source, 20);
      expect(face >= 1 && face <= 20).toBe(true);
      seen.add(face);
    }
    expect(seen.size).toBe(20);
  });
});
