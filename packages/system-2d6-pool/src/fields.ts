import type { InputIssue } from '@verdict/core';
import { LIMITS } from '@verdict/dice';
import { z } from 'zod';
import { lazy } from './lazy.js';
import { buildPool, type PoolInput } from './pool.js';

const DIFFICULTY_RANGE = 'expected a Difficulty from 6 to 11';

/** The Difficulty the GM sets: 6 to 11, the seed's range; anything else is an error naming the range. */
export const difficultyField = lazy(() =>
  z
    .int({ error: DIFFICULTY_RANGE })
    .min(6, { error: DIFFICULTY_RANGE })
    .max(11, { error: DIFFICULTY_RANGE })
    .describe('The Difficulty the GM sets, from 6 to 11: the result must reach it')
    .meta({ title: 'Difficulty' }),
);

/** The tested attribute's rating: that many dice are added to the 2d6 (a negative rating removes dice). */
export const ratingField = lazy(() =>
  z
    .int({ error: 'expected the rating as a whole number' })
    .min(-10_000, { error: 'expected a rating from -10000 to 10000' })
    .max(10_000, { error: 'expected a rating from -10000 to 10000' })
    .describe("The tested attribute's rating: adds that many d6 to the pool (a negative rating removes dice)")
    .meta({ title: 'Rating' }),
);

/** What a whole test is for ("Climb the cliff"): it names the roll in a room's log. */
export const testNameField = lazy(() =>
  z
    .string()
    .max(100)
    .optional()
    .describe('What the test is for ("Climb the cliff"): names the roll in a room\'s log')
    .meta({ title: 'Name' }),
);

/** Extra dice from gear or circumstances (nimble boots: +1 die). */
export const bonusDiceField = lazy(() =>
  z
    .int({ error: 'expected bonus dice as a whole number from 0 to 10000' })
    .min(0, { error: 'expected bonus dice from 0 to 10000' })
    .max(10_000, { error: 'expected bonus dice from 0 to 10000' })
    .default(0)
    .describe('Bonus dice from gear or circumstances (nimble boots: 1)')
    .meta({ title: 'Bonus dice' }),
);

/** Dice taken away by load or circumstances (over the load by 1: 1 die). */
export const penaltyDiceField = lazy(() =>
  z
    .int({ error: 'expected penalty dice as a whole number from 0 to 10000' })
    .min(0, { error: 'expected penalty dice from 0 to 10000' })
    .max(10_000, { error: 'expected penalty dice from 0 to 10000' })
    .default(0)
    .describe('Penalty dice from load or circumstances (over the load by 1: 1)')
    .meta({ title: 'Penalty dice' }),
);

/**
 * The contract's dice limit for one pool, as an input issue at `path` when the pool breaks it.
 *
 * @example
 * poolLimit({ rating: 20_000 }, []); // [{ path: ['rating'], message: 'at most 10000 dice in one pool ...' }]
 */
export function poolLimit(input: PoolInput, path: readonly (string | number)[]): InputIssue[] {
  const pool = buildPool(input);
  if (pool.dice <= LIMITS.maxDicePerPool) return [];
  return [
    {
      path: [...path, 'rating'],
      message: `at most ${LIMITS.maxDicePerPool} dice in one pool: this pool rolls ${pool.dice}`,
    },
  ];
}
