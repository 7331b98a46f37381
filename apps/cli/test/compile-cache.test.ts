// The compile cache bin.js turns on (issue 38): on a Node that has one (22.1 and later) the chunks' compiled code is
// written to Node's default directory, node-compile-cache under the temporary directory, and a directory that
// cannot be made (here, under a regular file) changes nothing a command prints or returns. These run with the Node
// that runs vitest, and with each Node listed in VERDICT_TEST_NODES (colon-separated paths, say
// VERDICT_TEST_NODES=/path/to/node22:/path/to/node24), since the Node of the project's own runs (20) has no cache.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN } from './run-cli.js';

const nodes = [process.execPath, ...(process.env.VERDICT_TEST_NODES ?? '').split(':').filter(Boolean)];
const scratch = mkdtempSync(join(tmpdir(), 'verdict-compile-cache-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const COMMANDS = [
  ['roll', '2d6', '--seed', 'x', '--json'],
  ['resolve', 'd20-roll-under', 'check', 'value=12', '--seed', 'x'],
  ['odds', 'd20-roll-under', 'check', 'value=120'],
];

function run(node: string, args: readonly string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(node, [BIN, ...args], {
    input: '',
    env: { PATH: process.env.PATH, NO_COLOR: '1', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Whether this Node has `module.enableCompileCache` (22.1 and later). */
function hasCache(node: string): boolean {
  const probe = "process.stdout.write(String(typeof require('node:module').enableCompileCache))";
  return spawnSync(node, ['-e', probe], { encoding: 'utf8' }).stdout === 'function';
}

describe.each(nodes)('the compile cache with %s', (node) => {
  it('is written to the default directory where Node has one, and the output is the same', () => {
    if (!existsSync(node)) throw new Error(`${node} (VERDICT_TEST_NODES) does not exist`);
    const temp = mkdtempSync(join(scratch, 'tmp-'));
    for (const args of COMMANDS) {
      const without = run(node, args, { NODE_DISABLE_COMPILE_CACHE: '1', TMPDIR: temp });
      const first = run(node, args, { TMPDIR: temp });
      const warm = run(node, args, { TMPDIR: temp });
      expect(first, args.join(' ')).toEqual(without);
      expect(warm, args.join(' ')).toEqual(without);
    }
    const cache = join(temp, 'node-compile-cache');
    if (hasCache(node)) expect(readdirSync(cache).length).toBeGreaterThan(0);
    else expect(existsSync(cache)).toBe(false);
  });

  it('changes nothing when its directory cannot be made', () => {
    const file = join(scratch, `not-a-directory-${nodes.indexOf(node)}`);
    writeFileSync(file, '');
    for (const args of COMMANDS) {
      const without = run(node, args, { NODE_DISABLE_COMPILE_CACHE: '1' });
      // Both ways of naming the directory: the temporary directory bin.js's default sits in, and Node's variable.
      expect(run(node, args, { TMPDIR: file }), args.join(' ')).toEqual(without);
      expect(run(node, args, { NODE_COMPILE_CACHE: join(file, 'cache') }), args.join(' ')).toEqual(without);
    }
  });
});
