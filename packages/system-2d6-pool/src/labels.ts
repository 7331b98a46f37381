import type { DisplayLabelsV1, FieldHints } from '@verdict/core';

// The words frontends show for this system's values, as the rules name them (rules: 2d6-pool).

/** A check: the pool's highest two dice against the Difficulty. */
export const checkLabels: DisplayLabelsV1 = {
  groups: { pool: 'Pool' },
  fields: { margin: 'Degrees' },
  odds: {
    'success.probability': { label: 'Chance of success', format: 'percent' },
    best: { label: 'A 12, the best possible outcome', format: 'percent' },
    worst: { label: 'A 2, the worst possible outcome', format: 'percent' },
    mean: { label: 'Mean result', format: 'number' },
    // The pool as the rules build it (rules: 2d6-pool, Check 1-3), not the code's `size`, `dice` and `keep`: three
    // facts beside the mean (a negative pool reads 'Dice rolled 3', 'The two summed lowest').
    'pool.size': { label: 'Pool size n (2 + rating + bonus − penalty dice)', format: 'integer' },
    'pool.dice': { label: 'Dice rolled', format: 'integer' },
    'pool.keep': { label: 'The two summed' },
  },
};

/** The check's form: the Attributes by name. */
export const checkUi: FieldHints = {
  attribute: { options: { might: 'Might', knack: 'Knack', will: 'Will' } },
};

/** An extended test: turns of everyone's pools until the progress is reached. */
export const extendedLabels: DisplayLabelsV1 = {
  groups: { pool: 'Pool' },
  fields: { turns: 'Turns' },
  odds: {
    expectedTurns: { label: 'Expected turns', format: 'number' },
    expectedTurnsUnlimited: { label: 'Expected turns without a turn limit', format: 'number' },
    meanProgressPerTurn: { label: 'Mean progress per turn', format: 'number' },
  },
};

/** The extended test's form: the timescale and the roll in words. */
export const extendedUi: FieldHints = {
  timescale: { options: { turn: 'Turns', hour: 'Hours', day: 'Days', week: 'Weeks' } },
  roll: { options: { pool: 'Pool (highest two)', flat: 'Flat (2d6 + rating)' } },
};
