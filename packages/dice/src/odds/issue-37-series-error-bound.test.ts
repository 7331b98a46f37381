// Issue 37: rerolls, explosions, Fate and custom dice, `min`/`max` and success counting answered in floating point
// with no stated bound (`exact: false`, no `error`). Now every probability served carries one, and this test holds
// it against exact BigInt arithmetic across random notations the cost model admits: each probability within
// `relative × p + absolute` of the truth, in every tail, and the lowest total exact.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DiceNode, type Expr, facesOf, matches } from '../grammar/ast.js';
import { parseNotation } from '../notation.js';
import { notationRefusal } from '../notation-cost.js';
import { notationOdds } from '../notation-distribution.js';
import { expectEachWithinBound } from './exact-arithmetic.test-utils.js';
import {
  convolveExact,
  type ExactDist,
  exactConstant,
  exactDice,
  keepBestExact,
} from './exact-dice.test-utils.js';

/** Explosions followed until less than 2^-100 of a die is left out: far below any stated absolute error. */
const CUT_BELOW = 100;

/** Every total of the served odds within their stated error of the exact truth, which lies in [counts, counts + cut]. */
function expectWithinError(notation: string, truth: ExactDist) {
  const odds = notationOdds(notation);
  expect(odds.error, `${notation}: a stated error`).toBeDefined();
  const { relative, absolute } = odds.error!;
  expect(relative, notation).toBeLessThan(1e-9);
  const values = [...truth.counts].filter(([, c]) => c > 0n).map(([v]) => v);
  // The support is exact where it is finite; an exploding one is listed to the series' cut (each side it grows to).
  if (truth.cut === 0n)
    expect([odds.min, odds.max], notation).toEqual([Math.min(...values), Math.max(...values)]);
  expectEachWithinBound(notation, odds.distribution, truth, relative, absolute);
  // Below the lowest total the series' cut can reach, the floats' own error alone (and nothing of the truth's cut,
  // which is deeper still).
  const below = odds.error!.belowCut;
  if (below) {
    const counts = new Map([...truth.counts].filter(([v]) => v < below.total));
    const served = odds.distribution.filter((o) => o.value < below.total);
    expectEachWithinBound(notation, served, { counts, den: truth.den, cut: 0n }, relative, below.absolute);
  }
  // Above the highest total a negated series' cut can reach, the same (issue 37, h8-exact).
  const above = odds.error!.aboveCut;
  if (above) {
    const counts = new Map([...truth.counts].filter(([v]) => v > above.total));
    const served = odds.distribution.filter((o) => o.value > above.total);
    expectEachWithinBound(notation, served, { counts, den: truth.den, cut: 0n }, relative, above.absolute);
  }
  return odds;
}

const op = fc.constantFrom('=', '<', '<=', '>', '>=');
const die = fc.oneof(
  fc.integer({ min: 2, max: 10 }).map((s) => `d${s}`),
  fc.constant('dF'),
  fc.array(fc.integer({ min: -2, max: 6 }), { minLength: 2, maxLength: 5 }).map((f) => `d{${f.join(',')}}`),
);

/** A group of dice with any of the modifiers the series answer: rerolls, min/max, explosions, success counting. */
const group = fc
  .record({
    count: fc.integer({ min: 1, max: 60 }),
    die,
    reroll: fc.option(fc.tuple(fc.constantFrom('r', 'ro'), op, fc.integer({ min: -1, max: 6 }))),
    min: fc.option(fc.integer({ min: 0, max: 4 })),
    max: fc.option(fc.integer({ min: 2, max: 8 })),
    explode: fc.option(
      fc.tuple(fc.constantFrom('!', '!!', '!p', '!!p'), op, fc.integer({ min: -1, max: 10 })),
    ),
    success: fc.option(
      fc.tuple(op, fc.integer({ min: -1, max: 8 }), fc.option(fc.integer({ min: -1, max: 2 }))),
    ),
  })
  .map((g) => {
    // `r`'s exact fractions have thousands of bits per draw (n^1001): not under explosions, and a few dice.
    const reroll = g.explode && g.reroll?.[0] === 'r' ? null : g.reroll;
    // Exploding pools are convolved in bigints term by term: a few dice too.
    const count = g.explode || reroll?.[0] === 'r' ? 1 + (g.count % 4) : g.count;
    return [
      `${count}${g.die}`,
      reroll ? `${reroll[0]}${reroll[1]}${reroll[2]}` : '',
      g.min === null ? '' : `min${g.min}`,
      g.max === null ? '' : `max${g.max}`,
      g.explode ? `${g.explode[0]}${g.explode[1]}${g.explode[2]}` : '',
      g.success ? `${g.success[0]}${g.success[1]}${g.success[2] === null ? '' : `f=${g.success[2]}`}` : '',
    ].join('');
  });

/**
 * Whether a notation parses and the cost model admits it, and its exact truth is cheap: a die that explodes on more
 * than half its faces is followed hundreds of draws deep in bigints (the known cases hold one).
 */
function admitted(text: string): boolean {
  try {
    const { expr } = parseNotation(text);
    const dice: Expr[] = [];
    const collect = (e: Expr): void => {
      if (e.kind === 'binary') [e.left, e.right].forEach(collect);
      else dice.push(e);
    };
    collect(expr);
    for (const d of dice) {
      if (d.kind !== 'dice' || !d.mods.explode) continue;
      const faces = facesOf(d.die);
      if (faces.filter((f) => matches(d.mods.explode!.at, f)).length * 2 > faces.length) return false;
    }
    return notationRefusal(parseNotation(text)) === undefined;
  } catch {
    return false;
  }
}

