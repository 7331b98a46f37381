// Issue 38 (the review's §3): `verdict --version --json` printed text, and the top help named NO_COLOR and
// VERDICT_SYSTEMS but not the other variables the CLI reads (VERDICT_SERVER, XDG_CONFIG_HOME, FORCE_COLOR).
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

describe('the top help and --version --json', () => {
  it('--version --json prints the versions as JSON', () => {
    const { code, stdout } = runCli(['--version', '--json']);
    expect(code).toBe(0);
    const versions = JSON.parse(stdout);
    expect(versions.verdict).toMatch(/^\d+\.\d+\.\d+/);
    expect(versions.engine['@verdict/core']).toMatch(/^\d+\.\d+\.\d+/);
    expect(versions.systems.map((system: { id: string }) => system.id)).toContain('d20-roll-under');
  });

  it('the top help names every environment variable the CLI reads', () => {
    for (const args of [['--help'], ['help', '--no-color']]) {
      const { code, stdout } = runCli(args);
      expect(code).toBe(0);
      for (const name of ['VERDICT_SERVER', 'VERDICT_SYSTEMS', 'XDG_CONFIG_HOME', 'NO_COLOR', 'FORCE_COLOR'])
        expect(stdout, `${args.join(' ')}: ${name}`).toContain(name);
    }
  });

  // The review's §3: no docs or issues address anywhere in the top help.
  it('the top help says where the docs and the issues are', () => {
    const { stdout } = runCli(['--help']);
    expect(stdout).toContain('Docs: https://github.com/verdict-rpg/verdict/tree/main/apps/cli#readme');
    expect(stdout).toContain('Issues: https://github.com/verdict-rpg/verdict/issues');
  });
});
