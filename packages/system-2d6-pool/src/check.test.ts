import { createRegistry, diceNeeded, isVerdictError, oddsTest, resolveTest } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { twoD6Pool } from './index.js';

const registry = createRegistry([twoD6Pool]);
const resolve = (input: unknown, dice?: number[]) =>
  resolveTest(registry, {
    system: '2d6-pool',
    test: 'check',
    input,
    ...(dice ? { dice } : { seed: 'check' }),
  });
const odds = (input: unknown) => oddsTest(registry, { system: '2d6-pool', test: 'check', input });
const grog = {
  attribute: 'might',
  rating: 2,
  bonusDice: 1,
  bonusLabel: 'nimble boots',
  penaltyDice: 1,
  penaltyLabel: 'over the load by 1',
  difficulty: 8,
};

function errorOf(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    if (isVerdictError(error)) return error;
    throw error;
  }
  throw new Error('expected an error');
}

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

describe('check', () => {
  it("resolves Grog's jump: four dice, the highest two against 8", () => {
    const response = resolve(grog, [6, 3, 5, 1]);
    expect(response.outcome).toEqual({
      result: 'success',
      label: 'Success, 3 degrees',
      tier: 4,
      margin: 3,
      total: 11,
      kept: [6, 5],
      pool: { size: 4, dice: 4, keep: 'highest' },
      effects: [],
    });
    expect(response.dice.map((d) => [d.face, d.kept, d.group, d.source])).toEqual([
      [6, true, 'pool', 'entered'],
      [3, false, 'pool', 'entered'],
      [5, true, 'pool', 'entered'],
      [1, false, 'pool', 'entered'],
    ]);
    expect(response.steps.map((s) => s.text)).toEqual([
      'Pool 2 + 2 (Might) + 1 bonus die (nimble boots) - 1 penalty die (over the load by 1) = 4 dice',
      'Rolled 4d6: 6, 3, 5, 1',
      'Kept the highest two: 6 + 5 = 11 (dropped 3, 1)',
      '11 >= 8: Success, 3 degrees',
    ]);
  });

  it.each([
    { rating: -1, penaltyDice: 0, size: 1, dice: 3 },
    { rating: -2, penaltyDice: 0, size: 0, dice: 4 },
    { rating: 0, penaltyDice: 3, size: -1, dice: 5 },
    { rating: -3, penaltyDice: 2, size: -3, dice: 7 },
  ])(
    'rolls 4 - n dice for a negative pool of $size and keeps the lowest two',
    ({ rating, penaltyDice, size, dice }) => {
      const faces = [6, 5, 2, 6, 4, 3, 6].slice(0, dice);
      const response = resolve({ rating, penaltyDice, difficulty: 6 }, faces);
      const sorted = [...faces].sort((a, b) => a - b);
      expect(response.outcome.total).toBe(sorted[0]! + sorted[1]!);
      expect(response.outcome.pool).toEqual({ size, dice, keep: 'lowest' });
      expect(
        response.dice
          .filter((d) => d.kept)
          .map((d) => d.face)
          .sort(),
      ).toEqual(sorted.slice(0, 2));
      expect(response.steps[1]!.text).toBe(
        `A negative pool (${size}): roll 4 - ${size < 0 ? `(${size})` : size} = ${dice} dice and keep the lowest two`,
      );
    },
  );

  it('keeps the first drawn of equal faces and reports every dropped die', () => {
    const response = resolve({ rating: 2, difficulty: 6 }, [4, 6, 4, 6]);
    expect(response.dice.map((d) => d.kept)).toEqual([false, true, false, true]);
    expect(response.steps[2]).toMatchObject({ kept: [6, 6], dropped: [4, 4] });
  });

  it('marks a 12 as the best and a 2 as the worst possible outcome', () => {
    const best = resolve({ rating: 0, difficulty: 11 }, [6, 6]).outcome;
    expect(best).toMatchObject({ label: 'Success, 1 degree', critical: 'success' });
    expect(best.effects).toEqual([{ kind: 'best', text: 'A 12: the best possible outcome' }]);
    const worst = resolve({ rating: 0, difficulty: 6 }, [1, 1]).outcome;
    expect(worst).toMatchObject({ label: 'Failure, 4 degrees', tier: -4, margin: -4, critical: 'failure' });
    expect(worst.effects).toEqual([{ kind: 'worst', text: 'A 2: the worst possible outcome' }]);
    expect(resolve({ rating: 0, difficulty: 6 }, [1, 2]).outcome).not.toHaveProperty('critical');
  });

  it('summarises a large pool by face', () => {
    const response = resolve({ rating: 18, difficulty: 11 });
    expect(response.dice).toHaveLength(20);
    expect(response.steps[1]!.text).toMatch(/^Rolled 20d6: (\d+ × [1-6])(, \d+ × [1-6])*$/);
  });

  it.each([5, 12, 7.5, '8'])('refuses a Difficulty of %s, naming the range', (difficulty) => {
    const error = errorOf(() => resolve({ rating: 1, difficulty }, [1, 2, 3]));
    expect(error.code).toBe('invalid_input');
    expect(error.issues).toEqual([
      { path: ['input', 'difficulty'], message: 'expected a Difficulty from 6 to 11' },
    ]);
  });

  it('refuses a missing rating, an unknown attribute and negative bonus dice, naming each field', () => {
    const error = errorOf(() => resolve({ attribute: 'charm', bonusDice: -1, difficulty: 8 }, [1, 2]));
    expect(error.code).toBe('invalid_input');
    expect(error.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'input.attribute',
      'input.bonusDice',
      'input.rating',
    ]);
  });

  it('refuses a pool over the 10,000-die limit before any die is drawn', () => {
    const error = errorOf(() => resolve({ rating: 9_999, difficulty: 8 }));
    expect(error.code).toBe('limit_exceeded');
    expect(error.issues).toEqual([
      { path: ['input', 'rating'], message: 'at most 10000 dice in one pool: this pool rolls 10001' },
    ]);
    expect(errorOf(() => resolve({ rating: -9_999, difficulty: 8 })).code).toBe('limit_exceeded');
    // The largest pool is rolled; the response shows the first and last 500 dice and sums up the rest.
    expect(resolve({ rating: 9_998, difficulty: 8 }).diceSummary?.total).toBe(10_000);
  });

  it('names the missing, extra or wrong die', () => {
    const missing = errorOf(() => resolve(grog, [6, 3, 5]));
    expect(missing.code).toBe('dice_exhausted');
    expect(missing.issues[0]!.path).toEqual(['dice', 3]);
    const extra = errorOf(() => resolve(grog, [6, 3, 5, 1, 2]));
    expect(extra.code).toBe('dice_left_over');
    expect(extra.issues[0]!.path).toEqual(['dice', 4]);
    const wrong = errorOf(() => resolve(grog, [6, 7, 5, 1]));
    expect(wrong.code).toBe('face_out_of_range');
    expect(wrong.issues[0]!.path).toEqual(['dice', 1]);
  });

  it('needs the whole pool (4 - n dice for a negative pool)', () => {
    const needs = (input: unknown) => diceNeeded(registry, { system: '2d6-pool', test: 'check', input });
    expect(needs(grog)).toEqual([{ count: 4, sides: 6, group: 'pool', label: 'The pool' }]);
    expect(needs({ rating: -3, difficulty: 8 })[0]!.count).toBe(5);
  });
});

