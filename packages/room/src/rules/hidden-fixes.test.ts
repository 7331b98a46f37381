// A hidden request in parts may not fix a field that decides whether an answer is accepted (issue 34, N9):
// found by tracing what the test's limits and roll cost read, on its examples with the GM's part over them.
import { twoD6Pool } from '@verdict/system-2d6-pool';
import { describe, expect, it } from 'vitest';
import { hiddenFixesRefusal } from './hidden-fixes.js';

const extended = twoD6Pool.tests.extended;
const check = twoD6Pool.tests.check;

describe('hiddenFixesRefusal', () => {
  it('refuses hiding a field the cost reads (maxTurns), naming it by its place in fixes', () => {
    const refusal = hiddenFixesRefusal(extended, { difficulty: 9, maxTurns: 10 }, ['difficulty', 'maxTurns']);
    expect(refusal).toMatchObject({ code: 'invalid_body', path: '/fixes/1' });
    expect(refusal?.message).toContain('maxTurns');
    expect(refusal?.message).not.toMatch(/\b10\b/);
  });

  it("refuses hiding a field a rule across fields checks the player's part against (progressRequired, N9)", () => {
    const refusal = hiddenFixesRefusal(extended, { difficulty: 9, progressRequired: 5 }, [
      'difficulty',
      'progressRequired',
    ]);
    expect(refusal).toMatchObject({ code: 'invalid_body', path: '/fixes/1' });
    expect(refusal?.message).toContain("a rule of the test checks the player's fields against it");
    // With progressMade fixed too, the rule reads the GM's fields alone: nothing the player gives tells it.
    expect(
      hiddenFixesRefusal(extended, { difficulty: 9, progressRequired: 5, progressMade: 0 }, [
        'difficulty',
        'progressRequired',
        'progressMade',
      ]),
    ).toBeUndefined();
  });

  it('lets a difficulty be hidden, on an extended test and on a check', () => {
    expect(hiddenFixesRefusal(extended, { difficulty: 9 }, ['difficulty'])).toBeUndefined();
    expect(hiddenFixesRefusal(check, { difficulty: 9 }, ['difficulty'])).toBeUndefined();
  });
});
