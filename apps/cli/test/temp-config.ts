import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh XDG_CONFIG_HOME for one test file, removed by the returned function. */
export function tempConfigHome(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'verdict-cli-config-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
