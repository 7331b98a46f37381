// Resisting: a critical failure only makes the roller lose ("that Party automatically loses"); the Directed
// Contest's mental Stun is not carried over (rules/d20-roll-under.md, "Decision, revised (turn 3)").
import { createRegistry, oddsTest, resolveTest } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { d20RollUnder } from './index.js';
import { enumerateAll, exactOdds } from './test-helpers.js';

const registry = createRegistry([d20RollUnder]);
const play = (test: string, input: unknown, dice: number[]) =>
  resolveTest(registry, { system: 'd20-roll-under', test, input, dice });
const jokkler = { attacker: { name: 'Jokkler', skill: 12 }, target: { name: 'Guard', will: 10 } };
const stunned = (texts: readonly string[]) => texts.filter((t) => /stun/i.test(t));

describe("Resisting: the attacker's critical failure", () => {
  it.each([[[20]], [[19]], [[8, 5, 20]]])('loses at once, with no Stunned effect (dice %j)', (dice) => {
    const { outcome, steps } = play('resist', jokkler, dice);
    expect(outcome).toMatchObject({
      label: 'Target wins',
      result: 'failure',
      tier: -2,
      winner: 'target',
      ending: 'attacker-critical-failure',
    });
    expect(outcome.effects).toEqual([{ kind: 'narrative', text: "Jokkler's action is ineffective" }]);
    expect(stunned(steps.map((s) => s.text))).toEqual([]);
    expect(steps.filter((s) => s.kind === 'note').at(-1)?.text).toBe(
      'Jokkler critically fails and loses at once (Guard does not roll)',
    );
  });

  it('the Directed Contest still Stuns the attacker', () => {
    const directed = { attacker: { name: 'Jokkler', will: 12 }, target: { name: 'Guard', will: 10 } };
    const { outcome } = play('directed-contest', directed, [20]);
    expect(outcome).toMatchObject({ label: 'Attacker stunned', ending: 'attacker-stunned' });
    expect(stunned(outcome.effects.map((e) => e.text))).toEqual(['Jokkler is mentally Stunned for a round']);
  });

  it('odds: no "Attacker stunned"; the critical failure is one way the target wins', () => {
    const odds = oddsTest(registry, { system: 'd20-roll-under', test: 'resist', input: jokkler });
    expect(odds.outcomes.map((o) => o.label)).toEqual([
      'Attacker wins (critical)',
      'Attacker wins',
      'Unresolved',
      'Attack fails',
      'Target wins',
    ]);
    expect((odds.endings as { ending: string }[]).map((e) => e.ending)).toContain(
      'attacker-critical-failure',
    );
    expect(JSON.stringify(odds)).not.toMatch(/stun/i);
  });

  it.each([
    [1, 12, 10],
    [2, 12, 10],
    [2, 3, 17],
    [2, 21, 0],
  ])(
    '%i rounds, Skill %i against Will %i: labels, endings and headline exactly as brute force',
    (maxRounds, skill, will) => {
      const raw = { attacker: { skill }, target: { will }, maxRounds };
      const brute = enumerateAll('resist', raw);
      const exact = exactOdds('resist', raw);
      expect(exact.labels).toEqual(brute.labels);
      expect(exact.endings).toEqual(brute.endings);
      expect(exact.winners).toEqual(brute.winners);
    },
    120_000,
  );
});

/** Adds exact fractions "n/d". */
function sumFractions(fractions: readonly string[]): { n: bigint; d: bigint } {
  return fractions.reduce(
    (sum, f) => {
      const [n, d] = f.split('/').map(BigInt) as [bigint, bigint];
      return { n: sum.n * d + n * sum.d, d: sum.d * d };
    },
    { n: 0n, d: 1n },
  );
}

describe("Resisting's headline", () => {
  it.each([
    ['Jokkler against the guard', jokkler],
    ['one round', { ...jokkler, maxRounds: 1 }],
    ['25 rounds, Skill 3 against Will 17', { attacker: { skill: 3 }, target: { will: 17 }, maxRounds: 25 }],
    ['Skill 25 against Will -3', { attacker: { skill: 25 }, target: { will: -3 } }],
  ])('sums to exactly 1: each side and the round limit where it can be reached (%s)', (_name, input) => {
    const { headline, outcomes } = oddsTest(registry, { system: 'd20-roll-under', test: 'resist', input });
    expect(headline!.map((h) => h.key).slice(0, 2)).toEqual(['side.attacker', 'side.target']);
    const exact = sumFractions(headline!.map((h) => h.fraction!));
    expect(exact.n).toBe(exact.d);
    expect(headline!.reduce((s, h) => s + h.value, 0)).toBeCloseTo(1, 14);
    // The outcomes sum to 1 exactly too.
    const all = sumFractions(outcomes.map((o) => o.fraction!));
    expect(all.n).toBe(all.d);
  });
});
