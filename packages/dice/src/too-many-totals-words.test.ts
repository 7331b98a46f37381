// Issue 37, U21: a notation with more totals than can be listed was refused as "at most 10001 are served" (later "can
// be listed"): it said the limit, not what the player can do. The one refusal every frontend shows says that the
// dice still roll, and how to get odds: fewer or smaller dice.
import { describe, expect, it } from 'vitest';
import { MAX_DISTRIBUTION_VALUES, notationRefusal } from './index.js';

describe('the refusal of a notation with too many totals', () => {
  it('says what to do: roll it anyway, or fewer or smaller dice for its odds', () => {
    const refusal = notationRefusal('100d1000000!>1kh1', MAX_DISTRIBUTION_VALUES);
    const words = [refusal!.message, ...refusal!.issues.map((issue) => issue.message)].join(' | ');
    expect(words).toMatch(/can still be rolled/);
    expect(words).toMatch(/fewer or smaller dice/);
    expect(words).toMatch(/10,001/);
    expect(words).not.toMatch(/served/);
  });
});
