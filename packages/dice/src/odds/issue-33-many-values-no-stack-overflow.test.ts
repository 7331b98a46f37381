// Issue 33, L3: `1d569800ro<3kh>=5` (17 characters) overflowed the engine's stack (`Math.min(0, ...contributions)`
// over one argument per value of a die) and its worker was replaced each time. Distributions over many values are
// now scanned in loops. Computed here without the estimate's refusal, so that the engine itself is what is tested.
import { describe, expect, it } from 'vitest';
import { parseNotation } from '../notation.js';
import { expressionDistribution } from './expression-distribution.js';
import { massOf } from './series.js';

const distributionOf = (text: string) => expressionDistribution(parseNotation(text).expr, 1e-12);

describe('a distribution over hundreds of thousands of values never overflows the stack (issue 33, L3)', () => {
  it.each([
    // Keep over one family (order statistics in floats), counting successes.
    ['1d569800ro<3kh>=5', 1],
    // Keep over identical dice in exact counts.
    ['2d569800ro<3kh1>=5', 1],
  ])('%s: successes from 0 to %i, all the mass there', (text, most) => {
    const d = distributionOf(text);
    expect(d.min).toBe(0);
    expect(d.probabilities.length).toBe(most + 1);
    expect(massOf(d)).toBeCloseTo(1, 9);
  });
});
