import { createRegistry, isVerdictError, oddsTest } from '@verdict/core';
import { createTray } from '@verdict/dice';
import { describe, expect, it } from 'vitest';
import { type ExtendedInput, extendedInput } from './extended-input.js';
import { extendedOdds } from './extended-odds.js';
import { type ExtendedState, extendedRounds, turnNeeds } from './extended-rounds.js';
import { twoD6Pool } from './index.js';

/** Every sequence of `count` faces of a d6. */
function* sequences(count: number): Generator<number[]> {
  const faces = new Array<number>(count).fill(1);
  for (;;) {
    yield [...faces];
    let i = count - 1;
    while (i >= 0 && faces[i] === 6) faces[i--] = 1;
    if (i < 0) return;
    faces[i]!++;
  }
}

/**
 * Plays every sequence of faces of every turn through the real rounds, and adds up the chance of each
 * ending ('success on turn 2', 'unresolved'). States reached twice are enumerated once (same faces, same
 * continuations), which keeps the enumeration small without changing what it counts.
 */
function bruteForce(input: ExtendedInput): Map<string, number> {
  const perTurn = turnNeeds(input).reduce((sum, n) => sum + n.count, 0);
  const memo = new Map<string, Map<string, number>>();
  const from = (state: ExtendedState): Map<string, number> => {
    const key = `${state.turn}:${state.progress}`;
    const known = memo.get(key);
    if (known) return known;
    const endings = new Map<string, number>();
    const add = (ending: string, p: number) => endings.set(ending, (endings.get(ending) ?? 0) + p);
    for (const faces of sequences(perTurn)) {
      const round = extendedRounds.next(input, state, { dice: createTray({ faces }) });
      const weight = 1 / 6 ** perTurn;
      if (round.outcome) add(`${round.outcome.result}:${round.outcome.turns}`, weight);
      else for (const [ending, p] of from(round.state)) add(ending, weight * p);
    }
    memo.set(key, endings);
    return endings;
  };
  return from(extendedRounds.start(input));
}

const cases = {
  'one participant, two dice': {
    difficulty: 7,
    progressRequired: 3,
    participants: [{ rating: 0 }],
    maxTurns: 3,
  },
  'a pool and a negative pool': {
    difficulty: 6,
    progressRequired: 4,
    participants: [{ rating: 0 }, { rating: -1 }],
    maxTurns: 3,
  },
  'a flat roll': {
    difficulty: 8,
    progressRequired: 5,
    participants: [{ rating: 1, bonusDice: 3 }],
    maxTurns: 4,
    roll: 'flat',
  },
  'resumed with 3 of 5 progress already made, a pool and a negative pool': {
    difficulty: 6,
    progressRequired: 5,
    progressMade: 3,
    participants: [{ rating: 0 }, { rating: -1 }],
    maxTurns: 3,
  },
  'resumed with 4 of 7 progress, a flat roll': {
    difficulty: 8,
    progressRequired: 7,
    progressMade: 4,
    participants: [{ rating: 1 }],
    maxTurns: 4,
    roll: 'flat',
  },
  'a flat roll that rarely finishes within the limit, in hours': {
    difficulty: 10,
    progressRequired: 4,
    participants: [{ rating: 0 }],
    maxTurns: 2,
    roll: 'flat',
    timescale: 'hour',
  },
  'a flat roll that always progresses': {
    difficulty: 6,
    progressRequired: 7,
    participants: [{ rating: 5 }],
    maxTurns: 5,
    roll: 'flat',
  },
};

