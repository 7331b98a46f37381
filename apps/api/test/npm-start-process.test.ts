// Issue 17, finding 7: SIGTERM to `npm start` must stop the server gracefully, leaving no orphan behind.
// Issue 25, item 5: nor may `kill -9` of `npm start` (the server watches the process that started it).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_DIR } from './server-process.js';

const ROOT = join(API_DIR, '..', '..');

/** Runs a command at the repository root until it prints the server's listening line. */
function launch(command: string, args: string[]) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      VERDICT_SKIP_BUILD: '1',
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_DIST: join(ROOT, 'nowhere'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Verdict listening on (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    void exited.then((code) => reject(new Error(`exited with ${code} before listening: ${err}`)));
  });
  return { child, url, exited, stderr: () => err };
}

async function refused(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/healthz`);
    return false;
  } catch {
    return true;
  }
}

describe('npm start', () => {
  it('forwards SIGTERM to the server, which stops gracefully: no orphan keeps the port', async () => {
    const start = launch(process.execPath, ['scripts/start.mjs']);
    const url = await start.url;
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    start.child.kill('SIGTERM');
    expect(await start.exited).toBe(0);
    expect(start.stderr()).toContain('SIGTERM received, finishing in-flight requests');
    expect(await refused(url)).toBe(true);
  });

  it('does the same through npm itself', async () => {
    const start = launch('npm', ['start', '--silent']);
    const url = await start.url;
    start.child.kill('SIGTERM');
    await start.exited;
    // npm's own exit code for a signal varies by version; what matters is that the server is gone.
    const until = Date.now() + 60_000;
    while (!(await refused(url)) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(await refused(url)).toBe(true);
  });
});

/** The pids of a process's children (Linux). */
function childrenOf(pid: number): number[] {
  const text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return text ? text.split(/\s+/).map(Number) : [];
}

/** Whether a process still runs (a zombie, exited but not reaped, does not). */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`still not true after 60 s: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(process.platform !== 'linux')('npm start killed with SIGKILL', () => {
  it('takes the server with it: nothing answers on the port and the server process is gone', async () => {
    const start = launch(process.execPath, ['scripts/start.mjs']);
    const url = await start.url;
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const [server] = childrenOf(start.child.pid!);
    expect(server).toBeDefined();
    start.child.kill('SIGKILL');
    await start.exited;
    await until(() => refused(url), `nothing answers on ${url}`);
    await until(() => !running(server!), `the server (pid ${server}) has exited`);
  }, 150_000);
});

/** Every process under `pid`, depth first (Linux). */
function descendantsOf(pid: number): number[] {
  return childrenOf(pid).flatMap((child) => [child, ...descendantsOf(child)]);
}

// Issue 32: `kill -9` of npm itself (not only of scripts/start.mjs) left `sh -c node scripts/start.mjs` re-parented
// to init, and the server with it, answering on the port.
describe.skipIf(process.platform !== 'linux')('npm itself killed with SIGKILL', () => {
  it('takes the shell, scripts/start.mjs and the server with it', async () => {
    const start = launch('npm', ['start', '--silent']);
    const url = await start.url;
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const below = descendantsOf(start.child.pid!);
    expect(below.length).toBeGreaterThanOrEqual(2); // (sh,) start.mjs, serve.js
    start.child.kill('SIGKILL');
    await start.exited;
    await until(() => refused(url), `nothing answers on ${url}`);
    await until(() => below.every((pid) => !running(pid)), `every process npm started has exited (${below})`);
  }, 150_000);
});
