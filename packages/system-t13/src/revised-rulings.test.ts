// Issue 16: the four rulings `shared/rules/t13.md` revised ("Decision, revised" and the new Decisions).
import { createRegistry, oddsTest, resolveTest } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { enumerationDiff } from './brute-force.test-helper.js';
import { misfitLevels } from './facets.js';
import { t13 } from './index.js';

const registry = createRegistry([t13]);
const resolve = (test: 'value' | 'dice', input: unknown, dice: number[] = []) =>
  resolveTest(registry, { system: 't13', test, input, dice });
const odds = (test: 'value' | 'dice', input: unknown) => oddsTest(registry, { system: 't13', test, input });

const pushers = { facet: 'Zeal', contributions: [{ boon: 13 }, { boon: 13 }] };
const car = { facet: 'Inertia', contributions: [{ label: 'Car', boon: 18 }] };

describe('numerology is never mirrored', () => {
  const input = { tested: pushers, opposing: car, mode: 'percentage', numerology: true, geometry: 6 };

  it('two pushers against the car, Geometry 6, roll 24: a Moderate Failure with 1 Success Level', () => {
    const { outcome } = resolve('value', input, [24]);
    expect(outcome).toMatchObject({
      label: 'Moderate Failure',
      rolledFor: 'opposing',
      successLevels: 1,
      failureLevels: 1,
    });
    expect(outcome.effects).toEqual([
      expect.objectContaining({
        kind: 'success-level',
        count: 1,
        text: expect.stringMatching(/never mirrored/),
      }),
    ]);
  });

  it('on the car failing (69 -> 15 -> 6) the pushers succeed with 2 Success Levels', () => {
    expect(resolve('value', input, [69]).outcome).toMatchObject({
      label: 'Moderate Success',
      successLevels: 2,
      failureLevels: 0,
    });
  });

  it('odds: 6, 15, 24, 33, 42 (the car resists) and 51, ..., 96 (it does not) each add a Success Level', () => {
    expect(odds('value', input).successLevels).toEqual([
      { value: 0, probability: 0.41, fraction: '41/100' },
      { value: 1, probability: 0.53, fraction: '53/100' },
      { value: 2, probability: 0.06, fraction: '3/50' },
    ]);
    expect(enumerationDiff('value', { ...input, doubles: true, multiples: true })).toEqual({});
  });
});

describe('multiples at chance 0', () => {
  const zero = {
    tested: { contributions: [{ value: 0 }] },
    opposing: car,
    mode: 'percentage',
    multiples: true,
  };

  it('a fail takes +3 Failure Levels, as at chance 1', () => {
    expect(resolve('value', zero, [57]).outcome).toMatchObject({
      label: 'Moderate Failure',
      chance: 0,
      failureLevels: 4,
    });
    const one = {
      ...zero,
      tested: { contributions: [{ value: 1 }] },
      opposing: { contributions: [{ value: 99 }] },
    };
    expect(resolve('value', one, [57]).outcome).toMatchObject({ chance: 1, failureLevels: 4 });
  });

  it('odds: every face fails with 4 Failure Levels; mirrored, the tested side gains 3 Success Levels', () => {
    expect(odds('value', zero).failureLevels).toEqual([{ value: 4, probability: 1, fraction: '1/1' }]);
    const mirrored = {
      ...zero,
      tested: car,
      opposing: { contributions: [{ value: 0 }] },
      rollFor: 'opposing',
    };
    expect(odds('value', mirrored).successLevels).toEqual([{ value: 4, probability: 1, fraction: '1/1' }]);
    expect(enumerationDiff('value', mirrored)).toEqual({});
  });
});

