/**
 * Loads extra game-system packages named in `VERDICT_SYSTEMS` (`@acme/system-foo,./path/to/pkg`) by dynamic
 * import, and checks each one, so a bad package stops the server at start-up with a message naming it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRegistry, type GameSystemV1, isVerdictError } from '@verdict/core';

/** A package that cannot be loaded as game systems; the message names it. */
export class SystemLoadError extends Error {
  override readonly name = 'SystemLoadError';
}

/** The systems of one package. */
export interface LoadedPackage {
  readonly spec: string;
  readonly systems: readonly GameSystemV1[];
}

/**
 * Imports each package and takes every export that looks like a game system (an object with
 * `apiVersion`), checked by the core's registry. Paths (`./x`, `/x`) are relative to `cwd`; package
 * names resolve from this server, then from `cwd`.
 *
 * @example
 * const extra = await loadSystemPackages(['@acme/system-foo'], process.cwd());
 */
export async function loadSystemPackages(specs: readonly string[], cwd: string): Promise<LoadedPackage[]> {
  const loaded: LoadedPackage[] = [];
  for (const spec of specs) {
    const module = await importPackage(spec, cwd);
    const systems = [...new Set(Object.values(module).filter(isSystemLike))];
    if (systems.length === 0) {
      throw new SystemLoadError(
        `${spec}: exports no game system (expected an export that is an object with apiVersion, from defineGameSystem)`,
      );
    }
    try {
      createRegistry(systems);
    } catch (error) {
      if (isVerdictError(error)) throw new SystemLoadError(`${spec}: ${error.message}`);
      throw error;
    }
    loaded.push({ spec, systems: systems as GameSystemV1[] });
  }
  return loaded;
}

function isSystemLike(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'apiVersion' in value;
}

async function importPackage(spec: string, cwd: string): Promise<Record<string, unknown>> {
  const isPath = spec.startsWith('.') || spec.startsWith('/');
  let url: string;
  try {
    url = isPath ? pathToFileURL(entryOf(resolve(cwd, spec))).href : await resolveBare(spec, cwd);
  } catch (error) {
    throw new SystemLoadError(`${spec}: package not found (${(error as Error).message.split('\n')[0]})`);
  }
  try {
    return (await import(url)) as Record<string, unknown>;
  } catch (error) {
    throw new SystemLoadError(`${spec}: failed to load: ${(error as Error).message.split('\n')[0]}`);
  }
}

async function resolveBare(spec: string, cwd: string): Promise<string> {
  try {
    return import.meta.resolve(spec);
  } catch {
    return pathToFileURL(createRequire(join(cwd, 'noop.js')).resolve(spec)).href;
  }
}

/** The file a path names: the file itself, or a package folder's entry (exports '.', then main, then index.js). */
function entryOf(path: string): string {
  if (!existsSync(path)) throw new Error(`${path} does not exist`);
  if (!statSync(path).isDirectory()) return path;
  const manifest = join(path, 'package.json');
  const pkg = existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, unknown>)
    : {};
  const entry = exportTarget(pkg.exports) ?? (typeof pkg.main === 'string' ? pkg.main : 'index.js');
  const file = join(path, entry);
  if (!existsSync(file)) throw new Error(`its entry ${file} does not exist`);
  return file;
}

function exportTarget(exports: unknown): string | undefined {
  if (typeof exports === 'string') return exports;
  if (typeof exports !== 'object' || exports === null) return undefined;
  const map = exports as Record<string, unknown>;
  if ('.' in map) return exportTarget(map['.']);
  for (const condition of ['import', 'node', 'default']) {
    const target = exportTarget(map[condition]);
    if (target) return target;
  }
  return undefined;
}
