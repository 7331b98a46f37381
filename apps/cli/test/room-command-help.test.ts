// Issue 38 (the review's §3): `verdict room join --help` printed the whole of `verdict room --help`. A room
// command's --help is its own entries of the command list, its examples and the flags every room command takes.
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

describe('verdict room <command> --help', () => {
  it('prints the help of that command only', () => {
    const { code, stdout } = runCli(['room', 'join', '--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('join <joinUrl> --name NAME');
    expect(stdout).toContain('join <invite> --room ID --server URL');
    expect(stdout).not.toContain('close [--reveal-all]');
    expect(stdout).not.toContain('request <system> <test>');
    expect(stdout).toContain('--timeout');
    expect(stdout).toContain("Run 'verdict room --help' for every room command.");
  });

  it('gives a command its examples, and leaves the whole help to room --help and an unknown command', () => {
    const close = runCli(['room', 'close', '--help']).stdout;
    expect(close).toContain('verdict room close --reveal-all');
    expect(close).not.toContain('verdict room create');
    for (const args of [
      ['room', '--help'],
      ['room', 'nope', '--help'],
    ]) {
      const whole = runCli(args).stdout;
      expect(whole).toContain('close [--reveal-all]');
      expect(whole).toContain('join <joinUrl> --name NAME');
    }
  });
});
