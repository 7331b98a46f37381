// /odds says whether its answer is exact, as the API's `POST /v1/odds` (`exact`, `error`) and the web and CLI do.
import { notationOdds } from '@verdict/dice';
import { describe, expect, it } from 'vitest';
import { distributionEmbed } from './embeds.js';

describe('the /odds embed', () => {
  it('says an exact answer is exact', () => {
    expect(distributionEmbed(notationOdds('3d6')).footer?.text).toBe(
      'Exact: every chance comes from exact counts.',
    );
  });

  it("says a floating-point answer is one, with its bound and the exploding dice's cut-off", () => {
    const odds = notationOdds('2d6!');
    expect(odds.exact).toBe(false);
    expect(odds.truncated).toBeGreaterThan(0);
    const text = distributionEmbed(odds).footer?.text ?? '';
    expect(text).toMatch(
      /^Floating point: every chance is within \d\.\de-1\d of itself \(relative error\), or \d\.\de-13 for what the exploding dice leave past the cut; the cut cannot reach totals below \d+ \(relative error alone there\)\. 7e-13 of the chance .* left out\.$/,
    );
  });
});
