// Vitest global setup: the subprocess tests run dist/bin.js, so build it when it is missing or older
// than any source file (in `npm test` the build has already run and this does nothing).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const app = join(import.meta.dirname, '..');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs;
    newest = Math.max(newest, time);
  }
  return newest;
}

export default function setup(): void {
  const bin = join(app, 'dist', 'bin.js');
  // The bundle includes the workspace packages' sources too (core, dice, the systems).
  const packages = join(app, '..', '..', 'packages');
  const sources = [join(app, 'src'), ...readdirSync(packages).map((name) => join(packages, name, 'src'))];
  const newest = Math.max(...sources.filter((dir) => existsSync(dir)).map(newestSource));
  if (existsSync(bin) && statSync(bin).mtimeMs >= newest) return;
  const tsup = join(app, 'node_modules', '.bin', 'tsup');
  const result = spawnSync(tsup, [], { cwd: app, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`Building apps/cli failed (tsup exited ${result.status})`);
}
