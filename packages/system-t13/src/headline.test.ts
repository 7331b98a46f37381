import { diceNeeded, oddsTest, resolveTest } from '@verdict/core';
import { formatFraction } from '@verdict/dice';
import { describe, expect, it } from 'vitest';
import { registry, sequences } from './brute-force.test-helper.js';

const request = (input: unknown) => ({ system: 't13', test: 'dice', input });

/** Resolves every sequence of faces and counts the Proficiency Crises: exact, as a fraction. */
function bruteForceCrisis(input: unknown): string {
  const sides = diceNeeded(registry, request(input)).flatMap((n) =>
    Array.from({ length: n.count }, () => n.sides),
  );
  let crises = 0n;
  let total = 0n;
  for (const dice of sequences(sides)) {
    total += 1n;
    if (typeof resolveTest(registry, { ...request(input), dice }).outcome.crisis === 'string') crises += 1n;
  }
  return formatFraction(crises, total);
}

describe('the Dice Test headline: the chance of a Proficiency Crisis', () => {
  it.each([
    [
      'one Proficiency Die',
      { facet: 'Craft', main: { boon: 13 }, proficiencies: 1, aptProficiencies: 1, difficulty: 8 },
    ],
    ['two Proficiency Dice', { main: { dice: '1d4' }, proficiencies: 2, difficulty: 6 }],
    [
      'three Proficiency Dice, a tie as Stalemate',
      { main: { dice: '1d2' }, proficiencies: 3, difficulty: 9, tie: 'stalemate' },
    ],
  ])('%s: exact, and the brute-force count of every roll', (_, input) => {
    const odds = oddsTest(registry, request(input));
    const [crisis] = odds.headline ?? [];
    const fraction = bruteForceCrisis(input);
    const [n, d] = fraction.split('/').map(Number) as [number, number];
    expect(crisis).toMatchObject({
      key: 'crisis',
      label: 'Chance of a Proficiency Crisis',
      format: 'percent',
      fraction,
    });
    expect(crisis!.value).toBeCloseTo(n / d, 12);
    expect(crisis!.value).toBe((odds.crisis as { probability: number }).probability);
  });

  it('is the rules example: a Proficiency in Repairing Swords (one die, counted twice) has a Crisis 1 time in 3', () => {
    const odds = oddsTest(
      registry,
      request({ facet: 'Craft', main: { boon: 13 }, proficiencies: 1, aptProficiencies: 1, difficulty: 8 }),
    );
    expect(odds.headline).toEqual([
      expect.objectContaining({ key: 'crisis', value: 1 / 3, fraction: '1/3' }),
    ]);
  });

  it('says nothing of a Crisis that cannot happen (no Proficiency Dice)', () => {
    const odds = oddsTest(registry, request({ main: { boon: 13 }, proficiencies: 1, difficulty: 4 }));
    expect(odds.headline).toEqual([]);
  });

  it('the Value Test needs no headline beyond its result totals', () => {
    const odds = oddsTest(registry, {
      system: 't13',
      test: 'value',
      input: examplesValueInput,
    });
    expect(odds.headline).toBeUndefined();
  });
});

const examplesValueInput = {
  tested: { facet: 'Zeal', contributions: [{ label: 'Ann', boon: 13 }] },
  opposing: { facet: 'Inertia', contributions: [{ label: 'Car', boon: 18 }] },
};
