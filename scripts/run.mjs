// Helpers for the root scripts: install what is missing, then run tools from node_modules/.bin.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM = 'pnpm@12.21.0';

/** Runs a command in the repo root and exits with its code if it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
  return result;
}

/** Runs a binary installed in node_modules/.bin. */
export function bin(name, args, options = {}) {
  return run(join(root, 'node_modules', '.bin', name), args, options);
}

/** Installs dependencies with pnpm (through npx) when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  const fresh =
    existsSync(marker) && (!existsSync(lock) || statSync(lock).mtimeMs <= statSync(marker).mtimeMs);
  // Native modules are built for one Node ABI: installed under another Node (nvm use 20 after 24), better-sqlite3
  // (which Node 20 needs) is rebuilt for this one.
  const abi = join(root, 'node_modules', '.cache', 'verdict', 'node-abi');
  const sameAbi = existsSync(abi) && readFileSync(abi, 'utf8') === process.versions.modules;
  if (fresh && sameAbi) return;
  if (fresh) {
    console.error(`Rebuilding native modules for Node ${process.versions.node} ...`);
    run('npx', ['-y', PNPM, 'rebuild', 'better-sqlite3'], { stdio: ['ignore', 2, 2] });
  } else {
    console.error(`Installing dependencies with ${PNPM} ...`);
    const frozen = process.env.CI && existsSync(lock) ? ['--frozen-lockfile'] : [];
    run('npx', ['-y', PNPM, 'install', ...frozen], { stdio: ['ignore', 2, 2] });
  }
  mkdirSync(dirname(abi), { recursive: true });
  writeFileSync(abi, process.versions.modules);
}

/** Builds every package (turbo caches what did not change), quietly: its output is shown only when it fails. */
export function build(filter = []) {
  const result = spawnSync(
    join(root, 'node_modules', '.bin', 'turbo'),
    ['run', 'build', '--output-logs=errors-only', ...filter],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    },
  );
  if (result.error) throw result.error;
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}${result.stderr}\nThe build failed.\n`);
    process.exit(result.status ?? 1);
  }
}
