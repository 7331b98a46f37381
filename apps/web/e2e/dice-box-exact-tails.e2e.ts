// Issue 37, item 3: the dice box shows an exact support and tails right to the digits shown. Before the fix, 60d100's
// "Highest" read 5784 and 100d10 at 1000 was float noise (2.9e-18 for 1e-100).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFound, type Harness, requireChromium, startHarness } from './harness.js';

if (!chromiumFound && !process.env.CI) {
  console.warn('Skipping the dice box tails browser tests: Chromium not found (set CHROMIUM_PATH)');
}

describe.skipIf(!chromiumFound && !process.env.CI)('web app in Chromium: the dice box tails', () => {
  let harness: Harness;
  beforeAll(async () => {
    requireChromium();
    harness = await startHarness();
  });
  afterAll(async () => harness?.close());

  async function accuracyOf(notation: string) {
    const page = await harness.newPage();
    try {
      await page.goto(`${harness.baseUrl}#/dice?notation=${encodeURIComponent(notation)}`);
      const odds = page.getByRole('region', { name: 'Exact odds' });
      const note = odds.locator('.dice-box-accuracy');
      await note.waitFor({ timeout: 60_000 });
      const headline = await odds.getByLabel('Headline odds').textContent();
      return { note: (await note.textContent())!, headline: headline! };
    } finally {
      await page.close();
    }
  }

  it('60d100: the highest is 6000, at 1.00e-120, and the answer says it is floating point with its bound', async () => {
    const { note, headline } = await accuracyOf('60d100');
    expect(headline).toMatch(/Highest\s*6,?000/);
    expect(note).toContain('Lowest 60: chance 1.00e-120.');
    expect(note).toContain('Highest 6000: chance 1.00e-120.');
    expect(note).toMatch(
      /Floating point: every chance is within \d\.\de-1[0-9] of itself \(relative error\)\./,
    );
  });

  it('rerolled and exploding tails: 60d6ro<3 at 360 is 6.42e-40, 3d6! states the cut in its bound', async () => {
    const once = await accuracyOf('60d6ro<3');
    expect(once.note).toContain('Lowest 60: chance 4.83e-76.');
    expect(once.note).toContain('Highest 360: chance 6.42e-40.');
    expect(once.note).toMatch(/Floating point: every chance is within \d\.\de-1\d of itself/);
    expect((await accuracyOf('40d6r<3')).note).toContain('Highest 240: chance 8.27e-25.');
    expect((await accuracyOf('3d6!')).note).toMatch(
      /or \d\.\de-1\d for what the exploding dice leave past the cut; the cut cannot reach totals below 1\d\d/,
    );
  });

  it('a total below (or above) where the exploding dice cut can land shows its digits and says so (h8-exact)', async () => {
    // 1d6!-20d6: its lowest, -119, is 6^-21 likely; it read '<1e-12' (the cut's whole bound) before belowCut.
    const below = await accuracyOf('1d6!-20d6');
    expect(below.note).toContain('Lowest -119: chance 4.56e-17.');
    expect(below.note).toContain('the cut cannot reach totals below -24 (relative error alone there).');
    // 20d6-1d6!: the negated series' cut is its lowest totals, so its highest, 119, keeps its digits.
    const above = await accuracyOf('20d6-1d6!');
    expect(above.note).toContain('Highest 119: chance 4.56e-17.');
    expect(above.note).toMatch(/Lowest -\d+: chance <\de-1\d\./);
    expect(above.note).toContain('the cut cannot reach totals above 24 (relative error alone there).');
  });

  it('100d10 at 1000 is 1.00e-100; 2d6 says it is exact', async () => {
    expect((await accuracyOf('100d10')).note).toContain('Highest 1000: chance 1.00e-100.');
    const small = await accuracyOf('2d6');
    expect(small.note).toContain('Lowest 2: chance 2.8%.');
    expect(small.note).toContain('Exact: every chance comes from exact counts.');
  });
});
