// Issue 33, item 1: the cost estimate runs on the server's event loop before any job is queued, so its own work must
// be bounded by its input's length, never by the values it holds (a face count, a dice count, an explosion's
// probability): `10000d1000000!>1kh1` looped 1.1e10 times, 155 s during which the server answered nothing. The
// estimator's steps are counted by its meter (`estimate-meter.ts`), never timed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DiceError } from '../errors.js';
import { LIMITS } from '../limits.js';
import { parseNotation } from '../notation.js';
import { notationCost, notationRefusal } from '../notation-cost.js';
import { notationDistribution, notationOdds } from '../notation-distribution.js';
import { createEstimateMeter, EstimateLimitError, meteredEstimate } from './estimate-meter.js';

/** Steps the estimate may take per character of its input (each node, each loop over what the text wrote). */
const STEPS_PER_CHARACTER = 50;
/** Steps any estimate may take whatever its text. */
const BASE_STEPS = 100;

const boundFor = (text: string) => BASE_STEPS + STEPS_PER_CHARACTER * text.length;

/** The estimator's steps for `text` (stopped well past its bound: a regression fails fast, not in minutes). */
function estimateSteps(text: string): number {
  const meter = createEstimateMeter(100 * boundFor(text));
  try {
    meteredEstimate(meter, () => notationCost(text));
  } catch (error) {
    if (error instanceof EstimateLimitError) {
      throw new Error(`${text}: the estimate passed ${meter.steps} steps (bound ${boundFor(text)})`);
    }
    // Unreadable or over a parse limit: refused as the parser refuses it, which is bounded work too.
    expect(error, text).toBeInstanceOf(DiceError);
  }
  return meter.steps;
}

describe('the worst grammar cases are estimated in a few steps (issue 33, F1)', () => {
  it.each([
    '10000d1000000!>1kh1',
    '10000d1000000!>1kl1',
    '10000d1000000!>1dl1',
    '10000d1000000!>1dh9999',
    '10000d1000000!p>1kh1',
    '10000d1000000!p>1dl3',
    '10000d1000000!!>1kh1',
    '10000d1000000!>1kh1000000000',
    '1000d1000000!>1kh1',
    '100d1000000!>1kh1',
    '10000d1000000r<999999kh1',
    '1d10000r1!',
    '1d1000000r<1000000!',
    '{1d10000r1!,1d10000r2!,1d10000r3!}kh1',
    '10000d1000000ro<999999!>1kh5',
    '10000d1000000',
    '10000d1000000kh9999',
    '1d1000000max5',
    '1d1000000>=500000f<2',
    '2d727361max5!<2',
    '1d569800ro<3kh>=5',
    '{10000d1000000!>1}kh9999',
    '{5000d1000000!>1+5000d999999!>1}kh1',
    '{{{{{{1d1000000!>1kh1}kh1}kh1}kh1}kh1}kh1}kh1',
    'max(10000d1000000!>1kh1, 1d6)',
    '(10000d1000000!>1kh1)*(1d1000000)',
  ])('%s', (text) => {
    expect(estimateSteps(text)).toBeLessThanOrEqual(boundFor(text));
  });
});

// The whole grammar: dice of any count and any number of sides up to the limits, custom and Fate dice, every
// modifier with any compare point, keep/drop of any count, labels, constants, operators, negation, parentheses,
// functions and roll groups nested in one another.
const count = fc.oneof(
  { arbitrary: fc.constantFrom('', '1', '2', '3', '10', '100', '1000', '10000'), weight: 4 },
  { arbitrary: fc.integer({ min: 1, max: LIMITS.maxDicePerPool }).map(String), weight: 1 },
);
const sides = fc.oneof(
  fc.constantFrom('2', '6', '20', '100', '%', '10000', '50000', '569800', '727361', '999999', '1000000'),
  fc.integer({ min: 1, max: LIMITS.maxSides }).map(String),
);
const value = fc.oneof(
  fc.constantFrom(1, 2, 3, 5, 500_000, 999_999, 1_000_000),
  fc.integer({ min: 0, max: LIMITS.maxSides }),
);
const compare = fc
  .tuple(fc.constantFrom('', '=', '>', '>=', '<', '<='), value)
  .map(([op, v]) => (op === '' ? '' : `${op}${v}`));
const faces = fc
  .array(fc.integer({ min: -1_000_000, max: 1_000_000 }), { minLength: 1, maxLength: 12 })
  .map((list) => `{${list.join(',')}}`);
