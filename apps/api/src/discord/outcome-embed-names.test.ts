// A test's result in Discord speaks as the web and the CLI do: the winner by the name given in the input
// (`outcomeLabel`) and the outcome's facts in the test's words (`outcomeFacts` of @verdict/form).
import { describeRegistry, oddsTest, resolveTest } from '@verdict/core';
import { type DisplayLabels, outcomeFacts, outcomeLabel } from '@verdict/form';
import { describe, expect, it } from 'vitest';
import { createAppRegistry } from '../registry.js';
import { outcomeEmbed, outcomeTitle } from './embeds.js';

const registry = createAppRegistry();
const labelsOf = (system: string, test: string) =>
  describeRegistry(registry)
    .systems.find((s) => s.id === system)!
    .tests.find((t) => t.id === test)!.labels as DisplayLabels;

const parties = [
  { name: 'Ragnhild', will: 14, wits: 12 },
  { name: 'Sven', will: 11, wits: 10 },
];

describe("a result's embed names the winner and says the form's facts", () => {
  it('a Mutual Contest: the title names the winner, the fields carry the same facts as the web', () => {
    const request = { system: 'd20-roll-under', test: 'mutual-contest', input: { parties } };
    const labels = labelsOf('d20-roll-under', 'mutual-contest');
    for (const seed of ['saga', 'fjord', 'mead', 'runes']) {
      const result = resolveTest(registry, { ...request, seed });
      const embed = outcomeEmbed(result, {
        heading: 'Mutual Contest',
        odds: oddsTest(registry, request),
        labels,
      });
      const winner = result.outcome.winner === 'first' ? 'Ragnhild' : 'Sven';
      if (result.outcome.winner) expect(embed.title).toMatch(new RegExp(`^${winner} wins`));
      expect(embed.title).not.toMatch(/party/i);
      expect(embed.title).toBe(outcomeLabel(result.outcome, labels));
      const facts = outcomeFacts(result.outcome, labels);
      expect(facts.length).toBeGreaterThan(0);
      for (const fact of facts)
        expect(embed.fields).toContainEqual({ name: fact.label, value: fact.text, inline: true });
    }
  });

  it('a round-by-round ending is titled by the same words', () => {
    const labels = labelsOf('d20-roll-under', 'directed-contest');
    const input = { attacker: { name: 'Sorcerer', will: 12 }, target: { name: 'Knight', will: 11 } };
    const result = resolveTest(registry, {
      system: 'd20-roll-under',
      test: 'directed-contest',
      input,
      dice: [2, 9],
    });
    expect(outcomeTitle(result.outcome, labels)).toBe(outcomeLabel(result.outcome, labels));
    expect(outcomeTitle(result.outcome, labels)).toMatch(/^Sorcerer wins/);
  });
});
