// The runnable examples in examples/ keep working: each is run as a user would run it.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type ServerProcess, startServer } from '@verdict/test-utils/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { npmEnv, root } from './packed.js';

const run = promisify(execFile);
const example = (name: string, args: string[] = [], env: NodeJS.ProcessEnv = {}) =>
  run(process.execPath, [join(root, 'examples', name, 'index.mjs'), ...args], {
    env: { ...npmEnv(), ...env },
  });

describe('examples/node-library', () => {
  it('resolves Olaf, shows the odds, replays a seed and plays a contest round by round', async () => {
    const { stdout } = await example('node-library');
    expect(stdout).toContain('Olaf: Failure (margin -6)');
    expect(stdout).toContain('  Effective value 12 - 3 = 9');
    expect(stdout).toMatch(/Failure {16}45\.0%/);
    expect(stdout).toMatch(/Seed example: .+ twice\? true/);
    expect(stdout).toContain('Jokkler and the guard: Attacker wins (critical) after 3 rounds');
  });
});

describe('examples/chat-bot', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({}, npmEnv());
  });
  afterAll(() => server?.stop());

  it('answers roll, verdict and odds commands through the HTTP API, and explains bad input', async () => {
    const { stdout } = await example(
      'chat-bot',
      [
        '!roll 4d6kh3',
        '!verdict d20-roll-under check value=12 modifiers.0.amount=-3',
        '!odds d20-roll-under check value=12',
        '!verdict d20-roll-under check value=twelve',
        'hello',
      ],
      { VERDICT_URL: server.url },
    );
    const replies = stdout.split('\n');
    expect(replies[1]).toMatch(/^🎲 4d6kh3 = \d+ \[(~~)?\d/);
    expect(replies[3]).toMatch(/^\*\*[A-Z][a-z]+( [A-Z][a-z]+)*\*\* \(d20:\d+\) — .+ \(seed [0-9a-f]{16}\)$/);
    expect(stdout).toContain('Strong Success: 15.0%');
    expect(stdout).toMatch(/⚠️ .*\/input\/value: /);
    expect(stdout).toContain('(not a command)');
  });
});
