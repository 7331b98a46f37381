// `verdict discord register` against a local stand-in of Discord's REST API (the real executable, over TCP).
import { execFile } from 'node:child_process';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { describeRegistry } from '@verdict/core';
import { buildDiscordCommands, validateCommands } from '@verdict/discord';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppRegistry } from '../src/registry.js';
import { BIN } from './run-cli.js';

interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

const received: Received[] = [];
let status = 200;
const server = createServer((req, res) => {
  let text = '';
  req.on('data', (chunk) => {
    text += chunk;
  });
  req.on('end', () => {
    const body = text ? JSON.parse(text) : undefined;
    received.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
    const answer =
      status === 200
        ? (body as { name: string }[]).map((c, i) => ({ id: String(i + 1), ...c }))
        : { message: '401: Unauthorized', code: 0 };
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}/api/v10`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Runs `verdict` asynchronously, so the stand-in in this process can answer it. */
function verdict(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      {
        env: { PATH: process.env.PATH, NO_COLOR: '1', ...env },
        cwd: join(import.meta.dirname, '..'),
        timeout: 120_000,
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const expected = buildDiscordCommands(describeRegistry(createAppRegistry())).commands;

describe('verdict discord', () => {
  it('register sends every command to a guild with the bot token, as Discord bulk overwrite', async () => {
    received.length = 0;
    const { code, stdout, stderr } = await verdict(
      ['discord', 'register', '--application-id', '1234567890', '--guild', '555', '--api-base', base],
      { DISCORD_BOT_TOKEN: 'secret-token' },
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({
      method: 'PUT',
      path: '/api/v10/applications/1234567890/guilds/555/commands',
    });
    expect(request!.headers.authorization).toBe('Bot secret-token');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(validateCommands(request!.body as typeof expected)).toEqual([]);
    expect(stdout).toContain('Registered 12 commands for guild 555');
    expect(stdout).toContain('/d20-roll-under');
  });

  it('register without --guild registers globally, reading the id and API base from the environment', async () => {
    received.length = 0;
    const { code } = await verdict(['discord', 'register', '--token', 't'], {
      DISCORD_APPLICATION_ID: '42',
      DISCORD_API_BASE: base,
    });
    expect(code).toBe(0);
    expect(received.map((r) => `${r.method} ${r.path}`)).toEqual(['PUT /api/v10/applications/42/commands']);
  });

  it('says what Discord refused, and what is missing, with exit code 2', async () => {
    status = 401;
    const refused = await verdict([
      'discord',
      'register',
      '--application-id',
      '1',
      '--token',
      'bad',
      '--api-base',
      base,
    ]);
    status = 200;
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/Discord answered 401 \(check the bot token\)/);
    const missing = await verdict(['discord', 'register', '--api-base', base]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--application-id \(or DISCORD_APPLICATION_ID\) is required/);
    const badId = await verdict([
      'discord',
      'register',
      '--application-id',
      'abc',
      '--token',
      't',
      '--api-base',
      base,
    ]);
    expect(badId.stderr).toMatch(/Unexpected application id 'abc'/);
  });

  it('commands --json prints exactly what register sends', async () => {
    const { code, stdout } = await verdict(['discord', 'commands', '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual(JSON.parse(JSON.stringify(expected)));
  });
});
