import { oddsTest } from '@verdict/core';
import { namedOutcomes } from '@verdict/form';
import { describe, expect, it } from 'vitest';
import { createAppRegistry } from '../registry.js';
import { percent } from './embeds.js';
import type { Embed } from './interaction.js';
import { EMBED_LIMITS, oddsEmbed } from './odds-embed.js';

const registry = createAppRegistry();
const embedOf = (system: string, test: string, input: unknown) =>
  oddsEmbed(
    oddsTest(registry, { system, test, input }),
    `${system}/${test}`,
    registry.test(system, test).labels,
  );

/** Every limit Discord puts on an embed. */
function expectWithinLimits(embed: Embed) {
  const fields = embed.fields ?? [];
  expect(fields.length).toBeLessThanOrEqual(EMBED_LIMITS.fields);
  for (const field of fields) {
    expect(field.name.length).toBeLessThanOrEqual(EMBED_LIMITS.name);
    expect(field.value.length).toBeLessThanOrEqual(EMBED_LIMITS.value);
    expect(field.value.length).toBeGreaterThan(0);
  }
  const total =
    (embed.title?.length ?? 0) +
    (embed.description?.length ?? 0) +
    (embed.author?.name.length ?? 0) +
    (embed.footer?.text.length ?? 0) +
    fields.reduce((sum, f) => sum + f.name.length + f.value.length, 0);
  expect(total).toBeLessThanOrEqual(EMBED_LIMITS.total);
}

describe('the odds embed', () => {
  it("puts the headline first: a contest's headline is each side's chance by the names given", () => {
    const input = { attacker: { name: 'Sorcerer', will: 12 }, target: { name: 'Knight', will: 11 } };
    const embed = embedOf('d20-roll-under', 'directed-contest', input);
    const odds = oddsTest(registry, { system: 'd20-roll-under', test: 'directed-contest', input });
    // The sides, by name, stand for the kinds of result (the same headline as the web and the CLI).
    expect(embed.fields!.slice(0, 3).map((f) => f.name)).toEqual([
      'Sorcerer wins',
      'Knight wins',
      'Neither wins (round limit)',
    ]);
    const sorcerer = odds.headline!.find((h) => h.key === 'side.attacker')!;
    expect(embed.fields![0]!.value).toBe(percent(sorcerer.value, sorcerer.fraction));
    // Then the tiers, then the tables, as text: never JSON.
    expect(embed.fields![3]!.name).toBe('Outcomes');
    // Each outcome in the test's words, a side by its name ("Sorcerer wins (critical)", not "Attacker wins …").
    for (const o of namedOutcomes(odds.outcomes, registry.test('d20-roll-under', 'directed-contest').labels))
      expect(embed.fields![3]!.value).toContain(`**${o.label}**`);
    expect(embed.fields![3]!.value).toContain('**Sorcerer wins**');
    expect(embed.fields!.some((f) => f.name === 'Endings' && f.value.startsWith('```'))).toBe(true);
    for (const field of embed.fields!) expect(field.value).not.toMatch(/[{"]/);
    expectWithinLimits(embed);
  });

  it('shows a T13 Crisis chance with what it means, and does not repeat it among the tables', () => {
    const embed = embedOf('t13', 'dice', {
      facet: 'Craft',
      main: { boon: 13 },
      proficiencies: 1,
      aptProficiencies: 1,
      difficulty: 8,
    });
    const crisis = embed.fields!.find((f) => f.name === 'Chance of a Proficiency Crisis')!;
    expect(crisis.value).toMatch(/^33\.3% \(1\/3\)\n-# Snake Eyes/);
    expect(embed.fields!.filter((f) => f.name === 'Crisis')).toEqual([]);
    expectWithinLimits(embed);
  });

  it('keeps a 10,000-turn extended test within the limits, from its first likely turn, saying what is left out', () => {
    const embed = embedOf('2d6-pool', 'extended', {
      difficulty: 9,
      progressRequired: 10,
      participants: [{ rating: 1 }],
      maxTurns: 10_000,
    });
    expect(embed.fields!.map((f) => f.name).slice(0, 4)).toEqual([
      'Success',
      'Unresolved',
      'Expected turns',
      'Median turns',
    ]);
    const turns = embed.fields!.find((f) => f.name === 'Turns')!;
    expect(turns.value).toMatch(/^```\nTurn/);
    expect(turns.value).toMatch(/… 3 rows before, each under 0\.01%; 9,9\d\d more rows$/);
    expectWithinLimits(embed);
  });

  it('names the tables that do not fit instead of dropping them', () => {
    // Many structured extras, as a third-party system may give: more than 25 fields' worth.
    const extras = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [
        `table${i}`,
        Array.from({ length: 40 }, (_, v) => ({ value: v, probability: 1 / 40 })),
      ]),
    );
    const embed = oddsEmbed(
      {
        system: 'x',
        test: 'y',
        outcomes: [{ label: 'Success', result: 'success', tier: 1, probability: 1 }],
        ...extras,
      },
      'x/y',
    );
    expectWithinLimits(embed);
    const last = embed.fields!.at(-1)!;
    expect(last.name).toBe('Not shown');
    expect(last.value).toMatch(/Table\d+.*verdict odds … --json/);
  });
});
