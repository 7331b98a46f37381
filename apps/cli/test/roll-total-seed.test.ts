// Issue 38 (the review's §3): `roll --total` printed the totals and no seed, so the rolls could not be replayed.
// The totals stay alone on stdout (for scripts); the seed goes to stderr, and replays them.
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

describe('roll --total', () => {
  it('says the seed on stderr, and that seed replays the same totals', () => {
    const first = runCli(['roll', '6x4d6kh3', '--total']);
    expect(first.code).toBe(0);
    expect(first.stdout.trim().split('\n')).toHaveLength(6);
    const seed = /Seed (\S+) \(replay with --seed \1/.exec(first.stderr)?.[1];
    expect(seed, first.stderr).toBeDefined();
    const again = runCli(['roll', '6x4d6kh3', '--total', '--seed', seed!]);
    expect(again.stdout).toBe(first.stdout);
  });

  it('says no seed when the dice were given', () => {
    const given = runCli(['roll', '2d6', '--total', '--dice', '3,4']);
    expect(given.stdout).toBe('7\n');
    expect(given.stderr).toBe('');
  });
});
