/**
 * @module
 * The 2d6 keep-two dice-pool game system for Verdict: checks (with negative pools) and extended tests,
 * resolved as the rules say, with exact odds.
 *
 * @example
 * import { createRegistry, resolveTest } from '@verdict/core';
 * import { twoD6Pool } from '@verdict/system-2d6-pool';
 * resolveTest(createRegistry([twoD6Pool]), { system: '2d6-pool', test: 'check', input: { rating: 2, difficulty: 8 } });
 */
import { defineGameSystem } from '@verdict/core';
import { version } from '../package.json';
import { check } from './check.js';
import { extended } from './extended.js';

/**
 * The 2d6 keep-two dice-pool system (id `2d6-pool`): its tests are `check` and `extended`.
 *
 * @example
 * const registry = createRegistry([twoD6Pool]);
 * resolveTest(registry, { system: '2d6-pool', test: 'check', input: { rating: 2, difficulty: 8 }, dice: [6, 3, 5, 1] });
 */
export const twoD6Pool = defineGameSystem({
  apiVersion: 1,
  id: '2d6-pool',
  name: '2d6 keep-two dice pool',
  // From package.json (bundled into dist by tsup), so the version is written once.
  version,
  description:
    'A pool of six-sided dice where the highest two count against a Difficulty of 6 to 11, with degrees of ' +
    'success and failure; negative pools keep the lowest two; extended tests build progress over turns.',
  tests: { check, extended },
});
