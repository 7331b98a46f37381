/**
 * The registry the Node server serves: the bundled systems plus the `VERDICT_SYSTEMS` packages. The main
 * thread and every worker thread build it the same way, so a worker answers for exactly the systems the
 * server lists.
 */
import { isVerdictError, type Registry } from '@verdict/core';
import { createAppRegistry } from '../registry.js';
import { loadSystemPackages, SystemLoadError } from './load-systems.js';

/**
 * Loads the extra packages (paths relative to `cwd`) and registers them beside the bundled systems.
 * Throws {@link SystemLoadError} naming the package that cannot be used.
 *
 * @example
 * const registry = await loadRegistry(['./test-fixtures/system-coin'], process.cwd());
 */
export async function loadRegistry(systems: readonly string[], cwd: string): Promise<Registry> {
  const extra = await loadSystemPackages(systems, cwd);
  try {
    return createAppRegistry(extra.flatMap((p) => p.systems));
  } catch (error) {
    if (isVerdictError(error) && error.code === 'duplicate_system') {
      const owners = extra.map((p) => `${p.spec} (${p.systems.map((s) => s.id).join(', ')})`).join('; ');
      throw new SystemLoadError(`${error.message}. Extra packages: ${owners}`);
    }
    throw error;
  }
}
