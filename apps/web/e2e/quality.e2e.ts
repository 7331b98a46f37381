import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFound, type Harness, requireChromium, screenshot, startHarness } from './harness.js';
import { openTest, outcomeLabel, playArea } from './page-helpers.js';

describe.skipIf(!chromiumFound && !process.env.CI)('web app in Chromium: keyboard, phone, offline', () => {
  let harness: Harness;
  beforeAll(async () => {
    requireChromium();
    harness = await startHarness();
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

  it('follows the dark theme of the system', async () => {
    const page = await harness.newPage({ width: 360, height: 740 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(harness.baseUrl);
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(background).toBe('rgb(21, 23, 28)');
    await screenshot(page, 'phone-dark');
    await page.close();
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
