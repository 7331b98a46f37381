// The review's §3: `verdict help` worked but was not in the usage lines, and every command's help page ended with
// the same 6-line "Common flags" block. The top help lists `help` and says the common flags once, in full; a
// command's page names them in one line and points there.
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const COMMANDS = ['systems', 'resolve', 'odds', 'roll', 'characters', 'completion', 'tool', 'discord'];

describe('help: the usage lists help, the common flags are said once', () => {
  it('the top help lists verdict help and keeps the common flags in full', () => {
    for (const args of [['--help'], ['help'], ['--help', '--no-color']]) {
      const run = runCli(args);
      expect(run.code, args.join(' ')).toBe(0);
      expect(run.stdout).toMatch(/^ {2}verdict help \[<command>\]\s+this help, or a command's/m);
      expect(run.stdout).toMatch(/^Common flags:\n {2}--json/m);
    }
  });

  it.each(COMMANDS)(
    'verdict %s --help names the common flags in one line, as verdict help <command> does',
    (command) => {
      const run = runCli([command, '--help']);
      expect(run.code).toBe(0);
      const lines = run.stdout.trimEnd().split('\n');
      const at = lines.findIndex((line) => line.startsWith('Common flags:'));
      expect(at, run.stdout).toBeGreaterThan(0);
      expect(lines[at]).toBe(
        "Common flags: --json, --no-color, --system-package NAME, --help/-h, --version/-v ('verdict --help' says each)",
      );
      expect(lines.slice(at + 1).filter((line) => /^\s+--/.test(line))).toEqual([]);
      expect(runCli(['help', command]).stdout).toBe(run.stdout);
    },
  );

  it("a test's field help ends with the same one line", () => {
    const run = runCli(['resolve', 't13', 'dice', '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout.trimEnd().split('\n').at(-1)).toMatch(/^Common flags: --json, /);
    expect(run.stdout).not.toMatch(/^ {2}--system-package NAME/m);
  });
});

// The earlier review's 10 (its residue): `tool --help` showed `verdict resolve d20-roll-under check` from stdin and
// `modifiers.0.amount=-3`, fields no tool has.
describe("verdict tool --help: a tool's input", () => {
  it('its stdin and field examples are a tool and its field', () => {
    const run = runCli(['tool', '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toMatch(/resolve|modifiers/);
    expect(run.stdout).toContain('echo \'{"boon":13}\' | verdict tool t13 boon-value');
    expect(run.stdout).toMatch(/field=value +one field; nested with dots, lists with indexes: boon=13$/m);
  });
});
