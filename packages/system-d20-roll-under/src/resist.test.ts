import { createRegistry, resolveTest, stepTest } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { d20RollUnder } from './index.js';
import { enumerateAll, exactOdds, floatOdds, simulate } from './test-helpers.js';

/** A seeded simulation: its verdict depends on its dice, never on the clock. Seconds on an idle machine, several times that on a busy one: a wide timeout. */
const SIMULATION_TIMEOUT_MS = 300_000;

const registry = createRegistry([d20RollUnder]);
const resist = (input: unknown, dice: number[]) =>
  resolveTest(registry, { system: 'd20-roll-under', test: 'resist', input, dice });
const jokkler = { attacker: { name: 'Jokkler', skill: 12 }, target: { name: 'Guard', will: 10 } };

describe('resist', () => {
  it('Jokkler persuades the guard: two rounds of successes, then a critical success wins at once', () => {
    const { outcome, steps } = resist(jokkler, [8, 5, 7, 10, 2]);
    expect(outcome).toMatchObject({
      label: 'Attacker wins (critical)',
      result: 'success',
      winner: 'attacker',
      rounds: 3,
      ending: 'attacker-critical-success',
    });
    expect(steps.filter((s) => s.kind === 'roll').map((s) => s.text)).toEqual([
      'Round 1: Jokkler rolls 8 against Skill 12: Success',
      'Round 1: Guard rolls 5 against Will 10: Success',
      'Round 2: Jokkler rolls 7 against Skill 12: Success',
      'Round 2: Guard rolls 10 against Will 10: Success',
      'Round 3: Jokkler rolls 2 against Skill 12: Critical Success',
    ]);
  });

  it("the target's critical success wins at once", () => {
    expect(resist(jokkler, [8, 1]).outcome).toMatchObject({
      label: 'Target wins',
      winner: 'target',
      rounds: 1,
    });
  });

  it('a critical failure loses at once, for either party', () => {
    expect(resist(jokkler, [20]).outcome).toMatchObject({
      label: 'Target wins',
      winner: 'target',
      ending: 'attacker-critical-failure',
    });
    expect(resist(jokkler, [8, 19]).outcome).toMatchObject({
      label: 'Attacker wins (critical)',
      ending: 'target-critical-failure',
    });
  });

  it("the attacker's plain failure ends it, and the target's plain failure loses", () => {
    expect(resist(jokkler, [13]).outcome).toMatchObject({ label: 'Attack fails', winner: 'target' });
    expect(resist(jokkler, [8, 11]).outcome).toMatchObject({ label: 'Attacker wins', winner: 'attacker' });
  });

  it('never uses the -5 penalty', () => {
    const { steps } = resist({ ...jokkler, maxRounds: 3 }, [5, 6, 7, 3, 9, 4]);
    expect(steps.some((s) => s.text.includes('- 5'))).toBe(false);
  });

  it('refuses a round state with a -5 pending, which Resisting never has', () => {
    expect(() =>
      stepTest(registry, {
        system: 'd20-roll-under',
        test: 'resist',
        input: jokkler,
        state: { round: 1, penalty: -5 },
        dice: [5, 5],
      }),
    ).toThrow(expect.objectContaining({ code: 'invalid_state' }));
  });

  it('refuses a missing skill, naming the field (and the Will given in its place)', () => {
    expect(() => resist({ attacker: { will: 12 }, target: { will: 10 } }, [5])).toThrow(
      expect.objectContaining({
        code: 'invalid_input',
        issues: [
          {
            path: ['input', 'attacker', 'will'],
            message: "unknown field 'will', expected one of: name, skill, modifiers",
          },
          expect.objectContaining({ path: ['input', 'attacker', 'skill'] }),
        ],
      }),
    );
  });

  describe('odds', () => {
    it.each([
      [1, 12, 10],
      [2, 12, 10],
      [2, 3, 17],
    ])('%i rounds, Skill %i against Will %i: exactly brute force over all dice', (maxRounds, skill, will) => {
      const raw = { attacker: { skill }, target: { will }, maxRounds };
      const brute = enumerateAll('resist', raw);
      const exact = exactOdds('resist', raw);
      expect(exact.labels).toEqual(brute.labels);
      expect(exact.endings).toEqual(brute.endings);
      // The headline: each side's chance to win, and of neither, exactly.
      expect(exact.winners).toEqual(brute.winners);
    });

    it(
      'default rounds: a seeded simulation of 100,000 contests is within 4 standard errors',
      () => {
        const runs = 100_000;
        const counts = simulate('resist', jokkler, { runs, seed: 'resist' });
        const odds = floatOdds('resist', jokkler);
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
