// Issue 37, U21: while the dice box's chunk loaded, "Loading…" sat at x = 0, flush against the window's edge; at
// 1280 px the dice box's "Highest" fact wrapped to a row of its own. B8: a 4-digit face was drawn smaller than a
// 3-digit one beside it, in the same row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFound, type Harness, requireChromium, startHarness } from './harness.js';

describe.skipIf(!chromiumFound && !process.env.CI)('web app in Chromium: the dice box laid out', () => {
  let harness: Harness;
  beforeAll(async () => {
    requireChromium();
    harness = await startHarness();
  });
  afterAll(async () => harness?.close());

  it('says Loading… inside the page, not at the window edge', async () => {
    const page = await harness.newPage({ width: 1280, height: 800 });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      // The dice box's chunk is held until the loading line has been measured.
      await page.route(/dice-box-page[^/]*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${harness.baseUrl}#/dice`);
      const loading = page.getByRole('status').filter({ hasText: 'Loading…' });
      await loading.waitFor({ timeout: 120_000 });
      const box = (await loading.boundingBox())!;
      const nav = (await page
        .getByRole('navigation', { name: 'Pages' })
        .getByRole('link')
        .first()
        .boundingBox())!;
      expect(box.x).toBeGreaterThan(8);
      expect(box.x).toBeGreaterThanOrEqual(nav.x - 1);
    } finally {
      release();
      await page.close();
    }
  });

  it.each(['2d20kh1+5', '60d100'])("keeps %s's headline facts on one row at 1280 px", async (notation) => {
    const page = await harness.newPage({ width: 1280, height: 800 });
    try {
      await page.goto(`${harness.baseUrl}#/dice?notation=${encodeURIComponent(notation)}`);
      const headline = page.getByRole('region', { name: 'Exact odds' }).getByLabel(/^Headline odds/);
      await headline.getByText('Highest').waitFor({ timeout: 120_000 });
      const tops = await headline
        .locator('.headline-fact')
        .evaluateAll((facts) => facts.map((fact) => Math.round(fact.getBoundingClientRect().top)));
      expect(tops.length).toBeGreaterThanOrEqual(3);
      expect(new Set(tops).size).toBe(1);
    } finally {
      await page.close();
    }
  });

  it.each([
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])('draws every face of a row at one size, inside its tile, at $width px', async (viewport) => {
    const page = await harness.newPage(viewport);
    try {
      // 40 dice of 2,000 sides: faces of 1 to 4 digits in one row (no 3- or no 4-digit face: about 2^-40).
      await page.goto(`${harness.baseUrl}#/dice?notation=${encodeURIComponent('40d2000')}`);
      await page.getByRole('button', { name: 'Roll', exact: true }).click();
      const rows = page.getByRole('status', { name: 'Dice rolled' }).locator('.dice-group');
      await rows.first().locator('.die').first().waitFor({ timeout: 120_000 });
      const measured = await rows.evaluateAll((groups) =>
        groups.map((group) =>
          [...group.querySelectorAll('.die')].map((die) => {
            const face = die.querySelector('.face') as HTMLElement;
            return {
              text: face.textContent ?? '',
              size: getComputedStyle(face).fontSize,
              fits: face.getBoundingClientRect().width <= die.clientWidth,
            };
          }),
        ),
      );
      const faces = measured.flat();
      expect(faces.some((f) => f.text.length === 4)).toBe(true);
      expect(faces.some((f) => f.text.length === 3)).toBe(true);
      for (const row of measured) expect(new Set(row.map((f) => f.size)).size).toBe(1);
      expect(faces.filter((f) => !f.fits)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
