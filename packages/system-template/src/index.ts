/**
 * @module
 * A target-number d6 dice pool for Verdict: roll a pool of d6, count the dice at or above a target
 * number, and compare with the successes needed; with exact odds. It is also the template to copy
 * when you start your own game system (see docs/create-a-game-system.md).
 *
 * @example
 * import { createRegistry, resolveTest } from '@verdict/core';
 * import { targetPool } from '@verdict/system-template';
 * resolveTest(createRegistry([targetPool]), { system: 'target-pool', test: 'check', input: { dice: 5, needed: 2 } });
 */
import { defineGameSystem } from '@verdict/core';
import { version } from '../package.json';
import { check } from './check.js';
import { poolFor } from './pool-for.js';

/**
 * The target-number d6 pool (id `target-pool`); its one test is `check`.
 *
 * @example
 * const registry = createRegistry([targetPool]);
 * resolveTest(registry, { system: 'target-pool', test: 'check', input: { dice: 5, needed: 2 }, dice: [6, 2, 5, 1, 3] });
 */
export const targetPool = defineGameSystem({
  apiVersion: 1,
  id: 'target-pool',
  name: 'Target-number d6 pool',
  // From package.json (bundled into dist by tsup), so the version is written once.
  version,
  description:
    'Roll a pool of six-sided dice; each die at or above the target number is a success, and enough successes pass the ' +
    'check. Exact odds from the binomial distribution.',
  tests: { check },
  // Calculators beside the tests: frontends draw their forms from the schema, like a test's.
  tools: { 'pool-for': poolFor },
});
