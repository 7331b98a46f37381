// Issue 17, finding 1: a Dice Test's exact odds had no cost model. `main: 1d1000000, descendant: 1d1000000`
// never finished (a convolution of 10^12 steps) and `12d1000000` took 14 s (exact bigint counts): both stopped a
// server for everyone. Now the estimate from the input alone refuses them, before any work.
import { createRegistry, estimateCost, oddsTest, resolveTest } from '@verdict/core';
import { verdictErrorOf } from '@verdict/test-utils';
import { describe, expect, it } from 'vitest';
import { t13 } from './index.js';

const registry = createRegistry([t13]);
const dice = (input: Record<string, unknown>) => ({ system: 't13', test: 'dice', input });

describe('the Dice Test has a cost model', () => {
  it('refuses the odds of 1d1000000 with a 1d1000000 Descendant, naming the limit, without computing them', () => {
    const request = dice({
      main: { dice: '1d1000000' },
      descendant: { dice: '1d1000000' },
      proficiencies: 2,
      difficulty: 10,
    });
    const error = verdictErrorOf(() => oddsTest(registry, request));
    expect(error.code).toBe('limit_exceeded');
    expect(error.message).toMatch(/maxWork/);
    expect(error.issues[0]?.path[0]).toBe('input');
  });

  it('refuses the odds of 12d1000000', () => {
    const request = dice({ main: { dice: '12d1000000' }, proficiencies: 2, difficulty: 10 });
    const error = verdictErrorOf(() => oddsTest(registry, request));
    expect(error.code).toBe('limit_exceeded');
    expect(error.issues[0]).toMatchObject({ path: ['input', 'main'] });
    expect(error.message).toMatch(/maxWork/);
  });

  it('still resolves those inputs (drawing 24 dice costs nothing)', () => {
    const request = dice({
      main: { dice: '12d1000000' },
      descendant: { dice: '1d1000000' },
      proficiencies: 2,
      difficulty: 10,
    });
    expect(resolveTest(registry, { ...request, seed: 'x' }).dice).toHaveLength(12 + 1 + 1);
  });
});

describe('the Dice Test budget at its edges', () => {
  const odds = (input: Record<string, unknown>) => estimateCost(registry, dice(input), 'odds');

  it('accepts the largest inputs of each kind and computes them (in about a second at most here)', {
    timeout: 60_000,
  }, () => {
    const largest = [
      { main: { dice: '1350d6' }, proficiencies: 4, difficulty: 3000 },
      { main: { dice: '1d800' }, descendant: { dice: '1d800' }, proficiencies: 4, difficulty: 500 },
      { main: { dice: '1d50000' }, proficiencies: 0, difficulty: 500 },
    ];
    for (const input of largest) {
      expect(odds(input).issues).toEqual([]);
      const sum = oddsTest(registry, dice(input)).outcomes.reduce((a, o) => a + o.probability, 0);
      expect(Math.abs(sum - 1)).toBeLessThan(1e-9);
    }
  });

  it('refuses just past them, naming maxWork and the costliest dice', () => {
    expect(odds({ main: { dice: '1400d6' }, proficiencies: 4, difficulty: 3000 }).issues).toEqual([
      { path: ['input', 'main'], message: expect.stringMatching(/over the limit maxWork of 125,000,000/) },
    ]);
    expect(odds({ main: { dice: '1d50000' }, proficiencies: 4, difficulty: 500 }).issues).toHaveLength(1);
    expect(
      odds({ main: { dice: '1d1000' }, descendant: { dice: '1d1000' }, proficiencies: 4, difficulty: 500 })
        .issues,
    ).toHaveLength(1);
    const extra = odds({
      main: { dice: '1d1000' },
      extra: [{ dice: '1d1000' }, { dice: '1d1000' }],
      proficiencies: 4,
      difficulty: 5,
    });
    expect(extra.issues[0]?.path).toEqual(['input', 'extra', 1]);
  });

  it('refuses before any die: entered dice are not even looked at', () => {
    const input = { main: { dice: '12d1000000' }, proficiencies: 2, difficulty: 10 };
    const error = verdictErrorOf(() => oddsTest(registry, dice(input), { budget: { maxWork: 1 } }));
    expect(error.code).toBe('limit_exceeded');
    const resolve = verdictErrorOf(() =>
      resolveTest(registry, { ...dice(input), dice: [] }, { budget: { maxWork: 1 } }),
    );
    expect(resolve.code).toBe('limit_exceeded');
  });
});
