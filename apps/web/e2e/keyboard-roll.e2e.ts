// The keyboard's way to the roll (issue 37, U14, N12): the first Tab stop is a skip link to the roll button,
// Alt+R rolls from anywhere, the focus ring is not the error hue and meets WCAG 2.2's focus appearance (3 px,
// 3:1 against the page), and after a roll into the room's log the focus is on the log, not the page's body. In
// solo play and in a room; axe finds no serious violation with the skip link shown; no console errors.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe-check.js';
import { chromiumFound, type Harness, requireChromium, startHarness } from './harness.js';
import { playArea, status } from './page-helpers.js';
import { lastSeqWith, openTable } from './room-helpers.js';

/** The focused element's ring: its width, whether its colour is the error colour, and its contrast on the page. */
function focusRing(page: Page) {
  return page.evaluate(() => {
    const rgb = (text: string) => (text.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (text: string) => {
      const [r, g, b] = rgb(text).map((c) => {
        const v = c / 255;
        return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const active = document.activeElement as HTMLElement;
    const style = getComputedStyle(active);
    const probe = document.createElement('span');
    probe.style.color = 'var(--error)';
    document.body.append(probe);
    const error = getComputedStyle(probe).color;
    probe.remove();
    const ring = style.outlineColor;
    // Against the page's background and a panel's, whichever is closer to the ring.
    const backgrounds = ['var(--bg)', 'var(--panel)'].map((colour) => {
      const swatch = document.createElement('span');
      swatch.style.backgroundColor = colour;
      document.body.append(swatch);
      const computed = getComputedStyle(swatch).backgroundColor;
      swatch.remove();
      return computed;
    });
    const ratio = (x: number, y: number) => (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
    return {
      text: active.textContent ?? '',
      width: Number.parseFloat(style.outlineWidth),
      style: style.outlineStyle,
      isError: ring === error,
      contrast: Math.min(...backgrounds.map((bg) => ratio(luminance(ring), luminance(bg)))),
    };
  });
}

describe.skipIf(!chromiumFound && !process.env.CI)('the roll by keyboard, in Chromium', () => {
  let harness: Harness;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    requireChromium();
    harness = await startHarness();
    page = await harness.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('skips to Roll on the first Tab, rolls with Alt+R, and shows a ring that is not the error hue', async () => {
    await page.goto(harness.baseUrl);
    await playArea(page).getByRole('button', { name: 'Roll', exact: true }).waitFor();
    await page.keyboard.press('Tab');
    const ring = await focusRing(page);
    expect(ring.text).toBe('Skip to the dice (Alt+R throws them from anywhere)');
    expect(ring).toMatchObject({ style: 'solid', isError: false });
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(ring.contrast).toBeGreaterThanOrEqual(3);
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Roll');

    // Alt+R from a field of the form rolls, and the focus stays in the field.
    const field = page.getByRole('textbox').first();
    await field.focus();
    await page.keyboard.press('Alt+KeyR');
    await status(page).locator('.outcome-label').waitFor();
    expect(await field.evaluate((f) => f === document.activeElement)).toBe(true);
  });

  it('keeps the focus on the log after a roll into a room, and Alt+R rolls again', async () => {
    await openTable(page, harness.baseUrl, 'Keyboard table', 'Ada');
    // From the page's start, as a keyboard user arriving at the room.
    await page.reload();
    await page.getByText('Live', { exact: true }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Skip to the dice (Alt+R throws them from anywhere)',
    );
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Roll into the log');
    await page.keyboard.press('Enter');
    const first = await lastSeqWith(page, /Ada\s*rolled/);
    await page.waitForFunction(() => document.activeElement?.matches('ol.entries') === true);
    await page.keyboard.press('Alt+KeyR');
    await lastSeqWith(page, /Ada\s*rolled/, first);
    expect(await page.evaluate(() => document.activeElement?.matches('ol.entries'))).toBe(true);

    // A page without a roll skips to its content.
    await page.goto(`${harness.baseUrl}#/verify`);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to the content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    expect(errors).toEqual([]);
  });
});
