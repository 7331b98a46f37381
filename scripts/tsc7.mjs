// TypeScript 7's `tsc`, for every package's `typecheck` script: the same checker as TypeScript 6, ported to Go, at a
// third of the CPU on this repo (docs/decisions.md, "Typecheck with TypeScript 7"). The builds keep TypeScript 6:
// tsup's .d.ts build needs its compiler API, which TypeScript 7 does not ship. Installed as the root
// devDependency `typescript-7` (an alias of `typescript@7`), so the `tsc` on a package's PATH stays version 6.
//
// Usage, from a package's folder: node ../../scripts/tsc7.mjs --noEmit [tsc options]
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// Its package exports only package.json and its entry points, not the bin: found beside package.json.
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')), 'bin', 'tsc');
const { status, signal, error } = spawnSync(process.execPath, [tsc, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
if (error) throw error;
process.exit(status ?? (signal ? 1 : 0));
