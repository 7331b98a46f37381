// Helpers for the packing tests: pack workspace packages as they would be published, and install the
// tarballs into throwaway projects with plain npm, the way a user of the published packages would.
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The repository's root. */
export const root = join(import.meta.dirname, '..', '..', '..');

/** A workspace package: its folder and its package.json. */
export interface WorkspacePackage {
  readonly dir: string;
  readonly name: string;
  readonly manifest: { readonly name: string; readonly private?: boolean; readonly [field: string]: unknown };
}

/** Every published package (its package.json is not private) under packages/ and apps/: libraries and tools. */
export function publishedPackages(): WorkspacePackage[] {
  return ['packages', 'apps']
    .flatMap((parent) => readdirSync(join(root, parent)).map((folder) => join(root, parent, folder)))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      return { dir, name: manifest.name as string, manifest };
    })
    .filter((pkg) => pkg.manifest.private !== true);
}

/** The published libraries: packages with `exports` to import (the tools, `@verdict/cli` and `@verdict/server`, have only a bin). */
export function publishedLibraries(): WorkspacePackage[] {
  return publishedPackages().filter((pkg) => pkg.manifest.exports !== undefined);
}

/** The workspace package in that folder (relative to the root), published or not. */
export function workspaceManifest(folder: string): WorkspacePackage {
  const dir = join(root, folder);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  return { dir, name: manifest.name as string, manifest };
}

/** The workspace package of that name. */
export function workspacePackage(name: string): WorkspacePackage {
  const found = readdirSync(join(root, 'packages'))
    .map((folder) => join(root, 'packages', folder))
    .find(
      (dir) =>
        existsSync(join(dir, 'package.json')) &&
        JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name === name,
    );
  if (!found) throw new Error(`No workspace package named ${name}`);
  return { dir: found, name, manifest: JSON.parse(readFileSync(join(found, 'package.json'), 'utf8')) };
}

/**
 * Packs packages with `pnpm pack` (which, unlike `npm pack`, rewrites `workspace:` and `catalog:`
 * ranges to real versions) into `destination`, and returns each tarball's path by package name.
 * The packages must be built: a missing dist is an error that says to build first.
 *
 * A run packs each package once: the tarball is kept under node_modules/.cache/verdict/tarballs, keyed by the
 * content of everything that goes into it (the package's own files and every workspace manifest, whose versions
 * the packed ranges name), and the test files that need it copy it from there.
 */
export async function pack(
  packages: readonly WorkspacePackage[],
  destination: string,
): Promise<Map<string, string>> {
  mkdirSync(destination, { recursive: true });
  const pnpm = join(root, 'node_modules', '.bin', 'pnpm');
  const tarballs = new Map<string, string>();
  for (const pkg of packages) {
    if (!existsSync(join(pkg.dir, 'dist'))) {
      throw new Error(`${pkg.name} is not built (no dist/): run \`npm run build\` first (npm test does)`);
    }
    const cached = join(TARBALL_CACHE, packKey(pkg));
    let tarball = existsSync(cached) ? readdirSync(cached).find((file) => file.endsWith('.tgz')) : undefined;
    if (!tarball) {
      // One at a time: pnpm packs quickly, and parallel packs of one workspace contend for its lock.
      const fresh = mkdtempSync(join(tmpdir(), 'verdict-pack-'));
      const { stdout } = await run(pnpm, ['pack', '--pack-destination', fresh], { cwd: pkg.dir });
      const packed = stdout.trim().split('\n').pop()!.trim();
      if (!packed.endsWith('.tgz') || !existsSync(packed))
        throw new Error(`pnpm pack of ${pkg.name} printed ${stdout}`);
      // Into the cache whole or not at all: another test file may be packing the same package meanwhile.
      mkdirSync(TARBALL_CACHE, { recursive: true });
      try {
        renameSync(fresh, cached);
      } catch {
        // Another file put it there first: the same content.
      }
      rmSync(fresh, { recursive: true, force: true });
      tarball = basename(packed);
    }
    const copy = join(destination, tarball);
    copyFileSync(join(cached, tarball), copy);
    tarballs.set(pkg.name, copy);
  }
  return tarballs;
}

/** Where {@link pack} keeps the tarballs of a run (and of later runs, while nothing packed changes). */
const TARBALL_CACHE = join(root, 'node_modules', '.cache', 'verdict', 'tarballs');

/**
 * A package's tarball key: a hash of its files (but node_modules and what is ignored) and of every workspace
 * package.json, pnpm-workspace.yaml (the catalog) and .pnpmfile.cjs (its packing hook), the inputs of `pnpm pack`.
 */
