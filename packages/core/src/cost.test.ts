import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineGameSystem, defineTest } from './contract.js';
import { ENGINE_BUDGET, estimateCost } from './cost.js';
import { oddsTest, resolveTest } from './engine.js';
import { isVerdictError, type VerdictError } from './errors.js';
import { coinSystem } from './fixtures/coin-system.js';
import { createRegistry } from './registry.js';
import { stepTest } from './step-test.js';

const registry = createRegistry([coinSystem]);
const duel = { system: 'coin', test: 'duel' } as const;

const errorOf = (fn: () => unknown): VerdictError => {
  try {
    fn();
  } catch (error) {
    if (isVerdictError(error)) return error;
    throw error;
  }
  throw new Error('expected a VerdictError');
};

/** A system whose work is counted: every call of its odds, resolve and rounds, and every die drawn. */
function countingSystem() {
  const calls = { odds: 0, resolve: 0, next: 0, dice: 0 };
  type Input = { maxRounds: number };
  const done = { result: 'success' as const, label: 'Done', tier: 1, effects: [] };
  const heavy = defineTest<Input, { round: number; wins: number }>({
    title: 'Heavy',
    description: 'Costs as much work as its maxRounds says.',
    input: coinSystem.tests.duel!.input,
    needs: () => [{ count: 1, sides: 6, group: 'die' }],
    cost: (input) => ({ work: input.maxRounds, output: 10, path: ['maxRounds'] }),
    resolve: (_input, { dice }) => {
      calls.resolve++;
      dice.d(6, 'die');
      calls.dice++;
      return { outcome: done, steps: [] };
    },
    odds: () => {
      calls.odds++;
      return { outcomes: [{ label: 'Done', result: 'success', tier: 1, probability: 1 }] };
    },
    rounds: {
      start: () => ({ round: 0, wins: 0 }),
      needs: () => [{ count: 1, sides: 6, group: 'die' }],
      state: coinSystem.tests.duel!.rounds!.state,
      next: (_input, state, { dice }) => {
        calls.next++;
        dice.d(6, 'die');
        calls.dice++;
        return { state: { round: state.round + 1, wins: 0 }, steps: [], outcome: done };
      },
    },
    examples: [],
  });
  return { calls, heavy };
}

describe('the cost model', () => {
  it('estimates a request from its input alone, within the default budget', () => {
    const estimate = estimateCost(registry, { ...duel, input: { maxRounds: 50 } }, 'odds');
    expect(estimate).toEqual({
      kind: 'odds',
      work: 100,
      output: 7_700,
      known: true,
      budget: ENGINE_BUDGET,
      issues: [],
    });
  });

  it('reports a test without a cost as unknown, never over budget', () => {
    const estimate = estimateCost(
      registry,
      { system: 'coin', test: 'check', input: { target: 3 } },
      'resolve',
    );
    expect(estimate).toMatchObject({ known: false, work: 0, output: 0, issues: [] });
  });

  it('names the limit and the field that drives the cost when a budget is lowered', () => {
    const estimate = estimateCost(registry, { ...duel, input: { maxRounds: 50 } }, 'resolve', {
      maxWork: 99,
    });
    expect(estimate.issues).toEqual([
      {
        path: ['input', 'maxRounds'],
        message:
          'resolving this test would take about 100 steps of work, over the limit maxWork of 99: fewer rounds',
      },
    ]);
  });

  it('refuses odds, resolve and step past the budget with limit_exceeded, before any work', () => {
    const { calls, heavy } = countingSystem();
    const counted = createRegistry([defineGameSystem({ ...coinSystem, id: 'counted', tests: { heavy } })]);
    const big = { system: 'counted', test: 'heavy', input: { maxRounds: 3 } };
    const options = { budget: { maxWork: 2 } };
    for (const run of [
      () => oddsTest(counted, big, options),
      () => resolveTest(counted, big, options),
      () => stepTest(counted, big, options),
    ]) {
      const error = errorOf(run);
      expect(error.code).toBe('limit_exceeded');
      expect(error.message).toMatch(/maxWork/);
    }
    expect(calls).toEqual({ odds: 0, resolve: 0, next: 0, dice: 0 });
  });

  it('property: a request is refused exactly when its estimate is over the budget, and then nothing runs', () => {
    const { calls, heavy } = countingSystem();
    const counted = createRegistry([defineGameSystem({ ...coinSystem, id: 'counted', tests: { heavy } })]);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 150 }),
        fc.constantFrom('odds', 'resolve', 'step'),
        (maxRounds, maxWork, kind) => {
          const before = { ...calls };
          const request = { system: 'counted', test: 'heavy', input: { maxRounds }, seed: 'p' };
          const run = () =>
            kind === 'odds'
              ? oddsTest(counted, request, { budget: { maxWork } })
              : kind === 'resolve'
                ? resolveTest(counted, request, { budget: { maxWork } })
                : stepTest(counted, request, { budget: { maxWork } });
          if (maxRounds > maxWork) {
            expect(errorOf(run).code).toBe('limit_exceeded');
            expect(calls).toEqual(before);
          } else {
            run();
            expect(calls.dice).toBe(before.dice + (kind === 'odds' ? 0 : 1));
          }
        },
      ),
      { seed: 17, numRuns: 200 },
    );
  });

  it('refuses output past maxOutput, naming it', () => {
    const error = errorOf(() =>
      resolveTest(registry, { ...duel, input: { maxRounds: 50 } }, { budget: { maxOutput: 1000 } }),
    );
    expect(error.code).toBe('limit_exceeded');
    expect(error.issues[0]?.message).toMatch(/about 7,700 bytes, over the limit maxOutput of 1,000/);
  });

  it('checks a step against the cost of one round', () => {
    const round = stepTest(
      registry,
      { ...duel, input: { maxRounds: 50 }, dice: [6] },
      { budget: { maxWork: 2 } },
    );
    expect(round.done).toBe(true);
  });

  it('still refuses an invalid input first, as invalid_input', () => {
    expect(errorOf(() => estimateCost(registry, { ...duel, input: { maxRounds: 'x' } }, 'odds')).code).toBe(
      'invalid_input',
    );
  });
});
