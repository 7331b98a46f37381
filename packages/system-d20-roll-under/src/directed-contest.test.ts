import { createRegistry, isVerdictError, parseInput, resolveTest, stepTest } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { d20RollUnder } from './index.js';
import { enumerateAll, exactOdds, floatOdds, simulate } from './test-helpers.js';

const registry = createRegistry([d20RollUnder]);
const request = { system: 'd20-roll-under', test: 'directed-contest' } as const;
const contest = (input: unknown, dice: number[]) => resolveTest(registry, { ...request, input, dice });
const even = { attacker: { will: 12 }, target: { will: 12 } };
const texts = (steps: readonly { kind: string; text: string }[], kind: string) =>
  steps.filter((s) => s.kind === kind).map((s) => s.text);

describe('directed-contest', () => {
  it('goes on while both succeed, and the attacker wins when the target fails', () => {
    const { outcome, steps } = contest(even, [5, 6, 7, 15]);
    expect(outcome).toMatchObject({
      label: 'Attacker wins',
      result: 'success',
      winner: 'attacker',
      rounds: 2,
    });
    expect(texts(steps, 'roll')).toEqual([
      'Round 1: Attacker rolls 5 against Will 12: Success',
      'Round 1: Target rolls 6 against Will 12: Success',
      'Round 2: Attacker rolls 7 against Will 12: Success',
      'Round 2: Target rolls 15 against Will 12: Failure',
    ]);
    expect(steps.filter((s) => s.kind === 'roll').map((s) => [s.side, s.round])).toEqual([
      ['attacker', 1],
      ['target', 1],
      ['attacker', 2],
      ['target', 2],
    ]);
  });

  it("ends when the attacker fails: the action is ineffective and the target doesn't roll", () => {
    const response = contest(even, [14]);
    expect(response.outcome).toMatchObject({
      label: 'Attack fails',
      result: 'failure',
      winner: 'target',
      rounds: 1,
    });
    expect(response.outcome.effects).toEqual([
      { kind: 'narrative', text: "Attacker's action is ineffective" },
    ]);
    expect(response.dice).toHaveLength(1);
  });

  it("stuns the attacker on a critical failure, whatever the attacker's Will", () => {
    const { outcome } = contest({ attacker: { name: 'Mage', will: 30 }, target: { will: 3 } }, [19]);
    expect(outcome).toMatchObject({ label: 'Attacker stunned', winner: 'target', tier: -3 });
    expect(outcome.effects).toContainEqual({
      kind: 'condition',
      text: 'Mage is mentally Stunned for a round',
      side: 'attacker',
    });
  });

  it("makes the action even more effective on the target's critical failure", () => {
    const { outcome } = contest(even, [7, 20]);
    expect(outcome).toMatchObject({ label: 'Attacker wins (critical)', ending: 'target-critical-failure' });
    expect(outcome.effects).toContainEqual({
      kind: 'critical',
      text: "Attacker's action is even more effective (the GM decides how)",
    });
  });

  it("penalty option: the attacker's critical success puts -5 on the target's next Will test only", () => {
    const input = { attacker: { will: 12 }, target: { will: 11 }, maxRounds: 3 };
    const { outcome, steps } = contest(input, [2, 6, 5, 9, 8, 7]);
    expect(texts(steps, 'roll')).toEqual([
      'Round 1: Attacker rolls 2 against Will 12: Critical Success',
      'Round 1: Target rolls 6 against Will 11 - 5 = 6: Success',
      'Round 2: Attacker rolls 5 against Will 12: Success',
      'Round 2: Target rolls 9 against Will 11: Success',
      'Round 3: Attacker rolls 8 against Will 12: Success',
      'Round 3: Target rolls 7 against Will 11: Success',
    ]);
    expect(outcome).toMatchObject({ label: 'Unresolved', result: 'unresolved', rounds: 3 });
  });

  it("penalty option: the target's critical success puts -5 on the attacker's next Will test only", () => {
    const failed = contest(even, [5, 1, 8]);
    expect(texts(failed.steps, 'roll').at(-1)).toBe(
      'Round 2: Attacker rolls 8 against Will 12 - 5 = 7: Failure',
    );
    expect(failed.outcome).toMatchObject({ label: 'Attack fails', rounds: 2 });
    expect(failed.steps.filter((s) => s.kind === 'roll').at(-1)).toMatchObject({ penalty: -5, effective: 7 });
    const next = contest(even, [5, 1, 6, 9, 8, 15]);
    expect(texts(next.steps, 'roll').slice(2)).toEqual([
      'Round 2: Attacker rolls 6 against Will 12 - 5 = 7: Success',
      'Round 2: Target rolls 9 against Will 12: Success',
      'Round 3: Attacker rolls 8 against Will 12: Success',
      'Round 3: Target rolls 15 against Will 12: Failure',
    ]);
    expect(next.outcome).toMatchObject({ label: 'Attacker wins', rounds: 3 });
  });

  it('automatic option: a critical success wins at once', () => {
    const input = { ...even, criticalSuccess: 'automatic' };
    const attacker = contest(input, [1]);
    expect(attacker.outcome).toMatchObject({
      label: 'Attacker wins (critical)',
      ending: 'attacker-critical-success',
    });
    expect(attacker.dice).toHaveLength(1);
    expect(contest(input, [4, 2]).outcome).toMatchObject({
      label: 'Target wins',
      winner: 'target',
      tier: -2,
    });
  });

  it('is unresolved at maxRounds: the attacker gives up', () => {
    const { outcome } = contest({ ...even, maxRounds: 1 }, [3, 4]);
    expect(outcome).toMatchObject({ label: 'Unresolved', result: 'unresolved', tier: 0, rounds: 1 });
    expect(outcome.winner).toBeUndefined();
    expect(outcome.effects[0]?.text).toBe('Attacker gives up: the action is unsuccessful and unresolved');
  });

  it('shows modifiers and names in the steps', () => {
    const { steps } = contest(
      {
        attacker: { name: 'Morgath', will: 12, modifiers: [{ label: 'amulet', amount: 2 }] },
        target: { will: 9 },
      },
      [16],
    );
    expect(steps.map((s) => s.text).slice(0, 4)).toEqual([
      'Morgath: Will 12 + 2 = 14 (amulet: +2)',
      'Target: Will 9',
      'Round 1',
      'Round 1: Morgath rolls 16 against Will 14: Failure',
    ]);
  });

  it('can be stepped round by round from a JSON state, giving the same outcome as a whole resolution', () => {
    const dice = [5, 1, 6, 9, 8, 15];
    const whole = contest(even, dice);
    let state: unknown;
    let round = stepTest(registry, { ...request, input: even, dice: dice.slice(0, 2) });
    expect(round).toMatchObject({ done: false, state: { round: 1, penalty: -5 } });
    expect(round.needs.map((n) => n.group)).toEqual(['attacker', 'target']);
    const steps = [...round.steps];
    for (const pair of [dice.slice(2, 4), dice.slice(4, 6)]) {
      state = JSON.parse(JSON.stringify(round.state));
      round = stepTest(registry, { ...request, input: even, state, dice: pair });
      steps.push(...round.steps);
    }
    expect(round.done).toBe(true);
    expect(round.outcome).toEqual(whole.outcome);
    expect(steps).toEqual(whole.steps);
    expect(round.needs).toEqual([]);
  });

  it("takes both dice of a round rolled at once at the table, when the attacker's roll already ends it", () => {
    const round = stepTest(registry, { ...request, input: even, dice: [15, 7] });
    expect(round).toMatchObject({ done: true, outcome: { label: 'Attack fails', winner: 'target' } });
    expect(round.dice.map((d) => [d.group, d.face])).toEqual([['attacker', 15]]);
    expect(round.steps.at(-1)?.text).toBe(
      'The last entered die was not needed: the round ended before it was rolled',
    );
  });

  it('refuses a state that does not fit, and more than 1000 rounds', () => {
    const bad = () =>
      stepTest(registry, { ...request, input: even, state: { round: 1, penalty: -3 }, dice: [5, 5] });
    expect(bad).toThrow(expect.objectContaining({ code: 'invalid_state' }));
    try {
      contest({ ...even, maxRounds: 1001 }, [5]);
      expect.unreachable();
    } catch (error) {
      // The schema states the limit (its JSON Schema says maximum: 1000), so it is an invalid input naming it.
      expect(isVerdictError(error) && error.code).toBe('invalid_input');
      expect(isVerdictError(error) && error.issues).toEqual([
        { path: ['input', 'maxRounds'], message: "at most 1000 rounds (the contract's limit)" },
      ]);
    }
    expect(() => contest({ ...even, maxRounds: 0 }, [5])).toThrow(
      expect.objectContaining({ code: 'invalid_input' }),
    );
    expect(() => contest({ attacker: { will: 12 } }, [5])).toThrow(
      expect.objectContaining({
        code: 'invalid_input',
        issues: [expect.objectContaining({ path: ['input', 'target'] })],
      }),
    );
  });

  it('refuses too few or too many entered dice', () => {
    expect(() => contest(even, [5])).toThrow(expect.objectContaining({ code: 'dice_exhausted' }));
    expect(() => contest(even, [15, 5])).toThrow(expect.objectContaining({ code: 'dice_left_over' }));
  });

  describe('odds', () => {
    it.each([
      ['penalty', 1, 12, 11],
      ['penalty', 2, 12, 11],
      ['penalty', 2, 6, 16],
      ['penalty', 2, 1, 25],
      ['automatic', 1, 12, 11],
      ['automatic', 2, 15, 9],
    ] as const)(
      '%s, %i rounds, Will %i against %i: exactly brute force over all dice',
      (mode, maxRounds, a, t) => {
        const input = { attacker: { will: a }, target: { will: t }, criticalSuccess: mode, maxRounds };
        const brute = enumerateAll('directed-contest', input);
        const exact = exactOdds('directed-contest', input);
        expect(exact.labels).toEqual(brute.labels);
        expect(exact.endings).toEqual(brute.endings);
        // The headline: each side's chance to win, and of neither, exactly.
        expect(exact.winners).toEqual(brute.winners);
      },
    );

    it.each(['penalty', 'automatic'] as const)(
      '%s, default rounds: a seeded simulation of 100,000 contests is within 4 standard errors',
      (mode) => {
        const input = { attacker: { will: 12 }, target: { will: 11 }, criticalSuccess: mode };
        const runs = 100_000;
        const counts = simulate('directed-contest', input, { runs, seed: `directed-${mode}` });
        const odds = floatOdds('directed-contest', input);
        for (const label of counts.keys()) expect(odds.has(label), label).toBe(true);
        for (const [label, p] of odds) {
          const error = 4 * Math.sqrt((p * (1 - p)) / runs);
          expect(Math.abs((counts.get(label) ?? 0) / runs - p), label).toBeLessThanOrEqual(error + 1e-12);
        }
      },
    );

    it('gives each distinct ending beside the labels, and drops fractions past 25 rounds', () => {
      const test = d20RollUnder.tests['directed-contest'];
      const odds = test.odds(parseInput(test, { ...even, maxRounds: 1000 }));
      expect(odds.outcomes.every((o) => o.fraction === undefined)).toBe(true);
      const sum = odds.outcomes.reduce((total, o) => total + o.probability, 0);
      expect(sum).toBeCloseTo(1, 12);
      expect((odds.endings as { ending: string }[]).map((e) => e.ending)).toEqual([
        'target-critical-failure',
        'attacker-won',
        'unresolved',
        'attack-failed',
        'attacker-stunned',
      ]);
    });
  });
});
