// N11: output that cannot be written (a full disk: /dev/full) is said in one line, not as "a bug" with a stack.
import { spawnSync } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BIN } from './run-cli.js';

function toFullDisk(args: readonly string[]) {
  const full = openSync('/dev/full', 'w');
  try {
    const result = spawnSync(process.execPath, [BIN, ...args], {
      stdio: ['ignore', full, 'pipe'],
      env: { PATH: process.env.PATH, NO_COLOR: '1' },
      encoding: 'utf8',
      timeout: 120_000,
    });
    return { code: result.status, stderr: result.stderr };
  } finally {
    closeSync(full);
  }
}

describe.skipIf(process.platform !== 'linux')('output to a full disk', () => {
  it.each([[['roll', '2d6']], [['systems']], [['roll', '2d6', '--json']]])(
    'verdict %j > /dev/full: one line naming the cause, no stack',
    (args) => {
      const { code, stderr } = toFullDisk(args);
      expect(code).toBe(1);
      expect(stderr).toBe('verdict: cannot write the output: no space left on device (ENOSPC)\n');
    },
  );
});
