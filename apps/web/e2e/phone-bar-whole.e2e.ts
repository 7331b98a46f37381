// Issue 37, U6: on a phone the bar's odds were cut with an ellipsis ("Sorcerer wins 41.0% · Knight wins 59.0% · …"),
// hiding the round limit's chance. The bar's odds wrap instead: every word is on screen, above the Roll button.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFound, type Harness, requireChromium, startHarness } from './harness.js';
import { openTest, playArea } from './page-helpers.js';
import { onScreen, PHONE } from './phone-screen.js';

describe.skipIf(!chromiumFound && !process.env.CI)("the phone bar's odds, whole, in Chromium", () => {
  let harness: Harness;
  beforeAll(async () => {
    requireChromium();
    harness = await startHarness();
  });
  afterAll(async () => harness?.close());

  it.each([
    ['d20-roll-under', 'directed-contest'],
    ['d20-roll-under', 'mutual-contest'],
    ['d20-roll-under', 'resist'],
  ])('shows every side of %s/%s in the bar at 390 px', async (system, test) => {
    const page = await harness.newPage(PHONE);
    try {
      await openTest(page, harness.baseUrl, system, test);
      const text = playArea(page).locator('.odds-summary-text');
      await expect
        .poll(() => text.textContent(), { timeout: 60_000 })
        .toMatch(/Neither wins \(round limit\)/);
      const cut = await text.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      expect(cut).toBe(false);
      expect(await onScreen(text)).toBe(true);
      expect(await onScreen(page.locator('.action-bar').getByRole('button', { name: 'Roll' }))).toBe(true);
    } finally {
      await page.close();
    }
  });
});
