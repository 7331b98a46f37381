// Issue 38 (the review's §3): a notation error carries the notation as typed, the 1-based character it is about
// (a caret goes under it) and, for a d20-like typo, a notation that does parse, as fields on the error.
import { describe, expect, it } from 'vitest';
import { DiceError } from './errors.js';
import { parseNotation } from './notation.js';
import { suggestNotation } from './notation-suggestion.js';

const errorOf = (text: string): DiceError => {
  try {
    parseNotation(text);
  } catch (error) {
    if (error instanceof DiceError) return error;
    throw error;
  }
  throw new Error(`'${text}' parsed`);
};

describe('a notation error', () => {
  it.each([
    ['2d', 3, '2d6'],
    ['d2o', 3, 'd20'],
    ['1d2O+3', 4, '1d20+3'],
    ['1d20+', 6, '1d20'],
    ['2x6', 2, '2d6'],
    ['2X6+1', 2, '2d6+1'],
  ])('%s: at %i, did you mean %s', (typed, position, suggestion) => {
    const error = errorOf(typed);
    expect(error.code).toBe('invalid_notation');
    expect(error.notation).toBe(typed);
    expect(error.position).toBe(position);
    expect(error.suggestion).toBe(suggestion);
    expect(() => parseNotation(suggestion)).not.toThrow();
  });

  it('carries the notation and the position but no guess when no small edit parses', () => {
    const error = errorOf('3d6kh5');
    expect(error).toMatchObject({ notation: '3d6kh5', position: 4 });
    expect(error.suggestion).toBeUndefined();
    expect(errorOf('hello').suggestion).toBeUndefined();
  });

  it('keeps its message, code and issues as before', () => {
    const error = errorOf('2d6+');
    expect(error.message).toBe('Unexpected end of notation at 5, expected a number or dice such as 2d6');
    expect(error.issues).toEqual([{ path: ['notation'], message: error.message }]);
  });

  it('leaves a limit alone: no notation echoed, no guess', () => {
    const error = errorOf('20000d6');
    expect(error.code).not.toBe('invalid_notation');
    expect(error.suggestion).toBeUndefined();
  });
});

describe('suggestNotation', () => {
  it('never suggests what was typed, and only what parses', () => {
    expect(suggestNotation('2d6', 1)).toBeUndefined();
    expect(suggestNotation('d2o', 3)).toBe('d20');
  });
});
