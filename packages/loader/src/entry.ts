import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { SystemLoadError } from './errors.js';

/**
 * The ES module file a spec names: a path (`./pkg`, `/abs/pkg`, `C:\pkg`) to a module file or a package folder, or a
 * package name found in a `node_modules` from `cwd` upwards, then beside the app itself (`fallback`, which
 * resolves a bare name as the app would). Throws a {@link SystemLoadError} naming the spec.
 */
export function locatePackage(spec: string, cwd: string, fallback?: (spec: string) => string): string {
  if (isPath(spec)) {
    const path = resolve(cwd, spec);
    if (!existsSync(path)) throw new SystemLoadError(spec, `not found at ${path}`);
    return statSync(path).isDirectory() ? entryOf(path, spec) : path;
  }
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', spec);
    if (existsSync(join(candidate, 'package.json'))) return entryOf(candidate, spec);
    if (dirname(dir) === dir) break;
  }
  if (fallback) {
    try {
      return fallback(spec);
    } catch {
      // Not beside the app either: the message below names where it was looked for.
    }
  }
  throw new SystemLoadError(spec, `not found in node_modules from ${cwd} (install it, or give a path)`);
}

function isPath(spec: string): boolean {
  return spec.startsWith('.') || isAbsolute(spec) || spec.includes('\\');
}

/** A package folder's ES module entry: exports ('.', then import > node > default), module, main, index.js. */
function entryOf(dir: string, spec: string): string {
  const manifest = join(dir, 'package.json');
  let pkg: Record<string, unknown> = {};
  if (existsSync(manifest)) {
    try {
      pkg = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, unknown>;
    } catch (error) {
      throw new SystemLoadError(spec, `has an unreadable package.json (${(error as Error).message})`);
    }
  }
  const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const relative = exportTarget(pkg.exports) ?? str(pkg.module) ?? str(pkg.main) ?? 'index.js';
  const file = join(dir, relative);
  if (!existsSync(file)) throw new SystemLoadError(spec, `not found: its entry ${file} does not exist`);
  return file;
}

function exportTarget(exports: unknown): string | undefined {
  if (typeof exports === 'string') return exports;
  if (typeof exports !== 'object' || exports === null || Array.isArray(exports)) return undefined;
  const map = exports as Record<string, unknown>;
  if ('.' in map) return exportTarget(map['.']);
  for (const condition of ['import', 'node', 'default']) {
    const target = exportTarget(map[condition]);
    if (target) return target;
  }
  return undefined;
}
