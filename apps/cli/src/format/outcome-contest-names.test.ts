// `verdict resolve` printed a Mutual Contest as "First party wins  (success, tier 1, winner Ragnhild, 1 round)":
// it names the winner in the label ("Ragnhild wins"), and does not say the winner again.
import { resolveTest } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { createAppRegistry } from '../registry.js';
import { createPalette } from './colour.js';
import { formatOutcome } from './outcome-text.js';

const registry = createAppRegistry();

describe('a contest resolved in the terminal', () => {
  it("names the winner by the party's name", () => {
    const input = {
      parties: [
        { name: 'Ragnhild', will: 14, wits: 12 },
        { name: 'Sven', will: 11, wits: 10 },
      ],
    };
    const response = resolveTest(registry, {
      system: 'd20-roll-under',
      test: 'mutual-contest',
      input,
      dice: [5, 15],
    });
    const labels = registry.test('d20-roll-under', 'mutual-contest').labels;
    const head = formatOutcome(response, createPalette(false), labels).split('\n')[0]!;
    expect(head).toMatch(/^Ragnhild wins {2}\(/);
    expect(head).not.toContain('winner');
  });
});
