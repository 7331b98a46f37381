// Issue 37, item 3: a distribution's support is exact, and every probability is within its stated error of the truth.
// Before the fix, 60d100's highest read 5784 (tails cancelled to negative and were cut) and 100d10 at 1000 read
// 2.9e-18 for 1e-100: the sliding window's subtractions in floating point.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notationRefusal } from '../notation-cost.js';
import { notationOdds } from '../notation-distribution.js';
import {
  convolveCounts,
  enumeratedSumCounts,
  exactSumCounts,
  withinBound,
} from './exact-arithmetic.test-utils.js';
import { floatSumOfDice } from './float-sum.js';

/** Every total of `odds` against exact counts over `total`, from `min`; the served support must be theirs exactly. */
function expectWithinError(notation: string, counts: readonly bigint[], total: bigint, min: number) {
  const odds = notationOdds(notation);
  expect(odds.min, `${notation}: lowest`).toBe(min);
  expect(odds.max, `${notation}: highest`).toBe(min + counts.length - 1);
  expect(odds.error, `${notation}: a stated error`).toBeDefined();
  const { relative, absolute } = odds.error!;
  expect(relative, notation).toBeLessThan(1e-9);
  const byValue = new Map(odds.distribution.map((o) => [o.value, o.probability]));
  counts.forEach((c, i) => {
    const p = byValue.get(min + i) ?? 0;
    if (!withinBound(p, c, total, relative, absolute)) {
      throw new Error(`${notation} at ${min + i}: ${p} is not within its error of ${c}/${total}`);
    }
  });
  return odds;
}

describe('exact tails (issue 37)', () => {
  it('60d100: the highest is 6000, at 1/100^60 = 1e-120 within its stated error', () => {
    const odds = expectWithinError('60d100', exactSumCounts(60, 100), 100n ** 60n, 60);
    expect(odds.max).toBe(6000);
    expect(odds.distribution.at(-1)!.probability).toBeCloseTo(1e-120, 130);
    expect(Math.abs(odds.distribution.at(-1)!.probability / 1e-120 - 1)).toBeLessThan(1e-9);
  });

  it('100d10 at 1000 is 1e-100, and 100d100 reaches 10000', () => {
    const odds = expectWithinError('100d10', exactSumCounts(100, 10), 10n ** 100n, 100);
    expect(Math.abs(odds.distribution.at(-1)!.probability / 1e-100 - 1)).toBeLessThan(1e-9);
    expect(expectWithinError('100d100', exactSumCounts(100, 100), 100n ** 100n, 100).max).toBe(10000);
  });

  it('a tail below the floats (1000d10 at 10000 is 1e-1000) keeps its total, within the absolute error', () => {
    const odds = notationOdds('1000d10');
    expect([odds.min, odds.max]).toEqual([1000, 10000]);
    expect(odds.error!.absolute).toBeGreaterThan(0);
    expect(odds.error!.absolute).toBeLessThan(1e-300);
  });

  it('exact answers say so: 2d6 and 4d6kh3 are rounded from their fractions', () => {
    for (const notation of ['2d6', '4d6kh3', '3d6*2', '30d100']) {
      const odds = notationOdds(notation);
      expect(odds.exact, notation).toBe(true);
      expect(odds.error!.relative, notation).toBeLessThan(1e-15);
    }
    expect(notationOdds('60d100').exact).toBe(false);
  });

  it('keep-highest in floating point: both tails against their closed forms (they cancelled to noise)', () => {
    const binomial = (n: bigint, k: bigint) => {
      let b = 1n;
      for (let i = 0n; i < k; i++) b = (b * (n - i)) / (i + 1n);
      return b;
    };
    for (const [n, sides, k] of [
      [20, 20, 15],
      [40, 10, 39],
      [30, 12, 20],
      [60, 6, 40],
      [100, 6, 50],
    ] as const) {
      const notation = `${n}d${sides}kh${k}`;
      const odds = notationOdds(notation);
      expect(odds.exact, notation).toBe(false);
      expect([odds.min, odds.max], notation).toEqual([k, k * sides]);
      const total = BigInt(sides) ** BigInt(n);
      // The highest: at least k dice show the top face. The lowest: every die shows 1.
      let top = 0n;
      for (let j = k; j <= n; j++) top += binomial(BigInt(n), BigInt(j)) * BigInt(sides - 1) ** BigInt(n - j);
      for (const [p, c] of [
        [odds.distribution.at(-1)!.probability, top],
        [odds.distribution[0]!.probability, 1n],
      ] as const) {
        expect(withinBound(p, c, total, 1e-9, 0), `${notation}: ${p} vs ${c}/${total}`).toBe(true);
      }
    }
  });

  it('the float sum of small pools against every sequence of faces enumerated', () => {
    for (const [n, sides] of [
      [1, 6],
      [2, 6],
      [3, 4],
      [5, 3],
      [4, 7],
      [7, 2],
      [6, 5],
    ] as const) {
      const counts = enumeratedSumCounts(n, sides);
      const { probabilities, error } = floatSumOfDice(n, sides);
      const total = BigInt(sides) ** BigInt(n);
      counts.forEach((c, i) => {
        expect(
          withinBound(probabilities[i]!, c, total, error.relative, error.absolute),
          `${n}d${sides} at ${i + n}`,
        ).toBe(true);
      });
    }
  });

  it('float sums of any pool the cost model admits are within their error of the exact convolution', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 80 }), fc.integer({ min: 2, max: 120 }), (n, sides) => {
        const counts = exactSumCounts(n, sides);
        const { probabilities, error } = floatSumOfDice(n, sides);
        const total = BigInt(sides) ** BigInt(n);
        expect(probabilities.length).toBe(counts.length);
        counts.forEach((c, i) => {
          if (!withinBound(probabilities[i]!, c, total, error.relative, error.absolute)) {
            throw new Error(`${n}d${sides} at ${i + n}: ${probabilities[i]} vs ${c}/${total}`);
          }
        });
      }),
      { numRuns: 40 },
    );
  });

  it('sums, differences and scalings of large pools carry the bound (against exact convolution)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20, max: 70 }),
        fc.integer({ min: 20, max: 100 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 2, max: 20 }),
        fc.boolean(),
        (n, sides, m, other, minus) => {
          const notation = `${n}d${sides}${minus ? '-' : '+'}${m}d${other}`;
          fc.pre(notationRefusal(notation) === undefined);
          const a = exactSumCounts(n, sides);
          const b = exactSumCounts(m, other);
          const counts = convolveCounts(a, minus ? [...b].reverse() : b);
          const total = BigInt(sides) ** BigInt(n) * BigInt(other) ** BigInt(m);
          const min = minus ? n - m * other : n + m;
          expectWithinError(notation, counts, total, min);
        },
      ),
      { numRuns: 12 },
    );
  });
});