describe('extended odds', () => {
  for (const [name, raw] of Object.entries(cases)) {
    it(`agree with playing every face sequence: ${name}`, () => {
      const input = extendedInput().parse(raw);
      const brute = bruteForce(input);
      const odds = extendedOdds(input);
      let unresolved = 0;
      let expected = 0;
      for (const [ending, p] of brute) {
        const [result, turns] = ending.split(':');
        expected += p * Number(turns);
        if (result === 'unresolved') unresolved += p;
        else expect(odds.turns[Number(turns) - 1]!.probability).toBeCloseTo(p, 13);
      }
      expect(odds.outcomes).toEqual([
        { label: 'Success', result: 'success', tier: 1, probability: expect.closeTo(1 - unresolved, 13) },
        { label: 'Unresolved', result: 'unresolved', tier: 0, probability: expect.closeTo(unresolved, 13) },
      ]);
      expect(odds.turns.at(-1)!.within).toBeCloseTo(1 - unresolved, 13);
      expect(odds.expectedTurns).toBeCloseTo(expected, 12);
      // The headline: the expected turns, and the first turn by which at least half the plays have finished.
      let within = 0;
      let median: number | undefined;
      for (let turn = 1; turn <= input.maxTurns && median === undefined; turn++) {
        within += brute.get(`success:${turn}`) ?? 0;
        if (within >= 0.5) median = turn;
      }
      const unit = `${input.timescale}s`;
      const [expectedItem, medianItem, ...more] = odds.headline ?? [];
      expect(more).toEqual([]);
      expect(expectedItem).toMatchObject({
        key: 'expectedTurns',
        label: `Expected ${unit}`,
        format: 'number',
      });
      expect(expectedItem!.value).toBeCloseTo(expected, 12);
      if (median === undefined) {
        expect(medianItem).toBeUndefined();
        expect(expectedItem!.help).toMatch(
          /There is no median: the party finishes within the limit only [\d.]+% of the time/,
        );
      } else {
        expect(medianItem).toMatchObject({
          key: 'medianTurns',
          label: `Median ${unit}`,
          value: median,
          format: 'integer',
        });
      }
    });
  }

  it('has cases with and without a median, so both headlines are checked against brute force', () => {
    const medians = Object.values(cases).map((raw) =>
      extendedOdds(extendedInput().parse(raw)).headline?.some((h) => h.key === 'medianTurns'),
    );
    expect(medians).toContain(true);
    expect(medians).toContain(false);
  });

  it('expects as many turns without a limit as with a limit no one reaches', () => {
    const input = extendedInput().parse({
      difficulty: 9,
      progressRequired: 10,
      participants: [{ rating: 2 }],
      maxTurns: 3000,
    });
    const odds = extendedOdds(input);
    expect(odds.outcomes[1]!.probability).toBeLessThan(1e-15);
    expect(odds.expectedTurnsUnlimited).toBeCloseTo(odds.expectedTurns, 9);
  });

  it('says a test that can never progress never finishes', () => {
    const input = extendedInput().parse({
      difficulty: 11,
      progressRequired: 1,
      participants: [{ rating: -5 }],
      roll: 'flat',
    });
    const odds = extendedOdds(input);
    expect(odds.outcomes[0]!.probability).toBe(0);
    expect(odds.outcomes[1]!.probability).toBeCloseTo(1, 15);
    expect(odds.expectedTurns).toBeCloseTo(20, 12);
    expect(odds.expectedTurnsUnlimited).toBeNull();
    expect(odds.meanProgressPerTurn).toBe(0);
  });

  it('sums to 1 at the limits: 100 participants, 10,000 turns', () => {
    const registry = createRegistry([twoD6Pool]);
    const input = {
      difficulty: 11,
      progressRequired: 60,
      participants: Array.from({ length: 100 }, (_, i) => ({ rating: (i % 5) - 3 })),
      maxTurns: 10_000,
    };
    const odds = oddsTest(registry, { system: '2d6-pool', test: 'extended', input });
    const sum = odds.outcomes.reduce((a, o) => a + o.probability, 0);
    expect(Math.abs(sum - 1)).toBeLessThan(1e-12);
    expect((odds.turns as unknown[]).length).toBe(10_000);
  });

  it('refuses exact odds that would take too long (78 s), naming the limit, before computing them', () => {
    const input = {
      difficulty: 6,
      progressRequired: 1_000_000,
      participants: [{ rating: 5_000 }, { rating: 5_000 }, { rating: 5_000 }],
      roll: 'flat',
    };
    try {
      oddsTest(createRegistry([twoD6Pool]), { system: '2d6-pool', test: 'extended', input });
      expect.unreachable();
    } catch (error) {
      expect(isVerdictError(error) && error.code).toBe('limit_exceeded');
      expect(isVerdictError(error) && error.issues[0]!.path).toEqual(['input', 'progressRequired']);
      expect(isVerdictError(error) && error.message).toMatch(/over the limit maxWork/);
    }
  });

  it('stays cheap for long tests whose chances run out early (mass below float range is 0)', () => {
    const input = extendedInput().parse({
      difficulty: 6,
      progressRequired: 100_000,
      participants: [{ rating: 20 }],
      maxTurns: 10_000,
    });
    const odds = extendedOdds(input);
    expect(odds.outcomes[0]!.probability + odds.outcomes[1]!.probability).toBeCloseTo(1, 12);
  });
});
