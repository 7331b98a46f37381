// Issue 37, item 4: the installed `verdict-server` (its built bin, bundled from the sources) names the address phones
// on the local network can use when it listens on every interface, and says how to allow them on 127.0.0.1.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from './packed.js';

const server = join(root, 'apps', 'server');
const work = mkdtempSync(join(tmpdir(), 'verdict-phones-'));

/** The newest modification time under a folder. */
function newest(dir: string): number {
  return Math.max(
    ...readdirSync(dir, { withFileTypes: true }).map((entry) =>
      entry.isDirectory() ? newest(join(dir, entry.name)) : statSync(join(dir, entry.name)).mtimeMs,
    ),
  );
}

/** Builds the server's bin when it is missing or older than its sources or the API's (in `npm test` turbo has). */
function buildServer(): void {
  const bin = join(server, 'dist', 'bin.js');
  const sources = Math.max(newest(join(server, 'src')), newest(join(root, 'apps', 'api', 'src')));
  if (existsSync(bin) && statSync(bin).mtimeMs >= sources) return;
  const tsup = spawnSync(join(server, 'node_modules', '.bin', 'tsup'), [], { cwd: server, stdio: 'inherit' });
  if (tsup.status !== 0) throw new Error(`building apps/server failed (tsup exited ${tsup.status})`);
}

/** The IPv4 addresses other devices can reach, as the server finds them. */
const lan = Object.values(networkInterfaces())
  .flat()
  .filter((i) => i && i.family === 'IPv4' && !i.internal && !i.address.startsWith('169.254.'))
  .map((i) => i!.address);

/** Runs the bin until it says it is listening (then stops it): what it printed. */
function runServer(host: string) {
  const child: ChildProcess = spawn(process.execPath, [join(server, 'dist', 'bin.js')], {
    cwd: work,
    env: { PATH: process.env.PATH, PORT: '0', HOST: host, VERDICT_DATA_DIR: join(work, host) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise<{ stdout: string; stderr: string }>((resolve) => {
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (/listening on http/.test(stdout)) child.kill('SIGTERM');
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('close', () => resolve({ stdout, stderr }));
  });
}

beforeAll(() => buildServer(), 300_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('verdict-server and phones at the table', () => {
  it('HOST=0.0.0.0: names the address phones on this network can use', async () => {
    const { stdout, stderr } = await runServer('0.0.0.0');
    const port = /listening on http:\/\/0\.0\.0\.0:(\d+)/.exec(stdout)?.[1];
    expect(port, stdout + stderr).toBeDefined();
    expect(stderr).toContain(
      lan.length === 0
        ? 'no network address other devices can reach'
        : `Phones and other devices on this network: http://${lan[0]}:${port}`,
    );
  });

  it('HOST=127.0.0.1: says how to allow phones, and what it means', async () => {
    const { stderr } = await runServer('127.0.0.1');
    expect(stderr).toContain('Only this computer can open it');
    expect(stderr).toContain('HOST=0.0.0.0');
    expect(stderr).toContain('anyone on that network can reach it');
  });
});
