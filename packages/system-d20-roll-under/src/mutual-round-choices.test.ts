// The Decisions of rules/d20-roll-under.md for the Mutual Contest of Wills: `automatic` is offered by analogy with
// the Directed Contest, the default stays `penalty`; the GM may choose for each round separately, a choice applies to
// its own round only, a -5 chosen in a round carries to the other side's next Will test (which may fall in the next
// round), rounds with no choice follow the contest-wide option, and the odds follow the contest-wide option.
import { createRegistry, oddsTest, resolveTest, stepTest } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { d20RollUnder } from './index.js';
import { enumerateAll, exactOdds } from './test-helpers.js';

const registry = createRegistry([d20RollUnder]);
const request = { system: 'd20-roll-under', test: 'mutual-contest' } as const;
// The Abbot has the higher Wits: Party A ('second' in input order), he rolls first; the Witch is Party B.
const witch = { name: 'Witch', will: 12, wits: 10 };
const abbot = { name: 'Abbot', will: 11, wits: 14 };
const penalty = { parties: [witch, abbot] };
const automatic = { ...penalty, criticalSuccess: 'automatic' };
const step = (input: unknown, dice: number[], extra: Record<string, unknown> = {}) =>
  stepTest(registry, { ...request, input, dice, ...extra });
const rollsOf = (steps: readonly { kind: string; text: string }[]) =>
  steps.filter((s) => s.kind === 'roll').map((s) => s.text);

describe('Mutual Contest: the contest-wide option', () => {
  it("defaults to 'penalty' (-5), the seed's own wording; 'automatic' is offered too", () => {
    const odds = oddsTest(registry, { ...request, input: penalty }) as unknown as { criticalSuccess: string };
    expect(odds.criticalSuccess).toBe('penalty');
    // Party A's critical success: the Witch tests at -5 (8 fails against 12 - 5), so the Abbot simply wins.
    expect(resolveTest(registry, { ...request, input: penalty, dice: [1, 8] }).outcome).toMatchObject({
      label: 'Second party wins',
      ending: 'party-a-won',
    });
    expect(resolveTest(registry, { ...request, input: automatic, dice: [1] }).outcome).toMatchObject({
      label: 'Second party wins (critical)',
      ending: 'party-a-critical-success',
      rounds: 1,
    });
  });
});

describe('Mutual Contest: choices round by round', () => {
  it("a -5 chosen in a round carries to the other side's next Will test, in the next round", () => {
    // Contest-wide automatic; the GM chooses the -5 for the Witch's critical success in round 1.
    const first = step(automatic, [5, 2], { choices: { criticalSuccess: { first: 'penalty' } } });
    expect(first).toMatchObject({ done: false, state: { round: 1, penalty: -5 } });
    // Round 2 has no choice: the Abbot tests at 11 - 5 = 6, and a 7 fails; the Witch's 4 wins.
    const second = step(automatic, [7, 4], { state: first.state });
    expect(rollsOf(second.steps)).toEqual([
      'Round 2: Abbot rolls 7 against Will 11 - 5 = 6: Failure',
      'Round 2: Witch rolls 4 against Will 12: Success',
    ]);
    expect(second.outcome).toMatchObject({ label: 'First party wins', winner: 'first', rounds: 2 });
  });

  it('a round with no choice follows the contest-wide option, even after a round that chose otherwise', () => {
    const first = step(automatic, [2, 3], { choices: { criticalSuccess: { second: 'penalty' } } });
    // The Abbot's critical success took the -5 this round: the Witch tested at 7 and succeeded with a 3.
    expect(rollsOf(first.steps)[1]).toBe('Round 1: Witch rolls 3 against Will 12 - 5 = 7: Success');
    expect(first).toMatchObject({ done: false, state: { round: 1, penalty: 0 } });
    // Round 2, no choice: the Abbot's critical success wins at once (automatic).
    const second = step(automatic, [1], { state: first.state });
    expect(second.outcome).toMatchObject({ label: 'Second party wins (critical)', rounds: 2 });
  });

  it("a choice applies to its own round only: it is not kept in the state, under 'penalty' too", () => {
    const first = step(penalty, [5, 6]);
    expect(first.state).toEqual({ round: 1, penalty: 0 });
    const fiat = step(penalty, [2], {
      state: first.state,
      choices: { criticalSuccess: { second: 'automatic' } },
    });
    expect(fiat.outcome).toMatchObject({ label: 'Second party wins (critical)', rounds: 2 });
    expect(fiat.state).toEqual({ round: 2, penalty: 0 });
    // The same round without the choice follows 'penalty': the Witch tests at -5.
    const plain = step(penalty, [2, 6], { state: first.state });
    expect(rollsOf(plain.steps)[1]).toBe('Round 2: Witch rolls 6 against Will 12 - 5 = 7: Success');
    expect(plain).toMatchObject({ done: false, state: { round: 2, penalty: 0 } });
  });

  // Brute force resolves every sequence of dice (20^4 for two rounds): a generous timeout for a busy machine.
  it('the odds follow the contest-wide option, exactly as every sequence of dice resolved', () => {
    const short = { ...automatic, maxRounds: 2 };
    const brute = enumerateAll('mutual-contest', short);
    const odds = oddsTest(registry, { ...request, input: short });
    expect(new Map(odds.outcomes.map((o) => [o.label, o.fraction]))).toEqual(brute.labels);
    expect(exactOdds('mutual-contest', short).endings).toEqual(brute.endings);
  }, 120_000);
});
