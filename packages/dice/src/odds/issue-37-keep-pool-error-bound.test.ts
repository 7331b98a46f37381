// Issue 37: keep/drop over custom dice, Fate dice, rerolled or exploding pools past their exact counts
// (`keepFamilies`, `keepOverOptions`: `{4d6+2d8}kh2`, `6d6r1kh3`, `5d6!kh3`, `3d6!!kh2`, `4d6!dl1`) answered in
// floating point with no error bound. Now each carries one, and this test holds it against exact BigInt arithmetic (every die's
// draws enumerated, the pool folded die by die): each probability within `relative × p + absolute` of the truth.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFraction } from '../distribution.js';
import { type DiceNode, facesOf, type GroupNode, matches } from '../grammar/ast.js';
import { parseNotation } from '../notation.js';
import { notationRefusal } from '../notation-cost.js';
import { notationOdds } from '../notation-distribution.js';
import { pooledDice } from '../roll/evaluate.js';
import { expectEachWithinBound } from './exact-arithmetic.test-utils.js';
import type { ExactDist } from './exact-dice.test-utils.js';
import { exactPool } from './exact-pool.test-utils.js';

/** Explosions followed until less than 2^-50 of a die is left out: far below any stated absolute error. */
const CUT_BELOW = 50;

/** The exact truth of one kept or dropped group of dice, or of a pooled roll group. */
function truthOf(text: string): ExactDist {
  const { expr } = parseNotation(text);
  if (expr.kind === 'dice' && expr.mods.keep)
    return exactPool([expr], { ...expr.mods, keep: expr.mods.keep }, CUT_BELOW);
  if (expr.kind === 'group' && expr.keep) {
    const pooled = pooledDice(expr as GroupNode);
    if (pooled) return exactPool(pooled, { ...expr, keep: expr.keep }, CUT_BELOW);
  }
  throw new Error(`not generated: ${text}`);
}

/** Every total served within its stated error of the truth, which lies in [counts, counts + cut] over den. */
function expectWithinError(notation: string) {
  const truth = truthOf(notation);
  const odds = notationOdds(notation);
  expect(odds.error, `${notation}: a stated error`).toBeDefined();
  const { relative, absolute } = odds.error!;
  // Small enough for every digit a frontend prints (three significant ones).
  expect(relative, notation).toBeLessThan(1e-6);
  expect(absolute, notation).toBeLessThan(1e-9);
  const values = [...truth.counts].filter(([, c]) => c > 0n).map(([v]) => v);
  // The support is exact where it is finite and no face underflowed (a face of `r` can be 1e-779 likely).
  if (truth.cut === 0n && absolute === 0)
    expect([odds.min, odds.max], notation).toEqual([Math.min(...values), Math.max(...values)]);
  expectEachWithinBound(notation, odds.distribution, truth, relative, absolute);
  return odds;
}

/** The truth's probabilities as fractions in lowest terms, by total. */
function distributionOf(truth: ExactDist): string[] {
  return [...truth.counts]
    .filter(([, c]) => c > 0n)
    .sort(([a], [b]) => a - b)
    .map(([v, c]) => `${v}: ${formatFraction(c, truth.den)}`);
}

/** The served exact fractions of plain dice, by total. */
const fractionsOf = (notation: string) =>
  notationOdds(notation).distribution.map((o) => `${o.value}: ${o.fraction}`);

