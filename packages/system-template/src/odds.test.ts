import { describe, expect, it } from 'vitest';
import { checkOdds } from './odds.js';

/** Every roll of `dice` d6, counted: how many show `target` or more, summed over all 6^dice rolls. */
function bruteForceSuccesses(dice: number, target: number): { sum: number; rolls: number } {
  let sum = 0;
  const rolls = 6 ** dice;
  for (let roll = 0; roll < rolls; roll++) {
    for (let die = 0; die < dice; die++) if ((Math.floor(roll / 6 ** die) % 6) + 1 >= target) sum++;
  }
  return { sum, rolls };
}

describe('the headline: the mean number of successes', () => {
  it.each([
    [1, 6],
    [2, 5],
    [3, 4],
    [4, 2],
  ])('%i dice against %i+: exactly the mean over every roll', (dice, target) => {
    const { sum, rolls } = bruteForceSuccesses(dice, target);
    const [mean] = checkOdds({ dice, target, needed: 1 }).headline ?? [];
    expect(mean).toMatchObject({ key: 'meanSuccesses', label: 'Mean successes', format: 'number' });
    expect(mean!.value).toBeCloseTo(sum / rolls, 12);
    const [n, d] = mean!.fraction!.split('/').map(Number) as [number, number];
    // The fraction is exactly sum / rolls.
    expect(n * rolls).toBe(sum * d);
  });
});
