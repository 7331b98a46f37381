import type { GameSystemV1 } from '@verdict/core';
import { loadSystemPackages as load, SystemLoadError } from '@verdict/loader';
import { UsageError } from './errors.js';
import { BUILT_IN_SYSTEMS } from './registry.js';

/**
 * Loads extra game systems from packages (names resolved from `cwd`'s node_modules, or paths to a package directory
 * or a module file) through the loader the API uses too. A package that cannot be loaded, has no system, or whose
 * system is invalid is a usage error (exit 2) naming it.
 *
 * @example
 * const extra = await loadSystemPackages(['verdict-system-fate', './my-system'], process.cwd());
 */
export async function loadSystemPackages(names: readonly string[], cwd: string): Promise<GameSystemV1[]> {
  try {
    const loaded = await load(names, { cwd, builtIn: BUILT_IN_SYSTEMS });
    return loaded.flatMap((p) => [...p.systems]);
  } catch (error) {
    if (error instanceof SystemLoadError) throw new UsageError(error.message);
    throw error;
  }
}
