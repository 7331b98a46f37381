// Issue 18: every example `--help` prints runs, as a user would paste it into bash (with `verdict` on PATH, in an
// empty folder): exit 0 and nothing on stderr. The help texts are read from the CLI, so a new example is
// tested as soon as it is printed. Examples that need the world outside are given it for real, through the
// variables they document: the room examples a real API server (their `export VERDICT_SERVER=...` line is
// pointed at it) and `discord register` a local stand-in of Discord's REST API (DISCORD_API_BASE). The config
// folder starts empty, as a new user's: no example may need a character saved on the play screen.
// Issue 32 (a faster suite): a process for each of the hundreds of examples cost minutes of CPU. An example bash
// would run as plain `verdict ARGS` (or `echo WORD | verdict ARGS`) runs through the CLI's `main` in this process
// (run-main.ts), with the same environment, folder and stdin; the first example of each command (a room's and
// discord's by their subcommand) and every line using more of the shell run in bash with the built `verdict`. The
// command topics' help texts come from the built CLI, the systems' tests' and tools' from `main`, and the first of
// each kind (resolve, odds, tool) from both, which must agree.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { describeRegistry } from '@verdict/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../../api/test/server-process.js';
import { createAppRegistry } from '../src/registry.js';
import { startRoomServer } from './room-server.js';
import { runCli } from './run-cli.js';
import { runMain } from './run-main.js';
import { simpleCommand } from './simple-command.js';
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
const helps: { name: string; args: string[]; topic?: true }[] = [
  ...topics.map((topic) => ({
    name: topic === '--help' ? 'verdict --help' : `verdict ${topic} --help`,
    args: topic === '--help' ? ['--help'] : [topic, '--help'],
    topic: true as const,
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

/** The command an example runs (a room's and discord's with their subcommand), to keep one of each in a process. */
function commandOf(line: string): string {
  const [, command, sub] = /\bverdict\s+(\S+)(?:\s+(\S+))?/.exec(line) ?? [];
  return command === 'room' || command === 'discord' ? `${command} ${sub}` : `${command}`;
}

const inProcess = { runs: 0, processes: 0 };
const commandsInProcesses = new Set<string>();

/** Runs an example: in bash when it is the first of its command or needs the shell, else through `main`. */
async function runExample(line: string): Promise<{ code: number | null; stderr: string }> {
  const simple = simpleCommand(line);
  const command = commandOf(line);
  if (simple && commandsInProcesses.has(command)) {
    inProcess.runs += 1;
    const cwd = home.dir;
    const run = await runMain(simple.argv, {
      env,
      cwd,
      ...(simple.stdin === undefined ? {} : { stdin: simple.stdin }),
    });
    return { code: run.code, stderr: run.stderr };
  }
  commandsInProcesses.add(command);
  inProcess.processes += 1;
  return bash(line);
}

/** Each help text as the first test read it, so the examples' tests read each `--help` once, not twice. */
const helpTexts = new Map<string, string>();

describe('every example printed by --help runs', () => {
  it('finds the examples of every help text', { timeout: 600_000 }, async () => {
    const checkedInBoth = new Set<string>();
    for (const help of helps) {
      const { code, stdout } = help.topic
        ? runCli(help.args)
        : await runMain(help.args, { env, cwd: home.dir });
      expect(code, help.name).toBe(0);
      expect(helpExamples(stdout).length, help.name).toBeGreaterThan(0);
      helpTexts.set(help.name, stdout);
      // The first system help of each command from the built CLI too: `main` prints what the executable does.
      if (!help.topic && !checkedInBoth.has(help.args[0]!)) {
        checkedInBoth.add(help.args[0]!);
        expect(runCli(help.args, { env: { HOME: home.dir } }), help.name).toEqual({
          code: 0,
          stdout,
          stderr: '',
        });
      }
    }
    expect([...checkedInBoth].sort()).toEqual(['odds', 'resolve', 'tool']);
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
        const run = await runExample(example);
        // `roll --total` says the seed it drew on stderr (stdout keeps only the totals): that one line is expected.
        const drawnSeed = /--total/.test(example) && !/--seed|--dice/.test(example);
        const stderr = drawnSeed
          ? run.stderr.replace(/^Seed [0-9a-f]+ \(replay with --seed [^\n]*\)\n/, '')
          : run.stderr;
        if (drawnSeed) expect(run.stderr, example).toMatch(/^Seed [0-9a-f]+ /);
        expect({ example, ...run, stderr }).toEqual({ example, stderr: '', code: 0 });
      }
    },
    600_000,
  );

  it('ran most examples in this process, and each command in a real one', () => {
    // Every command the examples show was run at least once by bash with the built `verdict`.
    const commands = [
      'systems',
      'resolve',
      'odds',
      'roll',
      'tool',
      'characters',
      'completion',
      'room create',
    ];
    expect([...commandsInProcesses]).toEqual(expect.arrayContaining([...commands, 'discord register']));
    expect(inProcess.runs).toBeGreaterThan(inProcess.processes);
  });
});
