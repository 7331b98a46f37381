// Issue 37, item 4: `npm start` and the server print the address phones on the local network can use (or, on
// 127.0.0.1, how to allow them), and a room's share link (its QR code) uses that address when the GM opened the page
// at 127.0.0.1, PUBLIC_URL first. Real processes, real rooms.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lanAddresses } from '../src/node/lan-address.js';
import { call } from './rooms-client.js';
import { API_DIR, type ServerProcess, startServer } from './server-process.js';
import { until } from './until.js';

const ROOT = join(API_DIR, '..', '..');
const LAN = lanAddresses();
const started: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
});

async function start(env: Record<string, string>) {
  const server = await startServer(env);
  started.push(server);
  // The notes after "Verdict listening on …" follow it at once, on stderr (stdout is for the request log).
  await until(
    () => /Phones and|no network address|Only this computer/.test(server.stderr()),
    'the start-up notes',
  );
  return server;
}

/** The start-up notes about phones, a line each. */
const notesOf = (server: ServerProcess) =>
  server
    .stderr()
    .split('\n')
    .filter((line) => /Phones and|network|Only this computer|HOST=|PUBLIC_URL/.test(line));

const portOf = (url: string) => new URL(url).port;

async function joinUrlOf(base: string): Promise<string> {
  const created = await call(base, 'POST', '/v1/rooms', {
    body: { name: 'Friday table', gm: { name: 'Ada' } },
  });
  expect(created.status).toBe(201);
  return (created.body as { joinUrl: string }).joinUrl;
}

describe('phones at a real table', () => {
  it('HOST=0.0.0.0: the start-up names the LAN address, which answers, and rooms share it', async () => {
    const server = await start({ HOST: '0.0.0.0' });
    const port = portOf(server.url);
    const local = `http://127.0.0.1:${port}`;
    if (LAN.length === 0) {
      expect(notesOf(server)[0]).toContain('no network address other devices can reach');
      expect(await joinUrlOf(local)).toMatch(new RegExp(`^${local}/#/rooms/`));
      return;
    }
    const lan = `http://${LAN[0]}:${port}`;
    expect(notesOf(server)[0]).toBe(
      `Phones and other devices on this network: ${LAN.map((a) => `http://${a}:${port}`).join(', ')}`,
    );
    expect((await fetch(`${lan}/healthz`)).status).toBe(200);
    // The GM opened the page at 127.0.0.1, which no phone reaches: the link and its QR code use the LAN address.
    expect(await joinUrlOf(local)).toMatch(new RegExp(`^${lan}/#/rooms/[^/]+/join\\?invite=`));
    // Opened at the LAN address already: that one.
    expect(await joinUrlOf(lan)).toMatch(new RegExp(`^${lan}/#/rooms/`));
  });

  it('PUBLIC_URL comes first, even listening on every interface', async () => {
    const server = await start({ HOST: '0.0.0.0', PUBLIC_URL: 'https://verdict.example' });
    expect(await joinUrlOf(`http://127.0.0.1:${portOf(server.url)}`)).toMatch(
      /^https:\/\/verdict\.example\/#\/rooms\//,
    );
  });

  it('HOST=127.0.0.1 (the default): the start-up says how to allow phones and what it means', async () => {
    const server = await start({ HOST: '127.0.0.1' });
    const text = notesOf(server).join(' ');
    expect(text).toContain('Only this computer can open it');
    expect(text).toContain('HOST=0.0.0.0');
    expect(text).toContain('anyone on that network can reach it');
    expect(await joinUrlOf(server.url)).toMatch(new RegExp(`^${server.url}/#/rooms/`));
  });

  it('npm start prints the same lines', async () => {
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env: {
        ...process.env,
        VERDICT_SKIP_BUILD: '1',
        PORT: '0',
        HOST: '0.0.0.0',
        WEB_DIST: join(ROOT, 'nowhere'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    try {
      // stdout and stderr are two pipes: the phones line (stderr) can arrive before the listening line (stdout)
      // that the server wrote first, so wait for both (a fresh-clone CI run on a loaded machine read stdout early).
      const noted = () => /Phones and|no network address/.test(err) && /Verdict listening on/.test(out);
      await until(() => noted() || child.exitCode !== null, 'npm start to print its lines', 120_000);
      const port = /Verdict listening on http:\/\/0\.0\.0\.0:(\d+)/.exec(out)?.[1];
      expect(port, out).toBeDefined();
      expect(err).toContain(
        LAN.length === 0
          ? 'no network address'
          : `Phones and other devices on this network: http://${LAN[0]}:${port}`,
      );
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });
});
