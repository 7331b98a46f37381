import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** The built executable (vitest's global setup builds it when stale). */
export const BIN = join(import.meta.dirname, '..', 'dist', 'bin.js');

/** Runs `verdict` as a subprocess (not a terminal) and returns its exit code and output. */
export function runCli(
  args: readonly string[],
  options: { input?: string; env?: NodeJS.ProcessEnv; cwd?: string; bin?: string } = {},
) {
  const result = spawnSync(process.execPath, [options.bin ?? BIN, ...args], {
    input: options.input ?? '',
    env: { PATH: process.env.PATH, NO_COLOR: '1', ...options.env },
    cwd: options.cwd ?? join(import.meta.dirname, '..'),
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}
