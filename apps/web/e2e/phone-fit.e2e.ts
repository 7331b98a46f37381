// Issue 18: long labels wrap instead of scrolling the page sideways, on a 360 px phone, for every test of every
// system, with its outcome, real dice entry, history and a preset with a long name shown.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFound, type Harness, requireChromium, screenshot, startHarness } from './harness.js';
import { outcomeLabel, playArea } from './page-helpers.js';

/** A name with no place to break but its hyphens, and one with none at all. */
const LONG_NAMES = [
  'Sir Reginald Featherstonehaugh-Worthington-Smythe of the Northern Marches',
  'Ottoline_Wolfeschlegelsteinhausenbergerdorff_the_Unbreakable',
];

async function overflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number; wide: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    // What sticks out, to say which element to fix when the page does scroll sideways.
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} ${element.id}`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide };
  });
}

describe.skipIf(!chromiumFound && !process.env.CI)(
  'web app on a 360 px phone: nothing scrolls sideways',
  () => {
    let harness: Harness;
    beforeAll(async () => {
      requireChromium();
      harness = await startHarness();
    });
    afterAll(async () => harness?.close());

    it('every test of every system, rolled, with real dice entry, history and a long preset name', async () => {
      const page = await harness.newPage({ width: 360, height: 740 });
      await page.goto(harness.baseUrl);
      const systemPicker = page.getByLabel('System', { exact: true });
      const testPicker = page.getByLabel('Test', { exact: true });
      await systemPicker.waitFor();
      const systems = await systemPicker
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      expect(systems.length).toBeGreaterThanOrEqual(3);
      let checked = 0;
      for (const system of systems) {
        await systemPicker.selectOption(system);
        const tests = await testPicker
          .locator('option')
          .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
        for (const test of tests) {
          await testPicker.selectOption(test);
          await page.getByRole('list', { name: 'Odds of each outcome' }).waitFor();
          // A long name in the test's first text field (a character's, a skill's, a side's), where it has one.
          const text = page.locator('#input-heading ~ * input[type="text"]').first();
          if ((await text.count()) > 0) await text.fill(LONG_NAMES[checked % 2]!);
          await playArea(page).getByRole('button', { name: 'Roll', exact: true }).click();
          expect((await outcomeLabel(page)).length).toBeGreaterThan(0);
          for (const summary of await page.locator('details:not([open]) > summary').all()) {
            if (await summary.isVisible()) await summary.click();
          }
          const real = page.getByRole('switch', { name: 'I rolled real dice' });
          await real.check();
          await page.getByLabel('Save this input as').fill(LONG_NAMES[(checked + 1) % 2]!);
          await page.getByRole('button', { name: 'Save character' }).click();
          const fit = await overflow(page);
          expect(fit.scrollWidth, `${system}/${test}: ${fit.wide.join('; ')}`).toBeLessThanOrEqual(
            fit.clientWidth,
          );
          if (checked % 3 === 0) await screenshot(page, `phone-fit-${system}-${test}`);
          await real.uncheck();
          checked++;
        }
      }
      expect(checked).toBeGreaterThanOrEqual(9);
      await page.close();
    });
  },
);
