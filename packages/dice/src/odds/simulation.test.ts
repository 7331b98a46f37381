import { describe, expect, it } from 'vitest';
import { notationDistribution } from '../notation-distribution.js';
import { fastRollerFor } from './simulation.test-utils.js';

/** The chi-square value past which a fit is rejected at p = 1e-4 (Wilson-Hilferty approximation). */
function critical(df: number): number {
  const z = 3.719;
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}

/** Rolls a notation `n` times from a fixed seed and returns the chi-square statistic against its exact distribution. */
function chiSquare(text: string, n: number): { statistic: number; df: number } {
  const roll = fastRollerFor(text, `chi-square ${text}`);
  const counts = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const total = roll();
    counts.set(total, (counts.get(total) ?? 0) + 1);
  }
  const exact = notationDistribution(text);
  // Bins of neighbouring totals, each expecting at least 20 rolls; the tails join the nearest bin.
  const bins: { expected: number; observed: number }[] = [];
  let current = { expected: 0, observed: 0 };
  exact.probabilities.forEach((p, i) => {
    current.expected += p * n;
    current.observed += counts.get(exact.min + i) ?? 0;
    counts.delete(exact.min + i);
    if (current.expected >= 20) {
      bins.push(current);
      current = { expected: 0, observed: 0 };
    }
  });
  const last = bins.at(-1)!;
  last.expected += current.expected;
  last.observed += current.observed;
  expect([...counts.keys()], `${text}: totals the exact distribution says are impossible`).toEqual([]);
  const statistic = bins.reduce((t, b) => t + (b.observed - b.expected) ** 2 / b.expected, 0);
  return { statistic, df: bins.length - 1 };
}

describe('exact distributions against seeded simulation (chi-square, p = 1e-4, fixed seeds)', () => {
  it.each([
    '10d6!',
    '20d10>=8',
    '4d6r1kh3',
    '8d6!kh3',
    '{4d6, 3d8}kh1',
    '3dF+2',
    '100d10>=6f1',
    '6d6!pkh3',
    '10d8!!kh2',
    '{3d6+2d8}kh3',
    '12d6!>=5>=6f1',
    '30d6r<3>=5',
    '4d10!kl2',
    '10d6!dl1',
    '3d8!>=8dh2',
    '2d6!pdl1',
    '5d6min2max5kh3',
    '{1d20+5, 1d20+5, 1d20+5}kh2',
    'floor(4d6/3) + 1d4 * 2',
  ])(
    '%s',
    (text) => {
      const { statistic, df } = chiSquare(text, 20_000);
      expect(df).toBeGreaterThan(0);
      expect(statistic).toBeLessThan(critical(df));
    },
    60_000,
  );
});
