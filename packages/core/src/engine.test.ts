import { seededSource } from '@verdict/dice';
import { describe, expect, it } from 'vitest';
import { diceNeeded, oddsTest, resolveTest } from './engine.js';
import { isVerdictError, type VerdictError } from './errors.js';
import { coinSystem } from './fixtures/coin-system.js';
import { createRegistry } from './registry.js';
import { stepTest } from './step-test.js';

const registry = createRegistry([coinSystem]);
const random = seededSource('engine tests');

const errorOf = (fn: () => unknown): VerdictError => {
  try {
    fn();
  } catch (error) {
    if (isVerdictError(error)) return error;
    throw error;
  }
  throw new Error('expected a VerdictError');
};

describe('resolveTest', () => {
  it('resolves with entered dice into the contract Outcome shape, without a seed', () => {
    const response = resolveTest(registry, {
      system: 'coin',
      test: 'check',
      input: { target: 4 },
      dice: [3],
    });
    expect(response).toEqual({
      system: 'coin',
      test: 'check',
      outcome: { result: 'success', label: 'Success', tier: 1, effects: [] },
      dice: [{ sides: 6, face: 3, kept: true, group: 'check', source: 'entered' }],
      steps: [{ kind: 'roll', text: 'Rolled 3 on d6' }],
    });
  });

  it('generates a seed that replays the same roll', () => {
    const first = resolveTest(registry, { system: 'coin', test: 'check', input: { target: 3 } }, { random });
    expect(first.seed).toMatch(/^[0-9a-f]{16}$/);
    expect(first.dice[0]!.source).toBe('generated');
    const again = resolveTest(registry, {
      system: 'coin',
      test: 'check',
      input: { target: 3 },
      seed: first.seed!,
    });
    expect(again).toEqual(first);
  });

  it('names the field of bad input, and the die of bad dice, with nothing half-resolved', () => {
    const bad = errorOf(() => resolveTest(registry, { system: 'coin', test: 'check', input: { target: 9 } }));
    expect(bad.code).toBe('invalid_input');
    expect(bad.issues[0]!.path).toEqual(['input', 'target']);
    expect(bad.message).toMatch(/^input\.target: /);

    expect(
      errorOf(() => resolveTest(registry, { system: 'coin', test: 'check', input: { target: 3 }, dice: [] }))
        .code,
    ).toBe('dice_exhausted');
    expect(
      errorOf(() => resolveTest(registry, { system: 'coin', test: 'check', input: { target: 3 }, dice: [7] }))
        .issues,
    ).toEqual([{ path: ['dice', 0], message: 'Die 1 is a d6 (check): expected a face from 1 to 6, got 7' }]);
    expect(
      errorOf(() =>
        resolveTest(registry, { system: 'coin', test: 'check', input: { target: 3 }, dice: [1, 2] }),
      ).code,
    ).toBe('dice_left_over');
    expect(
      errorOf(() => resolveTest(registry, { system: 'coin', test: 'duel', input: { maxRounds: 500 } })).code,
    ).toBe('limit_exceeded');
  });

  it('resolves a test with rounds whole', () => {
    const response = resolveTest(registry, {
      system: 'coin',
      test: 'duel',
      input: {},
      dice: [1, 1, 1, 1, 1, 1],
    });
    expect(response.outcome).toMatchObject({ result: 'unresolved', rounds: 3 });
    expect(response.steps).toHaveLength(3);
  });
});

describe('stepTest', () => {
  it('plays round by round from a JSON state, with the dice the next round needs', () => {
    const request = { system: 'coin', test: 'duel', input: { maxRounds: 3 } };
    const first = stepTest(registry, { ...request, dice: [2, 5] });
    expect(first).toMatchObject({
      done: false,
      state: { round: 1, wins: 0 },
      needs: [
        { sides: 6, group: 'first' },
        { sides: 6, group: 'second', conditional: true },
      ],
    });
    const second = stepTest(registry, {
      ...request,
      state: JSON.parse(JSON.stringify(first.state)),
      dice: [6],
    });
    expect(second).toMatchObject({ done: true, outcome: { label: 'First wins', rounds: 2 }, needs: [] });
  });

  it('lets both dice of a round be entered when the round ends before the conditional one is rolled', () => {
    const request = { system: 'coin', test: 'duel', input: { maxRounds: 3 } };
    const round = stepTest(registry, { ...request, dice: [6, 3] });
    expect(round.done).toBe(true);
    expect(round.dice.map((d) => d.face)).toEqual([6]);
    expect(round.steps.at(-1)).toEqual({
      kind: 'note',
      text: 'The last entered die was not needed: the round ended before it was rolled',
    });
    // A die beyond what the round needs, or an unconditional one, is still an error.
    expect(errorOf(() => stepTest(registry, { ...request, dice: [6, 3, 1] })).code).toBe('dice_left_over');
    expect(errorOf(() => stepTest(registry, { ...request, dice: [2, 5, 1] })).code).toBe('dice_left_over');
    // Resolving a whole test takes exactly the dice the rules roll.
    expect(errorOf(() => resolveTest(registry, { ...request, dice: [6, 3] })).code).toBe('dice_left_over');
  });

  it('refuses a state that does not fit, and tests without rounds', () => {
    const bad = errorOf(() =>
      stepTest(registry, { system: 'coin', test: 'duel', input: {}, state: { round: -1 } }),
    );
    expect(bad.code).toBe('invalid_state');
    expect(bad.issues.map((i) => i.path[0])).toEqual(['state', 'state']);
    expect(
      errorOf(() => stepTest(registry, { system: 'coin', test: 'check', input: { target: 1 } })).code,
    ).toBe('unknown_test');
  });
});

describe('oddsTest and diceNeeded', () => {
  it('return the Odds shape and the dice to ask for', () => {
    expect(oddsTest(registry, { system: 'coin', test: 'check', input: { target: 2 } })).toEqual({
      system: 'coin',
      test: 'check',
      outcomes: [
        { label: 'Success', result: 'success', tier: 1, probability: 2 / 6 },
        { label: 'Failure', result: 'failure', tier: -1, probability: 1 - 2 / 6 },
      ],
    });
    expect(diceNeeded(registry, { system: 'coin', test: 'check', input: { target: 2 } })).toEqual([
      { count: 1, sides: 6, group: 'check' },
    ]);
  });
});
