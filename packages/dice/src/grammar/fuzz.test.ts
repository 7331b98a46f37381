import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DiceError } from '../errors.js';
import { compileRoller } from '../fast-roller.js';
import { parseNotation } from '../notation.js';
import { notationCost } from '../notation-cost.js';
import { notationDistribution } from '../notation-distribution.js';
import { rollDice } from '../roll-dice.js';
import { seededSource } from '../seeded-source.js';

const ALPHABET = '0123456789d%F{},+-*/()!<>=khlprofcsminaxbu[]# '.split('');

/** Random notations built from the grammar: groups of dice with modifiers, numbers, operators, groups, functions. */
const dice = fc
  .tuple(
    fc.constantFrom('', '1', '2', '3', '4'),
    fc.constantFrom('d6', 'd4', 'dF', 'd%', 'd{1,3,3}', 'd10', 'd2'),
    fc.subarray(['r1', '!', 'min2', 'kh2', '>=3', 'f1', 'cs>=5']),
    fc.constantFrom('', 'ro<2', '!!', '!p', 'max3', 'dl1', 'kl1', '[x]'),
  )
  .map(([n, die, mods, extra]) => `${n}${die}${mods.join('')}${extra}`);
const operand = fc.oneof(dice, dice, fc.constantFrom('1', '2', '5', '5[b]'));
const sum = fc
  .tuple(operand, fc.array(fc.tuple(fc.constantFrom('+', '-', '*', '/'), operand), { maxLength: 2 }))
  .map(([first, rest]) => first + rest.map(([op, x]) => op + x).join(''));
const pieces = fc.oneof(
  sum,
  sum,
  fc.tuple(sum, sum).map(([a, b]) => `{${a}, ${b}}kh1`),
  fc.tuple(sum, sum).map(([a, b]) => `{${a}, ${b}}>=4`),
  sum.map((a) => `{${a}}kh2`),
  fc.tuple(sum, sum).map(([a, b]) => `max(${a}, ${b})`),
  sum.map((a) => `ceil((${a})/2)`),
);

describe('any input gets a clear answer, never a crash', () => {
  it('random characters: a notation or a DiceError', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ALPHABET), { maxLength: 40 }), (chars) => {
        try {
          parseNotation(chars.join(''));
        } catch (error) {
          expect(error).toBeInstanceOf(DiceError);
        }
      }),
      { numRuns: 3000, seed: 19 },
    );
  });

  it('random grammar pieces: rolls land in the exact distribution, and compiled rolls agree', () => {
    let valid = 0;
    let computed = 0;
    fc.assert(
      fc.property(pieces, fc.string({ maxLength: 8 }), (text, seed) => {
        let parsed: ReturnType<typeof parseNotation>;
        try {
          parsed = parseNotation(text);
        } catch (error) {
          expect(error).toBeInstanceOf(DiceError);
          return;
        }
        valid++;
        expect(parseNotation(parsed.text).text).toBe(parsed.text);
        const roll = rollDice({ notation: text, seed });
        expect(compileRoller(parsed)(seededSource(seed))).toBe(roll.total);
        const cost = notationCost(parsed);
        if (cost.work > 2_000_000 || cost.values > 5_000) return;
        const d = notationDistribution(parsed);
        computed++;
        const p = d.probabilities[roll.total - d.min] ?? 0;
        // A rolled total is possible, unless it lies in a series' tail beyond the cut.
        if (!d.truncated) expect(p, `${text}: rolled ${roll.total}`).toBeGreaterThan(0);
      }),
      { numRuns: 400, seed: 19 },
    );
    // The pieces make enough valid notations for the property to mean something.
    expect(valid).toBeGreaterThan(40);
    expect(computed).toBeGreaterThan(20);
  }, 120_000);
});
