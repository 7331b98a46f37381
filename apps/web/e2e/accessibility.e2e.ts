// Automated accessibility: axe-core runs in the built app on its main screens, in the light and dark colour
// schemes, on a desktop and a 360 px phone. Any violation of impact 'serious' or 'critical' fails the test, with
// each rule id and the selectors of the elements it found. No rule is disabled.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations as violationsIn } from './axe-check.js';
import { chromiumFound, type Harness, requireChromium, screenshot, startHarness } from './harness.js';
import { openTest, outcomeLabel, playArea, status } from './page-helpers.js';

const SIZES = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 360, height: 740 },
} as const;

/** The screens checked: each opens the app and brings it to the state to check. */
const SCREENS: Record<string, (page: Page, baseUrl: string) => Promise<void>> = {
  'd20 check with an outcome': async (page, baseUrl) => {
    await openTest(page, baseUrl, 'd20-roll-under', 'check');
    await playArea(page).getByRole('button', { name: 'Roll', exact: true }).click();
    await outcomeLabel(page);
  },
  'd20 check with real dice and a wrong face': async (page, baseUrl) => {
    await openTest(page, baseUrl, 'd20-roll-under', 'check');
    await page.getByRole('switch', { name: 'I rolled real dice' }).check();
    await page.getByLabel(/Die 1: d20/).fill('21');
    await page.getByRole('button', { name: 'Resolve with these dice' }).click();
    await playArea(page).locator('.field-error').waitFor();
  },
  '2d6 pool check with dropped dice and its extra numbers': async (page, baseUrl) => {
    await openTest(page, baseUrl, '2d6-pool', 'check');
    await playArea(page).getByRole('button', { name: 'Roll', exact: true }).click();
    await outcomeLabel(page);
  },
  'mutual contest after one round': async (page, baseUrl) => {
    await openTest(page, baseUrl, 'd20-roll-under', 'mutual-contest');
    // A round may end the contest; start again (a new roll) until one goes on after its first round.
    for (let attempt = 0; attempt < 20; attempt++) {
      await playArea(page).getByRole('button', { name: 'Next round' }).click();
      await status(page).locator('p, .outcome').first().waitFor();
      if ((await status(page).getByText('Round 1 played').count()) === 1) return;
      await page.getByLabel('Test', { exact: true }).selectOption('check');
      await page.getByLabel('Test', { exact: true }).selectOption('mutual-contest');
    }
    throw new Error('Every mutual contest ended in its first round');
  },
  'T13 tools': async (page, baseUrl) => {
    await openTest(page, baseUrl, 't13', 'value');
    await page.getByRole('region', { name: 'Tools' }).waitFor();
  },
  '2d6 extended test over 10,000 turns, its chart and paged table': async (page, baseUrl) => {
    await openTest(page, baseUrl, '2d6-pool', 'extended');
    await page.getByLabel(/^Max turns/).fill('10000');
    await page.getByLabel(/^Difficulty/).fill('11');
    await page.getByLabel(/^Progress required/).fill('50');
    await page.getByRole('img', { name: /^Chart of Turns: / }).waitFor();
    await page.getByText(/^Table: Turns \(/).click();
    await page.getByRole('button', { name: 'Next 50' }).click();
  },
  'dice box with a roll and its odds': async (page, baseUrl) => {
    await page.goto(`${baseUrl}#/dice?notation=${encodeURIComponent('4d6r1!kh3')}`);
    await page.getByRole('region', { name: 'Exact odds' }).getByLabel('Headline odds').waitFor();
    await page.getByRole('button', { name: 'Roll' }).click();
    await page.getByRole('status', { name: 'Dice rolled' }).getByRole('img').first().waitFor();
  },
  'dice box with a mistake in the notation': async (page, baseUrl) => {
    await page.goto(`${baseUrl}#/dice?notation=${encodeURIComponent('2d20kh+')}`);
    await page.locator('#notation-error').waitFor();
  },
};

/** Every disclosure opened, so what it holds is checked too. */
const seriousViolations = (page: Page) => violationsIn(page, { openDetails: true });

if (!chromiumFound && !process.env.CI) {
  console.warn('Skipping the accessibility browser tests: Chromium not found (set CHROMIUM_PATH)');
}

describe.skipIf(!chromiumFound && !process.env.CI)('web app in Chromium: accessibility (axe-core)', () => {
  let harness: Harness;
  beforeAll(async () => {
    requireChromium();
    harness = await startHarness();
  });
  afterAll(async () => harness?.close());

  it('finds a violation when there is one (the check is not vacuous)', async () => {
    const page = await harness.newPage();
    try {
      await openTest(page, harness.baseUrl, 'd20-roll-under', 'check');
      await page.evaluate(() => {
        const input = document.createElement('input');
        input.type = 'text';
        const faint = document.createElement('p');
        faint.textContent = 'Faint';
        faint.style.color = '#d0d0d0';
        faint.style.background = '#ffffff';
        document.querySelector('main')?.append(input, faint);
      });
      const found = (await seriousViolations(page)).join('\n');
      expect(found).toMatch(/^label \(critical\)/m);
      expect(found).toMatch(/^color-contrast \(serious\)/m);
    } finally {
      await page.close();
    }
  });

  const cases = Object.keys(SCREENS).flatMap((screen) =>
    (Object.keys(SIZES) as (keyof typeof SIZES)[]).flatMap((size) =>
      (['light', 'dark'] as const).map((scheme) => [screen, scheme, size] as const),
    ),
  );
  // Each screen is brought up once: its four cases check the same page, on a desktop and then resized to a phone
  // (the app's layout is CSS and ResizeObserver alone, which follow the viewport at once), the colour scheme
  // emulated in turn (the app's colours are CSS alone, which follows the scheme at once; axe waits for any
  // animation to end). One tab serves every screen, each brought up in a new document after a blank one: a new
  // tab and a second walk to each state a size took about half the file's time. Each document starts with the
  // empty session storage of a new tab (the app keeps the last address there), so no screen starts from another.
  let kept: { screen: string; page: Page } | undefined;
  const tab = async (size: keyof typeof SIZES) => {
    if (kept) return kept.page;
    const page = await harness.newPage(SIZES[size]);
    await page.addInitScript(() => {
      try {
        sessionStorage.clear();
      } catch {
        // about:blank has no storage of its own.
      }
    });
    return page;
  };
  const pageFor = async (screen: string, size: keyof typeof SIZES, scheme: 'light' | 'dark') => {
    if (kept?.screen !== screen) {
      const page = await tab(size);
      await page.goto('about:blank');
      await page.setViewportSize(SIZES[size]);
      kept = { screen, page };
      await page.emulateMedia({ colorScheme: scheme });
      await SCREENS[screen]!(page, harness.baseUrl);
    }
    const { page } = kept;
    const now = page.viewportSize();
    if (now?.width !== SIZES[size].width || now.height !== SIZES[size].height)
      await page.setViewportSize(SIZES[size]);
    await page.emulateMedia({ colorScheme: scheme });
    return page;
  };
  afterAll(async () => kept?.page.close());

  it.each(cases)('%s, %s, %s: no serious or critical violation', async (screen, scheme, size) => {
    const page = await pageFor(screen, size, scheme);
    const found = await seriousViolations(page);
    if (found.length > 0) {
      await screenshot(page, `axe-${size}-${scheme}-${screen.replace(/\W+/g, '-')}`);
    }
    expect(found, `axe found in "${screen}" (${scheme}, ${size}):\n${found.join('\n')}`).toEqual([]);
  });
});
