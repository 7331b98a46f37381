import { createRegistry, oddsTest } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { d20RollUnder } from './index.js';

const registry = createRegistry([d20RollUnder]);
const odds = (test: string, input: unknown) => oddsTest(registry, { system: 'd20-roll-under', test, input });
const labelsOf = (result: ReturnType<typeof odds>) => (result.headline ?? []).map((h) => h.label);

describe("the contests' headline: each side's chance to win", () => {
  it('names the sides by the names given, then the chance that neither wins', () => {
    const result = odds('directed-contest', {
      attacker: { name: 'Sorcerer', will: 12 },
      target: { name: 'Knight', will: 11 },
    });
    expect(labelsOf(result)).toEqual(['Sorcerer wins', 'Knight wins', 'Neither wins (round limit)']);
    expect(result.headline!.map((h) => h.key)).toEqual(['side.attacker', 'side.target', 'neither']);
    // Every ending has a winner or none: the three add up to 1, exactly.
    const sum = result.headline!.reduce((s, h) => s + h.value, 0);
    expect(sum).toBeCloseTo(1, 12);
    // The attacker's chance is the sum of every label the attacker wins by.
    const attacker = result.outcomes
      .filter((o) => o.winner === 'attacker')
      .reduce((s, o) => s + o.probability, 0);
    expect(result.headline![0]!.value).toBeCloseTo(attacker, 14);
  });

  it("uses the test's words without names, and lists a Mutual Contest's parties in the input's order", () => {
    expect(labelsOf(odds('resist', { attacker: { skill: 12 }, target: { will: 10 } }))).toEqual([
      'Attacker wins',
      'Target wins',
      'Neither wins (round limit)',
    ]);
    // The Abbot has the higher Wits and rolls first; the headline still follows the input.
    const mutual = odds('mutual-contest', {
      parties: [
        { name: 'Witch', will: 12, wits: 10 },
        { name: 'Abbot', will: 11, wits: 14 },
      ],
    });
    expect(labelsOf(mutual).slice(0, 2)).toEqual(['Witch wins', 'Abbot wins']);
    expect(
      labelsOf(
        odds('mutual-contest', {
          parties: [
            { will: 12, wits: 10 },
            { will: 11, wits: 14 },
          ],
        }),
      ),
    ).toEqual(['First party wins', 'Second party wins', 'Neither wins (round limit)']);
  });

  it('says how many rounds pass with no winner in agreement with their number', () => {
    const help = (maxRounds: number) =>
      odds('directed-contest', { attacker: { will: 12 }, target: { will: 11 }, maxRounds }).headline!.find(
        (h) => h.key === 'neither',
      )?.help;
    expect(help(1)).toBe('The chance that 1 round passes with no winner: the contest is unresolved');
    expect(help(20)).toBe('The chance that 20 rounds pass with no winner: the contest is unresolved');
  });

  it('gives exact fractions up to 25 rounds, and floats only past them', () => {
    const input = { attacker: { will: 12 }, target: { will: 11 } };
    expect(odds('directed-contest', { ...input, maxRounds: 25 }).headline![0]!.fraction).toMatch(
      /^\d+\/\d+$/,
    );
    const long = odds('directed-contest', { ...input, maxRounds: 26 }).headline!;
    expect(long.every((h) => h.fraction === undefined)).toBe(true);
    expect(long[0]!.value).toBeGreaterThan(0);
  });

  it('a check needs no headline beyond its result totals', () => {
    expect(odds('check', { value: 12 }).headline).toBeUndefined();
  });
});
