import { createRegistry, diceNeeded, oddsTest, resolveTest } from '@verdict/core';
import { verdictErrorOf } from '@verdict/test-utils';
import { describe, expect, it } from 'vitest';
import { enumerationDiff } from './brute-force.test-helper.js';
import { t13 } from './index.js';

const registry = createRegistry([t13]);
const resolve = (input: unknown, dice: number[]) =>
  resolveTest(registry, { system: 't13', test: 'dice', input, dice });
const odds = (input: unknown) => oddsTest(registry, { system: 't13', test: 'dice', input });
const errorOf = verdictErrorOf;

const swords = { facet: 'Craft', main: { boon: 13 }, proficiencies: 1, aptProficiencies: 1, difficulty: 8 };

describe('dice: rolling', () => {
  it('draws main, Descendant, extra and Proficiency Dice in that order', () => {
    const input = {
      main: { label: 'Craft', boon: 13 },
      descendant: { label: 'Hammer', dice: '1d4' },
      extra: [{ boon: 9 }, { label: 'Luck', dice: '1d3+1' }],
      proficiencies: 4,
      difficulty: 10,
    };
    expect(diceNeeded(registry, { system: 't13', test: 'dice', input })).toEqual([
      { count: 2, sides: 2, group: 'main', label: 'Craft (Boon 13)' },
      { count: 1, sides: 4, group: 'descendant', label: 'Hammer (1d4)' },
      { count: 2, sides: 2, group: 'extra', label: 'Extra dice 1 (Boon 9)' },
      { count: 1, sides: 3, group: 'extra', label: 'Luck (1d3+1)' },
      { count: 3, sides: 6, group: 'proficiency', label: 'Proficiency Dice' },
    ]);
    const { outcome, dice, steps } = resolve(input, [1, 2, 4, 2, 2, 3, 1, 5, 6]);
    expect(dice.map((d) => d.group)).toEqual([
      'main',
      'main',
      'descendant',
      'extra',
      'extra',
      'extra',
      'proficiency',
      'proficiency',
      'proficiency',
    ]);
    // 1+2+1 + 4 + 2+2 + 3+1 + 1+5+6 = 28
    expect(outcome).toMatchObject({ score: 28, label: 'Complete Success', proficiencyDice: [1, 5, 6] });
    expect(steps[0]?.text).toBe('Craft (Boon 13): 2d2+1 rolled 1, 2, total 4');
  });

  it('counts apt Proficiencies twice: Repairing Swords gives +1d6', () => {
    expect(diceNeeded(registry, { system: 't13', test: 'dice', input: swords }).at(-1)).toEqual({
      count: 1,
      sides: 6,
      group: 'proficiency',
      label: 'Proficiency Dice',
    });
    const { steps } = resolve(swords, [2, 2, 3]);
    expect(steps.map((s) => s.text)).toContain(
      'Proficiencies: 2 (1 apt, counted twice): +1d6 Proficiency Dice',
    );
  });

  it.each([
    [0, 0],
    [1, 0],
    [2, 1],
    [3, 2],
    [4, 3],
    [9, 3],
  ])('%i Proficiencies give %i Proficiency Dice', (proficiencies, count) => {
    const needs = diceNeeded(registry, {
      system: 't13',
      test: 'dice',
      input: { ...swords, proficiencies, aptProficiencies: 0 },
    });
    expect(needs.filter((n) => n.group === 'proficiency').reduce((s, n) => s + n.count, 0)).toBe(count);
  });

  it('halves the rolled Score, rounded down, with no Proficiency', () => {
    const input = { main: { dice: '1d20' }, proficiencies: 0, difficulty: 3 };
    expect(resolve(input, [7]).outcome).toMatchObject({ score: 3, label: 'Borderline' });
    expect(resolve({ ...input, main: { dice: '1d4-8' } }, [1]).outcome).toMatchObject({
      score: -4,
      label: 'Serious Failure',
    });
  });

  it('halves before the trump adds +5', () => {
    const input = { facet: 'Zeal', trump: 'Zeal', main: { dice: '1d20' }, proficiencies: 0, difficulty: 10 };
    expect(resolve(input, [9]).outcome).toMatchObject({
      score: 9,
      label: 'Moderate Failure',
      successLevels: 1,
      failureLevels: 1,
    });
  });

  it('climbs the ladder at 3D, 2D, above D, D, D/2 and 0', () => {
    const at = (face: number) =>
      resolve({ main: { dice: '1d40-10' }, proficiencies: 1, difficulty: 10 }, [face]).outcome;
    expect(at(40)).toMatchObject({
      score: 30,
      label: 'Superior Success',
      successLevels: 3,
      failureLevels: 0,
    });
    expect(at(39)).toMatchObject({ score: 29, label: 'Complete Success', successLevels: 2 });
    expect(at(30)).toMatchObject({ score: 20, label: 'Complete Success' });
    expect(at(29)).toMatchObject({ score: 19, label: 'Moderate Success' });
    expect(at(21)).toMatchObject({ score: 11, label: 'Moderate Success' });
    expect(at(20)).toMatchObject({
      score: 10,
      label: 'Borderline',
      result: 'success',
      successLevels: 1,
      failureLevels: 1,
    });
    expect(at(19)).toMatchObject({ score: 9, label: 'Moderate Failure', failureLevels: 1 });
    expect(at(15)).toMatchObject({ score: 5, label: 'Moderate Failure' });
    expect(at(14)).toMatchObject({ score: 4, label: 'Complete Failure', failureLevels: 2 });
    expect(at(10)).toMatchObject({ score: 0, label: 'Complete Failure' });
    expect(at(9)).toMatchObject({ score: -1, label: 'Serious Failure', tier: -3, failureLevels: 3 });
  });

  it('mirrors every rung on a Reversal of Success', () => {
    // 3d6 Proficiency Dice all 6 (Boxcars) on a pass, all 1 (Snake Eyes) on a fail.
    const input = (difficulty: number) => ({ main: { dice: '1d100' }, proficiencies: 4, difficulty });
    expect(resolve(input(10), [20, 6, 6, 6]).outcome).toMatchObject({
      label: 'Superior Success',
      successLevels: 3,
      failureLevels: 3,
      crisisResult: 'Reversal of Success',
    });
    expect(resolve(input(18), [1, 6, 6, 6]).outcome).toMatchObject({
      label: 'Moderate Success',
      successLevels: 1,
      failureLevels: 1,
    });
    expect(resolve(input(19), [1, 6, 6, 6]).outcome).toMatchObject({
      label: 'Borderline',
      successLevels: 2,
      failureLevels: 2,
    });
    expect(resolve(input(10), [1, 1, 1, 1]).outcome).toMatchObject({
      label: 'Complete Failure',
      successLevels: 2,
      failureLevels: 2,
    });
  });

  it('reports the Crisis and its effects', () => {
    const { outcome, steps } = resolve(swords, [2, 2, 6]);
    expect(outcome.effects.map((e) => e.kind)).toEqual([
      'failure-level',
      'proficiency-crisis',
      'reversal-of-success',
      'wyrd-tarot-reshuffle',
      'save-chronolith',
      'new-annex',
    ]);
    expect(outcome.rolledLabel).toBe('Moderate Success');
    expect(steps.at(-1)?.text).toBe('Proficiency Crisis: Boxcars on a pass: Reversal of Success');
    const auto = resolve({ ...swords, difficulty: 5 }, [2, 2, 1]).outcome;
    expect(auto.effects.map((e) => e.kind)).toContain('automatic-stalemate');
  });

  it('needs every Proficiency Die to match for a Crisis', () => {
    const input = { main: { boon: 3 }, proficiencies: 3, difficulty: 3 };
    expect(resolve(input, [1, 6, 6]).outcome.crisis).toBe('Boxcars');
    expect(resolve(input, [1, 6, 5]).outcome.crisis).toBeUndefined();
    expect(resolve(input, [1, 1, 6]).outcome.crisis).toBeUndefined();
  });

  it('counts a Borderline as a pass for a Crisis; a Stalemate stands', () => {
    const input = { main: { dice: '1d10' }, proficiencies: 2, difficulty: 7 };
    expect(resolve(input, [1, 6]).outcome).toMatchObject({
      label: 'Borderline',
      crisisResult: 'Reversal of Success',
      successLevels: 2,
      failureLevels: 2,
    });
    expect(resolve(input, [6, 1]).outcome).toMatchObject({
      label: 'Automatic Stalemate',
      crisisResult: 'Automatic Stalemate',
    });
    const stalemate = resolve({ ...input, tie: 'stalemate' }, [6, 1]).outcome;
    expect(stalemate).toMatchObject({ label: 'Stalemate', crisis: 'Snake Eyes', rolledLabel: 'Stalemate' });
    expect(stalemate).not.toHaveProperty('crisisResult');
  });

  it('applies doubles, multiples and numerology to the Score', () => {
    const input = {
      main: { dice: '1d200' },
      proficiencies: 1,
      difficulty: 30,
      doubles: true,
      multiples: true,
    };
    expect(resolve(input, [100]).outcome).toMatchObject({
      score: 100,
      label: 'Superior Success',
      successLevels: 3 + 1 + 1,
    });
    expect(resolve(input, [11]).outcome).toMatchObject({
      score: 11,
      label: 'Complete Failure',
      failureLevels: 2 + 1 + 1,
    });
    expect(resolve(input, [10]).outcome).toMatchObject({ score: 10, failureLevels: 2 + 1 });
    expect(resolve(input, [111]).outcome).toMatchObject({ score: 111, successLevels: 3 + 1 + 1 });
    const numerology = {
      main: { dice: '1d20-10' },
      proficiencies: 1,
      difficulty: 5,
      numerology: true,
      geometry: 1,
    };
    expect(resolve(numerology, [11]).outcome).toMatchObject({
      score: 1,
      label: 'Complete Failure',
      successLevels: 1,
    });
    expect(resolve({ ...numerology, geometry: 10 }, [20]).outcome).toMatchObject({
      score: 10,
      successLevels: 3,
    });
  });

  it('uses keep-highest notation, marking dropped dice', () => {
    const { outcome, dice } = resolve(
      { main: { dice: '3d6kh2' }, proficiencies: 1, difficulty: 6 },
      [2, 6, 5],
    );
    expect(outcome.score).toBe(11);
    expect(dice.map((d) => d.kept)).toEqual([false, true, true]);
  });
});

