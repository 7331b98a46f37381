// An Automatic Stalemate (a Crisis on a pass with Snake Eyes, on a fail with Boxcars) is a Stalemate like a tie
// under `tie: 'stalemate'` and keeps the same levels (rules/t13.md, "Decision, revised (turn 3)"): the trump's
// Success Level, the misfit Failure Levels and numerology's Success Level survive; doubles and multiples add
// none; no Reversal levels.
import { createRegistry, oddsTest, resolveTest } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { enumerationDiff } from './brute-force.test-helper.js';
import { t13 } from './index.js';

const registry = createRegistry([t13]);
const resolve = (input: unknown, dice: number[]) =>
  resolveTest(registry, { system: 't13', test: 'dice', input, dice });
const odds = (input: unknown) =>
  oddsTest(registry, { system: 't13', test: 'dice', input }) as ReturnType<typeof oddsTest> & {
    levels: { label: string; successLevels: number; failureLevels: number; fraction?: string }[];
  };
const kinds = (effects: readonly { kind: string }[]) => effects.map((e) => e.kind);

// Craft is the trump: +5 to the Score and a Success Level. Two Proficiencies: one Proficiency Die.
const trump = { facet: 'Craft', trump: 'Craft', main: { boon: 13 }, proficiencies: 2, difficulty: 5 };
// Gossamer where Zeal is called for: 1 Failure Level.
const misfit = { facet: 'Gossamer', trump: 'Zeal', main: { boon: 13 }, proficiencies: 2, difficulty: 20 };
// A d20 Score with every option on: 16 collapses to 7, Desi's Geometry.
const options = {
  main: { dice: '1d20' },
  proficiencies: 2,
  difficulty: 3,
  doubles: true,
  multiples: true,
  numerology: true,
  geometry: 7,
};

describe('an Automatic Stalemate keeps the levels a tie-Stalemate keeps', () => {
  it("keeps the trump's Success Level (Snake Eyes on a pass)", () => {
    const { outcome, steps } = resolve(trump, [1, 1, 1]);
    expect(outcome).toMatchObject({
      label: 'Automatic Stalemate',
      result: 'stalemate',
      tier: 0,
      score: 9,
      crisis: 'Snake Eyes',
      crisisResult: 'Automatic Stalemate',
      successLevels: 1,
      failureLevels: 0,
    });
    expect(kinds(outcome.effects)).toEqual([
      'success-level',
      'proficiency-crisis',
      'automatic-stalemate',
      'wyrd-tarot-reshuffle',
      'save-chronolith',
      'new-annex',
    ]);
    expect(steps.map((s) => s.text).slice(-2)).toEqual([
      'Trump Facet Craft: +5 and +1 Success Level',
      "Proficiency Crisis: Snake Eyes on a pass: Automatic Stalemate, a Stalemate like a tie's (only the trump, misfit and numerology levels count)",
    ]);
  });

  it('keeps the misfit Failure Level (Boxcars on a fail)', () => {
    const { outcome } = resolve(misfit, [1, 1, 6]);
    expect(outcome).toMatchObject({
      label: 'Automatic Stalemate',
      score: 9,
      crisis: 'Boxcars',
      successLevels: 0,
      failureLevels: 1,
    });
    expect(outcome.effects[0]).toMatchObject({ kind: 'failure-level', count: 1 });
  });

  it("keeps numerology's Success Level; doubles and multiples add none; no Reversal", () => {
    // 15 + 1 = 16 against 3: a Superior Success by the ladder, 5 times the Difficulty; Snake Eyes on a pass.
    const sixteen = resolve(options, [15, 1]).outcome;
    expect(sixteen).toMatchObject({
      label: 'Automatic Stalemate',
      score: 16,
      successLevels: 1,
      failureLevels: 0,
    });
    expect(sixteen.effects.filter((e) => e.kind === 'success-level').map((e) => e.text)).toEqual([
      'Numerology: 16 collapses to 7, the Geometry: +1 Success Level',
    ]);
    // 10 + 1 = 11: a double, and 3 times the Difficulty: neither adds a level to the Automatic Stalemate.
    expect(resolve(options, [10, 1]).outcome).toMatchObject({
      label: 'Automatic Stalemate',
      score: 11,
      successLevels: 0,
      failureLevels: 0,
    });
    // The same 11 without the Crisis is a pass: the double and the multiple add their Success Levels.
    expect(resolve(options, [10, 2]).outcome).toMatchObject({ label: 'Superior Success', successLevels: 5 });
  });

  it('odds: the Automatic Stalemate carries its levels, exactly as every roll resolved', () => {
    expect(odds(trump).levels).toContainEqual(
      expect.objectContaining({ label: 'Automatic Stalemate', successLevels: 1, failureLevels: 0 }),
    );
    expect(odds(trump).levels.filter((l) => l.label === 'Automatic Stalemate')).toHaveLength(1);
    expect(odds(misfit).levels.filter((l) => l.label === 'Automatic Stalemate')).toEqual([
      expect.objectContaining({ successLevels: 0, failureLevels: 1 }),
    ]);
    expect(odds({ ...options, proficiencies: 3 }).levels).toContainEqual(
      expect.objectContaining({ label: 'Automatic Stalemate', successLevels: 1, failureLevels: 0 }),
    );
  });

  it.each([
    ['the trump', trump],
    ['a misfit Facet', misfit],
    ['every option', options],
    ['every option, two Proficiency Dice', { ...options, proficiencies: 3 }],
    [
      'the trump at P = 2 with a Descendant and numerology',
      { ...trump, descendant: { dice: '1d4' }, numerology: true, geometry: 9 },
    ],
    [
      'a misfit Facet against a stalemate tie',
      { ...misfit, difficulty: 8, tie: 'stalemate', numerology: true, geometry: 8 },
    ],
  ])(
    'odds agree with brute force over every roll (%s)',
    (_name, input) => {
      expect(enumerationDiff('dice', input)).toEqual({});
    },
    120_000,
  );
});
