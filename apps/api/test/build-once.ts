// Vitest global setup: the process tests run dist/serve.js, so build it when it is missing or older than
// any source it bundles (this app's src and the workspace packages' src).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const app = join(import.meta.dirname, '..');
const packages = join(app, '..', '..', 'packages');

function newest(dir: string): number {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { recursive: true }) as string[]) {
    const mtime = statSync(join(dir, entry)).mtimeMs;
    if (mtime > latest) latest = mtime;
  }
  return latest;
}

export default function setup(): void {
  const serve = join(app, 'dist', 'serve.js');
  const sources = [join(app, 'src'), ...readdirSync(packages).map((p) => join(packages, p, 'src'))];
  const built = existsSync(serve) ? statSync(serve).mtimeMs : 0;
  if (sources.some((dir) => newest(dir) > built)) {
    execFileSync(join(app, 'node_modules', '.bin', 'tsup'), {
      cwd: app,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
}
