// Issue 38, N19: a notation with too many totals is refused in the CLI's words: "served" was the server's.
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

describe('odds of a notation with too many totals', () => {
  it('says how many totals it may list, not how many are served', () => {
    const run = runCli(['odds', '100d1000000!>1kh1']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('more than the 10,001 whose odds can be listed');
    expect(run.stderr).not.toContain('served');
  });
});
