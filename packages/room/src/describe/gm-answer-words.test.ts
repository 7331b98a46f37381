// What a GM's close or epoch's end did, as sentences for a printed answer (moved from the CLI's GM commands, issue 36).
import { describe, expect, it } from 'vitest';
import { gmAnswerWords } from './gm-answer-words.js';

describe("a GM's answer in sentences", () => {
  it('says what a close revealed first and what an epoch made computable; nothing when neither', () => {
    expect(gmAnswerWords({ revealed: 1 })).toEqual([
      'Revealed 1 sealed entry first, so its export verifies completely.',
    ]);
    expect(gmAnswerWords({ computable: { blindRolls: 2, hiddenRequestAnswers: 0 } })).toEqual([
      'With the seed revealed, 2 unrevealed blind rolls become computable to their rollers.',
    ]);
    expect(gmAnswerWords({ computable: { blindRolls: 0, hiddenRequestAnswers: 0 } })).toEqual([]);
    expect(gmAnswerWords({})).toEqual([]);
  });
});
