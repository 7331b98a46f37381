// The terminal says an outcome's facts as the web does (`outcomeFacts` of @verdict/form, drawn as "Label text"):
// the same facts, the same words, for every example of every test of every bundled system.
import { resolveTest } from '@verdict/core';
import { outcomeFacts as formFacts } from '@verdict/form';
import { describe, expect, it } from 'vitest';
import { createAppRegistry } from '../registry.js';
import { createPalette } from './colour.js';
import { formatOutcome, outcomeFacts } from './outcome-text.js';

const registry = createAppRegistry();

describe("an outcome's facts in the terminal", () => {
  it('are the facts the web shows, for every example of every test', () => {
    let compared = 0;
    for (const system of registry.systems) {
      for (const [testId, test] of Object.entries(system.tests)) {
        for (const example of test.examples) {
          const request = { system: system.id, test: testId, input: example.input, dice: example.dice };
          const { outcome } = resolveTest(registry, request);
          const web = formFacts(outcome, test.labels).map((fact) => `${fact.label} ${fact.text}`);
          if (web.length === 0) continue;
          expect(outcomeFacts(outcome, test.labels), `${system.id}/${testId} ${example.title}`).toBe(
            web.join(', '),
          );
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  it("a resolved contest's first line: the winner by name, then the web's facts", () => {
    const input = { attacker: { name: 'Sorcerer', will: 12 }, target: { name: 'Knight', will: 11 } };
    const request = { system: 'd20-roll-under', test: 'directed-contest', input, dice: [5, 15] };
    const labels = registry.test('d20-roll-under', 'directed-contest').labels;
    const head = formatOutcome(resolveTest(registry, request), createPalette(false), labels).split('\n')[0]!;
    expect(head).toBe('Sorcerer wins  (Rounds 1)');
  });
});