const die = fc.oneof(
  sides.map((s) => `d${s}`),
  fc.constant('dF'),
  faces.map((f) => `d${f}`),
);
const keepCount = fc.oneof(
  fc.constantFrom('', '1', '2', '3', '9999'),
  fc.integer({ min: 1, max: 1e9 }).map(String),
);
const modifier = fc.oneof(
  fc.tuple(fc.constantFrom('r', 'ro'), compare).map(([m, c]) => m + c),
  fc.tuple(fc.constantFrom('!', '!!', '!p', '!!p'), compare).map(([m, c]) => m + c),
  fc.tuple(fc.constantFrom('kh', 'kl', 'dh', 'dl', 'k', 'd'), keepCount).map(([m, c]) => m + c),
  fc.tuple(fc.constantFrom('min', 'max'), value).map(([m, v]) => m + v),
  fc
    .tuple(fc.constantFrom('>=', '<=', '>', '<', '='), value, fc.option(value))
    .map(([op, v, f]) => `${op}${v}${f === null ? '' : `f<${f}`}`),
  fc.tuple(fc.constantFrom('cs', 'cf'), compare).map(([m, c]) => m + c),
);
const dice = fc
  .tuple(count, die, fc.array(modifier, { maxLength: 3 }), fc.constantFrom('', '', '', '[fire]'))
  .map(([n, d, mods, label]) => `${n}${d}${mods.join('')}${label}`);
const number = fc.oneof(
  fc.integer({ min: 0, max: 9 }).map(String),
  fc.constantFrom('100', '30000', '1000000', '1000000000'),
);

const { expr: notation } = fc.letrec<{ expr: string; term: string }>((tie) => ({
  term: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    dice,
    dice,
    number,
    tie('expr').map((e) => `(${e})`),
    tie('expr').map((e) => `-${e}`),
    fc
      .tuple(
        fc.array(tie('expr'), { minLength: 1, maxLength: 2 }),
        fc.constantFrom('', 'kh1', 'kl2', 'dh1', 'k9999', '>=4', '>=2f1', '[group]'),
      )
      .map(([items, rules]) => `{${items.join(',')}}${rules}`),
    fc.tuple(fc.constantFrom('floor', 'ceil', 'round', 'abs'), tie('expr')).map(([fn, e]) => `${fn}(${e})`),
    fc
      .tuple(fc.constantFrom('min', 'max'), fc.array(tie('expr'), { minLength: 1, maxLength: 3 }))
      .map(([fn, args]) => `${fn}(${args.join(',')})`),
  ),
  expr: fc
    .tuple(
      tie('term'),
      fc.array(fc.tuple(fc.constantFrom('+', '+', '-', '*', '/'), tie('term')), { maxLength: 2 }),
    )
    .map(([first, rest]) => first + rest.map(([op, t]) => op + t).join('')),
}));

describe('the estimate is bounded by its input’s length over the whole grammar (property, issue 33)', () => {
  it('counts at most a few steps per character of the notation, whatever its values', () => {
    let valid = 0;
    fc.assert(
      fc.property(notation, (text) => {
        if (text.length > LIMITS.maxNotationLength) return;
        try {
          parseNotation(text);
          valid++;
        } catch (error) {
          expect(error).toBeInstanceOf(DiceError);
        }
        expect(estimateSteps(text), text).toBeLessThanOrEqual(boundFor(text));
      }),
      { numRuns: 3000, seed: 33 },
    );
    // Enough of them are valid notations for the property to mean something.
    expect(valid).toBeGreaterThan(250);
  }, 300_000);
});

describe('a notation is estimated once per computation (issue 33, item 2)', () => {
  it.each([
    ['notationCost', () => notationCost('8d6!kh3')],
    ['notationRefusal given the cost', () => notationRefusal('8d6!kh3', 10_001, notationCost('8d6!kh3'))],
    ['notationOdds', () => notationOdds('8d6!kh3')],
    ['notationDistribution', () => notationDistribution('8d6!kh3')],
    ['a refused notationOdds', () => expect(() => notationOdds('10000d1000000!>1kh1')).toThrow(DiceError)],
  ])('%s', (_, run) => {
    const meter = createEstimateMeter();
    meteredEstimate(meter, run);
    expect(meter.runs).toBe(1);
  });
});
