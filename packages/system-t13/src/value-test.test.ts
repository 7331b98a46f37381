import { createRegistry, oddsTest, resolveTest } from '@verdict/core';
import { verdictErrorOf } from '@verdict/test-utils';
import { describe, expect, it } from 'vitest';
import { enumerationDiff } from './brute-force.test-helper.js';
import { t13 } from './index.js';

const registry = createRegistry([t13]);
const resolve = (input: unknown, dice: number[] = []) =>
  resolveTest(registry, { system: 't13', test: 'value', input, dice });
const odds = (input: unknown) => oddsTest(registry, { system: 't13', test: 'value', input });
const errorOf = verdictErrorOf;

const pushers = { facet: 'Zeal', contributions: [{ boon: 13 }, { boon: 13 }] };
const onePusher = { facet: 'Zeal', contributions: [{ boon: 13 }] };
const car = { facet: 'Inertia', contributions: [{ label: 'Car', boon: 18 }] };
const thirtyFour = {
  tested: { contributions: [{ value: 34 }] },
  opposing: { contributions: [{ value: 66 }] },
  mode: 'percentage',
};

describe('value: direct comparison', () => {
  it('adds Values: two pushers (132) move the car (111)', () => {
    const { outcome, steps, dice } = resolve({ tested: pushers, opposing: car });
    expect(outcome).toMatchObject({ label: 'Moderate Success', result: 'success', tier: 1 });
    expect(outcome.totals).toEqual({ tested: 132, opposing: 111 });
    expect(dice).toEqual([]);
    expect(steps.map((s) => s.text)).toContain('132 > 111: Moderate Success');
    expect(steps.map((s) => s.text)).toContain('Car: Boon 18 is Value 111');
  });

  it('one pusher fails directly; equal totals are a Stalemate', () => {
    expect(resolve({ tested: onePusher, opposing: car }).outcome.label).toBe('Moderate Failure');
    const tie = resolve({ tested: onePusher, opposing: { contributions: [{ value: 66 }] } }).outcome;
    expect(tie).toMatchObject({
      label: 'Stalemate',
      result: 'stalemate',
      successLevels: 0,
      failureLevels: 0,
    });
  });

  it('defaults the trump to the Anti-Facet of the opposing Facet, and a given trump wins', () => {
    expect(resolve({ tested: { ...pushers, facet: 'Gossamer' }, opposing: car }).outcome.failureLevels).toBe(
      1,
    );
    expect(resolve({ tested: { ...pushers, facet: 'Inertia' }, opposing: car }).outcome.failureLevels).toBe(
      3,
    );
    const given = resolve({ tested: { ...pushers, facet: 'Gossamer' }, opposing: car, trump: 'Gossamer' });
    expect(given.outcome.failureLevels).toBe(0);
    const noFacet = resolve({ tested: { contributions: [{ boon: 20 }] }, opposing: car });
    expect(noFacet.outcome.failureLevels).toBe(0);
  });

  it('takes a Difficulty and says how many Boon-13 helpers beat it', () => {
    const { outcome, steps } = resolve({ tested: onePusher, opposing: { difficulty: 13 } });
    expect(outcome.totals).toEqual({ tested: 66, opposing: 1087 });
    expect(outcome.helpersToBeat).toEqual({ boon: 13, count: 17 });
    expect(steps.map((s) => s.text)).toContain('17 Boon-13 helpers together would beat 1087');
  });

  it('is certain, and its odds say so', () => {
    const result = odds({ tested: pushers, opposing: car });
    expect(result.outcomes).toEqual([
      { label: 'Moderate Success', result: 'success', tier: 1, probability: 1, fraction: '1/1' },
    ]);
    expect(result.certain).toBe(true);
    expect(result.note).toMatch(/certain/);
  });

  it('notes that the options need percentage mode', () => {
    const { steps } = resolve({ tested: pushers, opposing: car, doubles: true });
    expect(steps.at(-1)?.text).toMatch(/percentage mode only/);
  });

  it('refuses entered dice in direct mode', () => {
    expect(errorOf(() => resolve({ tested: pushers, opposing: car }, [50])).code).toBe('dice_left_over');
  });
});

