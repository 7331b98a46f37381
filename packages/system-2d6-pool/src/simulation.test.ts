import { createTray, seededSource } from '@verdict/dice';
import { describe, expect, it } from 'vitest';
import { checkInput, resolveCheck } from './check.js';
import { checkOdds } from './check-odds.js';
import { extendedInput } from './extended-input.js';
import { extendedOdds } from './extended-odds.js';
import { extendedRounds } from './extended-rounds.js';

/** A seeded simulation: its verdict depends on its dice, never on the clock. Seconds on an idle machine, several times that on a busy one: a wide timeout. */
const SIMULATION_TIMEOUT_MS = 300_000;

const resolveExtended = (
  input: ReturnType<ReturnType<typeof extendedInput>['parse']>,
  dice: ReturnType<typeof createTray>,
) => {
  let state = extendedRounds.start(input);
  for (;;) {
    const round = extendedRounds.next(input, state, { dice });
    if (round.outcome) return round.outcome;
    state = round.state;
  }
};

/** Each label's share of `runs` seeded resolutions lies within 4 standard errors of its exact odds. */
function expectWithinFourStandardErrors(
  counts: Map<string, number>,
  odds: readonly { label: string; probability: number }[],
  runs: number,
) {
  for (const { label, probability } of odds) {
    const share = (counts.get(label) ?? 0) / runs;
    const standardError = Math.sqrt((probability * (1 - probability)) / runs);
    expect(Math.abs(share - probability), label).toBeLessThanOrEqual(4 * standardError + 1e-12);
  }
  expect([...counts.keys()].every((label) => odds.some((o) => o.label === label))).toBe(true);
}

describe('seeded simulation', () => {
  it.each([
    { rating: 2, bonusDice: 1, penaltyDice: 1, difficulty: 8 },
    { rating: -2, bonusDice: 0, penaltyDice: 1, difficulty: 6 },
  ])(
    '100,000 checks land within 4 standard errors of the exact odds (rating $rating)',
    (raw) => {
      const input = checkInput().parse(raw);
      const source = seededSource(`simulation ${raw.rating}`);
      const counts = new Map<string, number>();
      const runs = 100_000;
      for (let i = 0; i < runs; i++) {
        const { label } = resolveCheck(input, createTray({ source })).outcome;
        counts.set(label, (counts.get(label) ?? 0) + 1);
      }
      expectWithinFourStandardErrors(counts, checkOdds(input).outcomes, runs);
    },
    SIMULATION_TIMEOUT_MS,
  );

  it(
    '20,000 extended tests land within 4 standard errors of the turn-by-turn odds',
    () => {
      const input = extendedInput().parse({
        difficulty: 8,
        progressRequired: 5,
        participants: [{ rating: 2 }, { rating: 1 }],
        maxTurns: 4,
      });
      const source = seededSource('simulation extended');
      const counts = new Map<string, number>();
      const runs = 20_000;
      for (let i = 0; i < runs; i++) {
        const outcome = resolveExtended(input, createTray({ source }));
        const key = outcome.result === 'success' ? `turn ${outcome.turns}` : 'Unresolved';
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      const odds = extendedOdds(input);
      const byTurn = odds.turns.map((t) => ({ label: `turn ${t.turn}`, probability: t.probability }));
      expectWithinFourStandardErrors(counts, [...byTurn, odds.outcomes[1]!], runs);
    },
    SIMULATION_TIMEOUT_MS,
  );
});
