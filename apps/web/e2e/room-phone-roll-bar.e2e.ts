// On a phone (390x844) the room's roll button is on screen without scrolling, for a player and for the GM,
// with a log that fills the screen; it rolls from there; and axe finds no serious violation on the page.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe-check.js';
import { chromiumFound, type Harness, requireChromium, screenshot, startHarness } from './harness.js';
import { connectOtherBrowser, joinByLink, lastSeqWith, openTable } from './room-helpers.js';

const PHONE = { width: 390, height: 844 };

/** Whether the roll button is inside the viewport at the page's current scroll, and on top there. */
async function rollButtonOnScreen(page: Page): Promise<boolean> {
  const button = page.getByRole('button', { name: 'Roll into the log' });
  await button.waitFor();
  return button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inside = box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return inside && !!hit && element.contains(hit);
  });
}

describe.skipIf(!chromiumFound && !process.env.CI)('the roll button on a phone, in Chromium', () => {
  let harness: Harness;
  let other: Browser;
  let phoneContext: BrowserContext;
  let gm: Page;
  let player: Page;

  beforeAll(async () => {
    requireChromium();
    harness = await startHarness();
    other = await connectOtherBrowser();
    phoneContext = await other.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    phoneContext.setDefaultTimeout(60_000);
    gm = await harness.newPage(PHONE);
    const link = await openTable(gm, harness.baseUrl, 'Phone table', 'Ada');
    player = await phoneContext.newPage();
    await joinByLink(player, link, 'Grog', 'Phone table');
    // A log long enough to fill the screen.
    let seq = 0;
    for (let i = 0; i < 4; i++) {
      await gm.getByRole('button', { name: 'Roll into the log' }).click();
      seq = await lastSeqWith(player, /Ada\s*rolled/, seq);
    }
  });
  afterAll(async () => {
    await other?.close();
    await harness?.close();
  });

  for (const who of ['player', 'GM'] as const) {
    it(`shows the ${who} the roll button without scrolling, and it rolls from there`, async () => {
      const page = who === 'player' ? player : gm;
      await page.reload();
      await page.getByText('Live', { exact: true }).waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight * 2)).toBe(true);
      expect(await rollButtonOnScreen(page)).toBe(true);
      const before = await page.locator('.entries > li').count();
      await page.getByRole('button', { name: 'Roll into the log' }).click();
      await page.waitForFunction((n) => document.querySelectorAll('.entries > li').length > n, before);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await screenshot(page, `room-phone-roll-bar-${who}`);
      expect((await seriousViolations(page)).join('\n')).toBe('');
    });
  }
});