describe('value: percentage', () => {
  it('gives one pusher 37 % and the car 46 % against two', () => {
    expect(resolve({ tested: onePusher, opposing: car, mode: 'percentage' }, [38]).outcome).toMatchObject({
      label: 'Moderate Failure',
      chance: 37,
      rolledFor: 'tested',
      roll: 38,
    });
    const two = resolve({ tested: pushers, opposing: car, mode: 'percentage' }, [46]);
    expect(two.outcome).toMatchObject({ label: 'Moderate Failure', chance: 46, rolledFor: 'opposing' });
    expect(two.dice).toEqual([{ sides: 100, face: 46, kept: true, group: 'percentage', source: 'entered' }]);
  });

  it('rolls for the side asked for', () => {
    const tested = resolve({ tested: pushers, opposing: car, mode: 'percentage', rollFor: 'tested' }, [54]);
    expect(tested.outcome).toMatchObject({ chance: 54, rolledFor: 'tested', label: 'Moderate Success' });
    const opposing = resolve(
      { tested: onePusher, opposing: car, mode: 'percentage', rollFor: 'opposing' },
      [63],
    );
    expect(opposing.outcome).toMatchObject({ chance: 63, rolledFor: 'opposing', label: 'Moderate Failure' });
  });

  it('rolls for the tested side when the totals are equal', () => {
    const { outcome } = resolve(
      { tested: onePusher, opposing: { contributions: [{ boon: 13 }] }, mode: 'percentage' },
      [50],
    );
    expect(outcome).toMatchObject({ chance: 50, rolledFor: 'tested', label: 'Moderate Success' });
  });

  it('reads 100 as a double 00', () => {
    const { outcome } = resolve({ ...thirtyFour, doubles: true }, [100]);
    expect(outcome).toMatchObject({ label: 'Moderate Failure', failureLevels: 2 });
  });

  it('counts 1/2, 1/3 and 1/4 of the chance on a pass, 2x, 3x and 4x on a fail', () => {
    const chance24 = {
      ...thirtyFour,
      tested: { contributions: [{ value: 24 }] },
      opposing: { contributions: [{ value: 76 }] },
      multiples: true,
    };
    expect(resolve(chance24, [6]).outcome.successLevels).toBe(4);
    expect(resolve(chance24, [8]).outcome.successLevels).toBe(3);
    expect(resolve(chance24, [12]).outcome.successLevels).toBe(2);
    expect(resolve(chance24, [13]).outcome.successLevels).toBe(1);
    expect(resolve(chance24, [96]).outcome.failureLevels).toBe(4);
    expect(resolve(chance24, [72]).outcome.failureLevels).toBe(3);
    expect(resolve(chance24, [47]).outcome.failureLevels).toBe(1);
  });

  it('mirrors doubles and multiples, never numerology, when the opposing side is rolled for', () => {
    const input = {
      tested: pushers,
      opposing: car,
      mode: 'percentage',
      multiples: true,
      numerology: true,
      geometry: 5,
    };
    // The car passes (resists) at 23, half its 46: one more Failure Level for the pushers; 23 -> 5, the
    // pushers' Geometry: their Success Level, not mirrored.
    expect(resolve(input, [23]).outcome).toMatchObject({
      label: 'Moderate Failure',
      successLevels: 1,
      failureLevels: 2,
    });
    // The car fails at 92, twice its 46: one more Success Level for the pushers.
    expect(resolve(input, [92]).outcome).toMatchObject({
      label: 'Moderate Success',
      successLevels: 2,
      failureLevels: 0,
    });
  });

  it('adds misfit Facet levels in percentage mode too', () => {
    const { outcome } = resolve(
      { tested: { ...onePusher, facet: 'Gossamer' }, opposing: car, mode: 'percentage' },
      [10],
    );
    expect(outcome).toMatchObject({ label: 'Moderate Success', successLevels: 1, failureLevels: 1 });
  });

  it('reports the extra levels as effects', () => {
    const { outcome } = resolve({ ...thirtyFour, multiples: true }, [68]);
    expect(outcome.effects).toEqual([
      expect.objectContaining({
        kind: 'failure-level',
        count: 1,
        text: expect.stringMatching(/Multiples: 68/),
      }),
    ]);
  });

  it('needs exactly one d100', () => {
    expect(errorOf(() => resolve(thirtyFour, [])).code).toBe('dice_exhausted');
    expect(errorOf(() => resolve(thirtyFour, [1, 2])).code).toBe('dice_left_over');
    const wrong = errorOf(() => resolve(thirtyFour, [101]));
    expect(wrong.code).toBe('face_out_of_range');
    expect(wrong.message).toMatch(/d100/);
  });
});

