import { describe, expect, it } from 'vitest';
import { MAX_SEED_LENGTH, seedProblem } from './seed-rules.js';

describe('seedProblem', () => {
  it('accepts any printable text of 1 to 256 characters', () => {
    for (const seed of [
      'olaf',
      '0123456789abcdef',
      'Verdict 🎲',
      'x'.repeat(MAX_SEED_LENGTH),
      'é ü ß 漢字',
    ]) {
      expect(seedProblem(seed)).toBeUndefined();
    }
  });

  it('refuses an empty seed, a too long one, and a non-string', () => {
    expect(seedProblem('')).toMatch(/1 to 256 characters/);
    expect(seedProblem('x'.repeat(MAX_SEED_LENGTH + 1))).toMatch(/at most 256 characters, got 257/);
    expect(seedProblem(12)).toMatch(/string/);
  });

  it('refuses control characters, naming the first', () => {
    expect(seedProblem('abc\u001B[2J')).toBe('expected a seed without control characters, got U+001B at 4');
    expect(seedProblem('a\nb')).toMatch(/U\+000A at 2/);
    expect(seedProblem('a\u009Bb')).toMatch(/U\+009B/);
    expect(seedProblem('a\u007F')).toMatch(/U\+007F/);
  });
});
