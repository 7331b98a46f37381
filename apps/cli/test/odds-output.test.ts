import { oddsTest } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { createAppRegistry } from '../src/registry.js';
import { runCli } from './run-cli.js';

const registry = createAppRegistry();
const json = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('verdict odds: the headline first, then the outcomes, then tables', () => {
  it('a T13 Dice Test: each kind of result and the Crisis chance, with what it means, before the outcomes', () => {
    const { code, stdout } = runCli([
      'odds',
      't13',
      'dice',
      'facet=Craft',
      'main.boon=13',
      'proficiencies=1',
      'aptProficiencies=1',
      'difficulty=8',
    ]);
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines.slice(1, 5)).toEqual([
      expect.stringMatching(/^Success +50\.0% +1\/2$/),
      expect.stringMatching(/^Failure +50\.0% +1\/2$/),
      expect.stringMatching(/^Chance of a Proficiency Crisis +33\.3% +1\/3$/),
      expect.stringMatching(/^ +Snake Eyes \(every Proficiency Die a 1\)/),
    ]);
    // The outcomes follow, then the tables with at-least and at-most columns and a chart; nothing said twice.
    expect(stdout.indexOf('Moderate Success')).toBeGreaterThan(
      stdout.indexOf('Chance of a Proficiency Crisis'),
    );
    // The tiers by the outcomes the rules name them by (issue 38, N13), not -1/0/1.
    expect(stdout).toMatch(/^Outcome +Probability +At least +At most$/m);
    expect(stdout).toMatch(/^Moderate Failure +50\.0% +100% +50\.0% +█+$/m);
    expect(stdout).not.toMatch(/^Crisis$/m);
    expect(stdout).not.toContain('Also in --json');
    expect(stdout).not.toMatch(/[{}"]/);
  });

  it('a d20 contest fits 80 columns: its 40-digit exact fractions stay in --json', () => {
    // Piped, the width is COLUMNS (unlimited without it): 80, as a terminal of 80 columns.
    const { code, stdout } = runCli(
      ['odds', 'd20-roll-under', 'directed-contest', 'attacker.will=12', 'target.will=11', '--no-color'],
      { env: { COLUMNS: '80' } },
    );
    expect(code).toBe(0);
    const wide = stdout.split('\n').filter((line) => line.length > 80);
    expect(wide).toEqual([]);
    const exact = runCli([
      'odds',
      'd20-roll-under',
      'directed-contest',
      'attacker.will=12',
      'target.will=11',
      '--json',
    ]);
    expect(JSON.parse(exact.stdout).outcomes[0].fraction).toMatch(/^\d{30,}\/\d{30,}$/);
  });

  it('a 10,000-turn extended test: expected and median turns first, its turns shortened to the likely ones', () => {
    const args = [
      'odds',
      '2d6-pool',
      'extended',
      'difficulty=9',
      'progressRequired=10',
      'participants.0.rating=1',
      'maxTurns=10000',
      'timescale=hour',
    ];
    const { code, stdout } = runCli(args);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Expected hours +16\.759\n.*counting a test left unresolved/m);
    expect(stdout).toMatch(/^Median hours +16\n +Half of the time the party has finished within 16 hours$/m);
    expect(stdout).toContain('… 3 rows before, each under 0.01%; all in --json');
    // "Within" repeats "At most" on every row shown: said once.
    expect(stdout).toMatch(/^Turn +Probability +At least +At most$/m);
    expect(stdout).toMatch(/^ +4 +0\.10% +100% +0\.10% +▌$/m);
    expect(stdout).toContain('… 9,967 more rows; all in --json');
    expect(stdout.split('\n').length).toBeLessThan(80);
    // --json is the engine's Odds, the new headline included.
    const body = JSON.parse(runCli([...args, '--json']).stdout);
    const input = {
      difficulty: 9,
      progressRequired: 10,
      participants: [{ rating: 1 }],
      maxTurns: 10_000,
      timescale: 'hour',
    };
    expect(body).toEqual(json(oddsTest(registry, { system: '2d6-pool', test: 'extended', input })));
    expect(body.headline.map((h: { key: string }) => h.key)).toEqual(['expectedTurns', 'medianTurns']);
  });

  it('an extended test that rarely finishes in time says why it has no median', () => {
    const { stdout } = runCli([
      'odds',
      '2d6-pool',
      'extended',
      'difficulty=10',
      'progressRequired=4',
      'participants.0.rating=0',
      'maxTurns=2',
      'roll=flat',
    ]);
    expect(stdout).toMatch(
      /There is no median: the party finishes within the limit only [\d.]+% of the time/,
    );
    expect(stdout).not.toContain('Median');
  });

  it("a contest: each side's chance by the names given, and of neither", () => {
    const { stdout } = runCli([
      'odds',
      'd20-roll-under',
      'directed-contest',
      'attacker.name=Sorcerer',
      'attacker.will=12',
      'target.name=Knight',
      'target.will=11',
    ]);
    const lines = stdout.split('\n');
    // The sides say who wins: no Success/Failure repeating the attacker's chance under another name.
    expect(lines.slice(1, 4).map((line) => line.replace(/ {2,}.*/, ''))).toEqual([
      'Sorcerer wins',
      'Knight wins',
      'Neither wins (round limit)',
    ]);
    expect(stdout).toMatch(/^Endings$/m);
    expect(stdout).toMatch(/^By critical success: Automatic$/m);
  });

  it('a notation: each total with the chance of at least and at most it', () => {
    const { stdout } = runCli(['odds', '2d6']);
    expect(stdout).toMatch(/^ +Chance +At least +At most$/m);
    // Brute force over 36 rolls: 7 or more in 21, 7 or less in 21.
    let atLeast = 0;
    let atMost = 0;
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) {
        if (a + b >= 7) atLeast++;
        if (a + b <= 7) atMost++;
      }
    // One decimal between 1% and 99%, as every frontend writes it (`@verdict/form`).
    const pct = (n: number) => `${((n / 36) * 100).toFixed(1)}%`;
    expect(stdout).toMatch(new RegExp(`^ 7 +16\\.7% +${pct(atLeast)} +${pct(atMost)} .*1/6$`, 'm'));
    expect(stdout).toMatch(/^ 2 +2\.8% +100% +2\.8% /m);
    expect(stdout).toMatch(/^12 +2\.8% +2\.8% +100% /m);
  });
});
