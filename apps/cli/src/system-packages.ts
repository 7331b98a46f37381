import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRegistry, type GameSystemV1, isVerdictError } from '@verdict/core';
import { UsageError } from './errors.js';
import { BUILT_IN_SYSTEMS } from './registry.js';

/**
 * Loads extra game systems from packages (names resolved from `cwd`'s node_modules, or paths to a
 * package directory or a module file). Every export that is an object with `apiVersion` is taken.
 * A package that cannot be loaded, has no system, or whose system is invalid is a usage error naming it.
 *
 * @example
 * const extra = await loadSystemPackages(['verdict-system-fate', './my-system'], process.cwd());
 */
export async function loadSystemPackages(names: readonly string[], cwd: string): Promise<GameSystemV1[]> {
  const loaded: GameSystemV1[] = [];
  for (const name of names) {
    const entry = locate(name, cwd);
    let module: Record<string, unknown>;
    try {
      module = (await import(pathToFileURL(entry).href)) as Record<string, unknown>;
    } catch (error) {
      throw new UsageError(`System package '${name}' could not be loaded: ${(error as Error).message}`);
    }
    const systems = [...new Set(Object.values(module))].filter(
      (value): value is GameSystemV1 => typeof value === 'object' && value !== null && 'apiVersion' in value,
    );
    if (systems.length === 0) {
      throw new UsageError(`System package '${name}' exports no game system (an object with apiVersion)`);
    }
    try {
      createRegistry([...BUILT_IN_SYSTEMS, ...loaded, ...systems]);
    } catch (error) {
      if (isVerdictError(error)) throw new UsageError(`System package '${name}': ${error.message}`);
      throw error;
    }
    loaded.push(...systems);
  }
  return loaded;
}

function locate(name: string, cwd: string): string {
  const looksLikePath = name.startsWith('.') || isAbsolute(name) || name.includes('\\');
  if (looksLikePath) {
    const path = resolve(cwd, name);
    if (!existsSync(path)) throw new UsageError(`System package '${name}' not found at ${path}`);
    return statSync(path).isDirectory() ? entryOf(path, name) : path;
  }
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return entryOf(candidate, name);
    if (dirname(dir) === dir) break;
  }
  throw new UsageError(
    `System package '${name}' not found in node_modules from ${cwd} (install it, or give a path)`,
  );
}

/** The ES module entry of a package directory: exports ('.' > import > default), module, main, index.js. */
function entryOf(dir: string, name: string): string {
  const manifest = join(dir, 'package.json');
  if (!existsSync(manifest)) return join(dir, 'index.js');
  let pkg: Record<string, unknown>;
  try {
    pkg = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new UsageError(`System package '${name}': unreadable package.json (${(error as Error).message})`);
  }
  const exported = pick(pkg.exports);
  const relative =
    exported ?? (pkg.module as string | undefined) ?? (pkg.main as string | undefined) ?? 'index.js';
  return join(dir, relative);
}

function pick(exports: unknown): string | undefined {
  if (typeof exports === 'string') return exports;
  if (typeof exports !== 'object' || exports === null || Array.isArray(exports)) return undefined;
  const map = exports as Record<string, unknown>;
  if ('.' in map) return pick(map['.']);
  for (const condition of ['import', 'node', 'default']) {
    if (condition in map) {
      const found = pick(map[condition]);
      if (found) return found;
    }
  }
  return undefined;
}
