// The browser tests' Chromium switches (chromium.ts): our `--disable-features` replaces Playwright's, so it must
// still hold every feature the installed Playwright turns off; and the omnibox's popups it turns off are the ones
// this Chromium builds for each window (a Chromium launched without the switch shows them: the control).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, PLAYWRIGHT_DISABLED_FEATURES } from './chromium.js';
import { chromiumFound, connectChromium, requireChromium } from './harness.js';

/** The features the installed playwright-core turns off, read from its bundled `chromiumSwitches.ts`. */
function playwrightDisabledFeatures(): string[] {
  const root = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const bundle = readFileSync(join(root, 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1];
  if (list === undefined)
    throw new Error(
      `playwright-core's disabledFeatures list was not found in ${root}: read its chromiumSwitches`,
    );
  return [...list.matchAll(/^\s*"([^"]+)"/gm)].map((match) => match[1] as string);
}

/** The omnibox popup documents a browser has, after a window is opened and has loaded a page. */
async function omniboxPopups(browser: Browser): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('data:text/html,<p>a page</p>');
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = (await session.send('Target.getTargets', { filter: [{}] })) as {
    targetInfos: { url: string }[];
  };
  await session.detach();
  await context.close();
  return targetInfos.map((target) => target.url).filter((url) => url.startsWith('chrome://omnibox-popup'));
}

describe.skipIf(!chromiumFound && !process.env.CI)("the browser tests' Chromium switches", () => {
  let shared: Browser;
  beforeAll(async () => {
    requireChromium();
    shared = await connectChromium();
  });
  afterAll(async () => shared?.close());

  it('keeps every feature the installed Playwright turns off in its own --disable-features', () => {
    const playwright = playwrightDisabledFeatures();
    expect(playwright.length).toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(playwright));
  });

  it('opens a window without the omnibox popups a Chromium launched with Playwright alone builds', async () => {
    const control = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox'],
    });
    try {
      // The control's popups are built with its window: wait for them (a wide cap; the CPU may be slow at times).
      await expect.poll(() => omniboxPopups(control), { timeout: 60_000, interval: 500 }).not.toEqual([]);
    } finally {
      await control.close();
    }
    expect(await omniboxPopups(shared)).toEqual([]);
  });
});
