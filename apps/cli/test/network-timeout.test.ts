// Every server call has a deadline (--timeout <seconds>, 30 by default): a server that takes the connection and
// never answers ends the command with exit 6 and a message naming the server and the wait (N4: it hung silently
// for Node's 300 s). In a terminal, a spinner shows the wait after 1 s; piped, nothing but the message.
import { spawn, spawnSync } from 'node:child_process';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finished } from './room-server.js';
import { BIN } from './run-cli.js';
import { tempConfigHome } from './temp-config.js';
import { hasTmux } from './tmux-session.js';

const config = tempConfigHome();
const sockets: Socket[] = [];
let silent: Server;
let stalling: HttpServer;
let silentUrl: string;
let stallingUrl: string;

const portOf = (server: Server | HttpServer) => (server.address() as { port: number }).port;

beforeAll(async () => {
  // Accepts every connection and never writes a byte.
  silent = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentUrl = `http://127.0.0.1:${portOf(silent)}`;
  // Answers with headers and the start of a body, then nothing more.
  stalling = createHttpServer((_request, response) => {
    response.writeHead(201, { 'content-type': 'application/json' });
    response.write('{"room":');
  });
  await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.1', resolve));
  stallingUrl = `http://127.0.0.1:${portOf(stalling)}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  stalling.closeAllConnections();
  await new Promise((resolve) => silent.close(resolve));
  await new Promise((resolve) => stalling.close(resolve));
  config.remove();
});

/** `verdict` as a child with pipes (the test's servers keep answering meanwhile), and its wall time. */
async function run(args: readonly string[]) {
  const started = Date.now();
  const child = spawn(process.execPath, [BIN, ...args], {
    env: { PATH: process.env.PATH, NO_COLOR: '1', XDG_CONFIG_HOME: config.dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A wide cap: without a deadline the command would wait Node's 300 s.
  const killer = setTimeout(() => child.kill(), 100_000);
  const result = await finished(child);
  clearTimeout(killer);
  return { ...result, seconds: (Date.now() - started) / 1000 };
}

describe('a server that never answers', () => {
  it('room create exits 6 after --timeout, naming the server and the wait; no spinner when piped', async () => {
    const result = await run([
      'room',
      'create',
      'T',
      '--name',
      'Ada',
      '--server',
      silentUrl,
      '--timeout',
      '1',
    ]);
    expect(result.code, result.stderr).toBe(6);
    expect(result.stderr).toContain(`No answer from ${silentUrl} in 1 s`);
    expect(result.stderr).toContain('--timeout');
    expect(result.stderr).not.toMatch(/Waiting|\r/);
    expect(result.stdout).toBe('');
  }, 120_000);

  it('a body that stops halfway is under the same deadline', async () => {
    const result = await run([
      'room',
      'create',
      'T',
      '--name',
      'Ada',
      '--server',
      stallingUrl,
      '--timeout',
      '1.5',
    ]);
    expect(result.code, result.stderr).toBe(6);
    expect(result.stderr).toContain(`No answer from ${stallingUrl} in 1.5 s`);
  }, 120_000);

  it('discord register has the deadline too', async () => {
    const args = ['discord', 'register', '--application-id', '1', '--token', 't', '--api-base', silentUrl];
    const result = await run([...args, '--timeout', '1']);
    expect(result.code, result.stderr).toBe(6);
    expect(result.stderr).toContain(`No answer from ${silentUrl} in 1 s`);
  }, 120_000);

  it('--timeout takes seconds: anything else is a usage error naming the flag', async () => {
    for (const value of ['0', 'soon', '-3', '99999']) {
      const result = await run([
        'room',
        'create',
        'T',
        '--name',
        'Ada',
        '--server',
        silentUrl,
        `--timeout=${value}`,
      ]);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`--timeout: expected seconds from 0.1 to 3600, got '${value}'`);
    }
  }, 120_000);
});

describe.skipIf(!hasTmux)('in a terminal (tmux)', () => {
  const socket = `verdict-timeout-${process.pid}`;
  const tmux = (...args: string[]) => spawnSync('tmux', ['-L', socket, ...args], { encoding: 'utf8' });
  afterAll(() => tmux('kill-server'));

  async function waitFor(pattern: RegExp): Promise<string> {
    const until = Date.now() + 90_000;
    for (;;) {
      const shown = tmux('capture-pane', '-p', '-t', 'wait').stdout;
      if (pattern.test(shown)) return shown;
      if (Date.now() > until) throw new Error(`Timed out waiting for ${pattern} on screen:\n${shown}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('a spinner shows the wait after 1 s, and is wiped when the deadline passes', async () => {
    const command = `XDG_CONFIG_HOME='${config.dir}' NO_COLOR=1 '${process.execPath}' '${BIN}' room create T --name Ada --server ${silentUrl} --timeout 8; echo "exit code $?"; sleep 60`;
    tmux('new-session', '-d', '-s', 'wait', '-x', '100', '-y', '10', command);
    const waiting = await waitFor(/Waiting for http:\/\/127\.0\.0\.1:\d+… \d+ s \(gives up at 8 s\)/);
    expect(waiting).toMatch(/[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] Waiting for/);
    const done = await waitFor(/exit code 6/);
    expect(done).toContain(`No answer from ${silentUrl} in 8 s`);
    expect(done).not.toContain('Waiting for');
  }, 120_000);
});
