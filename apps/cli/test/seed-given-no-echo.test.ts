// The earlier review's 21: `--seed s1` was echoed back as `Seed s1 (replay with --seed s1)`, advice to type what was
// just typed. A seed the CLI drew is still printed with how to replay it; a seed given is not repeated, except to
// say how one roll of several replays alone.
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

describe('a seed given on the line is not echoed back', () => {
  it('resolve --seed s1 prints no seed line; without --seed the drawn seed and how to replay it', () => {
    const given = runCli(['resolve', 'd20-roll-under', 'check', 'value=12', '--seed', 's1']);
    expect(given.code).toBe(0);
    expect(given.stdout).not.toMatch(/Seed|replay/);
    const drawn = runCli(['resolve', 'd20-roll-under', 'check', 'value=12']);
    expect(drawn.stdout).toMatch(/^Seed ([0-9a-f]+) \(replay with --seed \1\)$/m);
  });

  it('roll --seed s1 prints no seed line; several rolls say how one replays alone', () => {
    const one = runCli(['roll', '2d6', '--seed', 's1']);
    expect(one.code).toBe(0);
    expect(one.stdout).not.toMatch(/Seed|replay/);
    const several = runCli(['roll', '3x2d6', '--seed', 's1']);
    expect(several.stdout).not.toMatch(/replay with --seed s1\b/);
    expect(several.stdout).toMatch(/^Roll N alone: --seed s1:N$/m);
    const drawn = runCli(['roll', '2d6']);
    expect(drawn.stdout).toMatch(/^Seed ([0-9a-f]+) \(replay with --seed \1\)$/m);
  });
});
