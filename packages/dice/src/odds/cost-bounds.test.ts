// Issue 25, item 2: the cost estimate bounds the work and the memory of an exact distribution. Work is counted by a
// meter threaded through the computation (loop iterations, entries allocated), never timed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DiceError } from '../errors.js';
import type { Expr } from '../grammar/ast.js';
import { MAX_DISTRIBUTION_WORK } from '../keep.js';
import { LIMITS } from '../limits.js';
import { parseNotation } from '../notation.js';
import { COST_FACTOR, notationCost } from '../notation-cost.js';
import { notationOdds } from '../notation-distribution.js';
import { rollDice } from '../roll-dice.js';
import { createMeter, MeterLimitError, metered } from './meter.js';

/** Steps any computation may take whatever its estimate (a constant, a die's few faces). */
const SLACK = 10_000;

/**
 * Runs `notationOdds` under a meter stopped at the estimate times {@link COST_FACTOR}: answers whether it was refused,
 * with what was counted. A refusal must come before any work; an answer within the estimate, in steps and in the
 * largest distribution allocated.
 */
function checkBudget(notation: string): 'refused' | 'answered' {
  const cost = notationCost(notation);
  const meter = createMeter(COST_FACTOR * cost.work + SLACK);
  try {
    metered(meter, () => notationOdds(notation));
  } catch (error) {
    if (error instanceof MeterLimitError) {
      throw new Error(`${notation}: ${error.message}, estimated ${cost.work} steps (factor ${COST_FACTOR})`);
    }
    expect(error, notation).toBeInstanceOf(DiceError);
    expect((error as DiceError).code, notation).toBe('limit_exceeded');
    expect(meter.steps, `${notation}: refused after ${meter.steps} steps of work`).toBe(0);
    return 'refused';
  }
  expect(meter.steps, notation).toBeLessThanOrEqual(COST_FACTOR * cost.work + SLACK);
  expect(meter.largest, `${notation}: largest allocation`).toBeLessThanOrEqual(
    COST_FACTOR * cost.entries + SLACK,
  );
  expect(cost.entries, notation).toBeLessThanOrEqual(cost.maxEntries);
  return 'answered';
}

// Issue 33 (F3): a single die with many sides is walked face by face through objects and bigints, about 60 times a
// step of a sum each; such forms were estimated at one step a face and ran 1,000-4,000 ns per estimated step. The
// meter weighs each face walked as the estimate does (`OBJECT_STEPS`), so these hold to the factor too.
describe('dice with many sides, walked face by face, up to the grammar’s maximum (issue 33, F3): within the estimate', () => {
  it.each([
    '1d1000000max5',
    '1d1000000>=500000',
    '1d1000000ro<2max5',
    '1d1000000min999999',
    '2d727361max5!<2',
    '{1d1000000>=2,1d1000000>=2}',
    '{1d1000000}>=2',
    '1d569800ro<3kh>=5',
    '1d200000max5',
    '1d100000>=50000',
    '1d100000ro<2max5',
    '1d50000min49999',
    '2d20000max5!<2',
    '{1d100000>=2,1d100000>=2}',
    '{1d100000}>=2',
    '1d50000ro<3kh>=5',
    '3d30000>=2kh2',
    '{2d100000!>99999}kh1',
    'abs(1d100000-50000)',
    // Found by the bench's fuzz (bench/cost-fuzz.mjs): explosions over values far from 0, explosions on no face.
    '500d100min953!',
    '20d100min953!',
    '8d%!!<1',
    '100d{9,4,16}!!<=3',
    '100d{9,4,16}',
  ])('%s', (notation) => {
    checkBudget(notation);
  });
});

describe('inputs that once fooled the estimate (1d2*30000000, 30d100kl29, products of big sums): refused before any work, or answered within the estimate', () => {
  it.each([
    ['1d2*30000000', 'refused'],
    ['1d20*400000', 'refused'],
    ['(1d6*1000000)*(1d6*1000000)', 'refused'],
    ['30d100kl29', 'refused'],
    ['30d100', 'answered'],
    ['1d20*100', 'answered'],
    ['4d6kh3', 'answered'],
    // Issue 37: keep over families prices each value's binomial terms (a power by squaring for each of fewer than k,
    // and where no mass is left out, the tail summed term by term); the estimate was 44 million steps before.
    ['8d6!pkh5>=5', 'refused'],
    ['{4d6+2d8}kh2', 'answered'],
    ['{40d4+40d6}kh12>=3', 'answered'],
    ['6d6r1kh3', 'answered'],
    ['5d6!kh3', 'answered'],
    ['3d6!!kh2', 'answered'],
    ['200dFkh3', 'answered'],
    // Issue 37: drop over exploding pools keeps all but d draws by the same order statistics, priced as such: its
    // rows are few away from the exploding values, but a pool of two exploding groups varies both counts everywhere.
    ['4d6!dl1', 'answered'],
    ['8d6!dl1', 'answered'],
    ['5d6!dh1', 'answered'],
    ['4d6!>=5dl1', 'answered'],
    ['2d6!pdl1', 'answered'],
    ['{3d6!+2d4}dl1', 'answered'],
    ['{4d6+2d8}dl2', 'answered'],
    ['20d6!dl1', 'refused'],
    ['3d6!pdl1', 'refused'],
    ['{2d6!+2d6!}dl1', 'refused'],
  ])('%s is %s', (notation, expected) => {
    expect(checkBudget(notation)).toBe(expected);
  });

  it('names the notation and the limit in a refusal for its size', () => {
    expect(() => notationOdds('1d2*30000000')).toThrow(
      expect.objectContaining({
        code: 'limit_exceeded',
        message: expect.stringMatching(/1d2\*30000000.*30,000,001 .*maxDistributionEntries/),
        issues: [{ path: ['notation'], message: expect.stringContaining('1d2*30000000') }],
      }),
    );
  });

  it('serves fractions only where they are cheap to format: 30d100 has probabilities alone', () => {
    // 2,971 totals over 100^30: formatting each fraction was most of the work (issue 25: 120-450 ms, 508 KB).
    const meter = createMeter();
    const odds = metered(meter, () => notationOdds('30d100'));
    expect(odds.distribution).toHaveLength(2971);
    expect(odds.distribution.every((o) => o.fraction === undefined)).toBe(true);
    expect(notationCost('30d100').bytes).toBeLessThan(200_000);
    expect(notationCost('30d100').work).toBeLessThanOrEqual(MAX_DISTRIBUTION_WORK);
    expect(notationOdds('3d6').distribution[0]?.fraction).toBe('1/216');
  });
});

