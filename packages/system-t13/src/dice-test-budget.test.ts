// Issue 25: at the old budget (250,000,000 steps) the heaviest Dice Test odds admitted (1d7647 main and Descendant
// dice) took 150-360 ms alone on a warm core; the budget is halved so the heaviest fits a request's deadline
// under load (`apps/api/bench/heaviest.mjs`).
import { createRegistry, estimateCost } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { t13 } from './index.js';

const registry = createRegistry([t13]);
const odds = (dice: string) =>
  estimateCost(
    registry,
    {
      system: 't13',
      test: 'dice',
      input: { main: { dice }, descendant: { dice }, proficiencies: 3, difficulty: 20 },
    },
    'odds',
  );

describe('the Dice Test budget fits a request deadline', () => {
  it('refuses the odds of 1d7647 main and Descendant dice, the old edge, naming maxWork', () => {
    expect(odds('1d7647').issues).toEqual([
      { path: ['input', 'descendant'], message: expect.stringMatching(/over the limit maxWork/) },
    ]);
  });

  it('still computes the odds of 1d5000 main and Descendant dice', () => {
    expect(odds('1d5000').issues).toEqual([]);
  });
});
