/**
 * @module
 * The composition root: the only place that names the game systems. Everything else works from the registry's
 * manifest (forms, labels, tools, follow-ups), so a third-party system shows up by being passed in here.
 */
import { createRegistry, type GameSystemV1, type Registry } from '@verdict/core';
import { twoD6Pool } from '@verdict/system-2d6-pool';
import { d20RollUnder } from '@verdict/system-d20-roll-under';
import { srd52 } from '@verdict/system-srd52';
import { t13 } from '@verdict/system-t13';

/**
 * The app's registry: the four bundled systems, then any extra ones.
 *
 * @example
 * const registry = createAppRegistry([myHomebrewSystem]);
 */
export function createAppRegistry(extra: readonly GameSystemV1[] = []): Registry {
  return createRegistry([d20RollUnder, twoD6Pool, t13, srd52, ...extra]);
}
