import { describe, expect, it } from 'vitest';
import { isVerdictError, type VerdictErrorCode } from './errors.js';
import { coinSystem } from './fixtures/coin-system.js';
import { describeRegistry } from './manifest.js';
import { createRegistry } from './registry.js';

const codeOf = (fn: () => unknown): VerdictErrorCode => {
  try {
    fn();
  } catch (error) {
    if (isVerdictError(error)) return error.code;
    throw error;
  }
  throw new Error('expected a VerdictError');
};

describe('createRegistry', () => {
  it('finds systems and tests by id and freezes itself', () => {
    const registry = createRegistry([coinSystem]);
    expect(registry.system('coin').name).toBe('Coin');
    expect(registry.test('coin', 'check').title).toBe('Check');
    expect(Object.isFrozen(registry)).toBe(true);
  });

  it('throws named errors for unknown ids, including prototype keys', () => {
    const registry = createRegistry([coinSystem]);
    expect(codeOf(() => registry.system('nope'))).toBe('unknown_system');
    expect(codeOf(() => registry.system('__proto__'))).toBe('unknown_system');
    expect(codeOf(() => registry.test('coin', 'nope'))).toBe('unknown_test');
    expect(codeOf(() => registry.test('coin', 'constructor'))).toBe('unknown_test');
    expect(codeOf(() => registry.test('coin', 'toString'))).toBe('unknown_test');
  });

  it('checks shape, apiVersion and duplicate ids at the door', () => {
    expect(codeOf(() => createRegistry([coinSystem, coinSystem]))).toBe('duplicate_system');
    expect(codeOf(() => createRegistry([{ ...coinSystem, apiVersion: 2 }]))).toBe('unsupported_api_version');
    expect(codeOf(() => createRegistry([null]))).toBe('invalid_system');
    expect(codeOf(() => createRegistry([{ ...coinSystem, id: 'Not Kebab' }]))).toBe('invalid_system');
    expect(codeOf(() => createRegistry([{ ...coinSystem, tests: {} }]))).toBe('invalid_system');
    const broken = { ...coinSystem, tests: { check: { ...coinSystem.tests.check, odds: undefined } } };
    expect(() => createRegistry([broken])).toThrow("System 'coin', test 'check' needs a 'odds' function");
  });
});

describe('describeRegistry', () => {
  it('is the JSON manifest frontends draw forms from', () => {
    const manifest = describeRegistry(createRegistry([coinSystem]));
    expect(JSON.parse(JSON.stringify(manifest))).toEqual(manifest);
    const [system] = manifest.systems;
    expect(system).toMatchObject({ id: 'coin', name: 'Coin', version: '1.0.0' });
    expect(system!.tests.map((t) => [t.id, t.rounds])).toEqual([
      ['check', false],
      ['duel', true],
    ]);
    expect(system!.tests[0]!.inputSchema).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: { target: { type: 'integer', minimum: 1, maximum: 6 } },
      required: ['target'],
    });
  });
});
