// Issue 25: the heaviest exact distribution the budget admitted (10000d2, about 100,000,000 steps) took 300-670 ms
// alone on a warm core, so no request under attack could answer within a second. The budget now stops at about
// 250 ms of work on this machine (`apps/api/bench/heaviest.mjs`); these are the forms that measured heaviest.
import { describe, expect, it } from 'vitest';
import { notationRefusal } from '../notation-cost.js';

const limitOf = (notation: string) => notationRefusal(notation, 10_001)?.limit;

describe('the distribution budget fits a request deadline', () => {
  it.each(['10000d2', '19d100kh18'])(
    'refuses %s, once admitted at the budget’s edge, as maxDistributionWork',
    (notation) => {
      expect(limitOf(notation)).toBe('maxDistributionWork');
    },
  );

  it.each(['5000d2', '1000d6', '500d10r1', '8d6!', '100d100', '10d100kh9'])('still serves %s', (notation) => {
    expect(limitOf(notation)).toBeUndefined();
  });
});