describe('keep over custom, Fate, rerolled and exploding pools carries a proven error bound (issue 37)', () => {
  it('known cases past their exact counts: pooled groups, r, !, !!, !p, many Fate dice', () => {
    for (const notation of [
      '{4d6+2d8}kh2',
      '{2d6+1d8+1dF}kl2',
      '{3d6!+2d4}kh2',
      '6d6r1kh3',
      '6d6r1kl2',
      '3d6r<3kh2',
      '5d6!kh3',
      '5d6!kl2',
      '3d6!!kh2',
      '4d6!pkh3',
      '4d6!>=5kh2>=5',
      '200dFkh3',
      '300d{1,3,5}kl2',
    ]) {
      const odds = expectWithinError(notation);
      expect(odds.exact, notation).toBe(false);
    }
  });

  it('drop over exploding pools (`!`, `!p`, pooled): no differences of convolution powers, a stated bound', {
    timeout: 300_000,
  }, () => {
    // dropFamilies subtracted convolution powers, which cancel: no bound, and `3d10!dh1` listed totals from -6 (1e-19
    // each) where 2 is the lowest. Dropping d of a pool of m draws keeps the other m - d, by the keep's order statistics.
    for (const notation of [
      '4d6!dl1',
      '5d6!dh1',
      '3d10!dh1',
      '5d6!dl2',
      '2d6!>=5dl1',
      '3d6!>5dl1',
      '4d6!dl1>4',
      '2d6!pdl1',
      '2d6!pdh1',
      '{3d6!+2d4}dl1',
      '{2d6!+1d8}dh1',
      '{4d6+2d8}dl2',
    ]) {
      const odds = expectWithinError(notation);
      expect(odds.exact, notation).toBe(false);
    }
    // The truth's own drop, checked against plain dice's exact counts (it dropped the wrong end before).
    expect(distributionOf(truthOf('3d6dl1'))).toEqual(fractionsOf('3d6dl1'));
    expect(distributionOf(truthOf('3d6dh1'))).toEqual(fractionsOf('3d6dh1'));
    // The lowest totals are exact: two dice of at least 1 each kept.
    expect(notationOdds('3d10!dh1').min).toBe(2);
    expect(notationOdds('5d6!dh1').min).toBe(4);
  });

  it('pools whose least likely faces together fall below the normal floats: tiny faces left out, their mass absolute', () => {
    // `3d2r>1kh1`: a 2 stands after 1,000 rerolls (2^-1001 likely), and three of them could underflow a product: no
    // bound was stated. Such faces are left out of the order statistics and their mass added to `absolute`.
    for (const notation of [
      '3d2r>1kh1',
      '3d2r>1kl2',
      '3d2r>1dl1',
      '4d3r<3kh2',
      '{2d2r>1+1d6}kh1',
      '{3d2r>1+2d4}dh1',
    ]) {
      const odds = expectWithinError(notation);
      expect(odds.error!.absolute, notation).toBeGreaterThan(0);
    }
    // A total only the left-out faces make is at most `absolute` likely, and listed all the same: the support is exact
    // (h8-exact: a 2 standing after 1,000 rerolls is possible); no total between is listed that none makes.
    const tiny = notationOdds('3d2r>1kh1');
    expect(tiny.distribution.map((o) => o.value)).toEqual([1, 2]);
    expect(tiny.distribution[1]!.probability).toBeLessThanOrEqual(tiny.error!.absolute);
    // Three 2s (each after 1,000 rerolls) and two 4s keep 2 + 2 + 2 + 4: 10 is possible, however unlikely.
    expect(notationOdds('{3d2r>1+2d4}dh1').distribution.map((o) => o.value)).toEqual([4, 5, 6, 7, 8, 9, 10]);
  });

  const op = fc.constantFrom('=', '<', '<=', '>', '>=');
  const die = fc.oneof(
    fc.integer({ min: 2, max: 8 }).map((s) => `d${s}`),
    fc.constant('dF'),
    fc.array(fc.integer({ min: -2, max: 6 }), { minLength: 2, maxLength: 4 }).map((f) => `d{${f.join(',')}}`),
  );
  const dice = fc
    .record({
      count: fc.integer({ min: 1, max: 3 }),
      die,
      reroll: fc.option(fc.tuple(fc.constantFrom('r', 'ro'), op, fc.integer({ min: -1, max: 6 }))),
      explode: fc.option(fc.tuple(fc.constantFrom('!', '!!', '!p'), op, fc.integer({ min: 1, max: 8 }))),
    })
    .map((g) => {
      // `r` under explosions is thousands of bits per draw followed many draws deep: not both.
      const reroll = g.explode && g.reroll?.[0] === 'r' ? null : g.reroll;
      return `${g.count}${g.die}${reroll ? reroll.join('') : ''}${g.explode ? g.explode.join('') : ''}`;
    });
  const keep = fc
    .tuple(fc.constantFrom('kh', 'kl', 'dh', 'dl'), fc.integer({ min: 1, max: 3 }))
    .map(([k, n]) => `${k}${n}`);

  /** Parses, is admitted, and its truth is cheap (no die explodes on more than a third of its faces). */
  function admitted(text: string): boolean {
    try {
      const parsed = parseNotation(text);
      const nodes: DiceNode[] =
        parsed.expr.kind === 'dice' ? [parsed.expr] : (pooledDice(parsed.expr as GroupNode) ?? []);
      if (nodes.length === 0) return false;
      for (const d of nodes) {
        const x = d.mods.explode;
        if (!x) continue;
        const faces = facesOf(d.die);
        if (faces.filter((f) => matches(x.at, f)).length * 3 > faces.length) return false;
      }
      return notationRefusal(parsed) === undefined;
    } catch {
      return false;
    }
  }

  it('random kept pools the cost model admits, against exact BigInt arithmetic', { timeout: 300_000 }, () => {
    const notation = fc
      .oneof(
        fc.tuple(dice, keep).map(([d, k]) => `${d}${k}`),
        fc.tuple(dice, dice, keep).map(([a, b, k]) => `{${a}+${b}}${k}`),
      )
      .filter(admitted);
    fc.assert(
      fc.property(notation, (text) => {
        expectWithinError(text);
      }),
      { numRuns: 40, endOnFailure: true },
    );
  });
});
