/**
 * The composition root: the only file that imports game systems. Every frontend of this app works from
 * the registry's manifest and knows no system by name.
 */
import { createRegistry, type GameSystemV1, type Registry } from '@verdict/core';
import { twoD6Pool } from '@verdict/system-2d6-pool';
import { d20RollUnder } from '@verdict/system-d20-roll-under';
import { srd52 } from '@verdict/system-srd52';
import { t13 } from '@verdict/system-t13';

/**
 * The registry the API serves: the four bundled systems, then any extra third-party ones. Throws the
 * core's named errors (`invalid_system`, `unsupported_api_version`, `duplicate_system`) on a bad one.
 *
 * @example
 * const registry = createAppRegistry();
 * registry.systems.map((s) => s.id); // ['d20-roll-under', '2d6-pool', 't13', 'srd52']
 */
export function createAppRegistry(extra: readonly GameSystemV1[] = []): Registry {
  return createRegistry([d20RollUnder, twoD6Pool, t13, srd52, ...extra]);
}