describe('check odds', () => {
  it("gives Grog's chances exactly, best degree first", () => {
    const result = odds(grog);
    expect(result.outcomes.map((o) => o.label)).toEqual([
      'Success, 4 degrees',
      'Success, 3 degrees',
      'Success, 2 degrees',
      'Success, 1 degree',
      'Success, 0 degrees',
      'Failure, 1 degree',
      'Failure, 2 degrees',
      'Failure, 3 degrees',
      'Failure, 4 degrees',
      'Failure, 5 degrees',
      'Failure, 6 degrees',
    ]);
    expect(result.outcomes[0]).toMatchObject({ result: 'success', tier: 5, margin: 4, fraction: '19/144' });
    expect(result.outcomes[10]).toMatchObject({
      result: 'failure',
      tier: -6,
      margin: -6,
      fraction: '1/1296',
    });
    expect(result.success).toEqual({ probability: 119 / 144, fraction: '119/144' });
    expect(result.best).toBeCloseTo(19 / 144, 15);
    expect(result.mean).toBeCloseTo(12_110 / 1296, 12);
    expect(result.worst).toBeCloseTo(1 / 1296, 15);
    expect(result.distribution).toHaveLength(11);
    expect(result.pool).toEqual({ size: 4, dice: 4, keep: 'highest' });
  });

  // Every sequence of faces through the real engine, for every pool of 2 to 5 dice, both ways round.
  const pools = [0, 1, 2, 3, -1, -2, -3].map((rating) => ({ rating, difficulty: 8 }));
  it.each(pools)('agrees exactly with resolving every face sequence (rating $rating)', (input) => {
    const result = odds(input);
    const pool = result.pool as { dice: number };
    const counts = new Map<string, number>();
    for (const faces of sequences(pool.dice)) {
      const label = resolve(input, faces).outcome.label;
      counts.set(label, (counts.get(label) ?? 0) + 1);
    }
    const total = 6 ** pool.dice;
    for (const outcome of result.outcomes) {
      const count = counts.get(outcome.label) ?? 0;
      expect(outcome.probability).toBeCloseTo(count / total, 14);
      const [n, d] = outcome.fraction!.split('/').map(Number);
      expect(n! * total).toBe(count * d!);
    }
    expect([...counts.keys()].sort()).toEqual(result.outcomes.map((o) => o.label).sort());
  });

  it('computes a 10,000-die pool, floats only, summing to 1', () => {
    const result = odds({ rating: 9_998, difficulty: 11 });
    const sum = result.outcomes.reduce((a, o) => a + o.probability, 0);
    expect(Math.abs(sum - 1)).toBeLessThan(1e-12);
    expect(result.outcomes[0]).not.toHaveProperty('fraction');
    expect(result.best).toBeCloseTo(1, 12);
  });
});
