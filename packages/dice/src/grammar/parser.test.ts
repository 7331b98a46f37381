import { describe, expect, it } from 'vitest';
import { DiceError } from '../errors.js';
import { parseNotation } from '../notation.js';

const errorOf = (text: string) => {
  try {
    parseNotation(text);
  } catch (error) {
    if (error instanceof DiceError)
      return { code: error.code, message: error.message, position: error.position };
    throw error;
  }
  throw new Error(`'${text}' parsed`);
};

describe('the grammar', () => {
  it.each([
    ['4d6kh', '4d6kh1'],
    ['2d20K1', '2d20kh1'],
    ['4d6d1', '4d6dl1'],
    ['3dF + 2', '3dF+2'],
    ['2d{2, 3, 5, 7}', '2d{2,3,5,7}'],
    ['d{-1,0,1}', '1d{-1,0,1}'],
    ['10d6!', '10d6!'],
    ['5d10!>=9', '5d10!>=9'],
    ['3d6!=1', '3d6!=1'],
    ['3d6!6', '3d6!'],
    ['4d6!!', '4d6!!'],
    ['4d6!p', '4d6!p'],
    ['4d6!!p>5', '4d6!!p>5'],
    ['2d6r<3', '2d6r<3'],
    ['2d6r', '2d6r1'],
    ['2d6ro=1', '2d6ro1'],
    ['20d10>=8', '20d10>=8'],
    ['10d10>8f1', '10d10>8f1'],
    ['10d10>=8f<=2', '10d10>=8f<=2'],
    ['4d6min3', '4d6min3'],
    ['4d6max5min2', '4d6min2max5'],
    ['1d20cs>=19cf<=2', '1d20cs>=19cf<=2'],
    ['kh3 order: 4d6kh3r1!', '4d6r1!kh3'],
    ['(1d6 + 2) * 3', '(1d6+2)*3'],
    ['1d6 - (2d4 - 1)', '1d6-(2d4-1)'],
    ['-1d4 + 3d8 - 2', '-1d4+3d8-2'],
    ['floor(3d6 / 2)', 'floor(3d6/2)'],
    ['max(1d20, 1d20) + 5', 'max(1d20,1d20)+5'],
    ['{4d6, 3d8}kh1', '{4d6,3d8}kh1'],
    ['{1d20+5, 1d20+5}>=15', '{1d20+5,1d20+5}>=15'],
    ['2d6[fire] + 1d8[cold]', '2d6[fire]+1d8[cold]'],
    ['1d20+5 # attack', '1d20+5'],
    ['d6!min2>=3f1', '1d6min2!=6>=3f1'],
    ['d6!max3-1', '1d6max3!-1'],
    ['4dF>=0f=-1', '4dF>=0f=-1'],
    ['1d20 + 5[STR] + 2[proficiency]', '1d20+5[STR]+2[proficiency]'],
  ])('reads %s as %s', (text, canonical) => {
    if (text.startsWith('kh3 order: ')) text = text.slice(11);
    const parsed = parseNotation(text);
    expect(parsed.text).toBe(canonical);
    // The canonical text reads back to the same tree (positions aside).
    const shape = (text: string) =>
      JSON.parse(
        JSON.stringify(parseNotation(text).expr, (k, v) =>
          k === 'at' && typeof v === 'number' ? undefined : v,
        ),
      );
    expect(shape(parsed.text)).toEqual(shape(text));
  });

  it('keeps the comment and says which notations are plain sums (as in 1.0)', () => {
    expect(parseNotation('1d20+5 # attack roll').comment).toBe('attack roll');
    expect(parseNotation('4d6kh3+1d4-2').simple).toBe(true);
    expect(parseNotation('4d6!').simple).toBe(false);
    expect(parseNotation('4d6!').terms).toEqual([]);
    expect(parseNotation('2*1d6').simple).toBe(false);
    expect(parseNotation('10d6!kh3').diceCount).toBe(10);
  });

  it('points at the problem: position in the message and on the error', () => {
    expect(errorOf('3d6!>')).toEqual({
      code: 'invalid_notation',
      message: '`!` at 4: a compare point needs a number',
      position: 4,
    });
    expect(errorOf('1d20cs')).toMatchObject({
      message: expect.stringMatching(/^`cs` at 5: a compare point needs a number/),
    });
    expect(errorOf('2d6+x')).toMatchObject({ position: 5 });
    expect(errorOf('1d6!!!')).toMatchObject({ message: '`!` at 6: a group of dice explodes once' });
    expect(errorOf('4d6kh2dl1')).toMatchObject({ message: '`dl` at 7: a group of dice keeps or drops once' });
    expect(errorOf('10d10f1')).toMatchObject({
      message: expect.stringMatching(/^`f` at 6: failures are counted beside successes/),
    });
    expect(errorOf('1d6!>=1')).toMatchObject({
      message: '`!` at 4: explodes on every face, so it would never stop',
    });
    expect(errorOf('1d{1,3,3}r1!!')).toMatchObject({
      message: '`!` at 12: explodes on every face a reroll can end on, so it would never stop',
    });
    // Whatever the number of sides, in a few steps (issue 33): once only dice of up to 10,000 sides were checked.
    expect(errorOf('1d6r<6!')).toMatchObject({
      message: '`!` at 7: explodes on every face a reroll can end on, so it would never stop',
    });
    expect(errorOf('1d1000000r<1000000!')).toMatchObject({
      message: '`!` at 19: explodes on every face a reroll can end on, so it would never stop',
    });
    expect(errorOf('1d1000000r>1!<2')).toMatchObject({
      message: '`!` at 13: explodes on every face a reroll can end on, so it would never stop',
    });
    expect(() => parseNotation('1d1000000r=500000!>=2')).not.toThrow();
    expect(errorOf('1d6r<7')).toMatchObject({
      message: expect.stringMatching(/^`r` at 4: rerolls every face/),
    });
    expect(errorOf('(1d6+2')).toMatchObject({ message: '`(` at 1: missing its closing `)`' });
    expect(errorOf('{1d6, 2d6')).toMatchObject({ message: '`{` at 1: missing its closing `}`' });
    expect(errorOf('1d6/0')).toMatchObject({ message: '`/` at 4: division by zero' });
    expect(errorOf('1d6/(1d2-1)')).toMatchObject({ message: '`/` at 4: the divisor 1d2-1 can be 0' });
    expect(errorOf('2d6[fire')).toMatchObject({ message: '`[` at 4: a label needs its closing `]`' });
    expect(errorOf('(1d6)[fire]')).toMatchObject({
      message: "Unexpected '[fire]' at 6, expected an operator (+ - * /), a modifier or the end",
    });
    expect(errorOf('4d6max2min3')).toMatchObject({ message: '`max` at 4: max 2 is below min 3' });
    expect(errorOf('abs(1d6, 2)')).toMatchObject({ message: '`abs` at 1: takes one argument, got 2' });
    expect(errorOf('d{}')).toMatchObject({ code: 'invalid_notation', position: 3 });
    expect(errorOf('{1d6, 1d8}kh3')).toMatchObject({ message: 'Cannot keep 3 of 2 rolls at 11' });
  });

  it('allows keeping more dice than a pool starts with when it explodes', () => {
    expect(parseNotation('2d6!kh3').text).toBe('2d6!kh3');
  });
});
