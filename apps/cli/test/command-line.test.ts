// Issue 18, the terminal's commands: errors as the API's problem JSON under --json, did-you-mean for unknown
// systems, tests, tools, commands, flags and characters, --no-color, input from stdin, `roll` with several
// notations, repeats and --total, and saved characters from the commands. Each runs the built `verdict`.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rollDice } from '@verdict/dice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../../api/test/server-process.js';
import { startRoomServer } from './room-server.js';
import { BIN, runCli } from './run-cli.js';
import { tempConfigHome } from './temp-config.js';
import { hasTmux } from './tmux-session.js';

const ESC = '\u001B[';
const check = ['resolve', 'd20-roll-under', 'check'];

describe('errors as problem JSON under --json', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startRoomServer();
  }, 300_000);
  afterAll(() => {
    server?.child.kill();
  });
  const api = async (path: string, body: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.json();
  };

  it.each([
    [
      'a bad field',
      [...check, 'value=12', 'modifers.0.amount=-3', '--dice', '5'],
      '/v1/systems/d20-roll-under/tests/check/resolve',
      { input: { value: 12, modifers: [{ amount: -3 }] }, dice: [5] },
    ],
    [
      'dice left over',
      [...check, 'value=12', '--dice', '5,6'],
      '/v1/systems/d20-roll-under/tests/check/resolve',
      { input: { value: 12 }, dice: [5, 6] },
    ],
    ['bad notation', ['roll', '2d6+x'], '/v1/roll', { notation: '2d6+x' }],
    [
      'a limit',
      [
        'odds',
        '2d6-pool',
        'extended',
        '--input',
        JSON.stringify({
          difficulty: 8,
          progressRequired: 5,
          participants: [{ rating: 2 }],
          maxTurns: 100000,
        }),
      ],
      '/v1/systems/2d6-pool/tests/extended/odds',
      { input: { difficulty: 8, progressRequired: 5, participants: [{ rating: 2 }], maxTurns: 100000 } },
    ],
  ] as const)('%s: the same problem as the API, alone on stdout, exit 2', async (_, args, route, body) => {
    const { code, stdout, stderr } = runCli([...args, '--json']);
    expect(code).toBe(2);
    const problem = JSON.parse(stdout);
    expect(problem).toEqual(await api(route, body));
    expect(problem.errors?.length ?? 0).toBeGreaterThan(0);
    // The person at the terminal still reads why on stderr.
    expect(stderr).toContain(problem.errors[0].message);
  });

  it('an unknown test: the API problem with a did-you-mean in its detail', async () => {
    const { code, stdout } = runCli(['resolve', 'd20-roll-under', 'chek', 'value=12', '--json']);
    expect(code).toBe(2);
    const problem = JSON.parse(stdout);
    const { detail, ...rest } = await api('/v1/systems/d20-roll-under/tests/chek/resolve', {
      input: { value: 12 },
    });
    expect(problem).toMatchObject(rest);
    expect(problem.detail).toContain("did you mean 'check'?");
    expect(detail).toContain('chek');
  });

  // That the CLI's statuses and titles are the API's: problem-table.test.ts (both read core's table).

  it.each([
    ['an unknown flag', ['roll', '2d6', '--sed', 'x', '--json'], 'usage_error', 400],
    ['malformed --input JSON', [...check, '--input', '{value:', '--json'], 'malformed_json', 400],
    ['an unknown character', [...check, '--character', 'Nobody', '--json'], 'unknown_character', 404],
    ['an unknown tool', ['tool', 't13', 'bon-value', '--json'], 'unknown_tool', 404],
  ])('%s: a problem with its code', (_, args, code, status) => {
    const config = tempConfigHome();
    try {
      const run = runCli(args, { env: { XDG_CONFIG_HOME: config.dir } });
      expect(run.code).toBe(2);
      const problem = JSON.parse(run.stdout);
      expect(problem).toMatchObject({ type: `/docs#problem-${code}`, code, status });
      expect(Object.keys(problem).sort()).toEqual(
        ['type', 'title', 'status', 'detail', 'code', ...(problem.errors ? ['errors'] : [])].sort(),
      );
    } finally {
      config.remove();
    }
  });

  it("passes a room server's problem through as the server sent it", async () => {
    const config = tempConfigHome();
    try {
      const room = '00000000-0000-4000-8000-000000000000';
      const run = runCli(
        [
          'room',
          'join',
          'invite-that-is-not',
          '--room',
          room,
          '--server',
          server.url,
          '--name',
          'Grog',
          '--json',
        ],
        {
          env: { XDG_CONFIG_HOME: config.dir },
        },
      );
      // A server's refusal: exit 5.
      expect(run.code).toBe(5);
      const problem = JSON.parse(run.stdout);
      expect(problem).toMatchObject({
        type: expect.stringMatching(/^\/docs#problem-/),
        status: expect.any(Number),
      });
      expect(problem.status).toBeGreaterThanOrEqual(400);
      // The server's own code (not the CLI's server_refused or server_unreachable).
      expect(problem.code).not.toMatch(/^server_/);
    } finally {
      config.remove();
    }
  });

  it('without --json, an error is a message on stderr and nothing on stdout', () => {
    const { code, stdout, stderr } = runCli([...check, 'value=12', 'modifers.0.amount=-3']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain("did you mean 'modifiers'?");
  });
});

