// Issue 25: at the old budget (250,000,000 steps) the heaviest extended test resolve admitted (100 participants,
// 113 turns) took 350 ms alone on a warm core; the budget is halved so the heaviest fits a request's deadline
// under load (`apps/api/bench/heaviest.mjs`).
import { createRegistry, estimateCost } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { twoD6Pool } from './index.js';

const registry = createRegistry([twoD6Pool]);
const participants = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: `P${i}`, rating: 3, bonusDice: 2 }));
const resolve = (maxTurns: number) =>
  estimateCost(
    registry,
    {
      system: '2d6-pool',
      test: 'extended',
      input: { difficulty: 9, progressRequired: 1_000_000, participants: participants(100), maxTurns },
    },
    'resolve',
  );

describe('the extended test budget fits a request deadline', () => {
  it('refuses resolving 100 participants over 110 turns, near the old edge, naming maxWork and maxTurns', () => {
    expect(resolve(110).issues).toEqual([
      { path: ['input', 'maxTurns'], message: expect.stringMatching(/over the limit maxWork/) },
    ]);
  });

  it('still resolves 100 participants over 50 turns', () => {
    expect(resolve(50).issues).toEqual([]);
  });
});
