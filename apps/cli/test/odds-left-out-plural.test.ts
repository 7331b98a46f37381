// The earlier review's 12: one total left out of a notation's odds read "1 totals" (`verdict odds '10d10>=8'`).
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

describe('verdict odds <notation>: the totals left out, counted in words', () => {
  it('says "1 total", not "1 totals"', () => {
    const { code, stdout } = runCli(['odds', '10d10>=8']);
    expect(code).toBe(0);
    expect(stdout).toContain('(1 total under 0.01% left out; all in --json)');
  });
});
