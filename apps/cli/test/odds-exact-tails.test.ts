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

  it('rerolled and exploding tails: 60d6ro<3, 40d6r<3 and 3d6! with their bounds', () => {
    const once = runCli(['odds', '60d6ro<3']).stdout;
    expect(once).toMatch(/^Lowest 60: chance 4\.83e-76; highest 360: chance 6\.42e-40$/m);
    expect(once).toMatch(
      /^Floating point: every chance is within \d\.\de-1\d of itself \(relative error\)\.$/m,
    );
    // Forty 1s after 1,000 rerolls each (about 1e-19000) are below the floats: written as below their bound.
    expect(runCli(['odds', '40d6r<3']).stdout).toMatch(
      /^Lowest 40: chance <\de-3\d\d; highest 240: chance 8\.27e-25$/m,
    );
    const exploding = runCli(['odds', '3d6!']).stdout;
    expect(exploding).toMatch(/^Lowest 3: chance 0\.46%/m);
    // The cut lands past 100: the line says which totals it cannot reach (h8-exact).
    expect(exploding).toMatch(
      /^Floating point: every chance is within \d\.\de-1\d of itself \(relative error\), or \d\.\de-1\d for what the exploding dice leave past the cut; the cut cannot reach totals below 1\d\d \(relative error alone there\)\.$/m,
    );
  });

  it('a negated exploding term: totals above its cut print their digits and the line says so (h8-exact)', () => {
    // 20d6-1d6!: its highest, 119, is 6^-21 likely; the d6!'s cut is the difference's lowest totals.
    const text = runCli(['odds', '20d6-1d6!']).stdout;
    expect(text).toMatch(/^Lowest -\d+: chance <\de-1\d; highest 119: chance 4\.56e-17$/m);
    expect(text).toMatch(/; the cut cannot reach totals above 24 \(relative error alone there\)\.$/m);
    expect(JSON.parse(runCli(['odds', '20d6-1d6!', '--json']).stdout).error.aboveCut).toEqual({
      total: 24,
      absolute: 0,
    });
  });

  it('700dFkh2: lowest -2 (3^-700 likely), below its stated bound (h8-exact)', () => {
    const text = runCli(['odds', '700dFkh2']).stdout;
    expect(text).toMatch(/, -2 to 2$/m);
    expect(text).toMatch(/^Lowest -2: chance <\de-3\d\d; highest 2: chance 100%$/m);
    expect(text).toMatch(
      /^Floating point: every chance is within \d\.\de-1\d of itself \(relative error\), or \d\.\de-3\d\d for chances the floats cannot hold\.$/m,
    );
  });

  it('a total below where the exploding dice cut can land prints its digits (issue 37): 1d6!-20d6, and --json says where', () => {
    // Its lowest, -119, is 6^-21 (4.56e-17) likely: it read '<1e-12' (the cut's mass), which cannot reach it.
    const text = runCli(['odds', '1d6!-20d6']).stdout;
    expect(text).toMatch(/^Lowest -119: chance 4\.56e-17; highest \d+: chance <\de-1\d$/m);
    expect(text).toMatch(/; the cut cannot reach totals below -24 \(relative error alone there\)\.$/m);
    const body = JSON.parse(runCli(['odds', '1d6!-20d6', '--json']).stdout);
    expect(body.error.belowCut).toEqual({ total: -24, absolute: 0 });
  });

  it('keep over exploding and pooled dice states its bound (issue 37, last part): 5d6!kh3, {4d6+2d8}kh2', () => {
    expect(runCli(['odds', '5d6!kh3']).stdout).toMatch(
      /^Floating point: every chance is within \d\.\de-1\d of itself \(relative error\), or \d\.\de-1\d for what the exploding dice leave past the cut\.$/m,
    );
    expect(runCli(['odds', '{4d6+2d8}kh2']).stdout).toMatch(
      /^Floating point: every chance is within \d\.\de-1\d of itself \(relative error\)\.$/m,
    );
  });

  it('2d6 says it is exact', () => {
    const { stdout } = runCli(['odds', '2d6']);
    expect(stdout).toMatch(/^Lowest 2: chance 2\.8%; highest 12: chance 2\.8%$/m);
    expect(stdout).toMatch(/^Exact: every chance comes from exact counts\.$/m);
  });
});
