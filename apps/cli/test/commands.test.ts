import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeRegistry, oddsTest, resolveTest } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { createAppRegistry } from '../src/registry.js';
import { runCli } from './run-cli.js';
import { runMain } from './run-main.js';

const registry = createAppRegistry();
const json = (value: unknown) => JSON.parse(JSON.stringify(value));
const examples = describeRegistry(registry).systems.flatMap((system) =>
  system.tests.flatMap((test) =>
    test.examples.map((example) => ({ system: system.id, test: test.id, example })),
  ),
);

const cliDir = join(import.meta.dirname, '..');
const systemsInProcesses = new Set<string>();

/**
 * Runs `verdict <args>` as runCli does: the first example of each system in the built executable's own process, the
 * rest through `main` in this one (the same command, parsing and printing; what only bin.ts adds, its quick help
 * and compile cache, is not what these examples test). A process each cost about a second on a loaded machine,
 * for over a hundred examples.
 */
async function resolveRun(system: string, args: readonly string[]) {
  if (!systemsInProcesses.has(system)) {
    systemsInProcesses.add(system);
    return runCli(args);
  }
  return runMain(args, { env: { PATH: process.env.PATH, NO_COLOR: '1' }, cwd: cliDir });
}

describe('verdict resolve: every seed example of the four systems', () => {
  it('has examples from each system', () => {
    expect(new Set(examples.map((e) => e.system))).toEqual(
      new Set(['d20-roll-under', '2d6-pool', 't13', 'srd52']),
    );
  });

  it.each(examples.map((e) => [`${e.system}/${e.test}: ${e.example.title}`, e] as const))(
    '%s',
    async (_, { system, test, example }) => {
      const dice = example.dice ? ['--dice', example.dice.join(',')] : ['--seed', example.seed ?? 'cli-test'];
      // (`--dice ''` for an example that draws no dice, as the HTTP API's `dice: []`.)
      const { code, stdout, stderr } = await resolveRun(system, [
        'resolve',
        system,
        test,
        '--input',
        JSON.stringify(example.input),
        ...dice,
        '--json',
      ]);
      expect(stderr).toBe('');
      expect(code).toBe(0);
      const body = JSON.parse(stdout);
      const expected = resolveTest(registry, {
        system,
        test,
        input: example.input,
        ...(example.dice ? { dice: example.dice } : { seed: example.seed ?? 'cli-test' }),
      });
      expect(body).toEqual(json(expected));
      expect(body.outcome).toMatchObject(json(example.expected));
    },
  );
});