describe('did you mean', () => {
  it.each([
    [['resolve', 'd2-roll-under', 'check'], "Unknown system 'd2-roll-under': did you mean 'd20-roll-under'?"],
    [['odds', 'd20-roll-under', 'horor'], "Unknown test 'horor' of d20-roll-under: did you mean 'horror'?"],
    [['odds', '2d6-pol', 'check'], "Unknown system '2d6-pol': did you mean '2d6-pool'?"],
    [['tool', 't13', 'helper'], "Unknown tool 'helper' of t13: did you mean 'helpers'?"],
    [['reslove'], "Unknown command 'reslove': did you mean 'resolve'?"],
    [['roll', '2d6', '--totl'], "Unknown option '--totl': did you mean '--total'?"],
    [[...check, 'vlue=12'], "input.vlue: unknown field 'vlue': did you mean 'value'?"],
    [['help', 'rol'], "Unknown help topic 'rol': did you mean 'roll'?"],
  ])('%j', (args, message) => {
    const { code, stderr } = runCli(args);
    expect(code).toBe(2);
    expect(stderr).toContain(message);
  });

  it('lists the ids when nothing is close', () => {
    const { stderr } = runCli(['resolve', 'zzz', 'check']);
    expect(stderr).toContain("Unknown system 'zzz', expected one of: d20-roll-under, 2d6-pool, t13");
  });
});

describe('--no-color, NO_COLOR, and no colour when stdout is not a terminal', () => {
  const roll = ['roll', '1d20', '--seed', 'x'];
  it('colours only when told to or in a terminal', () => {
    expect(runCli(roll, { env: { NO_COLOR: '' } }).stdout).not.toContain(ESC);
    expect(runCli(roll, { env: { NO_COLOR: '', FORCE_COLOR: '1' } }).stdout).toContain(ESC);
    expect(runCli(roll, { env: { NO_COLOR: '1', FORCE_COLOR: '1' } }).stdout).not.toContain(ESC);
  });

  it.each([
    ['systems'],
    ['roll', '2x1d20', '--seed', 'x'],
    [...check, 'value=12', '--dice', '5'],
    ['odds', 'd20-roll-under', 'check', 'value=12'],
    ['odds', '3d6'],
    ['tool', 't13', 'boon-value', 'boon=13'],
    ['characters'],
  ])('--no-color wins over FORCE_COLOR: %j', (...args) => {
    const config = tempConfigHome();
    try {
      const env = { NO_COLOR: '', FORCE_COLOR: '1', XDG_CONFIG_HOME: config.dir };
      expect(runCli(args, { env }).stdout).toContain(ESC);
      const plain = runCli([...args, '--no-color'], { env });
      expect(plain.code).toBe(0);
      expect(plain.stdout).not.toContain(ESC);
    } finally {
      config.remove();
    }
  });

  it('in a real terminal (script(1)): colour, unless --no-color or NO_COLOR', () => {
    const inTerminal = (args: string, env: Record<string, string> = {}) =>
      spawnSync('script', ['-qec', `'${process.execPath}' '${BIN}' ${args}`, '/dev/null'], {
        env: { PATH: process.env.PATH, TERM: 'xterm', ...env },
        encoding: 'utf8',
      }).stdout;
    expect(inTerminal('roll 1d20 --seed x')).toContain(ESC);
    expect(inTerminal('roll 1d20 --seed x --no-color')).not.toContain(ESC);
    expect(inTerminal('roll 1d20 --seed x', { NO_COLOR: '1' })).not.toContain(ESC);
  });
});

