// The browser tests' Chromium switches (chromium.ts): our `--disable-features` replaces Playwright's, so it must
// still hold every feature the installed Playwright turns off; and the omnibox's popups it turns off are the ones
// the full Chromium (the Owlbear tests' browser) builds for each window (a full Chromium launched without the
// switch shows them: the control). The web tests' own browser, the headless shell, has no omnibox at all.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from './chromium.js';
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

/** Opens a window in `browser` (a context and a page, loaded), closed with the context returned. */
async function openWindow(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('data:text/html,<p>a page</p>');
  return context;
}

/** The omnibox popup documents `browser` has. */
async function omniboxPopups(browser: Browser): Promise<string[]> {
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = (await session.send('Target.getTargets', { filter: [{}] })) as {
    targetInfos: { url: string }[];
  };
  await session.detach();
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
    // Two full Chromiums side by side, each with a window open: the control with Playwright's switches alone, and
    // one with the tests' switches. Once the control has built its popups (a wide cap: the CPU may be slow at
    // times), the other, whose window is as old, has none.
    const launch = (args: string[]) => chromium.launch({ executablePath: CHROMIUM, headless: true, args });
    const [control, switched] = await Promise.all([launch(['--no-sandbox']), launch(CHROMIUM_ARGS)]);
    try {
      await Promise.all([openWindow(control), openWindow(switched)]);
      await expect.poll(() => omniboxPopups(control), { timeout: 60_000, interval: 500 }).not.toEqual([]);
      expect(await omniboxPopups(switched)).toEqual([]);
    } finally {
      await Promise.all([control.close(), switched.close()]);
    }
    // The web tests' shared browser (the headless shell where installed) has none either.
    const context = await openWindow(shared);
    expect(await omniboxPopups(shared)).toEqual([]);
    await context.close();
  });
});
