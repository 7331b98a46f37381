// Issue 17, finding 7: SIGTERM to `npm start` must stop the server gracefully, leaving no orphan behind.
import { spawn } from 'node:child_process';
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
