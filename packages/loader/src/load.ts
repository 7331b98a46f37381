import { pathToFileURL } from 'node:url';
import { createRegistry, type GameSystemV1, isVerdictError } from '@verdict/core';
import { locatePackage } from './entry.js';
import { SystemLoadError } from './errors.js';

/** The systems one package gave. */
export interface LoadedPackage {
  readonly spec: string;
  readonly systems: readonly GameSystemV1[];
}

/** Options of {@link loadSystemPackages}. */
export interface LoadOptions {
  /** Where paths and package names are resolved from (the user's working directory). */
  readonly cwd: string;
  /** The systems already there (the app's own): an extra system may not reuse their ids. */
  readonly builtIn?: readonly GameSystemV1[];
  /** Resolves a package name beside the app when `cwd` has no such package (`import.meta.resolve`, as a path). */
  readonly resolveBeside?: (spec: string) => string;
}

/**
 * Imports each package and takes every export that is a game system (an object with `apiVersion`), checked by the
 * core's registry together with the built-in systems and the packages before it: a package that is missing, fails
 * to load, exports no system, or whose system breaks the contract or reuses an id is a {@link SystemLoadError}
 * naming it, and nothing is loaded half.
 *
 * @example
 * const extra = await loadSystemPackages(['@acme/system-fate', './my-system'], { cwd: process.cwd(), builtIn });
 * createRegistry([...builtIn, ...extra.flatMap((p) => p.systems)]);
 */
export async function loadSystemPackages(
  specs: readonly string[],
  options: LoadOptions,
): Promise<LoadedPackage[]> {
  const loaded: LoadedPackage[] = [];
  for (const spec of specs) {
    const entry = locatePackage(spec, options.cwd, options.resolveBeside);
    let module: Record<string, unknown>;
    try {
      module = (await import(pathToFileURL(entry).href)) as Record<string, unknown>;
    } catch (error) {
      throw new SystemLoadError(spec, `could not be loaded: ${firstLine(error)}`);
    }
    const systems = [...new Set(Object.values(module))].filter(isSystemLike);
    if (systems.length === 0) {
      throw new SystemLoadError(
        spec,
        'exports no game system (expected an export that is an object with apiVersion, from defineGameSystem)',
      );
    }
    try {
      createRegistry([...(options.builtIn ?? []), ...loaded.flatMap((p) => p.systems), ...systems]);
    } catch (error) {
      if (isVerdictError(error)) throw new SystemLoadError(spec, `: ${error.message}`);
      throw error;
    }
    loaded.push({ spec, systems: systems as GameSystemV1[] });
  }
  return loaded;
}

function isSystemLike(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'apiVersion' in value;
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
}
