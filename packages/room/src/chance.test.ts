import { createRegistry, oddsTest, resolveTest } from '@verdict/core';
import { twoD6Pool } from '@verdict/system-2d6-pool';
import { d20RollUnder } from '@verdict/system-d20-roll-under';
import { describe, expect, it } from 'vitest';
import { formatChance, rollChance } from './chance.js';

const registry = createRegistry([d20RollUnder, twoD6Pool]);

describe('rollChance', () => {
  it('matches brute-force enumeration of every d20 face (d20 roll-under check)', () => {
    const input = { value: 12, modifiers: [{ amount: -3 }] };
    const tiers = Array.from(
      { length: 20 },
      (_, face) =>
        resolveTest(registry, { system: 'd20-roll-under', test: 'check', input, dice: [face + 1] }).outcome
          .tier,
    );
    for (const tier of new Set(tiers)) {
      const better = tiers.filter((t) => t > tier).length;
      const same = tiers.filter((t) => t === tier).length;
      const chance = rollChance(registry, { system: 'd20-roll-under', test: 'check', input }, tier)!;
      expect(chance.orBetter).toBeCloseTo((better + same) / 20, 12);
      expect(chance.percentile).toBeCloseTo(((20 - better - same + same / 2) / 20) * 100, 10);
    }
  });

  it('matches brute force over all 36 pairs of a 2d6 pool check of rating 0 (two dice)', () => {
    const input = { rating: 0, difficulty: 8 };
    const tiers: number[] = [];
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++)
        tiers.push(
          resolveTest(registry, { system: '2d6-pool', test: 'check', input, dice: [a, b] }).outcome.tier,
        );
    for (const tier of new Set(tiers)) {
      const orBetter = tiers.filter((t) => t >= tier).length / 36;
      expect(rollChance(registry, { system: '2d6-pool', test: 'check', input }, tier)!.orBetter).toBeCloseTo(
        orBetter,
        12,
      );
    }
  });

  it('is undefined when the odds cannot be computed', () => {
    expect(rollChance(registry, { system: 'nope', test: 'check', input: {} }, 0)).toBeUndefined();
  });

  it('formats probabilities for reading', () => {
    expect(formatChance(0.6)).toBe('60.0%');
    expect(formatChance(0.0025)).toBe('0.25%');
    expect(formatChance(0.00001)).toBe('<0.01%');
    expect(formatChance(1)).toBe('100%');
  });

  // Issue 37, N11: the worst possible outcome read ">99.99% chance of this or better" (its floats summed to just
  // under 1). The worst possible outcome is certain to be matched or bettered: exactly 1, "100%".
  it('gives the worst possible outcome exactly 100%, whatever its floats sum to', () => {
    for (const [system, test, input] of [
      ['d20-roll-under', 'horror', { value: 12, modifiers: [{ amount: -2 }] }],
      ['d20-roll-under', 'check', { value: 7 }],
      ['2d6-pool', 'check', { rating: 3, difficulty: 9, penaltyDice: 1 }],
    ] as const) {
      const tiers = oddsTest(registry, { system, test, input }).outcomes.map((o) => o.tier);
      const chance = rollChance(registry, { system, test, input }, Math.min(...tiers))!;
      expect(chance.orBetter, `${system}/${test}`).toBe(1);
      expect(formatChance(chance.orBetter), `${system}/${test}`).toBe('100%');
    }
  });
});
