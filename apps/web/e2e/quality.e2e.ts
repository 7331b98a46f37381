import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTEFACTS,
  chromiumFound,
  connectChromium,
  type Harness,
  requireChromium,
  screenshot,
  startHarness,
} from './harness.js';
import { openTest, outcomeLabel, playArea, status } from './page-helpers.js';

describe.skipIf(!chromiumFound && !process.env.CI)('web app in Chromium: keyboard, phone, offline', () => {
  let harness: Harness;
  beforeAll(async () => {
    requireChromium();
    // The offline test and the service worker's own need it.
    harness = await startHarness({ serviceWorkers: 'allow' });
  });
  afterAll(async () => harness?.close());

  it('plays a check with the keyboard only, with a visible focus', async () => {
    const page = await harness.newPage();
    await page.goto(harness.baseUrl);
    await page.getByRole('list', { name: 'Odds of each outcome' }).waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.id ?? '');
    for (let i = 0; i < 40 && (await focused()) !== 'input-value'; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('input-value');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('14');
    const isRoll = () => page.evaluate(() => document.activeElement?.textContent === 'Roll');
    for (let i = 0; i < 40 && !(await isRoll()); i++) await page.keyboard.press('Tab');
    expect(await isRoll()).toBe(true);
    await screenshot(page, 'desktop-keyboard-focus');
    await page.keyboard.press('Enter');
    expect((await outcomeLabel(page)).length).toBeGreaterThan(0);
    expect(await playArea(page).getByRole('status').textContent()).toContain('Effective value 14 - 3 = 11');
    await page.close();
  });

  it.each([
    ['d20-roll-under', 'check'],
    ['2d6-pool', 'extended'],
    ['t13', 'value'],
  ])('fits a 360 px phone without sideways scrolling: %s/%s', async (system, test) => {
    const page = await harness.newPage({ width: 360, height: 740 });
    await openTest(page, harness.baseUrl, system, test);
    await playArea(page).getByRole('button', { name: 'Roll', exact: true }).click();
    expect((await outcomeLabel(page)).length).toBeGreaterThan(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await screenshot(page, `phone-${system}-${test}`);
    await page.close();
  });

  it('keeps Roll and Next round within thumb reach on a phone while the form scrolls', async () => {
    const page = await harness.newPage({ width: 360, height: 740 });
    await openTest(page, harness.baseUrl, '2d6-pool', 'extended');
    const roll = playArea(page).getByRole('button', { name: 'Roll', exact: true });
    const next = playArea(page).getByRole('button', { name: 'Next round' });
    const inView = async (locator: typeof roll) => {
      const box = await locator.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= 740;
    };
    expect(await inView(roll)).toBe(true);
    expect(await inView(next)).toBe(true);
    expect(await playArea(page).locator('.odds-summary-text').textContent()).toMatch(/^Odds: Success [<>\d]/);
    await page.screenshot({ path: `${ARTEFACTS}/phone-action-bar-top.png`, animations: 'disabled' });
    // Half way down the form the buttons are still there, and a round plays from them.
    await page.getByRole('group', { name: 'Participants' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await inView(next)).toBe(true);
    await page.screenshot({ path: `${ARTEFACTS}/phone-action-bar-form.png`, animations: 'disabled' });
    // Under prefers-reduced-motion the outcome is brought into view above the bar at once, without scrolling
    // smoothly.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await next.click();
    await status(page).locator('p, .outcome').first().waitFor();
    const statusBox = await status(page).boundingBox();
    const barBox = await page.locator('.action-bar').boundingBox();
    // Scrolled to its top edge: within a pixel of 0 (layout positions are fractional).
    expect(statusBox!.y).toBeGreaterThanOrEqual(-1);
    expect(statusBox!.y).toBeLessThan(barBox!.y);
    await page.screenshot({ path: `${ARTEFACTS}/phone-action-bar-round.png`, animations: 'disabled' });
    // At the bottom of the page the bar covers nothing: the footer ends above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await page.locator('footer').boundingBox();
    const bar = await page.locator('.action-bar').boundingBox();
    expect(footer!.y + footer!.height).toBeLessThanOrEqual(bar!.y + 1);
    await page.screenshot({ path: `${ARTEFACTS}/phone-action-bar-bottom.png`, animations: 'disabled' });
    await page.close();
  });

  it('keeps the buttons in the play area on a desktop', async () => {
    const page = await harness.newPage();
    await openTest(page, harness.baseUrl, 'd20-roll-under', 'check');
    expect(await page.locator('.action-bar').evaluate((bar) => getComputedStyle(bar).position)).toBe(
      'static',
    );
    expect(await playArea(page).locator('.odds-summary').isVisible()).toBe(false);
    await page.close();
  });

  it('follows the dark theme of the system', async () => {
    const page = await harness.newPage({ width: 360, height: 740 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(harness.baseUrl);
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(background).toBe('rgb(21, 23, 28)');
    await screenshot(page, 'phone-dark');
    await page.close();
  });

  it("leaves the API to the network: its service worker answers only the app's own files and pages", async () => {
    const page = await harness.newPage();
    await page.goto(harness.baseUrl);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Controlled from the next load on (the worker claims its clients, but a page's first load was not its).
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const [api] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/v1/systems')),
      page.evaluate(() => fetch('v1/systems').then((response) => response.status)),
    ]);
    const [asset] = await Promise.all([
      page.waitForResponse((response) => /\/assets\/index-[^/]+\.js$/.test(response.url())),
      page.evaluate(() => {
        const script = document.querySelector<HTMLScriptElement>('script[src*="/assets/index-"]')!;
        return fetch(script.src).then((response) => response.status);
      }),
    ]);
    expect({ api: api.fromServiceWorker(), asset: asset.fromServiceWorker() }).toEqual({
      api: false,
      asset: true,
    });
    await page.close();
  });

  it("is the only file's context with the worker: another test's context blocks it (harness.ts)", async () => {
    const other = await connectChromium();
    try {
      const page = await other.newPage();
      await page.goto(harness.baseUrl);
      // Playwright blocks a context's workers by answering `register` with nothing: no registration, no worker.
      const registered = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.register('./sw.js');
        return {
          registration: registration !== undefined,
          all: (await navigator.serviceWorker.getRegistrations()).length,
        };
      });
      expect(registered).toEqual({ registration: false, all: 0 });
    } finally {
      await other.close();
    }
  });

  it('works offline once loaded', async () => {
    const page = await harness.newPage();
    await page.goto(harness.baseUrl);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await harness.context.setOffline(true);
    try {
      await page.reload();
      await openTest(page, harness.baseUrl, 't13', 'value');
      await playArea(page).getByRole('button', { name: 'Roll', exact: true }).click();
      expect((await outcomeLabel(page)).length).toBeGreaterThan(0);
    } finally {
      await harness.context.setOffline(false);
    }
    await page.close();
  });
});
