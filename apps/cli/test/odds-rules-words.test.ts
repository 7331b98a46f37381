// Issue 38, N13's rest: `verdict odds` printed two raw records. T13's Dice Test had a "Tiers" table of bare numbers
// (-2, -1, 0), which the rules never say: they name each tier by its outcome. The 2d6 Check's "Pool" table read
// `Size 4 / Dice 4 / Keep highest`, the code's field names; the rules say pool size n, the dice rolled and the two
// summed (three facts now, as the system labels them).
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

/** The lines of one titled table of the printed odds, its title line first. */
function table(stdout: string, title: string): string[] {
  const lines = stdout.split('\n');
  const start = lines.indexOf(title);
  expect(start, stdout).toBeGreaterThanOrEqual(0);
  const end = lines.indexOf('', start);
  return lines.slice(start, end < 0 ? undefined : end);
}

describe("verdict odds in the rules' words (issue 38, N13)", () => {
  it("names T13 Dice's tiers by their outcomes, lowest first", () => {
    const run = runCli(['odds', 't13', 'dice', 'main.boon=5', 'proficiencies=2', 'difficulty=10']);
    expect(run.code, run.stderr).toBe(0);
    const tiers = table(run.stdout, 'Tiers');
    expect(tiers[1]).toMatch(/^Outcome\s+Probability\s+At least\s+At most$/);
    expect(tiers.slice(2).map((line) => line.split(/\s{2,}/)[0])).toEqual([
      'Complete Failure',
      'Moderate Failure',
      'Automatic Stalemate',
    ]);
    expect(tiers.join('\n')).not.toMatch(/^\s*-?\d+\s/m);
  });

  it("says the 2d6 Check's pool as the rules build it, a negative pool too", () => {
    const run = runCli(['odds', '2d6-pool', 'check', 'rating=2', 'difficulty=8']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).not.toMatch(/^(Size|Dice|Keep)\s+(\d+|highest|lowest)$/m);
    expect(run.stdout).toMatch(/^Pool size n \(2 \+ rating \+ bonus − penalty dice\)\s+4$/m);
    expect(run.stdout).toMatch(/^Dice rolled\s+4$/m);
    expect(run.stdout).toMatch(/^The two summed\s+highest$/m);
    const negative = runCli(['odds', '2d6-pool', 'check', 'rating=-1', 'difficulty=8']);
    expect(negative.stdout).toMatch(/^Pool size n .*\s1\nDice rolled\s+3\nThe two summed\s+lowest$/m);
  });
});
