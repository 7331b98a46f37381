import { createRegistry, oddsTest, resolveTest, stepTest } from '@verdict/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { d20RollUnder } from './index.js';

const registry = createRegistry([d20RollUnder]);
const system = 'd20-roll-under';

const value = fc.integer({ min: -5, max: 30 });
const modifiers = fc.array(
  fc.record({ label: fc.string({ maxLength: 12 }), amount: fc.integer({ min: -10, max: 10 }) }),
  { maxLength: 3 },
);
const maxRounds = fc.integer({ min: 1, max: 40 });
const criticalSuccess = fc.constantFrom('penalty', 'automatic');
// Any seed the shared rule accepts (1 to 256 printable characters).
const seeds = fc.string({ minLength: 1, maxLength: 256 });
const name = fc.option(fc.string({ minLength: 1, maxLength: 12 }), { nil: undefined });

const inputs: Record<keyof typeof d20RollUnder.tests, fc.Arbitrary<unknown>> = {
  check: fc.record({ value, modifiers, name, strongSuccess: fc.boolean() }),
  horror: fc.record({ value, modifiers, name }),
  'directed-contest': fc.record({
    attacker: fc.record({ name, will: value, modifiers }),
    target: fc.record({ name, will: value, modifiers }),
    criticalSuccess,
    maxRounds,
  }),
  'mutual-contest': fc.record({
    parties: fc.tuple(
      fc.record({ name, will: value, wits: value, modifiers }),
      fc.record({ name, will: value, wits: value, modifiers }),
    ),
    criticalSuccess,
    maxRounds,
  }),
  resist: fc.record({
    attacker: fc.record({ name, skill: value, modifiers }),
    target: fc.record({ name, will: value, modifiers }),
    maxRounds,
  }),
};

const settings = { numRuns: 150 };

describe.each(Object.keys(inputs) as (keyof typeof inputs)[])('%s properties', (test) => {
  const arbitrary = inputs[test];

  it('any valid input resolves with seeded dice to a label the odds list', () => {
    fc.assert(
      fc.property(arbitrary, seeds, (input, seed) => {
        const { outcome } = resolveTest(registry, { system, test, input, seed });
        const labels = oddsTest(registry, { system, test, input }).outcomes.map((o) => o.label);
        expect(labels).toContain(outcome.label);
        expect(['success', 'failure', 'unresolved']).toContain(outcome.result);
      }),
      settings,
    );
  });

  it('odds sum to 1', () => {
    fc.assert(
      fc.property(arbitrary, (input) => {
        const { outcomes } = oddsTest(registry, { system, test, input });
        const sum = outcomes.reduce((total, o) => total + o.probability, 0);
        expect(Math.abs(sum - 1)).toBeLessThan(1e-12);
        expect(new Set(outcomes.map((o) => o.label)).size).toBe(outcomes.length);
      }),
      settings,
    );
  });

  it('the same seed gives the same outcome', () => {
    fc.assert(
      fc.property(arbitrary, seeds, (input, seed) => {
        expect(resolveTest(registry, { system, test, input, seed })).toEqual(
          resolveTest(registry, { system, test, input, seed }),
        );
      }),
      settings,
    );
  });

  it('entered dice give exactly the faces entered, and the same outcome', () => {
    fc.assert(
      fc.property(arbitrary, seeds, (input, seed) => {
        const generated = resolveTest(registry, { system, test, input, seed });
        const faces = generated.dice.map((d) => d.face);
        const entered = resolveTest(registry, { system, test, input, dice: faces });
        expect(entered.dice.map((d) => d.face)).toEqual(faces);
        expect(entered.dice.every((d) => d.source === 'entered' && d.sides === 20)).toBe(true);
        expect(entered.outcome).toEqual(generated.outcome);
        expect(entered.steps).toEqual(generated.steps);
      }),
      settings,
    );
  });

  if (d20RollUnder.tests[test].rounds) {
    it('stepping round by round with the same dice gives the same outcome', () => {
      fc.assert(
        fc.property(arbitrary, seeds, (input, seed) => {
          const whole = resolveTest(registry, { system, test, input, seed });
          const faces = whole.dice.map((d) => d.face);
          let state: unknown;
          let used = 0;
          for (;;) {
            const roundFaces = (roundsRolls(whole.steps)[stateRound(state)] ?? 0) as number;
            const step = stepTest(registry, {
              system,
              test,
              input,
              ...(state === undefined ? {} : { state }),
              dice: faces.slice(used, used + roundFaces),
            });
            used += roundFaces;
            state = JSON.parse(JSON.stringify(step.state));
            if (step.done) {
              expect(step.outcome).toEqual(whole.outcome);
              expect(used).toBe(faces.length);
              break;
            }
          }
        }),
        { numRuns: 60 },
      );
    });
  }
});

/** How many dice each round rolled, by round index (0 = round 1). */
function roundsRolls(steps: readonly { kind: string; round?: unknown }[]): number[] {
  const counts: number[] = [];
  for (const step of steps) {
    if (step.kind !== 'roll') continue;
    const index = (step.round as number) - 1;
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
}

function stateRound(state: unknown): number {
  return state === undefined ? 0 : (state as { round: number }).round;
}
