// Issue 37: keep-highest and keep-lowest in floating point gave no error bound (`exact: false`, no `error`), so
// nothing said how far "60d6kh40"'s probabilities could be from the truth. Now its floats carry a rigorous bound,
// checked against every sequence of faces on small pools and against exact BigInt counts on larger ones.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepHighestCounted, keepHighestInFloats } from '../keep.js';
import { notationOdds } from '../notation-distribution.js';
import { withinBound } from './exact-arithmetic.test-utils.js';

/** Counts of the sum of the highest k of n dice, every sequence of faces enumerated (index: total). */
function enumeratedKeepHighest(n: number, sides: number, k: number): Map<number, bigint> {
  const counts = new Map<number, bigint>();
  const faces = new Array<number>(n).fill(1);
  for (;;) {
    const total = [...faces]
      .sort((a, b) => b - a)
      .slice(0, k)
      .reduce((t, f) => t + f, 0);
    counts.set(total, (counts.get(total) ?? 0n) + 1n);
    let i = 0;
    while (i < n && faces[i] === sides) faces[i++] = 1;
    if (i === n) return counts;
    faces[i]! += 1;
  }
}

/** Every probability of the float path within its stated error of `counts` over sides^n; the support exact. */
function expectBounded(n: number, sides: number, k: number, counts: Map<number, bigint>) {
  const d = keepHighestInFloats(n, sides, k);
  expect(d.error, `${n}d${sides}kh${k}: a stated error`).toBeDefined();
  const { relative, absolute } = d.error!;
  expect(relative, `${n}d${sides}kh${k}`).toBeLessThan(1e-9);
  const total = BigInt(sides) ** BigInt(n);
  expect(d.min, `${n}d${sides}kh${k}: lowest`).toBe(k);
  expect(d.min + d.probabilities.length - 1, `${n}d${sides}kh${k}: highest`).toBe(k * sides);
  for (let v = k; v <= k * sides; v++) {
    const p = d.probabilities[v - d.min]!;
    const c = counts.get(v) ?? 0n;
    if (!withinBound(p, c, total, relative, absolute))
      throw new Error(`${n}d${sides}kh${k} at ${v}: ${p} is not within its error of ${c}/${total}`);
  }
}

describe('keep-highest floats carry a rigorous error bound (issue 37)', () => {
  it('small pools: against every sequence of faces', () => {
    for (const [n, sides, k] of [
      [2, 6, 1],
      [3, 6, 2],
      [4, 6, 3],
      [5, 4, 2],
      [6, 3, 4],
      [7, 2, 3],
      [4, 10, 1],
    ] as const) {
      expectBounded(n, sides, k, enumeratedKeepHighest(n, sides, k));
    }
  });

  it('larger pools: against exact BigInt counts (the tails where 1 - P(fewer) cancels included)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 60 }),
        fc.integer({ min: 2, max: 20 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (n, sides, share) => {
          const k = Math.min(n - 1, Math.max(1, Math.round(share * n)));
          const exact = keepHighestCounted(n, sides, k);
          const counts = new Map(exact.counts!.map((c, i) => [exact.min + i, c]));
          expectBounded(n, sides, k, counts);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('keep-lowest and the served odds say their bound: 60d6kh40, 60d6kl40', () => {
    for (const notation of ['60d6kh40', '60d6kl40', '100d6kh50']) {
      const odds = notationOdds(notation);
      expect(odds.exact, notation).toBe(false);
      expect(odds.error, notation).toBeDefined();
      expect(odds.error!.relative, notation).toBeLessThan(1e-9);
    }
    const counted = keepHighestCounted(60, 6, 40);
    const odds = notationOdds('60d6kh40');
    const byValue = new Map(odds.distribution.map((o) => [o.value, o.probability]));
    const total = 6n ** 60n;
    counted.counts!.forEach((c, i) => {
      const p = byValue.get(counted.min + i) ?? 0;
      expect(withinBound(p, c, total, odds.error!.relative, odds.error!.absolute), `${counted.min + i}`).toBe(
        true,
      );
    });
  });
});
