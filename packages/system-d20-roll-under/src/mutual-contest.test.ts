import { createRegistry, parseInput, resolveTest, stepTest } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { d20RollUnder } from './index.js';
import { enumerateAll, exactOdds, floatOdds, simulate } from './test-helpers.js';

/** A seeded simulation: its verdict depends on its dice, never on the clock. Seconds on an idle machine, several times that on a busy one: a wide timeout. */
const SIMULATION_TIMEOUT_MS = 300_000;

const registry = createRegistry([d20RollUnder]);
const request = { system: 'd20-roll-under', test: 'mutual-contest' } as const;
const contest = (input: unknown, dice: number[]) => resolveTest(registry, { ...request, input, dice });
const rolls = (steps: readonly { kind: string; text: string }[]) =>
  steps.filter((s) => s.kind === 'roll').map((s) => s.text);
// The second party has the higher Wits, so it is Party A and rolls first.
const witch = { name: 'Witch', will: 12, wits: 10 };
const abbot = { name: 'Abbot', will: 11, wits: 14 };
const input = { parties: [witch, abbot] };

describe('mutual-contest', () => {
  it('Party A is the higher Wits and rolls first; the winner is named in input order', () => {
    const { outcome, steps, dice } = contest(input, [6, 15]);
    expect(steps[0]?.text).toBe(
      'Abbot has the higher Wits (14 against 10): Party A, tests first; Witch is Party B',
    );
    expect(rolls(steps)).toEqual([
      'Round 1: Abbot rolls 6 against Will 11: Success',
      'Round 1: Witch rolls 15 against Will 12: Failure',
    ]);
    expect(dice.map((d) => d.group)).toEqual(['second', 'first']);
    expect(outcome).toMatchObject({
      label: 'Second party wins',
      result: 'failure',
      winner: 'second',
      tier: -1,
    });
    expect(outcome.effects).toContainEqual({
      kind: 'condition',
      text: 'The losing condition occurs to Witch',
      side: 'first',
    });
  });

  it('on equal Wits the first listed is Party A', () => {
    const { steps, outcome } = contest(
      {
        parties: [
          { will: 10, wits: 12 },
          { will: 10, wits: 12 },
        ],
      },
      [14, 3],
    );
    expect(steps[0]?.text).toBe('Equal Wits (12): First party, listed first, is Party A and tests first');
    expect(outcome).toMatchObject({ label: 'Second party wins', winner: 'second' });
  });

  it('goes on when both succeed or both fail', () => {
    const { outcome, steps } = contest(input, [6, 9, 15, 13, 4, 14]);
    expect(steps.filter((s) => s.kind === 'note').map((s) => s.text)).toContain(
      'Both succeed: the contest goes on',
    );
    expect(steps.filter((s) => s.kind === 'note').map((s) => s.text)).toContain(
      'Both fail: the contest goes on',
    );
    expect(outcome).toMatchObject({ label: 'Second party wins', rounds: 3 });
  });

  it("Party A's critical failure loses at once and Party B does not roll", () => {
    const response = contest(input, [20]);
    expect(response.outcome).toMatchObject({
      label: 'First party wins (critical)',
      winner: 'first',
      tier: 2,
    });
    expect(response.outcome.ending).toBe('party-a-critical-failure');
    expect(response.dice).toHaveLength(1);
  });

  it("Party B's critical failure loses at once, even when Party A failed", () => {
    const { outcome } = contest(input, [16, 19]);
    expect(outcome).toMatchObject({ label: 'Second party wins (critical)', winner: 'second' });
    expect(outcome.ending).toBe('party-b-critical-failure');
  });

  it("penalty option: A's critical success puts B at -5; B's, when both succeeded, puts A at -5 next round", () => {
    const { steps, outcome } = contest(input, [1, 8]);
    expect(rolls(steps)).toEqual([
      'Round 1: Abbot rolls 1 against Will 11: Critical Success',
      'Round 1: Witch rolls 8 against Will 12 - 5 = 7: Failure',
    ]);
    expect(outcome).toMatchObject({ label: 'Second party wins', rounds: 1 });
    const longer = contest(input, [1, 6, 9, 2, 8, 3]);
    expect(rolls(longer.steps)).toEqual([
      'Round 1: Abbot rolls 1 against Will 11: Critical Success',
      'Round 1: Witch rolls 6 against Will 12 - 5 = 7: Success',
      'Round 2: Abbot rolls 9 against Will 11: Success',
      'Round 2: Witch rolls 2 against Will 12: Critical Success',
      'Round 3: Abbot rolls 8 against Will 11 - 5 = 6: Failure',
      'Round 3: Witch rolls 3 against Will 12: Success',
    ]);
    expect(longer.outcome).toMatchObject({
      label: 'First party wins',
      winner: 'first',
      result: 'success',
      rounds: 3,
    });
  });

  it("penalty option: B's critical success when A failed simply wins", () => {
    expect(contest(input, [15, 1]).outcome).toMatchObject({
      label: 'First party wins',
      ending: 'party-b-won',
    });
  });

  it('automatic option: a critical success wins at once', () => {
    const auto = { ...input, criticalSuccess: 'automatic' };
    const a = contest(auto, [2]);
    expect(a.outcome).toMatchObject({
      label: 'Second party wins (critical)',
      ending: 'party-a-critical-success',
    });
    expect(a.dice).toHaveLength(1);
    expect(contest(auto, [5, 1]).outcome).toMatchObject({
      label: 'First party wins (critical)',
      ending: 'party-b-critical-success',
    });
  });

  it('is unresolved at maxRounds', () => {
    expect(contest({ ...input, maxRounds: 2 }, [5, 5, 15, 15]).outcome).toMatchObject({
      label: 'Unresolved',
      result: 'unresolved',
      rounds: 2,
    });
  });

  it('refuses anything but two parties', () => {
    expect(() => contest({ parties: [witch] }, [5])).toThrow(
      expect.objectContaining({
        code: 'invalid_input',
        issues: [{ path: ['input', 'parties'], message: 'expected exactly two parties' }],
      }),
    );
  });

  it('can be stepped round by round, giving the same outcome as a whole resolution', () => {
    const dice = [1, 6, 9, 2, 8, 3];
    const whole = contest(input, dice);
    let round = stepTest(registry, { ...request, input, dice: dice.slice(0, 2) });
    expect(round.needs.map((n) => n.label)).toEqual([
      "Abbot's Will",
      "Witch's Will (unless Abbot's roll ends the contest)",
    ]);
    const steps = [...round.steps];
    for (const pair of [dice.slice(2, 4), dice.slice(4, 6)]) {
      round = stepTest(registry, {
        ...request,
        input,
        state: JSON.parse(JSON.stringify(round.state)),
        dice: pair,
      });
      steps.push(...round.steps);
    }
    expect(round.outcome).toEqual(whole.outcome);
    expect(steps).toEqual(whole.steps);
  });

  describe('odds', () => {
    it.each([
      ['penalty', 1, [12, 10], [11, 14]],
      ['penalty', 2, [12, 10], [11, 14]],
      ['penalty', 2, [4, 12], [16, 12]],
      ['automatic', 2, [13, 15], [9, 3]],
    ] as const)('%s, %i rounds: exactly brute force over all dice', (mode, maxRounds, [w1, x1], [w2, x2]) => {
      const raw = {
        parties: [
          { will: w1, wits: x1 },
          { will: w2, wits: x2 },
        ],
        criticalSuccess: mode,
        maxRounds,
      };
      const brute = enumerateAll('mutual-contest', raw);
      const exact = exactOdds('mutual-contest', raw);
      expect(exact.labels).toEqual(brute.labels);
      expect(exact.endings).toEqual(brute.endings);
      // The headline: each side's chance to win, and of neither, exactly.
      expect(exact.winners).toEqual(brute.winners);
    });

    it('says which party is Party A', () => {
      const test = d20RollUnder.tests['mutual-contest'];
      expect(test.odds(parseInput(test, input)).partyA).toBe('second');
    });

    it.each(['penalty', 'automatic'] as const)(
      '%s, default rounds: a seeded simulation of 100,000 contests is within 4 standard errors',
      (mode) => {
        const raw = { ...input, criticalSuccess: mode };
        const runs = 100_000;
        const counts = simulate('mutual-contest', raw, { runs, seed: `mutual-${mode}` });
        const odds = floatOdds('mutual-contest', raw);
        for (const label of counts.keys()) expect(odds.has(label), label).toBe(true);
        for (const [label, p] of odds) {
          const error = 4 * Math.sqrt((p * (1 - p)) / runs);
          expect(Math.abs((counts.get(label) ?? 0) / runs - p), label).toBeLessThanOrEqual(error + 1e-12);
        }
      },
      SIMULATION_TIMEOUT_MS,
    );
  });
});
