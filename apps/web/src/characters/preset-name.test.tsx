import { describeRegistry, findTest } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { registry } from '../test/render-app.js';
import { freeName, PRESET_NAME_MAX, presetName } from './preset-name.js';

const systems = describeRegistry(registry).systems;
const nameOf = (system: string, test: string, input?: unknown) => {
  const found = findTest(systems, system, test)!.test;
  return presetName(found, input ?? found.examples[0]!.input);
};

describe('Preset names', () => {
  it("say what each system's example is, from the input and the test's words", () => {
    expect(nameOf('d20-roll-under', 'check')).toBe('Check: Fishing 12');
    expect(nameOf('d20-roll-under', 'directed-contest')).toMatch(/: Sorcerer 12, Knight 11$/);
    expect(nameOf('d20-roll-under', 'mutual-contest')).toMatch(/: Witch 12, Abbot 11$/);
    expect(nameOf('2d6-pool', 'check')).toBe('Check: Might, Rating 2');
    expect(nameOf('2d6-pool', 'extended')).toMatch(/: Grog 2, Ulla 1$/);
    expect(nameOf('t13', 'value')).toMatch(/: Zeal, Pusher 1$/);
    for (const system of systems) {
      for (const test of system.tests) {
        const name = nameOf(system.id, test.id);
        expect(name.startsWith(test.title)).toBe(true);
        expect(name.length).toBeLessThanOrEqual(PRESET_NAME_MAX);
      }
    }
  });

  it('stay short, and are made free of the names taken', () => {
    const long = presetName({ title: 'Check' }, { name: 'A'.repeat(200), value: 1 });
    expect(long).toHaveLength(PRESET_NAME_MAX);
    expect(long.endsWith('…')).toBe(true);
    expect(presetName({ title: 'Check' }, {})).toBe('Check');
    expect(freeName('Check', ['check ', 'Check (2)'])).toBe('Check (3)');
  });
});
