// Issue 38, start-up on Node 22 and 24: `verdict roll` and `resolve` draw their seed from the kernel's generator
// (kernel-random.ts), so Node's Web Crypto modules (webcrypto, webidl, keys: about 5 ms of CPU on Node 22) are not
// loaded; which of Node's modules a command loaded is read from `process.moduleLoadList`, not timed. The seed is
// still drawn (and differs from run to run).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN } from './run-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'verdict-modules-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const preload = join(dir, 'modules.cjs');
writeFileSync(
  preload,
  "process.on('exit', () => require('node:fs').writeSync(2, '\\nMODULES ' + process.moduleLoadList.join(',')));",
);

/** The command's stdout and the Node modules it loaded. */
function run(args: readonly string[]) {
  const result = spawnSync(process.execPath, ['--require', preload, BIN, ...args], { encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  const modules = /MODULES (.*)$/.exec(result.stderr)?.[1]?.split(',') ?? [];
  expect(modules.length).toBeGreaterThan(10);
  return { stdout: result.stdout, modules };
}

describe('the seed a command draws', () => {
  it.each([
    [['roll', '2d6', '--json']],
    [['roll', '2d6', '3d6', '--json']],
    [['resolve', 'd20-roll-under', 'check', 'value=12', '--json']],
  ])('verdict %j draws a fresh seed without loading Web Crypto', (args) => {
    const first = run(args);
    expect(first.modules.filter((name) => name.includes('crypto/webcrypto'))).toEqual([]);
    // Several rolls are a list, each with its own seed (`<seed>:1`, `<seed>:2`).
    const seed = (text: string): string => {
      const json = JSON.parse(text);
      return Array.isArray(json) ? json[0].seed.replace(/:1$/, '') : json.seed;
    };
    expect(seed(first.stdout)).toMatch(/^[0-9a-f]{16}$/);
    expect(seed(run(args).stdout)).not.toBe(seed(first.stdout));
  });
});
