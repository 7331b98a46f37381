/**
 * The registry the Node server serves: the bundled systems plus the `VERDICT_SYSTEMS` packages. The main
 * thread and every worker thread build it the same way, so a worker answers for exactly the systems the
 * server lists.
 */
import { fileURLToPath } from 'node:url';
import { describeSystem, type Registry } from '@verdict/core';
import { loadSystemPackages, SystemLoadError } from '@verdict/loader';
import { createAppRegistry } from '../registry.js';

/**
 * Loads the extra packages (paths relative to `cwd`, names from `cwd` or else beside the server) and
 * registers them beside the bundled systems. Throws `SystemLoadError` (`@verdict/loader`) naming the
 * package that cannot be used, a reused system id included, and a schema with no JSON Schema form: the listing,
 * the OpenAPI document and the docs page convert every schema when first asked for, so an extra system's are
 * converted here, once, and a package whose schema cannot be is refused at start-up instead of failing them. A
 * worker thread passes `checkSchemas: false`: the main thread loaded the same packages and checked them first.
 *
 * @example
 * const registry = await loadRegistry(['./test-fixtures/system-coin'], process.cwd());
 */
export async function loadRegistry(
  systems: readonly string[],
  cwd: string,
  { checkSchemas = true }: { checkSchemas?: boolean } = {},
): Promise<Registry> {
  const extra = await loadSystemPackages(systems, {
    cwd,
    builtIn: createAppRegistry().systems,
    // A package installed beside the server (not in the working directory) is found as the server would import it.
    resolveBeside: (spec) => fileURLToPath(import.meta.resolve(spec)),
  });
  const registry = createAppRegistry(extra.flatMap((p) => p.systems));
  for (const { spec, systems: loaded } of checkSchemas ? extra : []) {
    for (const system of loaded) {
      try {
        JSON.stringify(describeSystem(registry, system.id));
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        throw new SystemLoadError(
          spec,
          `: a schema of its system '${system.id}' has no JSON Schema form (${why})`,
        );
      }
    }
  }
  return registry;
}
