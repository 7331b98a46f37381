import { describe, expect, it } from 'vitest';
import { isVerdictError, type VerdictError } from './errors.js';
import { coinSystem } from './fixtures/coin-system.js';
import { describeSystem } from './manifest.js';
import { createRegistry } from './registry.js';
import { runTool } from './run-tool.js';

const registry = createRegistry([coinSystem]);
const errorOf = (fn: () => unknown): VerdictError => {
  try {
    fn();
  } catch (error) {
    if (isVerdictError(error)) return error;
    throw error;
  }
  throw new Error('expected a VerdictError');
};

describe('runTool', () => {
  it('runs a tool on a valid input', () => {
    expect(runTool(registry, { system: 'coin', tool: 'chance', input: { target: 3 } })).toEqual({
      system: 'coin',
      tool: 'chance',
      lines: ['3 in 6 to roll 3 or less.'],
      values: { chance: 0.5 },
    });
  });

  it('names the field of bad input and refuses an unknown tool', () => {
    const bad = errorOf(() => runTool(registry, { system: 'coin', tool: 'chance', input: { target: 9 } }));
    expect(bad.code).toBe('invalid_input');
    expect(bad.issues[0]!.path).toEqual(['input', 'target']);
    const unknown = errorOf(() => runTool(registry, { system: 'coin', tool: 'nope', input: {} }));
    expect(unknown.code).toBe('unknown_tool');
    expect(unknown.issues[0]!.path).toEqual(['tool']);
  });

  it('refuses a test whose labels are not words, naming them', () => {
    const duel = { ...coinSystem.tests.duel, labels: { winners: { first: 1 } } };
    const error = errorOf(() => createRegistry([{ ...coinSystem, tests: { ...coinSystem.tests, duel } }]));
    expect(error.code).toBe('invalid_system');
    expect(error.message).toContain("test 'duel': labels.winners.first: expected a string");
    const odds = { ...coinSystem.tests.duel, labels: { odds: { best: { format: 'percent' } } } };
    expect(errorOf(() => createRegistry([{ ...coinSystem, tests: { duel: odds } }])).message).toContain(
      'labels.odds.best: expected { label: string }',
    );
  });

  it('refuses a system whose tool breaks the contract', () => {
    const broken = { ...coinSystem, tools: { chance: { ...coinSystem.tools.chance, run: undefined } } };
    expect(errorOf(() => createRegistry([broken])).code).toBe('invalid_system');
  });
});

describe('the manifest', () => {
  it('lists tools with their JSON Schema, and tests with their labels', () => {
    const manifest = describeSystem(registry, 'coin');
    expect(manifest.tools).toEqual([
      expect.objectContaining({
        id: 'chance',
        title: 'Chance of a check',
        ui: { target: expect.any(Object) },
      }),
    ]);
    expect(manifest.tools[0]!.inputSchema).toMatchObject({ type: 'object', required: ['target'] });
    expect(manifest.tests.find((t) => t.id === 'duel')!.labels).toEqual({
      winners: { first: 'First' },
      groups: { first: 'First', second: 'Second' },
    });
  });
});
