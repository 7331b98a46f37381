import { createRegistry, oddsTest, resolveTest } from '@verdict/core';
import { verdictErrorOf } from '@verdict/test-utils';
import { describe, expect, it } from 'vitest';
import { d20RollUnder } from './index.js';
import { enumerateAll } from './test-helpers.js';

const registry = createRegistry([d20RollUnder]);
const check = (input: unknown, dice: number[]) =>
  resolveTest(registry, { system: 'd20-roll-under', test: 'check', input, dice });
const odds = (input: unknown) => oddsTest(registry, { system: 'd20-roll-under', test: 'check', input });
const errorOf = verdictErrorOf;

describe('check', () => {
  it('adds labelled modifiers to the value and rolls one d20', () => {
    const response = check(
      {
        name: 'Fishing',
        value: 12,
        modifiers: [
          { label: 'poor tackle', amount: -3 },
          { label: 'dusk', amount: 1 },
        ],
      },
      [7],
    );
    expect(response.outcome).toEqual({
      result: 'success',
      label: 'Success',
      tier: 1,
      margin: 3,
      effects: [],
    });
    expect(response.dice).toEqual([{ sides: 20, face: 7, kept: true, group: 'check', source: 'entered' }]);
    expect(response.steps.map((s) => s.text)).toEqual([
      'Fishing 12',
      'poor tackle: -3',
      'dusk: +1',
      'Effective value 12 - 3 + 1 = 10',
      'Rolled 7 on d20',
      '7 <= 10: Success',
    ]);
  });

  it.each([
    [1, 'Extraordinary Success', 4, 'success'],
    [2, 'Extreme Success', 3, 'success'],
    [19, 'Extreme Failure', -2, 'failure'],
    [20, 'Catastrophic Failure', -3, 'failure'],
  ] as const)('a natural %i is %s whatever the value', (face, label, tier, critical) => {
    for (const value of [-10, 0, 10, 19, 20, 40]) {
      const { outcome } = check({ value }, [face]);
      expect(outcome).toMatchObject({ label, tier, critical, result: critical, margin: value - face });
      expect(outcome.effects).toHaveLength(1);
      expect(outcome.effects[0]).toMatchObject({ kind: 'critical' });
    }
  });

  it('gives each critical result its effects text', () => {
    expect(check({ value: 14 }, [20]).outcome.effects[0]?.text).toMatch(/pride and health/);
    expect(check({ value: 14 }, [19]).outcome.effects[0]?.text).toMatch(
      /reveals their intent, loses the initiative/,
    );
    expect(check({ value: 14 }, [1]).outcome.effects[0]?.text).toMatch(/beyond hope/);
    expect(check({ value: 14 }, [2]).outcome.effects[0]?.text).toMatch(/very well performed/);
  });

  it('is a Strong Success below half the effective value, by default', () => {
    expect(check({ value: 12 }, [5]).outcome).toMatchObject({ label: 'Strong Success', tier: 2, margin: 7 });
    expect(check({ value: 12 }, [6]).outcome).toMatchObject({ label: 'Success', margin: 6 });
    expect(check({ value: 13 }, [6]).outcome.label).toBe('Strong Success');
    expect(check({ value: 12, strongSuccess: false }, [5]).outcome.label).toBe('Success');
    expect(check({ value: 12 }, [5]).steps.at(-1)?.text).toBe('5 <= 12 and 5 < 12 / 2: Strong Success');
  });

  it('fails above the effective value, with a negative margin', () => {
    expect(check({ value: 12, modifiers: [{ amount: -3 }] }, [15]).outcome).toMatchObject({
      label: 'Failure',
      result: 'failure',
      tier: -1,
      margin: -6,
    });
  });

  it('names the field of bad input', () => {
    const error = errorOf(() => check({ value: 'twelve' }, [5]));
    expect(error.code).toBe('invalid_input');
    expect(error.issues[0]?.path).toEqual(['input', 'value']);
    const amount = errorOf(() => check({ value: 12, modifiers: [{ label: 'x', amount: 1.5 }] }, [5]));
    expect(amount.issues[0]?.path).toEqual(['input', 'modifiers', 0, 'amount']);
    expect(errorOf(() => check({ value: 120 }, [5])).issues[0]?.message).toBe(
      'expected a value from -99 to 99',
    );
  });

  it('refuses too few, too many or impossible entered dice', () => {
    expect(errorOf(() => check({ value: 12 }, [])).code).toBe('dice_exhausted');
    const extra = errorOf(() => check({ value: 12 }, [5, 6]));
    expect(extra.code).toBe('dice_left_over');
    expect(extra.issues[0]?.path).toEqual(['dice', 1]);
    expect(errorOf(() => check({ value: 12 }, [21])).code).toBe('face_out_of_range');
  });

  it('needs one d20', () => {
    expect(d20RollUnder.tests.check.needs({ value: 3, modifiers: [], strongSuccess: true })).toEqual([
      { count: 1, sides: 20, group: 'check', label: 'Check' },
    ]);
  });

  it('has exact odds by counting faces', () => {
    expect(odds({ value: 12, modifiers: [{ amount: -3 }] }).outcomes).toEqual([
      { label: 'Extraordinary Success', result: 'success', tier: 4, probability: 0.05, fraction: '1/20' },
      { label: 'Extreme Success', result: 'success', tier: 3, probability: 0.05, fraction: '1/20' },
      { label: 'Strong Success', result: 'success', tier: 2, probability: 0.1, fraction: '1/10' },
      { label: 'Success', result: 'success', tier: 1, probability: 0.25, fraction: '1/4' },
      { label: 'Failure', result: 'failure', tier: -1, probability: 0.45, fraction: '9/20' },
      { label: 'Extreme Failure', result: 'failure', tier: -2, probability: 0.05, fraction: '1/20' },
      { label: 'Catastrophic Failure', result: 'failure', tier: -3, probability: 0.05, fraction: '1/20' },
    ]);
  });

  it.each([-5, 0, 1, 2, 3, 5, 6, 7, 9, 10, 12, 17, 18, 19, 20, 25])(
    'odds match brute force over every face (effective %i)',
    (value) => {
      for (const strongSuccess of [true, false]) {
        const brute = enumerateAll('check', { value, strongSuccess });
        const exact = odds({ value, strongSuccess }).outcomes;
        expect(new Map(exact.map((o) => [o.label, o.fraction]))).toEqual(brute.labels);
      }
    },
  );
});
