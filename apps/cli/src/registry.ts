/**
 * @module
 * The composition root: the only file of the CLI that knows which game systems exist.
 */
import { createRegistry, type GameSystemV1, type Registry } from '@verdict/core';
import { twoD6Pool } from '@verdict/system-2d6-pool';
import { d20RollUnder } from '@verdict/system-d20-roll-under';
import { srd52 } from '@verdict/system-srd52';
import { t13 } from '@verdict/system-t13';
import { builtInSystems } from './built-in-manifest.js';

/** The systems every `verdict` ships with, in the order they are listed. */
export const BUILT_IN_SYSTEMS: readonly GameSystemV1[] = [d20RollUnder, twoD6Pool, t13, srd52];
for (const system of BUILT_IN_SYSTEMS) builtInSystems.add(system);

/**
 * The registry of the built-in systems plus any extra (third-party) ones.
 *
 * @example
 * createAppRegistry().test('d20-roll-under', 'check');
 */
export function createAppRegistry(extra: readonly GameSystemV1[] = []): Registry {
  return createRegistry([...BUILT_IN_SYSTEMS, ...extra]);
}
