import { createRegistry, type GameSystemV1, oddsTest, resolveTest } from '@verdict/core';
import { seededSource } from '@verdict/dice';
import { describe, expect, it } from 'vitest';

/**
 * Runs every example of a system as a test: each resolves (with its entered dice or seed) to exactly the
 * expected outcome fields, and its odds sum to 1 and give the expected label a non-zero probability.
 *
 * @example
 * describeSystemExamples(d20RollUnder);
 */
export function describeSystemExamples(system: GameSystemV1): void {
  const registry = createRegistry([system]);
  describe(`${system.id} examples`, () => {
    for (const [testId, test] of Object.entries(system.tests)) {
      it(`${testId} has at least one example`, () => {
        expect(test.examples.length).toBeGreaterThan(0);
      });
      for (const example of test.examples) {
        it(`${testId}: ${example.title}`, () => {
          const request = { system: system.id, test: testId, input: example.input };
          const response = resolveTest(
            registry,
            example.dice
              ? { ...request, dice: example.dice }
              : { ...request, seed: example.seed ?? example.title },
            { random: seededSource('examples') },
          );
          expect(response.outcome).toMatchObject(example.expected);
          if (example.dice) expect(response.dice.map((d) => d.face)).toEqual(example.dice);
          expect(JSON.parse(JSON.stringify(response))).toEqual(response);

          const odds = oddsTest(registry, request);
          const sum = odds.outcomes.reduce((total, o) => total + o.probability, 0);
          expect(sum).toBeCloseTo(1, 12);
          if (response.outcome.result !== 'unresolved') {
            const same = odds.outcomes.filter((o) => o.label === response.outcome.label);
            expect(same.length, `odds list the label '${response.outcome.label}'`).toBeGreaterThan(0);
          }
        });
      }
    }
  });
}
