import { describe, expect, it } from 'vitest';
import { type Distribution, moments, outcomes } from './distribution.js';
import { keepHighest, keepLowest, sumOfDice } from './keep.js';
import { notationDistribution } from './notation-distribution.js';

/** Counts every sequence of n faces: the brute-force truth the dynamic programs must match. */
function bruteForce(n: number, sides: number, total: (faces: number[]) => number): Map<number, number> {
  const counts = new Map<number, number>();
  const faces = new Array<number>(n).fill(1);
  for (;;) {
    const value = total(faces);
    counts.set(value, (counts.get(value) ?? 0) + 1);
    let i = 0;
    while (i < n && faces[i] === sides) faces[i++] = 1;
    if (i === n) return counts;
    faces[i]!++;
  }
}

function expectMatches(d: Distribution, counts: Map<number, number>, all: number) {
  const exact = new Map(outcomes(d).map((o) => [o.value, o]));
  expect([...exact.keys()].sort((a, b) => a - b)).toEqual([...counts.keys()].sort((a, b) => a - b));
  for (const [value, count] of counts) {
    const o = exact.get(value)!;
    expect(o.probability).toBeCloseTo(count / all, 13);
    expect(o.fraction).toBeDefined();
    const [num, den] = o.fraction!.split('/').map(BigInt) as [bigint, bigint];
    expect(num * BigInt(all)).toBe(BigInt(count) * den);
  }
}

const top = (k: number) => (faces: number[]) =>
  [...faces]
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((a, b) => a + b, 0);
const bottom = (k: number) => (faces: number[]) =>
  [...faces]
    .sort((a, b) => a - b)
    .slice(0, k)
    .reduce((a, b) => a + b, 0);

describe('exact distributions against brute-force enumeration', () => {
  it('keepHighest and keepLowest for every n <= 6, sides <= 8 and k', () => {
    for (let n = 1; n <= 6; n++) {
      for (let sides = 1; sides <= 8; sides++) {
        for (let k = 0; k <= n; k++) {
          expectMatches(keepHighest(n, sides, k), bruteForce(n, sides, top(k)), sides ** n);
          expectMatches(keepLowest(n, sides, k), bruteForce(n, sides, bottom(k)), sides ** n);
        }
      }
    }
    // Exhaustive (8^6 faces per case): about 2 s idle, but 9 s was seen on a loaded 2-core machine.
  }, 120_000);

  it('sums of dice and whole notations', () => {
    expectMatches(
      sumOfDice(3, 6),
      bruteForce(3, 6, (f) => f[0]! + f[1]! + f[2]!),
      216,
    );
    expectMatches(
      notationDistribution('2d4+3'),
      bruteForce(2, 4, (f) => f[0]! + f[1]! + 3),
      16,
    );
    expectMatches(
      notationDistribution('1d6-1d6'),
      bruteForce(2, 6, (f) => f[0]! - f[1]!),
      36,
    );
  });

  it('gives the known mean of 4d6kh3 (12.2446) and sums to 1 for huge pools', () => {
    expect(moments(notationDistribution('4d6kh3')).mean).toBeCloseTo(15869 / 1296, 12);
    const big = keepHighest(10_000, 6, 2);
    const sum = big.probabilities.reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(1, 12);
    expect(outcomes(big).at(-1)).toMatchObject({ value: 12 });
    expect(big.counts).toBeUndefined();
  });

  it('refuses distributions too costly to compute exactly', () => {
    expect(() => notationDistribution('4d1000000kh2')).toThrow(/too costly/);
  });

  it('never gives a negative probability in the tails of a long sum (the sliding window cancels)', () => {
    // 30d100: the lowest total is 1 in 100^30; the window's float subtraction left -5e-20 near the top.
    const d = sumOfDice(30, 100);
    expect(d.probabilities.every((p) => p >= 0)).toBe(true);
    expect(d.probabilities[0]! / 1e-60).toBeCloseTo(1, 12);
    expect(d.probabilities.at(-1)! / 1e-60).toBeCloseTo(1, 12);
    const floats = sumOfDice(60, 100);
    expect(floats.counts).toBeUndefined();
    expect(floats.probabilities.every((p) => p >= 0)).toBe(true);
  });
});
