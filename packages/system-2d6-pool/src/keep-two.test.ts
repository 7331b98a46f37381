import { keepHighest, keepLowest } from '@verdict/dice';
import { describe, expect, it } from 'vitest';
import { EXACT_MAX_DICE, type Keep, keepTwoDistribution } from './keep-two.js';

/** Counts every one of the 6^dice face sequences: the sum of its highest (lowest) two. */
function bruteForce(dice: number, keep: Keep): number[] {
  const counts = new Array<number>(11).fill(0);
  const faces = new Array<number>(dice).fill(1);
  for (;;) {
    const sorted = [...faces].sort((a, b) => (keep === 'highest' ? b - a : a - b));
    counts[sorted[0]! + sorted[1]! - 2]!++;
    let i = 0;
    while (i < dice && faces[i] === 6) faces[i++] = 1;
    if (i === dice) return counts;
    faces[i]!++;
  }
}

describe('keepTwoDistribution', () => {
  for (let dice = 2; dice <= 7; dice++) {
    for (const keep of ['highest', 'lowest'] as const) {
      it(`matches brute-force enumeration of ${dice}d6, ${keep} two, exactly`, () => {
        const d = keepTwoDistribution(dice, keep);
        expect(d.total).toBe(6n ** BigInt(dice));
        expect(d.counts!.map(Number)).toEqual(bruteForce(dice, keep));
        d.probabilities.forEach((p, i) => {
          expect(p).toBeCloseTo(Number(d.counts![i]!) / 6 ** dice, 15);
        });
      });
    }
  }

  it.each([8, 40, 99, 100, 101, 150, 1000, 5000])('agrees with the dice library for %i dice', (dice) => {
    const high = keepTwoDistribution(dice, 'highest').probabilities;
    const low = keepTwoDistribution(dice, 'lowest').probabilities;
    const libHigh = keepHighest(dice, 6, 2);
    const libLow = keepLowest(dice, 6, 2);
    for (let r = 2; r <= 12; r++) {
      expect(high[r - 2]).toBeCloseTo(libHigh.probabilities[r - libHigh.min] ?? 0, 12);
      expect(low[r - 2]).toBeCloseTo(libLow.probabilities[r - libLow.min] ?? 0, 12);
    }
  });

  it('keeps exact counts up to 100 dice and floats beyond', () => {
    expect(keepTwoDistribution(EXACT_MAX_DICE, 'highest').counts).toBeDefined();
    expect(keepTwoDistribution(EXACT_MAX_DICE + 1, 'highest').counts).toBeUndefined();
  });

  it.each([2, 3, 17, 100, 101, 999, 10_000])('sums to 1 within 1e-12 for %i dice', (dice) => {
    for (const keep of ['highest', 'lowest'] as const) {
      const sum = keepTwoDistribution(dice, keep).probabilities.reduce((a, b) => a + b, 0);
      expect(Math.abs(sum - 1)).toBeLessThan(1e-12);
    }
  });

  it('puts nearly everything on 12 for a huge pool, and on 2 for a huge negative pool', () => {
    expect(keepTwoDistribution(10_000, 'highest').probabilities[10]).toBeCloseTo(1, 12);
    expect(keepTwoDistribution(10_000, 'lowest').probabilities[0]).toBeCloseTo(1, 12);
  });

  it('refuses fewer than two dice', () => {
    expect(() => keepTwoDistribution(1, 'highest')).toThrow(RangeError);
  });
});