describe('verdict commands', () => {
  it('systems --json is the body of GET /v1/systems', () => {
    const { code, stdout } = runCli(['systems', '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual(json(describeRegistry(registry)));
  });

  it('odds --json is the exact Odds, from field=value pairs', () => {
    const { code, stdout } = runCli([
      'odds',
      'd20-roll-under',
      'check',
      'value=12',
      'modifiers.0.amount=-3',
      '--json',
    ]);
    expect(code).toBe(0);
    const input = { value: 12, modifiers: [{ amount: -3 }] };
    expect(JSON.parse(stdout)).toEqual(
      json(oddsTest(registry, { system: 'd20-roll-under', test: 'check', input })),
    );
  });

  it('reads the input from stdin with --input-file -, and from a file', () => {
    const input = JSON.stringify({ value: 12, modifiers: [{ label: 'poor tackle', amount: -3 }] });
    const piped = runCli(['resolve', 'd20-roll-under', 'check', '--input-file', '-', '--dice', '15'], {
      input,
    });
    expect(piped.code).toBe(0);
    expect(piped.stdout).toContain('Failure');
    expect(piped.stdout).toContain('Effective value 12 - 3 = 9');
    const file = runCli(['odds', 't13', 'value', '--input-file', 'test-fixtures/t13-value.json']);
    expect(file.stderr).toBe('');
    expect(file.code).toBe(0);
  });

  it('prints a readable summary without --json, and no colour when NO_COLOR is set', () => {
    const { stdout } = runCli(['resolve', 'd20-roll-under', 'check', 'value=12', '--dice', '20']);
    expect(stdout).toContain('Catastrophic Failure');
    expect(stdout).toContain('d20: 20, entered');
    expect(stdout).not.toContain('\u001B[');
    const coloured = runCli(['resolve', 'd20-roll-under', 'check', 'value=12', '--dice', '20'], {
      env: { NO_COLOR: '', FORCE_COLOR: '1' },
    });
    expect(coloured.stdout).toContain('\u001B[');
  });

  it('roll --json is { notation, total, dice, seed } and a seed replays it', () => {
    const first = JSON.parse(runCli(['roll', '4d6kh3+1', '--json']).stdout);
    expect(Object.keys(first)).toEqual(['notation', 'total', 'dice', 'seed']);
    expect(first.notation).toBe('4d6kh3+1');
    expect(first.dice).toHaveLength(4);
    expect(first.dice.filter((d: { kept: boolean }) => !d.kept)).toHaveLength(1);
    const again = JSON.parse(runCli(['roll', '4d6kh3+1', '--seed', first.seed, '--json']).stdout);
    expect(again).toEqual(first);
    const entered = JSON.parse(runCli(['roll', '2d6', '--dice', '3,5', '--json']).stdout);
    expect(entered).toEqual({
      notation: '2d6',
      total: 8,
      dice: [
        { sides: 6, face: 3, kept: true, group: '2d6', source: 'entered' },
        { sides: 6, face: 5, kept: true, group: '2d6', source: 'entered' },
      ],
    });
  });

  it('roll shows every die with what happened to it', () => {
    const { code, stdout } = runCli(['roll', '3d6!kh2+1d4r1 # test', '--dice', '6,2,3,1,1,4']);
    expect(code).toBe(0);
    expect(stdout.split('\n')).toEqual([
      '13  3d6!kh2+1d4r1  # test',
      '  3d6!kh2: 6! (2) 3 (1), entered',
      '  1d4r1: (1r) 4, entered',
      '  ! exploded, r rerolled, (..) does not count',
      '',
    ]);
    const pool = runCli(['roll', '4d10>=8f1', '--dice', '9,1,8,5']).stdout;
    expect(pool).toContain('4d10>=8f1: 9✓ 1✗ 8✓ 5, entered');
  });

  it('odds <notation> is the exact distribution; odds <system> <test> still the test', () => {
    const { code, stdout } = runCli(['odds', '2d6']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^ 7 +16\.7% .*1\/6$/m);
    expect(stdout).toContain('Mean 7.0000');
    const json = JSON.parse(runCli(['odds', '10d6!', '--json']).stdout);
    expect(json).toMatchObject({ notation: '10d6!', min: 10 });
    expect(json.truncated).toBeLessThan(1e-12);
    expect(runCli(['odds', '10d6!']).stdout).toMatch(/Truncated: \d\.\de-13/);
    expect(runCli(['odds', '2d6', '+', '1']).stderr).toMatch(/quote notation with spaces/);
    expect(runCli(['odds', '3d6!>']).stderr).toContain('`!` at 4: a compare point needs a number');
    expect(runCli(['odds', 'd20-roll-under']).stderr).toMatch(/Missing <test>/);
  });

  it('--version and --help on every command (with examples)', () => {
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8'));
    const version = (dir: string) =>
      JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', dir, 'package.json'), 'utf8'))
        .version;
    expect(runCli(['--version']).stdout).toBe(
      [
        `verdict ${pkg.version}`,
        `engine: @verdict/core ${version('packages/core')}, @verdict/dice ${version('packages/dice')}`,
        `systems: d20-roll-under ${version('packages/system-d20-roll-under')}, 2d6-pool ${version('packages/system-2d6-pool')}, t13 ${version('packages/system-t13')}, srd52 ${version('packages/system-srd52')}`,
        '',
      ].join('\n'),
    );
    for (const command of ['systems', 'resolve', 'odds', 'roll']) {
      const { code, stdout } = runCli([command, '--help']);
      expect(code).toBe(0);
      expect(stdout).toContain(`verdict ${command}`);
      expect(stdout).toContain('Examples:');
    }
    const fields = runCli(['resolve', 'd20-roll-under', 'check', '--help']).stdout;
    expect(fields).toMatch(/modifiers\.N\.amount\s+integer -99\.\.99\s+required/);
  });

  it('prints the help instead of starting the interactive screen when stdout is not a terminal', () => {
    const { code, stdout } = runCli([]);
    expect(code).toBe(0);
    expect(stdout).toContain('Usage:');
  });
});

describe('exit codes and messages', () => {
  it('2 for a bad field, naming it and what was expected', () => {
    const { code, stderr, stdout } = runCli(['resolve', 'd20-roll-under', 'check', 'value=twelve']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^verdict: input\.value: expected .+/);
  });

  it('2 for unknown systems, tests, flags, commands and bad JSON', () => {
    expect(runCli(['resolve', 'nope', 'check']).stderr).toContain("Unknown system 'nope'");
    expect(runCli(['resolve', 'nope', 'check']).code).toBe(2);
    expect(runCli(['odds', 'd20-roll-under', 'nope']).code).toBe(2);
    expect(runCli(['roll', '1d20', '--frobnicate']).code).toBe(2);
    expect(runCli(['frobnicate']).stderr).toContain("Unknown command 'frobnicate'");
    const bad = runCli(['resolve', 'd20-roll-under', 'check', '--input', '{value: 12}']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--input: expected JSON');
  });

  it('2 for entered dice that are missing, left over or do not fit their die, naming the die', () => {
    const left = runCli(['resolve', 'd20-roll-under', 'check', 'value=12', '--dice', '15,3']);
    expect(left.code).toBe(2);
    expect(left.stderr).toContain('dice.1: die 2 was not needed');
    const wrong = runCli(['resolve', 'd20-roll-under', 'check', 'value=12', '--dice', '21']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('Die 1 is a d20');
    const missing = runCli([
      'resolve',
      'd20-roll-under',
      'resist',
      'attacker.skill=12',
      'target.will=10',
      '--dice',
      '8',
    ]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Missing die 2');
  });

  it('2 for bad notation and limits', () => {
    expect(runCli(['roll', '2x6']).code).toBe(2);
    const huge = runCli(['roll', '10001d6']);
    expect(huge.code).toBe(2);
    expect(huge.stderr).toMatch(/10,?000/);
  });
});

describe('--system-package', () => {
  it('adds a third-party system package by path, and from VERDICT_SYSTEMS', () => {
    const listed = runCli(['systems', '--system-package', './test-fixtures/coin-system']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('coin');
    const flipped = runCli(['resolve', 'coin', 'flip', 'call=heads', '--dice', '1', '--json'], {
      env: { VERDICT_SYSTEMS: './test-fixtures/coin-system' },
    });
    expect(flipped.code).toBe(0);
    expect(JSON.parse(flipped.stdout).outcome.label).toBe('Called it');
  });

  it('2 with a message naming a package that is missing or not a valid system', () => {
    const missing = runCli(['systems', '--system-package', './test-fixtures/nope']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("System package './test-fixtures/nope' not found");
    const old = runCli(['systems', '--system-package', './test-fixtures/old-api-system/index.js']);
    expect(old.code).toBe(2);
    expect(old.stderr).toContain("System package './test-fixtures/old-api-system/index.js'");
    expect(old.stderr).toContain('apiVersion');
    const none = runCli(['systems', '--system-package', './test-fixtures/README.md']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('./test-fixtures/README.md');
  });
});

describe('start-up', () => {
  it('the commands never load Ink or React: only the interactive chunk imports them, dynamically', () => {
    const dist = join(import.meta.dirname, '..', 'dist');
    // Ink and React are bundled into one chunk (tsup.config.ts), the one with Ink's own DevTools warning.
    const holdsInk = (file: string) =>
      readFileSync(join(dist, file), 'utf8').includes(
        'The environment variable DEV is set to true, so Ink tried',
      );
    /** The files `file` loads statically (`import ... from "x"`, `import "x"` at the start of a line), itself too. */
    const loadedBy = (file: string, seen = new Set<string>()) => {
      if (seen.has(file)) return seen;
      seen.add(file);
      const code = readFileSync(join(dist, file), 'utf8');
      for (const [, specifier] of code.matchAll(/^import\s[^;]*?["']([^"']+)["'];?$/gms)) {
        expect(specifier, `${file} imports a package at run time`).toMatch(/^\.\/|^node:/);
        if (specifier!.startsWith('./')) loadedBy(specifier!.slice(2), seen);
      }
      return seen;
    };
    expect([...loadedBy('bin.js')].filter(holdsInk)).toEqual([]);
    const bin = readFileSync(join(dist, 'bin.js'), 'utf8');
    // esbuild writes "./x.js", Rollup (merge-chunks.ts) './x.js'.
    const [, chunk] = bin.match(/import\(["']\.\/(play-[^"']+\.js)["']\)/) ?? [];
    expect(chunk).toBeDefined();
    expect([...loadedBy(chunk!)].filter(holdsInk)).toHaveLength(1);
  });
});

describe('tools', () => {
  it("lists a system's tools and runs them from the manifest, with --json as the HTTP API's answer", () => {
    expect(runCli(['systems']).stdout).toMatch(/boon-value\s+Value of a Boon \(tool\)/);
    const text = runCli(['tool', 't13', 'boon-value', 'boon=13']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('Boon 13 has Value 66.');
    const json = JSON.parse(runCli(['tool', 't13', 'helpers', 'value=1087', '--json']).stdout);
    expect(json).toMatchObject({ system: 't13', tool: 'helpers', values: { helpers: 17 } });
    const bad = runCli(['tool', 't13', 'boon-value', 'boon=5000']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/boon/);
    expect(runCli(['tool', 't13', 'geometry', '--help']).stdout).toContain(
      "verdict tool t13 geometry --input '",
    );
  });
});