describe.skipIf(!hasTmux)('--no-color on the play screen (under tmux)', () => {
  it('draws the screen without a colour code; without the flag it has some', async () => {
    const screenCodes = async (flag: string) => {
      const socket = `verdict-no-color-${flag.length}-${process.pid}`;
      const tmux = (...args: string[]) => execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8' });
      tmux(
        'new-session',
        '-d',
        '-s',
        'p',
        '-x',
        '100',
        '-y',
        '30',
        `env -u NO_COLOR -u FORCE_COLOR '${process.execPath}' '${BIN}' ${flag}; sleep 60`,
      );
      try {
        const until = Date.now() + 60_000;
        while (!tmux('capture-pane', '-p', '-t', 'p').includes('d20 roll-under')) {
          if (Date.now() > until) throw new Error('the play screen did not start');
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        // SGR sequences (ESC [ ... m) in the pane as drawn.
        return tmux('capture-pane', '-p', '-e', '-t', 'p').split(ESC).length - 1;
      } finally {
        spawnSync('tmux', ['-L', socket, 'kill-server']);
      }
    };
    expect(await screenCodes('')).toBeGreaterThan(0);
    expect(await screenCodes('--no-color')).toBe(0);
  }, 60_000);
});

describe('input from stdin', () => {
  const olaf = JSON.stringify({ value: 12, modifiers: [{ label: 'poor tackle', amount: -3 }] });
  it('reads a piped input when no input is given', () => {
    const { code, stdout } = runCli([...check, '--dice', '15', '--json'], { input: olaf });
    expect(code).toBe(0);
    expect(JSON.parse(stdout).outcome).toMatchObject({ label: 'Failure', margin: -6 });
  });

  it("reads it with '-', and field=value pairs win over it", () => {
    const { code, stdout } = runCli([...check, '-', 'value=18', '--dice', '15', '--json'], { input: olaf });
    expect(code).toBe(0);
    expect(JSON.parse(stdout).outcome).toMatchObject({ label: 'Success', margin: 0 });
  });

  it('leaves stdin alone when pairs are given without -', () => {
    // As inside `while read line; do verdict ...; done < file`: the loop's input is not eaten, nor parsed.
    const { code, stdout } = runCli([...check, 'value=12', '--dice', '5', '--json'], { input: 'not json\n' });
    expect(code).toBe(0);
    expect(JSON.parse(stdout).outcome.label).toBe('Strong Success');
  });

  it('reads a pipe whose writer is slow (no EAGAIN)', () => {
    const { status, stdout, stderr } = spawnSync(
      'bash',
      [
        '-c',
        `(sleep 0.3; echo '${olaf}') | '${process.execPath}' '${BIN}' resolve d20-roll-under check --dice 15 --json`,
      ],
      { encoding: 'utf8', env: { PATH: process.env.PATH }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(JSON.parse(stdout).outcome.label).toBe('Failure');
  });

  it('an empty pipe is no input; bad JSON names stdin', () => {
    expect(runCli([...check, '--dice', '5'], { input: '' }).stderr).toContain('input.value');
    const bad = runCli([...check, '--dice', '5'], { input: '{value' });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('stdin: expected JSON');
  });

  it("refuses '-' with --input", () => {
    const { code, stderr } = runCli([...check, '-', '--input', '{}'], { input: olaf });
    expect(code).toBe(2);
    expect(stderr).toContain("Unexpected --input with '-' (stdin), expected one of them");
  });
});

describe('roll: several notations, repeats, totals', () => {
  it('rolls each argument, and NxNOTATION N times; --total prints only the totals', () => {
    const { code, stdout } = runCli(['roll', '2d20kh1+5', '6x4d6kh3', '--seed', 's', '--total']);
    expect(code).toBe(0);
    const totals = stdout.trim().split('\n').map(Number);
    expect(totals).toHaveLength(7);
    // Roll N draws from SEED:N, so each replays alone with the API's own roller.
    expect(totals[0]).toBe(rollDice({ notation: '2d20kh1+5', seed: 's:1' }).total);
    for (let n = 2; n <= 7; n++)
      expect(totals[n - 1]).toBe(rollDice({ notation: '4d6kh3', seed: `s:${n}` }).total);
  });

  it('--json prints one body for one notation, a list of bodies for several', () => {
    const one = JSON.parse(runCli(['roll', '4d6kh3', '--seed', 's', '--json']).stdout);
    expect(one).toEqual(JSON.parse(JSON.stringify(rollDice({ notation: '4d6kh3', seed: 's' }))));
    const list = JSON.parse(runCli(['roll', '1d20', '2x1d6', '--seed', 's', '--json']).stdout);
    expect(list.map((r: { notation: string; seed: string }) => [r.notation, r.seed])).toEqual([
      ['1d20', 's:1'],
      ['1d6', 's:2'],
      ['1d6', 's:3'],
    ]);
  });

  it('shows every roll and the totals; a fresh seed replays the whole command', () => {
    const first = runCli(['roll', '2d20kh1+5', '1d6']);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^Totals: \d+ \d+$/m);
    const seed = /Seed (\S+) /.exec(first.stdout)![1]!;
    // The same rolls; a seed given is not printed back, only how one roll replays alone (seed-given-no-echo.test.ts).
    expect(runCli(['roll', '2d20kh1+5', '1d6', '--seed', seed]).stdout).toBe(
      first.stdout.replace(/^Seed .*$/m, `Roll N alone: --seed ${seed}:N`),
    );
  });

  it('takes --dice in order across the rolls, naming a die by its place in --dice', () => {
    const ok = runCli(['roll', '3x1d6!', '--dice', '6,2,3,4', '--total']);
    expect(ok.stdout).toBe('8\n3\n4\n');
    const left = runCli(['roll', '2x1d6', '--dice', '1,2,3']);
    expect(left.code).toBe(2);
    expect(left.stderr).toContain('Die 3 is left over: 3 entered, the rolls use 2');
    const bad = runCli(['roll', '1d6', '1d4', '--dice', '6,5', '--json']);
    expect(bad.code).toBe(2);
    expect(JSON.parse(bad.stdout).errors[0]).toMatchObject({ path: '/dice/1' });
    expect(bad.stderr).toContain("Roll 2 ('1d4', argument 2): Die 2 is a d4");
  });

  it('refuses a repeat of 0 or over 1000, a bare operator, and --total with --json', () => {
    expect(runCli(['roll', '0x1d6']).stderr).toContain('expected a repeat count from 1 to 1000, got 0');
    expect(runCli(['roll', '1001x1d6']).code).toBe(2);
    expect(runCli(['roll', '600x1d6', '600x1d6']).stderr).toContain('Too many rolls: at most 1000');
    expect(runCli(['roll', '2d6', '+', '1']).stderr).toContain("quote notation with spaces ('2d6 + 1')");
    expect(runCli(['roll', '1d6', '--total', '--json']).code).toBe(2);
  });
});

describe('saved characters from the commands', () => {
  const config = tempConfigHome();
  const file = join(config.dir, 'verdict', 'characters.json');
  const env = { XDG_CONFIG_HOME: config.dir };
  const saved = [
    {
      name: 'Olaf: Fishing 12',
      system: 'd20-roll-under',
      test: 'check',
      input: { name: 'Fishing', value: 12, modifiers: [{ label: 'poor tackle', amount: -3 }] },
    },
    { name: 'Olaf: Will 11', system: 'd20-roll-under', test: 'horror', input: { value: 11 } },
    {
      name: 'Grog',
      system: '2d6-pool',
      test: 'check',
      input: { attribute: 'might', rating: 2, difficulty: 8 },
    },
  ];
  beforeAll(() => {
    mkdirSync(join(config.dir, 'verdict'), { recursive: true });
    writeFileSync(file, JSON.stringify({ version: 1, characters: saved }));
  });
  afterAll(() => config.remove());

  it("uses a character's input; pairs and --input win over it", () => {
    const base = runCli([...check, '--character', 'Olaf: Fishing 12', '--dice', '15', '--json'], { env });
    expect(JSON.parse(base.stdout).outcome).toMatchObject({ label: 'Failure', margin: -6 });
    const over = runCli([...check, '-c', 'Olaf: Fishing 12', 'value=18', '--dice', '15', '--json'], { env });
    expect(JSON.parse(over.stdout).outcome).toMatchObject({ label: 'Success', margin: 0 });
    const json = runCli(
      [...check, '-c', 'Olaf: Fishing 12', '--input', '{"value":20}', '--dice', '15', '--json'],
      { env },
    );
    // Objects merge (the modifiers stay), numbers are replaced.
    expect(JSON.parse(json.stdout).outcome).toMatchObject({ margin: 2 });
    const odds = runCli(['odds', '2d6-pool', 'check', '--character', 'Grog', 'rating=3', '--json'], { env });
    expect(odds.code).toBe(0);
  });

  it('an unknown name: did you mean, or where it is saved', () => {
    const typo = runCli([...check, '--character', 'Olaf: Fishin 12'], { env });
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain(
      "Unknown character 'Olaf: Fishin 12' for d20-roll-under/check: did you mean 'Olaf: Fishing 12'?",
    );
    // A name's beginning, when only one saved name begins so.
    expect(runCli([...check, '--character', 'olaf'], { env }).stderr).toContain(
      "did you mean 'Olaf: Fishing 12'?",
    );
    const elsewhere = runCli([...check, '--character', 'Olaf: Will 11'], { env });
    expect(elsewhere.stderr).toContain('it is saved for d20-roll-under/horror');
    expect(runCli(['roll', '1d6', '--character', 'Grog'], { env }).stderr).toContain(
      "Unexpected --character: 'verdict roll'",
    );
  });

  it('verdict characters lists them', () => {
    const { code, stdout } = runCli(['characters', 'd20-roll-under', '--json'], { env });
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({ file, characters: saved.slice(0, 2) });
    expect(runCli(['characters'], { env }).stdout).toContain('2d6-pool/check  Grog');
  });

  it('a characters file saved with a UTF-8 byte order mark reads as the same file (earlier 18)', () => {
    const bom = tempConfigHome();
    try {
      mkdirSync(join(bom.dir, 'verdict'));
      writeFileSync(
        join(bom.dir, 'verdict', 'characters.json'),
        `\uFEFF${JSON.stringify({ version: 1, characters: saved })}`,
      );
      const run = runCli(['characters', 'd20-roll-under', '--json'], { env: { XDG_CONFIG_HOME: bom.dir } });
      expect(run.code, run.stderr).toBe(0);
      expect(JSON.parse(run.stdout).characters).toEqual(saved.slice(0, 2));
    } finally {
      bom.remove();
    }
  });

  it('a config folder that is a file is named once, with the cause (earlier 18: three times)', () => {
    const config = tempConfigHome();
    try {
      const file = join(config.dir, 'not-a-folder');
      writeFileSync(file, '');
      const env = { XDG_CONFIG_HOME: file };
      const path = join(file, 'verdict', 'characters.json');
      for (const args of [[...check, '--character', 'Olaf'], ['characters']]) {
        const run = runCli(args, { env });
        expect(run.code).toBe(2);
        expect(run.stderr.split(path)).toHaveLength(2);
        expect(run.stderr).toContain('ENOTDIR: not a directory');
      }
    } finally {
      config.remove();
    }
  });

  it("a file that is not JSON is said on one line, whatever JSON.parse's message holds", () => {
    const config = tempConfigHome();
    try {
      mkdirSync(join(config.dir, 'verdict'));
      writeFileSync(join(config.dir, 'verdict', 'characters.json'), 'nope\n');
      const run = runCli(['characters'], { env: { XDG_CONFIG_HOME: config.dir } });
      expect(run.code).toBe(2);
      // Node's message quotes the text read, line feed and all: it split the one error over two lines.
      expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(run.stderr).toMatch(/characters\.json is damaged \(not JSON: .*is not valid JSON\)/);
    } finally {
      config.remove();
    }
  });

  it('a characters file of a later version is not read as this version (earlier 18: read silently)', () => {
    const config = tempConfigHome();
    try {
      mkdirSync(join(config.dir, 'verdict'));
      const file = join(config.dir, 'verdict', 'characters.json');
      writeFileSync(file, JSON.stringify({ version: 2, characters: [] }));
      const run = runCli(['characters'], { env: { XDG_CONFIG_HOME: config.dir } });
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('version 2');
      expect(run.stderr).toContain('this verdict reads version 1');
      // Not "damaged": a newer verdict wrote it, and it is kept whole.
      expect(run.stderr).not.toContain('damaged');
      expect(run.stderr).toContain(
        'characters.json is of a later format (version 2: this verdict reads version 1)',
      );
    } finally {
      config.remove();
    }
  });

  it('a damaged characters file is a clear error naming the file, never a crash', () => {
    const damaged = tempConfigHome();
    try {
      mkdirSync(join(damaged.dir, 'verdict'));
      writeFileSync(join(damaged.dir, 'verdict', 'characters.json'), '{"characters": [');
      const run = runCli([...check, '--character', 'Olaf'], { env: { XDG_CONFIG_HOME: damaged.dir } });
      expect(run.code).toBe(2);
      const file = join(damaged.dir, 'verdict', 'characters.json');
      expect(run.stderr).toContain(`cannot read the saved characters in ${file}`);
      // The path is named once (the earlier review's 18: twice, three times with XDG_CONFIG_HOME a file).
      expect(run.stderr.split(file)).toHaveLength(2);
      expect(run.stderr).toContain('characters.json is damaged (not JSON');
    } finally {
      damaged.remove();
    }
  });
});
