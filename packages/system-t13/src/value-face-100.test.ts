// The d100 face 100 reads as "00" for every option (rules/t13.md, Value Test, "Decision, revised (turn 3)"): a
// double for `doubles`, and for `numerology` digits that add to 0, which match no Geometry.
import { createRegistry, oddsTest, resolveTest } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { enumerationDiff } from './brute-force.test-helper.js';
import { t13 } from './index.js';

const registry = createRegistry([t13]);
const resolve = (input: unknown, dice: number[]) =>
  resolveTest(registry, { system: 't13', test: 'value', input, dice });
const odds = (input: unknown) => oddsTest(registry, { system: 't13', test: 'value', input });

// One Zeal-13 pusher (66) against the Inertia-18 car (111): the d100 is rolled for the pusher, chance 37.
const pusher = { facet: 'Zeal', contributions: [{ label: 'Pusher', boon: 13 }] };
const car = { facet: 'Inertia', contributions: [{ label: 'Car', boon: 18 }] };
const circle = { tested: pusher, opposing: car, mode: 'percentage', numerology: true, geometry: 1 };

describe('the d100 face 100 reads as 00', () => {
  it('for numerology its digits add to 0: Geometry 1 (Circle) takes no Success Level on a 100', () => {
    const { outcome, steps } = resolve(circle, [100]);
    expect(outcome).toMatchObject({
      label: 'Moderate Failure',
      roll: 100,
      successLevels: 0,
      failureLevels: 1,
    });
    expect(outcome.effects).toEqual([]);
    expect(steps.map((s) => s.text)).toContain(
      'Numerology: 00 (100) adds up to 0, which matches no Geometry: no Success Level',
    );
  });

  it('a 1 still collapses to 1, the Circle', () => {
    expect(resolve(circle, [1]).outcome).toMatchObject({ label: 'Moderate Success', successLevels: 2 });
  });

  it('mirrored (the car rolled for), a 100 adds no Success Level either', () => {
    const input = { ...circle, tested: { ...pusher, contributions: [{ boon: 13 }, { boon: 13 }] } };
    const { outcome } = resolve(input, [100]);
    expect(outcome).toMatchObject({ rolledFor: 'opposing', label: 'Moderate Success' });
    expect(outcome).toMatchObject({ successLevels: 1, failureLevels: 0 });
  });

  it('for doubles it is still a double ("00")', () => {
    const { outcome } = resolve({ ...circle, doubles: true }, [100]);
    expect(outcome).toMatchObject({ successLevels: 0, failureLevels: 2 });
    expect(outcome.effects.map((e) => e.text)).toEqual(['Doubles: 00 on a fail: +1 Failure Level']);
  });

  it('odds: Geometry 1 is met by the face 1 only, 1/100', () => {
    expect(odds(circle).successLevels).toEqual([
      { value: 0, probability: 0.63, fraction: '63/100' },
      { value: 1, probability: 0.36, fraction: '9/25' },
      { value: 2, probability: 0.01, fraction: '1/100' },
    ]);
  });

  it.each([
    ['rolled for the tested side', circle],
    ['mirrored', { ...circle, tested: { contributions: [{ boon: 13 }, { boon: 13 }] } }],
    ['with doubles and multiples', { ...circle, doubles: true, multiples: true }],
    ['at chance 0', { ...circle, tested: { contributions: [{ value: 0 }] }, multiples: true }],
  ])('odds agree with every face resolved (%s)', (_name, input) => {
    expect(enumerationDiff('value', input)).toEqual({});
  });
});
