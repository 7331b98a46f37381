/**
 * @module
 * The d20 roll-under game system for Verdict: checks at or under an effective value, Directed and Mutual
 * Contests of Wills, Resisting, and Horror Checks, each with exact odds.
 */
import { defineGameSystem } from '@verdict/core';
import { version } from '../package.json';
import { check } from './check.js';
import { directedContest } from './directed-contest.js';
import { horror } from './horror.js';
import { mutualContest } from './mutual-contest.js';
import { resist } from './resist.js';

/**
 * The d20 roll-under system: register it and resolve its tests by id (`check`, `directed-contest`,
 * `mutual-contest`, `resist`, `horror`).
 *
 * @example
 * const registry = createRegistry([d20RollUnder]);
 * resolveTest(registry, { system: 'd20-roll-under', test: 'check', input: { value: 12 }, dice: [5] });
 */
export const d20RollUnder = defineGameSystem({
  apiVersion: 1,
  id: 'd20-roll-under',
  name: 'd20 roll-under',
  // From package.json (bundled into dist by tsup), so the version is written once.
  version,
  description:
    'One d20 rolled at or under an Attribute, Statistic or Skill: checks with strong and critical results, Contests of Wills, Resisting and Horror Checks.',
  tests: {
    check,
    'directed-contest': directedContest,
    'mutual-contest': mutualContest,
    resist,
    horror,
  },
});