// Large single dice too (issue 25: a T13 Dice Test of `1d50000` outgrew its time): past 10,001 totals they are refused.
const die = fc.constantFrom(
  'd2',
  'd4',
  'd6',
  'd10',
  'd20',
  'd100',
  'dF',
  'd{1,3,3}',
  'd5000',
  'd10000',
  'd50000',
  'd100000',
  'd569800',
  'd1000000',
);
const dice = fc
  .tuple(
    fc.integer({ min: 1, max: 12 }),
    die,
    fc.constantFrom(
      '',
      '',
      'r1',
      'ro<2',
      '!',
      '!!',
      '!p',
      '!<2',
      'min2',
      'max3',
      'max5',
      'min999999',
      'ro<3',
    ),
    fc.constantFrom('', '', 'kh1', 'kh2', 'kl1', 'dl1', 'dh2', '>=3', '>=500000', 'kh>=5'),
  )
  .map(([n, d, mods, keep]) => `${n}${d}${mods}${keep}`);
const constant = fc.oneof(
  fc.integer({ min: 0, max: 9 }).map(String),
  fc.constantFrom('100', '1000', '30000', '1000000', '30000000'),
);
const operand = fc.oneof(dice, dice, constant);
const arithmetic = fc
  .tuple(operand, fc.array(fc.tuple(fc.constantFrom('+', '-', '*', '/'), operand), { maxLength: 2 }))
  .map(([first, rest]) => first + rest.map(([op, x]) => op + x).join(''));
const notations = fc.oneof(
  arithmetic,
  arithmetic,
  fc.tuple(arithmetic, arithmetic).map(([a, b]) => `(${a})*(${b})`),
  fc.tuple(arithmetic, arithmetic).map(([a, b]) => `{${a}, ${b}}kh1`),
  fc.tuple(arithmetic, arithmetic, arithmetic).map(([a, b, c]) => `{${a}, ${b}, ${c}}kl2`),
  fc.tuple(arithmetic, arithmetic).map(([a, b]) => `{${a}, ${b}}>=4`),
  fc.tuple(dice, dice).map(([a, b]) => `{${a}+${b}}kh2`),
  fc.tuple(arithmetic, arithmetic).map(([a, b]) => `max(${a}, ${b})`),
  arithmetic.map((a) => `ceil((${a})/3)`),
  arithmetic.map((a) => `abs(${a})`),
);

/** The most dice a roll of an expression can draw: each die once, or with its explosions or rerolls. */
function maxDraws(expr: Expr): number {
  switch (expr.kind) {
    case 'number':
      return 0;
    case 'dice':
      return expr.count * (expr.mods.explode || expr.mods.reroll ? 1 + LIMITS.maxRepeatsPerDie : 1);
    case 'negate':
      return maxDraws(expr.operand);
    case 'binary':
      return maxDraws(expr.left) + maxDraws(expr.right);
    case 'group':
      return expr.items.reduce((t, e) => t + maxDraws(e), 0);
    case 'call':
      return expr.args.reduce((t, e) => t + maxDraws(e), 0);
  }
}

describe('the cost model bounds the work and the memory of any notation (property)', () => {
  it('counted steps and the largest allocation stay within the estimate times COST_FACTOR; a roll draws its dice', () => {
    let answered = 0;
    fc.assert(
      fc.property(notations, (text) => {
        try {
          parseNotation(text);
        } catch (error) {
          expect(error).toBeInstanceOf(DiceError);
          return;
        }
        if (checkBudget(text) === 'answered') answered++;
        // A roll of it draws each die once (or with its explosions and rerolls), whatever its value range.
        const roll = rollDice({ notation: text, seed: text });
        expect(roll.dice.length, text).toBeLessThanOrEqual(maxDraws(parseNotation(text).expr));
        expect(Number.isFinite(roll.total), text).toBe(true);
      }),
      { numRuns: 300, seed: 25 },
    );
    // Enough of them run for the property to mean something.
    expect(answered).toBeGreaterThan(60);
  }, 300_000);
});
