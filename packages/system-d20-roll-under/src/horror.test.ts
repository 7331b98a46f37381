import { createRegistry, oddsTest, resolveTest } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { d20RollUnder } from './index.js';
import { enumerateAll } from './test-helpers.js';

const registry = createRegistry([d20RollUnder]);
const horror = (input: unknown, dice: number[]) =>
  resolveTest(registry, { system: 'd20-roll-under', test: 'horror', input, dice });

describe('horror', () => {
  it.each([
    [1, 'Unfazed', 'success', 2],
    [2, 'Unfazed', 'success', 2],
    [3, 'Steady', 'success', 1],
    [11, 'Steady', 'success', 1],
    [12, 'Horrified', 'failure', -1],
    [18, 'Horrified', 'failure', -1],
    [19, 'Overwhelmed', 'failure', -2],
    [20, 'Overwhelmed', 'failure', -2],
  ] as const)('a %i against Will 11 is %s', (face, label, result, tier) => {
    expect(horror({ value: 11 }, [face]).outcome).toMatchObject({ label, result, tier, margin: 11 - face });
  });

  it('is Unfazed with no effects beyond that, and Steady with a shudder', () => {
    expect(horror({ value: 11 }, [1]).outcome.effects).toEqual([
      { kind: 'narrative', text: 'Utterly unfazed by the experience' },
    ]);
    expect(horror({ value: 11 }, [5]).outcome.effects).toEqual([
      { kind: 'narrative', text: 'A slight shudder or brief nausea, nothing more' },
    ]);
  });

  const modifiers = [{ label: 'utterly unearthly', amount: -2 }];
  const followUp = {
    kind: 'follow-up',
    text: 'Recover: a Will test at -2 ends the -2 and the fear',
    test: 'check',
    input: {
      value: 11,
      modifiers: [{ label: 'exposed', amount: -2 }],
      name: 'Will',
    },
  };

  it('Horrified: -2 to all tests while exposed, and the recovery check as a follow-up', () => {
    const { outcome } = horror({ value: 11, modifiers }, [14]);
    expect(outcome.effects).toContainEqual(expect.objectContaining({ kind: 'condition', amount: -2 }));
    expect(outcome.effects.at(-1)).toEqual(followUp);
  });

  it('Overwhelmed: Stunned a round, an extreme reaction, and the -2 as well', () => {
    const { outcome } = horror({ value: 11, modifiers }, [20]);
    const texts = outcome.effects.map((e) => e.text).join(' | ');
    expect(texts).toMatch(/Mentally Stunned for a round/);
    expect(texts).toMatch(/extreme reaction/);
    expect(texts).toMatch(/neurosis or psychosis/);
    expect(outcome.effects).toContainEqual(expect.objectContaining({ kind: 'condition', amount: -2 }));
    expect(outcome.effects.at(-1)).toEqual(followUp);
  });

  it('proposes the recovery check as a follow-up on the outcome, only when horrified', () => {
    const recover = {
      test: 'check',
      label: 'Recover',
      description: 'A Will test at -2 ends the -2 and the fear',
      input: followUp.input,
    };
    expect(horror({ value: 11, modifiers }, [14]).outcome.followUps).toEqual([recover]);
    expect(horror({ value: 11, modifiers }, [20]).outcome.followUps).toEqual([recover]);
    expect(horror({ value: 11, modifiers }, [3]).outcome.followUps).toBeUndefined();
  });

  it("the follow-up resolves as the same system's check", () => {
    const effect = horror({ value: 11, modifiers }, [14]).outcome.effects.at(-1)!;
    const recovery = resolveTest(registry, {
      system: 'd20-roll-under',
      test: effect.test as string,
      input: effect.input,
      dice: [7],
    });
    expect(recovery.steps.find((s) => s.text.startsWith('Effective'))?.text).toBe(
      'Effective value 11 - 2 = 9',
    );
    expect(recovery.outcome.label).toBe('Success');
  });

  it("carries only the recovery test's own -2, not the Horror Check's modifiers (the revised Decision)", () => {
    // rules: d20-roll-under.md, "Decision, revised: what the recovery test carries": Will 12, "utterly unearthly -2".
    const { outcome } = horror({ value: 12, modifiers }, [15]);
    expect(outcome.label).toBe('Horrified');
    const [recover] = outcome.followUps!;
    expect(recover!.input).toEqual({
      value: 12,
      modifiers: [{ label: 'exposed', amount: -2 }],
      name: 'Will',
    });
    const odds = oddsTest(registry, { system: 'd20-roll-under', test: recover!.test, input: recover!.input });
    const success = odds.outcomes
      .filter((o) => o.result === 'success')
      .reduce((sum, o) => sum + o.probability, 0);
    expect(success).toBe(1 / 2);
  });

  it.each([-3, 0, 2, 3, 8, 11, 18, 19, 30])('odds match brute force over every face (Will %i)', (value) => {
    const exact = oddsTest(registry, { system: 'd20-roll-under', test: 'horror', input: { value } }).outcomes;
    expect(new Map(exact.map((o) => [o.label, o.fraction]))).toEqual(
      enumerateAll('horror', { value }).labels,
    );
  });
});
