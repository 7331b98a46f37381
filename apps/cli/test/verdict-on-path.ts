// A folder with a `verdict` executable that runs the built dist/bin.js, for running commands as a user types them
// (help examples, shell completion scripts calling `verdict` back).
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN } from './run-cli.js';

/** A temporary folder holding `verdict`; put `dir` first on PATH. `remove` deletes it. */
export function verdictOnPath(): { dir: string; path: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'verdict-bin-'));
  const script = join(dir, 'verdict');
  writeFileSync(script, `#!/bin/sh\nexec '${process.execPath}' '${BIN}' "$@"\n`);
  chmodSync(script, 0o755);
  return {
    dir,
    path: `${dir}:${process.env.PATH ?? ''}`,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
