// The earlier review's 21 (mixed wording): a test that rolls no die (T13's Value Test in direct mode) printed
// `Dice none` and a seed "to replay" it; it says no die was rolled, and prints no seed.
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const input = JSON.stringify({
  tested: { facet: 'Zeal', contributions: [{ label: 'Pusher', boon: 13 }] },
  opposing: { difficulty: 3 },
});

describe('verdict resolve of a test that rolls no die', () => {
  it('says none rolled and prints no seed to replay', () => {
    const { code, stdout } = runCli(['resolve', 't13', 'value', '--input', input]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Dice\s+none rolled$/m);
    expect(stdout).not.toMatch(/Seed|--seed/);
  });

  it('keeps the seed of a test that rolls', () => {
    // A drawn seed: one given with --seed is not echoed back (seed-given-no-echo.test.ts).
    const { stdout } = runCli(['resolve', 'd20-roll-under', 'check', 'value=12']);
    expect(stdout).toMatch(/^Seed ([0-9a-f]+) \(replay with --seed \1\)$/m);
  });
});
