// Issue 37, U4: help text leaked enum ids ("'penalty' puts -5 …; 'automatic' wins at once", "'pool': … 'flat': …").
// Every help text a form shows, in every schema of every test the web app offers (inputs and round choices), says
// its choices in words: no quoted id of its own enum.
import { describeRegistry } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { registry } from '../test/render-app.js';

/** Every `description` beside an `enum` in a JSON value, with the quoted ids it contains. */
function leaks(value: unknown, where: string, found: string[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      leaks(item, `${where}/${index}`, found);
    });
    return;
  }
  if (!value || typeof value !== 'object') return;
  const node = value as Record<string, unknown>;
  if (Array.isArray(node.enum) && typeof node.description === 'string') {
    for (const id of node.enum)
      if (node.description.includes(`'${String(id)}'`)) found.push(`${where}: '${String(id)}'`);
  }
  for (const [key, inner] of Object.entries(node)) leaks(inner, `${where}/${key}`, found);
}

describe('help in the rules’ words', () => {
  it('names no enum id in any help text of any test', () => {
    const found: string[] = [];
    let choices = 0;
    for (const system of describeRegistry(registry).systems) {
      for (const test of system.tests) {
        const text = JSON.stringify(test);
        choices += (text.match(/"enum":/g) ?? []).length;
        leaks(test, `${system.id}/${test.id}`, found);
      }
    }
    expect(choices).toBeGreaterThan(5);
    expect(found).toEqual([]);
  });
});
