// A contest's odds name its sides as the input does, as its outcome does: each possible outcome reads "Ragnhild
// wins", not "First party wins", through the form's `outcomeLabel` (which the web's bars, the CLI's odds and
// Discord's embed use), once the odds carry the parties' names.
import { oddsTest } from '@verdict/core';
import { outcomeLabel } from '@verdict/form';
import { describe, expect, it } from 'vitest';
import { manifestOf, registry } from './manifests.test-helper.js';

describe("a contest's odds name its sides", () => {
  it('Mutual Contest: "Ragnhild wins" and "Sven wins", never "First party" or "Second party"', () => {
    const labels = manifestOf('d20-roll-under', 'mutual-contest').labels as never;
    const input = {
      parties: [
        { name: 'Ragnhild', will: 14, wits: 12 },
        { name: 'Sven', will: 11, wits: 10 },
      ],
    };
    const odds = oddsTest(registry, { system: 'd20-roll-under', test: 'mutual-contest', input });
    const shown = odds.outcomes.map((o) => outcomeLabel(o, labels));
    expect(shown.some((text) => text.startsWith('Ragnhild wins'))).toBe(true);
    expect(shown.some((text) => text.startsWith('Sven wins'))).toBe(true);
    expect(shown.join(' | ')).not.toMatch(/First party|Second party/);
  });

  it('Directed Contest: the attacker and target by name where the label names the winner', () => {
    const labels = manifestOf('d20-roll-under', 'directed-contest').labels as never;
    const input = { attacker: { name: 'Sorcerer', will: 12 }, target: { name: 'Knight', will: 11 } };
    const odds = oddsTest(registry, { system: 'd20-roll-under', test: 'directed-contest', input });
    const shown = odds.outcomes.map((o) => outcomeLabel(o, labels));
    expect(shown).toContain('Sorcerer wins');
  });
});
