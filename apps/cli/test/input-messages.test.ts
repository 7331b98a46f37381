// Issue 38, N9: an input's problems in words: a missing object or list says what to give (not zod's "expected
// object, received undefined"), a missing field says it is missing, a value of the wrong kind says what came, and
// several problems are one a line.
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

describe('input problems, in words', () => {
  it('a missing object names a field to give', () => {
    const run = runCli(['resolve', 'd20-roll-under', 'directed-contest', 'attacker.will=12']);
    expect(run.code).toBe(2);
    expect(run.stderr).not.toContain('received undefined');
    expect(run.stderr).toMatch(/input\.target: missing \([^)]+\): give target\.\w+=/);
  });

  it('a missing list names its first item', () => {
    const run = runCli(['resolve', '2d6-pool', 'extended', 'difficulty=8', 'progressRequired=5']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/input\.participants: missing \([^)]*\): give participants\.0\.\w+=/);
  });

  it('a missing field says so; a word where a number goes says what came', () => {
    expect(runCli(['resolve', 'd20-roll-under', 'check']).stderr).toContain(
      'input.value: missing: expected a whole-number value from -99 to 99',
    );
    expect(runCli(['resolve', 'd20-roll-under', 'check', 'value=abc']).stderr).toContain(
      "input.value: expected a whole-number value from -99 to 99, got 'abc'",
    );
  });

  it('several problems are one a line', () => {
    const run = runCli(['odds', 'd20-roll-under', 'check', 'value=abc', 'modifiers.0.amont=-3']);
    expect(run.code).toBe(2);
    expect(run.stderr).not.toContain('; ');
    expect(run.stderr.trim().split('\n').length).toBeGreaterThanOrEqual(2);
  });
});
