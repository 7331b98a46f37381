// Issue 18: every example `--help` prints runs, as a user would paste it into bash (with `verdict` on PATH, in an
// empty folder): exit 0 and nothing on stderr. The help texts are read from the built CLI, so a new example is
// tested as soon as it is printed. Examples that need the world outside are given it for real, through the
// variables they document: the room examples a real API server (their `export VERDICT_SERVER=...` line is
// pointed at it) and `discord register` a local stand-in of Discord's REST API (DISCORD_API_BASE). The config
// folder starts empty, as a new user's: no example may need a character saved on the play screen.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { describeRegistry } from '@verdict/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../../api/test/server-process.js';
import { createAppRegistry } from '../src/registry.js';
import { startRoomServer } from './room-server.js';
import { runCli } from './run-cli.js';
import { tempConfigHome } from './temp-config.js';
import { verdictOnPath } from './verdict-on-path.js';

/** The example lines of a help text: indented lines after an `Examples` heading, but comment lines. */
export function helpExamples(help: string): string[] {
  const examples: string[] = [];
  let inside = false;
  for (const line of help.split('\n')) {
    if (/^Examples\b.*:$/.test(line)) inside = true;
    else if (!line.startsWith('  ')) inside = false;
    else if (inside && !line.trim().startsWith('#')) examples.push(line.trim());
  }
  return examples;
}

const registry = describeRegistry(createAppRegistry());
// In this order: `verify`'s examples check the room the `room` examples made.
const topics = [
  '--help',
  'systems',
  'resolve',
  'odds',
  'roll',
  'tool',
  'characters',
  'completion',
  'discord',
  'room',
  'verify',
];
const helps: { name: string; args: string[] }[] = [
  ...topics.map((topic) => ({
    name: topic === '--help' ? 'verdict --help' : `verdict ${topic} --help`,
    args: topic === '--help' ? ['--help'] : [topic, '--help'],
  })),
  ...registry.systems.flatMap((system) => [
    ...system.tests.flatMap((test) =>
      ['resolve', 'odds'].map((command) => ({
        name: `verdict ${command} ${system.id} ${test.id} --help`,
        args: [command, system.id, test.id, '--help'],
      })),
    ),
    ...system.tools.map((tool) => ({
      name: `verdict tool ${system.id} ${tool.id} --help`,
      args: ['tool', system.id, tool.id, '--help'],
    })),
  ]),
];

const home = tempConfigHome();
const bin = verdictOnPath();
const discord = createServer((req, res) => {
  let text = '';
  req.on('data', (chunk) => {
    text += chunk;
  });
  req.on('end', () => {
    const commands = JSON.parse(text || '[]') as { name: string }[];
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(commands.map((c, i) => ({ id: String(i + 1), ...c }))));
  });
});
let server: ServerProcess;
const env: Record<string, string> = {};

beforeAll(async () => {
  server = await startRoomServer();
  await new Promise<void>((resolve) => discord.listen(0, '127.0.0.1', resolve));
  const config = join(home.dir, '.config');
  Object.assign(env, {
    PATH: bin.path,
    HOME: home.dir,
    XDG_CONFIG_HOME: config,
    DISCORD_API_BASE: `http://127.0.0.1:${(discord.address() as { port: number }).port}/api/v10`,
  });
}, 300_000);

afterAll(async () => {
  server?.child.kill();
  await new Promise<void>((resolve) => discord.close(() => resolve()));
  home.remove();
  bin.remove();
});

/** Runs a line in bash (async: the Discord stand-in answers from this process). */
function bash(line: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', `set -o pipefail\n${line}`], {
      cwd: home.dir,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

/** Each help text as the first test read it, so the examples' tests run each `--help` once, not twice. */
const helpTexts = new Map<string, string>();

describe('every example printed by --help runs', () => {
  it('finds the examples of every help text', { timeout: 120_000 }, () => {
    for (const help of helps) {
      const { code, stdout } = runCli(help.args);
      expect(code, help.name).toBe(0);
      expect(helpExamples(stdout).length, help.name).toBeGreaterThan(0);
      helpTexts.set(help.name, stdout);
    }
  });

  it.each(helps.map((help) => [help.name, help.args] as const))(
    '%s',
    async (name, args) => {
      const stdout = helpTexts.get(name) ?? runCli(args).stdout;
      for (const example of helpExamples(stdout)) {
        const exported = /^export (\w+)=(\S+)$/.exec(example);
        if (exported) {
          // The documented server address, pointed at this test's server (listening on a free port).
          env[exported[1]!] = exported[1] === 'VERDICT_SERVER' ? server.url : exported[2]!;
          continue;
        }
        const run = await bash(example);
        // `roll --total` says the seed it drew on stderr (stdout keeps only the totals): that one line is expected.
        const drawnSeed = /--total/.test(example) && !/--seed|--dice/.test(example);
        const stderr = drawnSeed
          ? run.stderr.replace(/^Seed [0-9a-f]+ \(replay with --seed [^\n]*\)\n/, '')
          : run.stderr;
        if (drawnSeed) expect(run.stderr, example).toMatch(/^Seed [0-9a-f]+ /);
        expect({ example, ...run, stderr }).toEqual({ example, stderr: '', code: 0 });
      }
    },
    120_000,
  );
});
