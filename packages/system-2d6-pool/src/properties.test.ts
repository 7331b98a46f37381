import { createRegistry, oddsTest, resolveTest } from '@verdict/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { twoD6Pool } from './index.js';

const registry = createRegistry([twoD6Pool]);

const checkInputs = fc.record({
  attribute: fc.constantFrom('might', 'knack', 'will'),
  rating: fc.integer({ min: -8, max: 12 }),
  bonusDice: fc.integer({ min: 0, max: 3 }),
  penaltyDice: fc.integer({ min: 0, max: 3 }),
  difficulty: fc.integer({ min: 6, max: 11 }),
});

const extendedInputs = fc.record({
  difficulty: fc.integer({ min: 6, max: 11 }),
  progressRequired: fc.integer({ min: 1, max: 12 }),
  participants: fc.array(
    fc.record({
      rating: fc.integer({ min: -3, max: 4 }),
      bonusDice: fc.integer({ min: 0, max: 1 }),
      penaltyDice: fc.integer({ min: 0, max: 1 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  timescale: fc.constantFrom('turn', 'hour', 'day', 'week'),
  maxTurns: fc.integer({ min: 1, max: 8 }),
  roll: fc.constantFrom('pool', 'flat'),
});

const seeds = fc.string({ minLength: 1, maxLength: 12 });

for (const [test, inputs, numRuns] of [
  ['check', checkInputs, 200],
  ['extended', extendedInputs, 100],
] as const) {
  describe(`${test} properties`, () => {
    it('resolves with seeded dice to a label the odds list, and the odds sum to 1', () => {
      fc.assert(
        fc.property(inputs, seeds, (input, seed) => {
          const { outcome } = resolveTest(registry, { system: '2d6-pool', test, input, seed });
          const odds = oddsTest(registry, { system: '2d6-pool', test, input });
          const sum = odds.outcomes.reduce((a, o) => a + o.probability, 0);
          expect(Math.abs(sum - 1)).toBeLessThan(1e-12);
          const listed = odds.outcomes.find((o) => o.label === outcome.label);
          expect(listed).toMatchObject({ result: outcome.result, tier: outcome.tier });
          expect(listed!.probability).toBeGreaterThan(0);
        }),
        { numRuns },
      );
    });

    it('gives the same outcome for the same seed, and for its dice entered back', () => {
      fc.assert(
        fc.property(inputs, seeds, (input, seed) => {
          const first = resolveTest(registry, { system: '2d6-pool', test, input, seed });
          const again = resolveTest(registry, { system: '2d6-pool', test, input, seed });
          expect(again).toEqual(first);
          const dice = first.dice.map((d) => d.face);
          const replay = resolveTest(registry, { system: '2d6-pool', test, input, dice });
          expect(replay.outcome).toEqual(first.outcome);
          expect(replay.steps).toEqual(first.steps);
          expect(replay.dice.map((d) => d.kept)).toEqual(first.dice.map((d) => d.kept));
        }),
        { numRuns },
      );
    });
  });
}