function packKey(pkg: WorkspacePackage): string {
  const hash = createHash('sha256');
  const add = (file: string) => {
    hash.update(relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  };
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      if (['node_modules', '.turbo', 'test-results'].includes(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) add(path);
    }
  };
  walk(pkg.dir);
  add(join(root, 'pnpm-workspace.yaml'));
  // Its beforePacking hook writes the packed package.json of the tools.
  if (existsSync(join(root, '.pnpmfile.cjs'))) add(join(root, '.pnpmfile.cjs'));
  for (const parent of ['packages', 'apps']) {
    for (const folder of readdirSync(join(root, parent)).sort()) {
      const manifest = join(root, parent, folder, 'package.json');
      if (existsSync(manifest)) add(manifest);
    }
  }
  return `${pkg.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-/, '')}-${hash.digest('hex').slice(0, 16)}`;
}

/** The exact versions of the workspace catalog (pnpm-workspace.yaml), by package name. */
export function catalogVersions(): Map<string, string> {
  const lines = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8').split('\n');
  const versions = new Map<string, string>();
  let inCatalog = false;
  for (const line of lines) {
    if (/^\S/.test(line)) inCatalog = line.trim() === 'catalog:';
    const entry = inCatalog ? /^\s+"?([^":]+)"?:\s*(\S+)\s*$/.exec(line) : null;
    if (entry) versions.set(entry[1]!, entry[2]!);
  }
  return versions;
}

/** Writes a package.json into a new folder and runs a plain `npm install` there. */
export async function npmProject(
  dir: string,
  manifest: Record<string, unknown>,
  options: { nested?: boolean } = {},
): Promise<void> {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const args = ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'];
  // Nested: each package sees only its own declared dependencies (and peers from above), so a
  // dependency it forgot to declare cannot be borrowed from a hoisted neighbour.
  if (options.nested) args.push('--install-strategy=nested');
  await run('npm', args, { cwd: dir, env: npmEnv(), maxBuffer: 16 * 1024 * 1024 });
}

/** Runs a Node script in a project, as an ES module or as CommonJS, and parses the JSON it prints. */
export async function nodeJson<T>(dir: string, code: string, type: 'module' | 'commonjs'): Promise<T> {
  const { stdout } = await run(process.execPath, [`--input-type=${type}`, '-e', code], {
    cwd: dir,
    env: npmEnv(),
  });
  return JSON.parse(stdout) as T;
}

/**
 * The environment without what pnpm and vitest set for the workspace (npm's own config is kept): a real
 * user has none of it, and
 * pnpm's bin shims set NODE_PATH to every workspace package, which would hide an undeclared dependency.
 */
export function npmEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_(?!config_)|PNPM_|VITEST|NODE_OPTIONS$|NODE_PATH$|TEST$)/i.test(key)) continue;
    env[key] = value;
  }
  return env;
}

/**
 * npm's environment for installing a package that depends on better-sqlite3, as a user with network installs it:
 * its install script (prebuild-install) takes a prebuilt binary rather than compiling SQLite (minutes on a busy
 * 2-core machine). This machine cannot reach GitHub, where the prebuilt binaries are, so the binary is the one the
 * workspace's own install built for this Node, of the same better-sqlite3 version, packed the way prebuild-install
 * downloads it into `dir` (its `local_prebuilds` folder). Without such a build, npm compiles from source, as before.
 */
export function sqlitePrebuildEnv(dir: string, from = join(root, 'apps', 'server')): NodeJS.ProcessEnv {
  const compile = { npm_config_build_from_source: 'true' };
  const linked = join(from, 'node_modules', 'better-sqlite3');
  if (!existsSync(linked)) return compile;
  const sqlite = realpathSync(linked);
  const binary = join('build', 'Release', 'better_sqlite3.node');
  if (!existsSync(join(sqlite, binary))) return compile;
  const { version } = JSON.parse(readFileSync(join(sqlite, 'package.json'), 'utf8')) as { version: string };
  // prebuild-install names a musl build `linuxmusl`: only a glibc Linux (or another platform) is named plainly.
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined;
  if (process.platform === 'linux' && !report?.header?.glibcVersionRuntime) return compile;
  const name = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  mkdirSync(dir, { recursive: true });
  execFileSync('tar', ['-czf', join(dir, name), '-C', sqlite, binary]);
  return { npm_config_better_sqlite3_local_prebuilds: dir };
}
