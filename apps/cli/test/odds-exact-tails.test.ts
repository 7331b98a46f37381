// Issue 37, item 3: `verdict odds <notation>` gives the exact highest and its chance right to the digits shown, and
// says which kind of answer it is. Before the fix, 60d100's highest was 5784 and 100d10 at 1000 float noise.
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

describe('verdict odds: exact tails', () => {
  it('60d100: 60 to 6000, the highest at 1.00e-120, floating point within its bound', () => {
    const { code, stdout } = runCli(['odds', '60d100']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/, 60 to 6000$/m);
    expect(stdout).toMatch(/^Lowest 60: chance 1\.00e-120; highest 6000: chance 1\.00e-120$/m);
    expect(stdout).toMatch(
      /^Floating point: every chance is within \d\.\de-1\d of itself \(relative error\)\.$/m,
    );
  });

  it('100d10 at 1000 is 1e-100, in the text and in --json with its error bound', () => {
    expect(runCli(['odds', '100d10']).stdout).toMatch(/highest 1000: chance 1\.00e-100$/m);
    const body = JSON.parse(runCli(['odds', '100d10', '--json']).stdout);
    expect(body.exact).toBe(false);
    const last = body.distribution.at(-1);
    expect(last.value).toBe(1000);
    expect(Math.abs(last.probability - 1e-100)).toBeLessThanOrEqual(
      body.error.relative * 1e-100 + body.error.absolute + 1e-115,
    );
    expect(body.error.relative).toBeLessThan(1e-9);
  });

  it('2d6 says it is exact', () => {
    const { stdout } = runCli(['odds', '2d6']);
    expect(stdout).toMatch(/^Lowest 2: chance 2\.8%; highest 12: chance 2\.8%$/m);
    expect(stdout).toMatch(/^Exact: every chance comes from exact counts\.$/m);
  });
});
