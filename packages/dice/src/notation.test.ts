import { describe, expect, it } from 'vitest';
import { DiceError } from './errors.js';
import { parseNotation } from './notation.js';

const errorOf = (text: string) => {
  try {
    parseNotation(text);
  } catch (error) {
    if (error instanceof DiceError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error(`'${text}' parsed`);
};

describe('parseNotation', () => {
  it('reads dice, d%, keep/drop and constants, in any case, with spaces', () => {
    expect(parseNotation('4d6KH3 + 2').terms).toEqual([
      { kind: 'dice', sign: 1, count: 4, sides: 6, keep: { which: 'highest', mode: 'keep', count: 3 } },
      { kind: 'constant', sign: 1, value: 2 },
    ]);
    expect(parseNotation('d%').terms).toEqual([{ kind: 'dice', sign: 1, count: 1, sides: 100 }]);
    expect(parseNotation('2d20kl1').text).toBe('2d20kl1');
    expect(parseNotation('4d6dl1').text).toBe('4d6dl1');
    expect(parseNotation('4d6dh1').text).toBe('4d6dh1');
    expect(parseNotation('4d6k3').text).toBe('4d6kh3');
    expect(parseNotation('-1d4 + 3d8 - 2').text).toBe('-1d4+3d8-2');
    expect(parseNotation('2d6+1d8-1d4').diceCount).toBe(4);
  });

  it('names the position and what was expected', () => {
    expect(errorOf('2d6+x')).toEqual({
      code: 'invalid_notation',
      message: "Unexpected 'x' at 5, expected a number or dice such as 2d6",
    });
    expect(errorOf('2d')).toEqual({
      code: 'invalid_notation',
      message:
        "Unexpected end of notation at 3, expected a number of sides, '%', 'F' or faces such as {1,3,5}",
    });
    expect(errorOf('2d6 3')).toEqual({
      code: 'invalid_notation',
      message: "Unexpected '3' at 5, expected an operator (+ - * /), a modifier or the end",
    });
    expect(errorOf('')).toMatchObject({
      code: 'invalid_notation',
      message: expect.stringContaining('Empty notation'),
    });
    expect(errorOf('0d6')).toMatchObject({
      code: 'invalid_notation',
      message: 'Expected at least one die at 1, got 0',
    });
    expect(errorOf('2d0').message).toBe('Expected at least one side at 1, got d0');
    expect(errorOf('2d6kh3').message).toBe('Cannot keep 3 of 2 dice at 4');
  });

  it('refuses what breaks the limits at once, before any die is drawn', () => {
    expect(errorOf('99999999d99999999')).toMatchObject({ code: 'limit_exceeded' });
    expect(errorOf('10001d6')).toMatchObject({
      code: 'limit_exceeded',
      message: expect.stringContaining('at most 10000 dice'),
    });
    expect(errorOf('5000d6+5001d6')).toMatchObject({ code: 'limit_exceeded' });
    expect(errorOf('1d1000001')).toMatchObject({
      code: 'limit_exceeded',
      message: expect.stringContaining('1000000 sides'),
    });
    expect(errorOf(`1d6${'+1'.repeat(500)}`)).toMatchObject({
      code: 'limit_exceeded',
      message: expect.stringContaining('1000 characters'),
    });
    expect(parseNotation('10000d1000000').diceCount).toBe(10_000);
  });
});
