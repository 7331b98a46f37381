// What a new user meets first says what it means: help offers only flags the command takes, an unknown option
// names itself and the command's help (not the parser's raw message), and the version printed is the one the
// README and package.json agree on. Each runs the built `verdict`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const app = join(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as { version: string };

describe('help offers only what the command takes', () => {
  it('tool --help lists no --character (tool refuses it); resolve and odds --help do', () => {
    expect(runCli(['tool', '--help']).stdout).not.toContain('--character');
    expect(runCli(['tool', 't13', 'boon-value', '--help']).stdout).not.toContain('--character');
    const refused = runCli(['tool', 't13', 'boon-value', 'boon=13', '--character', 'Olaf']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("'verdict tool' does not take it");
    for (const command of ['resolve', 'odds']) {
      expect(runCli([command, '--help']).stdout, command).toContain('--character, -c NAME');
    }
  });
});

describe('an unknown option', () => {
  it.each([
    [['room', '--bogus'], "Unknown option '--bogus'", 'verdict room --help'],
    [['room', 'log', '--bogus'], "Unknown option '--bogus'", 'verdict room --help'],
    [['roll', '2d6', '--totl'], "Unknown option '--totl': did you mean '--total'?", 'verdict roll --help'],
    [['roll', '2d6', '-x'], "Unknown option '-x'", 'verdict roll --help'],
    [['--bogus'], "Unknown option '--bogus'", 'verdict --help'],
  ])('%j: says what is wrong and which help to read', (args, says, help) => {
    const run = runCli(args);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(says);
    expect(run.stderr).toContain(`Run '${help}'`);
    // Not node's parser's own words.
    expect(run.stderr).not.toContain('To specify a positional argument');
  });

  it('a flag missing its value, or given one it does not take, is named with its usage', () => {
    const missing = runCli(['roll', '2d6', '--seed']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("Option '--seed' needs a value: --seed <value>");
    const extra = runCli(['roll', '2d6', '--json=yes']);
    expect(extra.code).toBe(2);
    expect(extra.stderr).toContain("Option '--json' takes no value");
    for (const run of [missing, extra])
      expect(run.stderr).not.toMatch(/argument missing|does not take an argument/);
  });
});

describe('the version', () => {
  it('--version prints package.json’s version, and the README shows no other', () => {
    expect(runCli(['--version']).stdout.split('\n')[0]).toBe(`verdict ${manifest.version}`);
    const readme = readFileSync(join(app, 'README.md'), 'utf8');
    const shown = [...readme.matchAll(/\bverdict (\d+\.\d+\.\d+)/g)].map((match) => match[1]);
    expect(shown.filter((version) => version !== manifest.version)).toEqual([]);
  });
});

describe('a missing test or system says what there is (N19)', () => {
  it('resolve <system> without a test lists its tests', () => {
    const run = runCli(['resolve', 'd20-roll-under']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      "Missing <test>: d20-roll-under's tests are check, directed-contest, mutual-contest, resist, horror",
    );
  });

  it('odds with nothing names both forms: a test, or dice notation', () => {
    const run = runCli(['odds']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      'verdict odds <system> <test> [field=value ...], or verdict odds <notation> (3d6+1)',
    );
  });

  // The review's §3: `resolve d20 check` listed the systems with no guess; 'd20' begins one id only.
  it("guesses a system from the start of its id: 'd20' is d20-roll-under", () => {
    const run = runCli(['resolve', 'd20', 'check', 'value=12']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("Unknown system 'd20': did you mean 'd20-roll-under'?");
  });
});
