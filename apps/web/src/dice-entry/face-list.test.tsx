import { describe, expect, it } from 'vitest';
import { checkFaces, facesOf, readFaceList, setFace, writeFaceList } from './face-list.js';

const d6 = { sides: 6, label: 'Pool' };

describe('A list of faces', () => {
  it('reads faces separated by spaces, commas, semicolons, dots or new lines; ? is a die left empty', () => {
    expect(readFaceList(' 6 3,5;1.2\n4 ')).toEqual(['6', '3', '5', '1', '2', '4']);
    expect(readFaceList('6,, 3')).toEqual(['6', '3']);
    expect(readFaceList('? 4')).toEqual(['', '4']);
    expect(readFaceList('')).toEqual([]);
  });

  it('writes entries back, marking a gap and dropping empty dice at the end', () => {
    expect(writeFaceList(['', '4', '', ''])).toBe('? 4');
    expect(writeFaceList(['6', '3'])).toBe('6 3');
    expect(setFace('', 2, '5')).toBe('? ? 5');
    expect(setFace('6 3 5', 1, '')).toBe('6 ? 5');
    expect(setFace('6 9 5 1', 0, '4, 2')).toBe('4 2 5 1');
  });

  it('names every die that is wrong, and lets dice at the end stay empty', () => {
    expect(checkFaces(['6', '7', 'x', '-1', '0'], [d6, d6, d6, d6, d6])).toEqual([
      undefined,
      'die 2: 7 is not a face of a d6 (1 to 6)',
      'die 3: x is not a whole number',
      'die 4: -1 is not a face of a d6 (1 to 6)',
      'die 5: 0 is not a face of a d6 (1 to 6)',
    ]);
    expect(checkFaces(['', '4'], [d6, d6])).toEqual(['die 1: enter the face of this d6', undefined]);
    expect(checkFaces([], [{ sides: 20, label: 'Fishing' }])).toEqual(['die 1: enter the face of this d20']);
    expect(checkFaces(['6'], [d6, d6]).filter(Boolean)).toEqual([]);
    expect(checkFaces(['6', '1', '2'], [d6, d6])).toEqual([
      undefined,
      undefined,
      'die 3: this roll needs 2 dice, remove 2',
    ]);
    expect(checkFaces([], [])).toEqual([]);
    expect(facesOf(['6', '3', ''])).toEqual([6, 3]);
  });
});
