// Piped `odds` output is not cut to fit 80 columns no one sees: with stdout a pipe, text is laid out at `COLUMNS`
// when it is set, else at no limit. Each runs the built `verdict` with stdout a pipe.
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const contest = [
  'odds',
  'd20-roll-under',
  'directed-contest',
  'attacker.will=14',
  'target.will=14',
  'maxRounds=1',
];
const ending = 'The round limit was reached and Attacker gave up';
const columns = (text: string) => Math.max(...text.split('\n').map((line) => [...line].length));

describe('odds into a pipe', () => {
  it('shows every text cell whole without COLUMNS', () => {
    const { code, stdout } = runCli(contest);
    expect(code).toBe(0);
    expect(stdout).toContain(ending);
    expect(stdout).not.toContain('…');
    expect(columns(stdout)).toBeGreaterThan(80);
  });

  it('fits COLUMNS when it is set, cutting what must be cut', () => {
    const { code, stdout } = runCli(contest, { env: { COLUMNS: '80' } });
    expect(code).toBe(0);
    expect(stdout).not.toContain(ending);
    expect(stdout).toContain('…');
    const wide = runCli(contest, { env: { COLUMNS: '200' } }).stdout;
    expect(wide).toContain(ending);
    expect(columns(wide)).toBeLessThanOrEqual(200);
  });

  it('keeps bars of a notation no longer than a wide terminal’s', () => {
    const { stdout } = runCli(['odds', '3d6']);
    const longest = Math.max(
      ...stdout.split('\n').map((line) => (line.match(/[█▏▎▍▌▋▊▉]+/)?.[0] ?? '').length),
    );
    expect(longest).toBeGreaterThan(10);
    expect(longest).toBeLessThanOrEqual(60);
  });
});