describe('dice: bad input names the field', () => {
  it('says Boon 41 has no standard dice', () => {
    const error = errorOf(() => resolve({ main: { boon: 41 }, proficiencies: 1, difficulty: 5 }, []));
    expect(error.code).toBe('invalid_input');
    expect(error.issues[0]).toEqual({
      path: ['input', 'main', 'boon'],
      message: expect.stringMatching(/^Boon 41 has no standard dice .*give the dice as an expression/),
    });
    expect(
      resolve({ main: { dice: '4d3+13' }, proficiencies: 1, difficulty: 5 }, [1, 1, 1, 1]).outcome.score,
    ).toBe(17);
  });

  it.each([
    [{ main: { boon: 13 }, difficulty: 5 }, ['input', 'proficiencies'], /expected a number of Proficiencies/],
    [{ main: { boon: 0 }, proficiencies: 1, difficulty: 5 }, ['input', 'main', 'boon'], /Boon from 1 to 40/],
    [{ main: { dice: '2x6' }, proficiencies: 1, difficulty: 5 }, ['input', 'main', 'dice'], /Unexpected 'x'/],
    // @verdict/dice reads exploding dice, but a Dice Test must know its dice in advance.
    [{ main: { dice: '2d6!' }, proficiencies: 1, difficulty: 5 }, ['input', 'main', 'dice'], /NdS with kh/],
    [
      { main: { sides: 6 }, proficiencies: 1, difficulty: 5 },
      ['input', 'main', 'sides'],
      /^unknown field 'sides', expected one of: label, boon, dice$/,
    ],
    [{ main: {}, proficiencies: 1, difficulty: 5 }, ['input', 'main'], /expected dice/],
    [
      { main: { boon: 13 }, proficiencies: 1, difficulty: 0 },
      ['input', 'difficulty'],
      /Difficulty from 1 to/,
    ],
    [
      { main: { boon: 13 }, proficiencies: 1, aptProficiencies: 2, difficulty: 5 },
      ['input', 'aptProficiencies'],
      /at most as many/,
    ],
    [
      { main: { boon: 13 }, proficiencies: 1, difficulty: 5, tie: 'push' },
      ['input', 'tie'],
      /borderline|stalemate/,
    ],
    [
      { main: { boon: 13 }, proficiencies: 1, difficulty: 5, numerology: true },
      ['input', 'geometry'],
      /needs a Geometry/,
    ],
    [
      { main: { boon: 13 }, facet: 'zeal', proficiencies: 1, difficulty: 5 },
      ['input', 'facet'],
      /expected a Facet/,
    ],
    [
      { main: { boon: 13 }, extra: [{ boon: 13 }, { dice: '' }], proficiencies: 1, difficulty: 5 },
      ['input', 'extra', 1, 'dice'],
      /Empty notation/,
    ],
  ])('%j', (input, path, message) => {
    const error = errorOf(() => resolve(input, []));
    expect(error.code).toBe('invalid_input');
    expect(error.issues[0]?.path).toEqual(path);
    expect(error.issues[0]?.message).toMatch(message);
  });

  it('limits the pool to 10,000 dice', () => {
    const one = errorOf(() => resolve({ main: { dice: '10001d6' }, proficiencies: 1, difficulty: 5 }, []));
    expect(one.code).toBe('limit_exceeded');
    expect(one.issues[0]?.path).toEqual(['input', 'main', 'dice']);
    const all = errorOf(() =>
      resolve({ main: { dice: '5000d6' }, extra: [{ dice: '5000d6' }], proficiencies: 4, difficulty: 5 }, []),
    );
    expect(all.code).toBe('limit_exceeded');
    expect(all.message).toMatch(/at most 10000 dice in one pool/);
  });

  it('names a missing, extra or wrong die', () => {
    const missing = errorOf(() => resolve(swords, [2, 2]));
    expect(missing.code).toBe('dice_exhausted');
    expect(missing.message).toMatch(/Missing die 3 \(a d6 for proficiency\)/);
    expect(errorOf(() => resolve(swords, [2, 2, 3, 4])).code).toBe('dice_left_over');
    const wrong = errorOf(() => resolve(swords, [3, 2, 3]));
    expect(wrong.code).toBe('face_out_of_range');
    expect(wrong.message).toMatch(/Die 1 is a d2 \(main\)/);
  });
});

