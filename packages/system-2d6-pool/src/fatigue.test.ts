// Issue 16: "The GM gives this a difficulty of 7 and a cost of 2 fatigue. [...] any other failure is better
// handled by increasing the fatigue cost [...] Each degree of success should reduce the fatigue cost."
import { createRegistry, isVerdictError, oddsTest, resolveTest } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { fatigueAfter } from './fatigue.js';
import { twoD6Pool } from './index.js';

const registry = createRegistry([twoD6Pool]);
const resolve = (input: unknown, dice: number[]) =>
  resolveTest(registry, { system: '2d6-pool', test: 'check', input, dice });
const odds = (input: unknown) =>
  oddsTest(registry, { system: '2d6-pool', test: 'check', input }) as ReturnType<typeof oddsTest> & {
    fatigue?: { cost: number; probability: number; fraction?: string }[];
  };
const gap = { attribute: 'might', rating: 0, difficulty: 7, fatigueCost: 2 };
const fatigueOf = (input: unknown, dice: number[]) =>
  resolve(input, dice).outcome.effects.find((e) => e.kind === 'fatigue');

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

describe('a fatigue cost', () => {
  it('each degree of success takes one off, down to nothing', () => {
    expect(fatigueOf(gap, [4, 4])).toEqual({
      kind: 'fatigue',
      text: 'Fatigue: a cost of 2, less 1 degree of success: 1 fatigue',
      cost: 1,
      baseCost: 2,
    });
    expect(fatigueOf(gap, [3, 4])).toMatchObject({ cost: 2 });
    expect(fatigueOf(gap, [5, 6])).toMatchObject({ cost: 0 });
    expect(fatigueOf(gap, [6, 6])).toMatchObject({ cost: 0 });
  });

  it('each degree of failure adds one; a 2 may be the worst outcome instead, the GM says', () => {
    expect(fatigueOf(gap, [3, 3])).toMatchObject({
      text: 'Fatigue: a cost of 2, plus 1 degree of failure: 3 fatigue',
      cost: 3,
    });
    const worst = resolve(gap, [1, 1]);
    expect(worst.outcome.effects.map((e) => e.kind)).toEqual(['worst', 'fatigue']);
    expect(worst.outcome.effects[1]).toMatchObject({ cost: 7 });
    expect(worst.outcome.effects[1]!.text).toMatch(/a 2 is the worst outcome instead/);
    expect(worst.steps.at(-1)).toMatchObject({ kind: 'value', fatigue: 7 });
  });

  it('is left out when the check has no cost', () => {
    const { outcome } = resolve({ ...gap, fatigueCost: undefined }, [4, 4]);
    expect(outcome.effects).toEqual([]);
    expect(odds({ rating: 0, difficulty: 7 })).not.toHaveProperty('fatigue');
    expect(fatigueAfter(0, { result: 'success', margin: 3 })).toBe(0);
  });

  it('has exact odds for each resulting cost: 2d6 at Difficulty 7, a cost of 2', () => {
    expect(odds(gap).fatigue).toEqual([
      { cost: 0, probability: 10 / 36, fraction: '5/18' },
      { cost: 1, probability: 5 / 36, fraction: '5/36' },
      { cost: 2, probability: 6 / 36, fraction: '1/6' },
      { cost: 3, probability: 5 / 36, fraction: '5/36' },
      { cost: 4, probability: 4 / 36, fraction: '1/9' },
      { cost: 5, probability: 3 / 36, fraction: '1/12' },
      { cost: 6, probability: 2 / 36, fraction: '1/18' },
      { cost: 7, probability: 1 / 36, fraction: '1/36' },
    ]);
  });

  it.each([0, 1, 2, -1, -2])('agrees exactly with resolving every face sequence (rating %i)', (rating) => {
    const input = { rating, difficulty: 9, fatigueCost: 3 };
    const listed = odds(input).fatigue!;
    const dice = (odds(input).pool as { dice: number }).dice;
    const counts = new Map<number, number>();
    for (const faces of sequences(dice)) {
      const cost = fatigueOf(input, faces)!.cost as number;
      counts.set(cost, (counts.get(cost) ?? 0) + 1);
    }
    expect(listed.map((f) => f.cost)).toEqual([...counts.keys()].sort((a, b) => a - b));
    for (const { cost, fraction } of listed) {
      const [n, d] = fraction!.split('/').map(Number);
      expect(n! * 6 ** dice).toBe(counts.get(cost)! * d!);
    }
  });

  it.each([-1, 1001, 1.5, '2'])('refuses a cost of %j, naming the field', (fatigueCost) => {
    try {
      resolve({ ...gap, fatigueCost }, [4, 4]);
      expect.unreachable();
    } catch (error) {
      expect(isVerdictError(error) && error.code).toBe('invalid_input');
      expect(isVerdictError(error) && error.issues[0]!.path).toEqual(['input', 'fatigueCost']);
      expect(isVerdictError(error) && error.issues[0]!.message).toMatch(/fatigue cost/);
    }
  });
});
