// What ending an epoch or closing did, said once for every screen (the web's GM tools, the CLI's screen and
// commands each had a copy).
import { describe, expect, it } from 'vitest';
import { endedWords } from './epoch-end-words.js';

describe('endedWords', () => {
  it('says how many sealed entries a close revealed first, one or many', () => {
    expect(endedWords({ revealed: 1 })).toBe(
      'revealed 1 sealed entry first, so its export verifies completely',
    );
    expect(endedWords({ revealed: 3 })).toBe(
      'revealed 3 sealed entries first, so its export verifies completely',
    );
  });

  it('says which rolls became computable, or nothing when none did', () => {
    expect(endedWords({ computable: { blindRolls: 2, hiddenRequestAnswers: 0 } })).toBe(
      '2 unrevealed blind rolls become computable to their rollers',
    );
    expect(endedWords({})).toBe('');
  });
});