describe('Yin/Yang misfit is judged against the opposing Facet', () => {
  it('Zeal against Inertia with trump Quiet takes no Failure Level', () => {
    const input = { tested: pushers, opposing: car, trump: 'Quiet' };
    expect(resolve('value', input).outcome).toMatchObject({
      label: 'Moderate Success',
      successLevels: 1,
      failureLevels: 0,
    });
    expect(misfitLevels('Zeal', 'Quiet', 'Inertia').failureLevels).toBe(0);
  });

  it('a Yin Facet against a Yin Facet takes one, whatever the trump', () => {
    // Jeer (Yin, red) against Virtue (Yin), trump Orthodox (Yin, red): same colour, Yin against Yin.
    const input = {
      tested: { facet: 'Jeer', contributions: [{ boon: 13 }] },
      opposing: { facet: 'Virtue', contributions: [{ boon: 13 }] },
      trump: 'Orthodox',
    };
    expect(resolve('value', input).outcome).toMatchObject({ label: 'Stalemate', failureLevels: 1 });
    expect(misfitLevels('Jeer', 'Orthodox', 'Virtue').reasons).toEqual([
      'Jeer (Yin) opposes Virtue (Yin), a Facet of the same Yin/Yang: +1 Failure Level',
    ]);
  });

  it("without an opposing Facet, compares with the trump's Anti-Facet", () => {
    expect(misfitLevels('Zeal', 'Quiet').failureLevels).toBe(1);
    const input = {
      tested: { facet: 'Zeal', contributions: [{ boon: 13 }] },
      opposing: { difficulty: 2 },
      trump: 'Quiet',
    };
    expect(resolve('value', input).outcome.failureLevels).toBe(1);
    const dice = { facet: 'Burden', trump: 'Zeal', main: { boon: 13 }, proficiencies: 1, difficulty: 4 };
    expect(resolve('dice', dice, [2, 2]).outcome).toMatchObject({ successLevels: 1, failureLevels: 2 });
  });

  it('odds use the same misfit levels', () => {
    const input = { tested: pushers, opposing: car, trump: 'Quiet', mode: 'percentage', doubles: true };
    expect(odds('value', input).failureLevels).toContainEqual({
      value: 0,
      probability: 0.54,
      fraction: '27/50',
    });
    expect(enumerationDiff('value', input)).toEqual({});
  });
});

describe('a Stalemate tie is neither a pass nor a fail', () => {
  const tie = { main: { dice: '1d10' }, proficiencies: 2, difficulty: 7, tie: 'stalemate' };
  const crisisKinds = ['proficiency-crisis', 'wyrd-tarot-reshuffle', 'save-chronolith', 'new-annex'];

  it('a Crisis on it keeps the Stalemate, without Reversal levels, with the common effects', () => {
    for (const dice of [
      [1, 6],
      [6, 1],
    ]) {
      const { outcome, steps } = resolve('dice', tie, dice);
      expect(outcome).toMatchObject({
        label: 'Stalemate',
        result: 'stalemate',
        successLevels: 0,
        failureLevels: 0,
      });
      expect(outcome.crisis).toBe(dice[1] === 6 ? 'Boxcars' : 'Snake Eyes');
      expect(outcome.crisisResult).toBeUndefined();
      expect(outcome.effects.map((e) => e.kind)).toEqual(crisisKinds);
      expect(steps.at(-1)?.text).toMatch(/on a Stalemate, neither a pass nor a fail: the Stalemate stands/);
    }
  });

  it('doubles and multiples add nothing; numerology still adds its Success Level', () => {
    const eleven = {
      main: { dice: '1d20' },
      proficiencies: 1,
      difficulty: 11,
      tie: 'stalemate',
      doubles: true,
    };
    expect(resolve('dice', eleven, [11]).outcome).toMatchObject({ label: 'Stalemate', successLevels: 0 });
    const numerology = { ...eleven, multiples: true, numerology: true, geometry: 11 };
    expect(resolve('dice', numerology, [11]).outcome).toMatchObject({
      label: 'Stalemate',
      successLevels: 1,
      failureLevels: 0,
    });
    // A Borderline is still a pass: doubles add a Success Level.
    expect(resolve('dice', { ...eleven, tie: 'borderline' }, [11]).outcome).toMatchObject({
      label: 'Borderline',
      successLevels: 2,
      failureLevels: 1,
    });
  });

  it('odds: the Stalemate is 6/60 (Proficiency Die 1 included), Automatic Stalemate 4/60', () => {
    const outcomes = odds('dice', tie).outcomes;
    expect(outcomes).toContainEqual(expect.objectContaining({ label: 'Stalemate', fraction: '1/10' }));
    expect(outcomes).toContainEqual(
      expect.objectContaining({ label: 'Automatic Stalemate', fraction: '1/15' }),
    );
    expect(enumerationDiff('dice', tie)).toEqual({});
    expect(
      enumerationDiff('dice', {
        ...tie,
        main: { dice: '1d20' },
        difficulty: 11,
        doubles: true,
        numerology: true,
        geometry: 2,
      }),
    ).toEqual({});
  });
});
