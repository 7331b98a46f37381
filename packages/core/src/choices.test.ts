import { describe, expect, it } from 'vitest';
import { resolveTest } from './engine.js';
import { isVerdictError, type VerdictError } from './errors.js';
import { coinSystem } from './fixtures/coin-system.js';
import { raceSystem } from './fixtures/race-system.js';
import { describeRegistry } from './manifest.js';
import { createRegistry } from './registry.js';
import { stepTest } from './step-test.js';

const registry = createRegistry([coinSystem, raceSystem]);
const race = { system: 'race', test: 'race', input: { target: 20 } };

const errorOf = (fn: () => unknown): VerdictError => {
  try {
    fn();
  } catch (error) {
    if (isVerdictError(error)) return error;
    throw error;
  }
  throw new Error('expected a VerdictError');
};

describe('per-round choices', () => {
  it('pass the choices of one round to the rounds, and the input decides without them', () => {
    const chosen = stepTest(registry, { ...race, dice: [6], choices: { onSix: 'win' } });
    expect(chosen).toMatchObject({ done: true, state: { progress: 6 }, outcome: { label: 'Arrived' } });
    expect(chosen.steps).toEqual([{ kind: 'roll', text: "Rolled 6: win (this round's choice)" }]);
    const plain = stepTest(registry, { ...race, dice: [6] });
    expect(plain).toMatchObject({ done: false, state: { progress: 7 } });
    expect(plain.steps).toEqual([{ kind: 'roll', text: 'Rolled 6: bonus' }]);
    // The next round takes its own choices (or none): they are not carried in the state.
    const next = stepTest(registry, { ...race, state: plain.state, dice: [6], choices: { onSix: 'bonus' } });
    expect(next).toMatchObject({ done: false, state: { progress: 14 } });
    expect(stepTest(registry, { ...race, input: { target: 20, onSix: 'win' }, dice: [6] }).done).toBe(true);
  });

  it('refuse a bad or unknown choice with invalid_input naming choices.<field>, before any die', () => {
    const bad = errorOf(() => stepTest(registry, { ...race, dice: [6], choices: { onSix: 'lose' } }));
    expect(bad.code).toBe('invalid_input');
    expect(bad.issues.map((i) => i.path)).toEqual([['choices', 'onSix']]);
    expect(bad.message).toMatch(/^choices\.onSix: /);
    const unknown = errorOf(() => stepTest(registry, { ...race, dice: [6], choices: { onSeven: 'win' } }));
    expect(unknown.code).toBe('invalid_input');
    expect(unknown.issues[0]?.path[0]).toBe('choices');
    expect(unknown.message).toMatch(/onSeven/);
    expect(errorOf(() => stepTest(registry, { ...race, dice: [6], choices: 'win' })).code).toBe(
      'invalid_input',
    );
    // A choice is checked before the dice: a bad one with too many dice is still the choice's error.
    expect(errorOf(() => stepTest(registry, { ...race, dice: [6, 6], choices: { onSix: 1 } })).code).toBe(
      'invalid_input',
    );
  });

  it('are refused by a test whose rounds take none', () => {
    const error = errorOf(() =>
      stepTest(registry, { system: 'coin', test: 'duel', input: {}, dice: [2, 5], choices: {} }),
    );
    expect(error.code).toBe('invalid_input');
    expect(error.issues).toEqual([
      { path: ['choices'], message: 'this test takes no choices round by round' },
    ]);
  });

  it('are not taken when a whole test is resolved: the input decides', () => {
    // Three 6s with a bonus each: 7 + 7 + 7 reaches 20 in three rounds.
    const whole = resolveTest(registry, { ...race, dice: [6, 6, 6] });
    expect(whole.outcome.label).toBe('Arrived');
    expect(whole.steps.map((s) => s.text)).toEqual(['Rolled 6: bonus', 'Rolled 6: bonus', 'Rolled 6: bonus']);
  });

  it('are described as JSON Schema in the manifest, for tests that take them', () => {
    const tests = describeRegistry(registry).systems.flatMap((s) => s.tests);
    const raceTest = tests.find((t) => t.id === 'race');
    expect(raceTest?.choicesSchema).toMatchObject({
      type: 'object',
      properties: { onSix: { enum: ['bonus', 'win'] } },
      additionalProperties: false,
    });
    expect(tests.find((t) => t.id === 'duel')).not.toHaveProperty('choicesSchema');
  });

  it('must be a Standard Schema with JSON Schema, checked when the registry is built', () => {
    const broken = {
      ...raceSystem,
      tests: { race: { ...raceSystem.tests.race, rounds: { ...raceSystem.tests.race.rounds, choices: {} } } },
    };
    const error = errorOf(() => createRegistry([broken]));
    expect(error.code).toBe('invalid_system');
    expect(error.message).toMatch(/choices must be a Standard Schema/);
  });
});