/** The exact truth of `a`, `a + b` or `a - b` with a constant, from the groups' own exact distributions. */
function truthOf(text: string): ExactDist {
  const { expr } = parseNotation(text);
  const walk = (e: typeof expr): ExactDist => {
    if (e.kind === 'dice') return exactDice(e as DiceNode, CUT_BELOW);
    if (e.kind === 'number') return exactConstant(e.value);
    if (e.kind === 'negate') return convolveExact(exactConstant(0), walk(e.operand), (x, y) => x - y);
    if (e.kind === 'binary' && (e.op === '+' || e.op === '-')) {
      const sign = e.op === '+' ? 1 : -1;
      return convolveExact(walk(e.left), walk(e.right), (x, y) => x + sign * y + 0);
    }
    if (e.kind === 'group' && e.keep?.mode === 'keep' && !e.success) {
      return keepBestExact(e.items.map(walk), e.keep.count, e.keep.which === 'highest');
    }
    throw new Error(`not generated: ${e.kind}`);
  };
  return walk(expr);
}

describe('rerolls, explosions, Fate and custom dice carry a proven error bound (issue 37)', () => {
  it('known cases: r, ro, !, !!, !p, dF, custom faces, min/max, success counting, past their exact counts', () => {
    for (const notation of [
      '4d6r1',
      '1d6r<2',
      '3d10r<9',
      '60d6ro<3',
      '80dF',
      '3d6!',
      '2d6!!',
      '3d6!p',
      '2d10!>=9+5',
      '4dF!=1',
      '60d6min3-10',
      '60d6>=5f=1',
      '3d6!>=5>=5',
      '2d6!!>=8',
      '2d{1,0,0,0,0}!=0',
    ]) {
      expectWithinError(notation, truthOf(notation));
    }
    // The cut of `3d6!` lands past 100: below it, totals are the series' own, with no absolute error (issue 37).
    const below = notationOdds('3d6!').error?.belowCut;
    expect(below?.absolute).toBe(0);
    expect(below?.total).toBeGreaterThan(100);
    expect(notationOdds('3d6!+2').error?.belowCut?.total).toBe(below!.total + 2);
    // An exploding pool's lowest total is exact, and a total every chain reaches is listed.
    expect(notationOdds('3d6!').min).toBe(3);
    expect(notationOdds('2d{1,0,0,0,0}!=0').max).toBe(2);
  });

  it('a negated exploding term says its cut is in the lower tail: above it, the floats own error (h8-exact)', () => {
    // `20d6-1d6!`: the cut chains of the d6! are its highest totals, so the difference's lowest: its highest totals,
    // 119 (6^-21 likely, 4.56e-17), were written as below the cut's whole bound (`<1e-12`).
    for (const [notation, highest] of [
      ['20d6-1d6!', 119],
      ['1d6-2d6!', 4],
      ['-1d6!+3', 2],
      ['2d6!-3d6!', undefined],
    ] as const) {
      const odds = expectWithinError(notation, truthOf(notation));
      expect(odds.max, notation).toBe(highest ?? odds.max);
      if (highest === undefined) {
        // Both tails cut: neither side is the floats' own.
        expect(odds.error!.aboveCut, notation).toBeUndefined();
        expect(odds.error!.belowCut, notation).toBeUndefined();
        continue;
      }
      expect(odds.error!.belowCut, notation).toBeUndefined();
      expect(odds.error!.aboveCut?.absolute, notation).toBe(0);
      expect(odds.error!.aboveCut!.total, notation).toBeLessThan(highest - 90);
    }
    expect(notationOdds('20d6-1d6!+2').error?.aboveCut?.total).toBe(
      notationOdds('20d6-1d6!').error!.aboveCut!.total + 2,
    );
  });

  it('a total no face can make is never listed, even where the floats may underflow (found by the property below)', () => {
    // `r=0` leaves faces -1 and 2 (a zero stands only after 1,000 rerolls, too rare for a float): 1 is no face,
    // so no die is a success on `=1`, and no sum of two is 3. Listed as possible zeros before.
    for (const notation of [
      '1d{0,0}+2d{0,-1,2}r=0=1',
      '1d{0,-1,2}r=0=1',
      '2d{0,-1,2}r=0',
      '2d{0,-1,2}r=0=4',
    ]) {
      expectWithinError(notation, truthOf(notation));
    }
    expect(notationOdds('1d{0,0}+2d{0,-1,2}r=0=1').distribution.map((o) => o.value)).toEqual([0]);
    expect(notationOdds('2d{0,-1,2}r=0').distribution.map((o) => o.value)).toEqual([-2, -1, 0, 1, 2, 4]);
  });

  it('roll groups keeping several items past their exact counts: every tuple of the items counted', () => {
    for (const notation of ['{2d6r1, 1d8r<3, 1d4}kh2', '{1d6r1, 1d6r<3, 1dF}kl2', '{4d4, 1d6r1, 1d4}kh2+3']) {
      expect(notationOdds(notation).exact, notation).toBe(false);
      expectWithinError(notation, truthOf(notation));
    }
  });

  it('random notations the cost model admits, against exact BigInt arithmetic', () => {
    const notation = fc
      .tuple(group, fc.option(fc.tuple(fc.constantFrom('+', '-'), group)), fc.integer({ min: -5, max: 5 }))
      .map(([a, b, k]) => `${a}${b ? `${b[0]}${b[1]}` : ''}${k === 0 ? '' : k > 0 ? `+${k}` : `${k}`}`)
      .filter(admitted);
    fc.assert(
      fc.property(notation, (text) => {
        expectWithinError(text, truthOf(text));
      }),
      { numRuns: 150 },
    );
  });
});
