// A `verdict room` command calls its server over node:http (src/network/http-fetch.ts), never through Node's
// own fetch, whose first call costs a command about 0.2 CPU-seconds on Node 20 (docs/decisions.md, "The CLI calls
// servers over node:http"). A preload replaces the global fetch with one that says it was called; which
// commands called it is read from their output, not timed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { finished, roomServerPerFile } from './room-server.js';
import { BIN } from './run-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'verdict-fetch-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const preload = join(dir, 'fetch-spy.cjs');
writeFileSync(
  preload,
  `const real = globalThis.fetch;
globalThis.fetch = (...args) => {
  require('node:fs').writeSync(2, '\\nGLOBAL FETCH CALLED\\n');
  return real(...args);
};`,
);

const table = roomServerPerFile();
const gm = table.member();

/** `verdict` with the preload, as the GM. */
function run(args: readonly string[]) {
  const child = spawn(process.execPath, ['--require', preload, BIN, ...args], {
    env: {
      PATH: process.env.PATH,
      NO_COLOR: '1',
      XDG_CONFIG_HOME: gm.config.dir,
      VERDICT_SERVER: table.server.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return finished(child);
}

it('creates a room, reads its log and exports it without calling Node’s fetch', async () => {
  for (const args of [
    ['room', 'create', 'Over http', '--name', 'Ada'],
    ['room', 'log'],
    ['room', 'export'],
  ]) {
    const result = await run(args);
    expect(result.code, `${args.join(' ')}: ${result.stderr}`).toBe(0);
    expect(result.stderr).not.toContain('GLOBAL FETCH CALLED');
  }
});

it('the preload does see a call of the global fetch (the check can fail)', async () => {
  const result = await finished(
    spawn(
      process.execPath,
      [
        '--require',
        preload,
        '-e',
        `fetch(${JSON.stringify(`${table.server.url}/healthz`)}).then((r) => r.text())`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    ),
  );
  expect(result.code).toBe(0);
  expect(result.stderr).toContain('GLOBAL FETCH CALLED');
});
