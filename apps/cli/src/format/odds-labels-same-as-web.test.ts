// The terminal's odds rows read as the web's bars (`namedOutcomes` of @verdict/form): the same labels, in the
// same order, for the first example of every test of every bundled system. The terminal used to add the winner
// after a label that did not name it ("Attack fails (Guard)" where the web says "Attack fails").
import { oddsTest } from '@verdict/core';
import { namedOutcomes } from '@verdict/form';
import { describe, expect, it } from 'vitest';
import { createAppRegistry } from '../registry.js';
import { createPalette } from './colour.js';
import { formatOdds } from './odds-text.js';

const registry = createAppRegistry();

describe("a test's odds in the terminal", () => {
  it('label each outcome as the web does, for every test', () => {
    let compared = 0;
    for (const system of registry.systems) {
      for (const [testId, test] of Object.entries(system.tests)) {
        const example = test.examples[0];
        if (example === undefined) continue;
        const odds = oddsTest(registry, { system: system.id, test: testId, input: example.input });
        const text = formatOdds(odds, createPalette(false), 200, test.labels);
        const rows = text.split('\n');
        for (const outcome of namedOutcomes(odds.outcomes, test.labels)) {
          const pattern = new RegExp(`^${outcome.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} +[<>\\d]`);
          expect(
            rows.some((row) => pattern.test(row)),
            `${system.id}/${testId}: a row "${outcome.label}" in\n${text}`,
          ).toBe(true);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(20);
  });
});