describe('value: bad input names the field', () => {
  it.each([
    [{ tested: { contributions: [] }, opposing: car }, ['input', 'tested', 'contributions'], /at least one/],
    [
      { tested: pushers, opposing: { difficulty: 0 } },
      ['input', 'opposing', 'difficulty'],
      /Difficulty from 1 to 100/,
    ],
    [
      { tested: pushers, opposing: { level: 3 } },
      ['input', 'opposing', 'level'],
      /^unknown field 'level', expected one of: facet, contributions, difficulty$/,
    ],
    [{ tested: pushers, opposing: {} }, ['input', 'opposing'], /contributions.*or \{ difficulty/],
    [
      { tested: { facet: 'Zest', contributions: [{ boon: 1 }] }, opposing: car },
      ['input', 'tested', 'facet'],
      /expected a Facet/,
    ],
    [
      { tested: { contributions: [{ boon: 2000 }] }, opposing: car },
      ['input', 'tested', 'contributions', 0, 'boon'],
      /Boon from -1000 to 1000/,
    ],
    [{ tested: pushers, opposing: car, mode: 'dice' }, ['input', 'mode'], /direct|percentage/],
    [{ ...thirtyFour, numerology: true }, ['input', 'geometry'], /numerology needs a Geometry/],
    [{ ...thirtyFour, numerology: true, geometry: 14 }, ['input', 'geometry'], /Geometry from 1 to 13/],
    [{ ...thirtyFour, numerology: true, geometry: '42' }, ['input', 'geometry'], /at least one letter/],
    [
      { ...thirtyFour, tested: { contributions: [{ value: -5 }] } },
      ['input', 'tested'],
      /totals of 0 or more/,
    ],
  ])('%j', (input, path, message) => {
    const error = errorOf(() => resolve(input));
    expect(error.code).toBe('invalid_input');
    expect(error.issues[0]?.path).toEqual(path);
    expect(error.issues[0]?.message).toMatch(message);
  });

  it('allows negative totals in direct mode', () => {
    const { outcome } = resolve({
      tested: { contributions: [{ boon: -3 }] },
      opposing: { contributions: [{ value: -9 }] },
    });
    expect(outcome).toMatchObject({ label: 'Moderate Success', totals: { tested: -8, opposing: -9 } });
  });
});

describe('value: odds against all 100 faces', () => {
  it.each([
    ['one pusher', { tested: onePusher, opposing: car, mode: 'percentage' }],
    [
      'two pushers, mirrored',
      {
        tested: pushers,
        opposing: car,
        mode: 'percentage',
        doubles: true,
        multiples: true,
        numerology: true,
        geometry: 'Desi',
      },
    ],
    [
      '34 % with every option',
      { ...thirtyFour, doubles: true, multiples: true, numerology: true, geometry: 6 },
    ],
    [
      'a misfit, rolled for the larger side',
      {
        tested: { ...onePusher, facet: 'Burden' },
        opposing: car,
        mode: 'percentage',
        rollFor: 'opposing',
        doubles: true,
      },
    ],
    [
      'a chance of 0',
      { tested: { contributions: [{ value: 0 }] }, opposing: car, mode: 'percentage', multiples: true },
    ],
    [
      'a chance of 100',
      {
        tested: car,
        opposing: { contributions: [{ value: 0 }] },
        mode: 'percentage',
        rollFor: 'tested',
        multiples: true,
        doubles: true,
      },
    ],
  ])('%s', (_, input) => {
    expect(enumerationDiff('value', input)).toEqual({});
  });

  it('lists the chance, levels and exact fractions', () => {
    const result = odds({ ...thirtyFour, multiples: true });
    expect(result.chance).toBe(34);
    expect(result.outcomes).toEqual([
      { label: 'Moderate Success', result: 'success', tier: 1, probability: 0.34, fraction: '17/50' },
      { label: 'Moderate Failure', result: 'failure', tier: -1, probability: 0.66, fraction: '33/50' },
    ]);
    // Pass: 1-8 (<= 34/4) 4 SL, 9-11 3 SL, 12-17 2 SL, 18-34 1 SL.
    expect(result.successLevels).toEqual([
      { value: 0, probability: 0.66, fraction: '33/50' },
      { value: 1, probability: 0.17, fraction: '17/100' },
      { value: 2, probability: 0.06, fraction: '3/50' },
      { value: 3, probability: 0.03, fraction: '3/100' },
      { value: 4, probability: 0.08, fraction: '2/25' },
    ]);
    expect(result.levels).toContainEqual({
      label: 'Moderate Failure',
      successLevels: 0,
      failureLevels: 2,
      probability: 0.33,
      fraction: '33/100',
    });
  });
});