describe('dice: odds against brute-force enumeration', () => {
  it.each([
    ['Repairing Swords', swords],
    [
      'no Proficiency (halved), tie: stalemate',
      { main: { boon: 18 }, proficiencies: 0, difficulty: 4, tie: 'stalemate' },
    ],
    [
      'one Proficiency, every option',
      {
        main: { dice: '2d6' },
        proficiencies: 1,
        difficulty: 4,
        doubles: true,
        multiples: true,
        numerology: true,
        geometry: 3,
      },
    ],
    [
      '2d6 Proficiency Dice, a Descendant and the trump',
      {
        facet: 'Zeal',
        trump: 'Zeal',
        main: { boon: 5 },
        descendant: { dice: '1d3-2' },
        proficiencies: 3,
        difficulty: 9,
        doubles: true,
        multiples: true,
      },
    ],
    [
      '3d6 Proficiency Dice, a misfit Facet, numerology by name',
      {
        facet: 'Burden',
        trump: 'Zeal',
        main: { boon: 3 },
        proficiencies: 2,
        aptProficiencies: 2,
        difficulty: 7,
        numerology: true,
        geometry: 'Desi',
        multiples: true,
      },
    ],
    [
      'negative Scores and extras',
      {
        main: { dice: '1d4-4' },
        extra: [{ dice: '1d3kh1-3' }],
        proficiencies: 2,
        difficulty: 2,
        tie: 'stalemate',
        multiples: true,
      },
    ],
  ])('%s', (_, input) => {
    expect(enumerationDiff('dice', input)).toEqual({});
  });

  it('gives exact fractions, tiers, Crisis and its results', () => {
    const result = odds(swords);
    // 2d2+1 in 3..5 (1/4, 1/2, 1/4) plus a d6; against 8.
    expect(result.crisis).toEqual({ probability: 1 / 3, fraction: '1/3' });
    expect(result.crises).toEqual([
      { crisis: 'Snake Eyes', probability: 1 / 6, fraction: '1/6' },
      { crisis: 'Boxcars', probability: 1 / 6, fraction: '1/6' },
    ]);
    // Snake Eyes (4..6 against 8) always fails: Reversal. Boxcars: 9..11 passes: Reversal.
    expect(result.crisisResults).toEqual([
      { result: 'Reversal of Success', probability: 1 / 3, fraction: '1/3' },
    ]);
    expect(result.outcomes.map((o) => o.label)).toEqual([
      'Moderate Success',
      'Borderline',
      'Moderate Failure',
    ]);
    expect(result.outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
    expect(result.tiers).toEqual([
      { tier: 1, probability: expect.any(Number), fraction: expect.any(String) },
      { tier: 0, probability: expect.any(Number), fraction: expect.any(String) },
      { tier: -1, probability: expect.any(Number), fraction: expect.any(String) },
    ]);
    expect(result.proficiencyDice).toBe(1);
  });

  it('has no Crisis without Proficiency Dice', () => {
    const result = odds({ main: { boon: 13 }, proficiencies: 1, difficulty: 4 });
    expect(result.crisis).toEqual({ probability: 0, fraction: '0/1' });
    expect(result.crises).toEqual([]);
  });

  it('handles large pools exactly, without fractions past their cost', () => {
    const result = odds({ main: { dice: '1350d6' }, proficiencies: 4, difficulty: 4000 });
    const sum = result.outcomes.reduce((s, o) => s + o.probability, 0);
    expect(sum).toBeCloseTo(1, 12);
    expect(result.outcomes.find((o) => o.label === 'Moderate Success')?.probability).toBeGreaterThan(0.99);
  });
});
