/**
 * @module
 * The SRD 5.2 (5E compatible) d20 tests for Verdict: ability checks, saving throws, attack rolls with Critical
 * Hits, damage, passive scores, contests, group checks and Death Saving Throws, each with exact odds.
 *
 * @example
 * import { createRegistry, resolveTest } from '@verdict/core';
 * import { srd52 } from '@verdict/system-srd52';
 * resolveTest(createRegistry([srd52]), { system: 'srd52', test: 'attack', input: { abilityModifier: 5, ac: 15 } });
 */
import { defineGameSystem } from '@verdict/core';
import { version } from '../package.json';
import { attack } from './attack.js';
import { ATTRIBUTION } from './attribution.js';
import { check } from './check.js';
import { contest } from './contest.js';
import { damage } from './damage.js';
import { deathSaves } from './death-saves.js';
import { group } from './group.js';
import { passive } from './passive.js';
import { save } from './save.js';

export { ATTRIBUTION } from './attribution.js';

/**
 * The SRD 5.2 system (id `srd52`): `check`, `save`, `attack`, `damage`, `passive`, `contest`, `group` and
 * `death-saves`.
 *
 * @example
 * const registry = createRegistry([srd52]);
 * resolveTest(registry, { system: 'srd52', test: 'check', input: { abilityModifier: 5, dc: 15 }, dice: [10] });
 */
export const srd52 = defineGameSystem({
  apiVersion: 1,
  id: 'srd52',
  name: 'SRD 5.2 (5E compatible)',
  // From package.json (bundled into dist by tsup), so the version is written once.
  version,
  description: `The D20 Tests of the System Reference Document 5.2, fifth-edition compatible: ability checks, saving throws, attack rolls with Critical Hits, damage, passive scores, contests, group checks and Death Saving Throws, with exact odds. ${ATTRIBUTION}`,
  tests: {
    check,
    save,
    attack,
    damage,
    passive,
    contest,
    group,
    'death-saves': deathSaves,
  },
});
