// Issue 37 (h8-exact): keep over many Fate (or custom) dice whose least likely outcomes underflow. `700dFkh2` listed
// 0..2 with no error bound, where -2 (all 700 dice on -1, 3^-700 likely) and -1 are possible: the support must be
// exact always and the mass carry a bound. Checked against exact BigInt arithmetic (the pool folded die by die) and,
// on small pools, against the exact fractions of the same notation.
import { describe, expect, it } from 'vitest';
import { parseNotation } from '../notation.js';
import { notationOdds } from '../notation-distribution.js';
import { expectEachWithinBound } from './exact-arithmetic.test-utils.js';
import type { ExactDist } from './exact-dice.test-utils.js';
import { exactPool } from './exact-pool.test-utils.js';
import { keepSupport } from './keep-support.js';

function truthOf(text: string, sign = 1, shift = 0): ExactDist {
  const { expr } = parseNotation(text);
  if (expr.kind !== 'dice' || !expr.mods.keep) throw new Error(`not a kept pool: ${text}`);
  const pool = exactPool([expr], { ...expr.mods, keep: expr.mods.keep }, 50);
  return { ...pool, counts: new Map([...pool.counts].map(([v, c]) => [sign * v + shift, c])) };
}

/** The support is the truth's, every total within the stated bound of the truth. */
function expectExact(notation: string, truth: ExactDist) {
  const odds = notationOdds(notation);
  const values = [...truth.counts].filter(([, c]) => c > 0n).map(([v]) => v);
  expect(
    odds.distribution.map((o) => o.value),
    `${notation}: its support`,
  ).toEqual(values.sort((a, b) => a - b));
  expect(odds.error, `${notation}: a stated error`).toBeDefined();
  const { relative, absolute } = odds.error!;
  expect(relative, notation).toBeLessThan(1e-9);
  expect(absolute, notation).toBeLessThan(1e-300);
  expectEachWithinBound(notation, odds.distribution, truth, relative, absolute);
  return odds;
}

describe('keep over pools whose least likely totals underflow (issue 37, h8-exact)', () => {
  it('700dFkh2 lists -2 and -1, within a stated bound of 3^-700 and 700 * 3^-700', () => {
    const odds = expectExact('700dFkh2', truthOf('700dFkh2'));
    expect([odds.min, odds.max]).toEqual([-2, 2]);
  });

  it.each([
    ['700dFkl2', 1, 0],
    ['700dFkh2+1', 1, 1],
    ['-700dFkh2', -1, 0],
    ['700dFkh3', 1, 0],
    ['1000dFkh2', 1, 0],
    // (2/3)^2000 and 3^-3000 are below the floats too: each binomial factor carries its own exponent.
    ['2000dFkh2', 1, 0],
    ['3000dFkl3', 1, 0],
    ['700dFkl3', 1, 0],
  ])('%s has its exact support and a bound', (notation, sign, shift) => {
    const base = notation.replace(/^-/, '').replace(/\+1$/, '');
    expectExact(notation, truthOf(base, sign, shift));
  });

  it.each(['2000d2kh3', '1100d2kl2', '1500d6kh1'])(
    '%s (plain dice whose first term underflows) lists every total from k to k × sides, with a bound',
    (notation) => {
      // 2000d2kh3 listed 6 alone (2^-2000 for all 1s; 3 to 5 are possible): its first term ((f-1)/f)^r underflowed.
      expectExact(notation, truthOf(notation));
    },
  );

  it.each(['6dFkh2', '12dFkh3', '9dFkl4', '5dFkh5'])('%s matches its exact fractions', (notation) => {
    expectExact(notation, truthOf(notation));
  });

  it('the walk of totals matches brute force over small pools of several families', () => {
    // Every way the dice can fall, by brute force, against keepSupport's walk.
    const families = [
      { count: 3, values: [-1, 0, 1] },
      { count: 2, values: [2, 5] },
    ];
    for (const k of [1, 2, 3, 4, 5]) {
      for (const highest of [true, false]) {
        const dice = families.flatMap((f) => new Array(f.count).fill(f.values) as number[][]);
        const totals = new Set<number>();
        const walk = (i: number, shown: number[]) => {
          if (i === dice.length) {
            const sorted = shown.slice().sort((a, b) => (highest ? b - a : a - b));
            totals.add(sorted.slice(0, k).reduce((a, b) => a + b, 0));
            return;
          }
          for (const v of dice[i]!) walk(i + 1, [...shown, v]);
        };
        walk(0, []);
        const support = keepSupport(
          families.map((f) => ({ count: f.count, values: new Set(f.values) })),
          k,
          highest,
          (v) => v,
        );
        const listed = [...support.possible].flatMap((p, i) => (p ? [support.min + i] : []));
        expect(listed, `k ${k} ${highest}`).toEqual([...totals].sort((a, b) => a - b));
      }
    }
  });
});
