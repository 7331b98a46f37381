// Issue 9: the web app built with an extra, third-party game system (VERDICT_SYSTEMS at build time) draws and
// plays it like the bundled ones, with no frontend code for it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFound, type Harness, requireChromium, startHarness } from './harness.js';
import { openTest, outcomeLabel, playArea, status } from './page-helpers.js';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const TEMPLATE = join(WEB, '..', '..', 'packages', 'system-template');

describe.skipIf(!chromiumFound && !process.env.CI)(
  'web app built with an extra system (VERDICT_SYSTEMS)',
  () => {
    let harness: Harness;
    const outDir = mkdtempSync(join(tmpdir(), 'verdict-web-extra-'));

    beforeAll(async () => {
      requireChromium();
      const before = process.env.VERDICT_SYSTEMS;
      process.env.VERDICT_SYSTEMS = TEMPLATE;
      try {
        await build({
          root: WEB,
          configFile: join(WEB, 'vite.config.ts'),
          logLevel: 'silent',
          build: { outDir, emptyOutDir: true },
        });
      } finally {
        if (before === undefined) delete process.env.VERDICT_SYSTEMS;
        else process.env.VERDICT_SYSTEMS = before;
      }
      harness = await startHarness({ webDist: outDir });
    });
    afterAll(async () => {
      await harness?.close();
      rmSync(outDir, { recursive: true, force: true });
    });

    it('offers the template system beside the bundled ones and plays its check', async () => {
      const page = await harness.newPage();
      await page.goto(harness.baseUrl);
      // The systems arrive as their own chunk after the shell's first paint: wait for the picker.
      const picker = page.getByLabel('System', { exact: true });
      await picker.waitFor();
      const systems = await picker.locator('option').allTextContents();
      expect(systems.length).toBe(5);
      await openTest(page, harness.baseUrl, 'target-pool', 'check');
      await playArea(page).getByRole('button', { name: 'Roll', exact: true }).click();
      expect((await outcomeLabel(page)).length).toBeGreaterThan(0);
      await page.close();
    });

    it("shows the template's tool, labels and follow-up with no frontend code for them", async () => {
      const page = await harness.newPage();
      await openTest(page, harness.baseUrl, 'target-pool', 'check');
      // Its tool, from the manifest, answered by the engine.
      const tool = page.getByRole('region', { name: 'Dice for a chance' });
      await tool.getByText(/\dd6 against \d\+ pass with [\d.]+% \(\d+ needed\)\./).waitFor();
      await tool.getByLabel(/^Chance wanted \(%\)/).fill('95');
      await tool.getByText(/pass with 9\d(\.\d)?%/).waitFor();
      // Its labels: the odds extra and the dice group in its words.
      await page.getByRole('region', { name: 'Odds' }).getByText('Mean successes').waitFor();
      await page.getByRole('switch', { name: 'I rolled real dice' }).check();
      for (let die = 1; die <= 5; die++) await page.getByLabel(new RegExp(`^Die ${die}: d6`)).fill('1');
      await page.getByRole('button', { name: 'Resolve with these dice' }).click();
      expect(await outcomeLabel(page)).toBe('Failure');
      expect(await status(page).locator('.dice-group-name').allTextContents()).toEqual(['Pool']);
      // Its follow-up, as a button that opens the check again for the next dice.
      await status(page).getByRole('button', { name: 'Try again' }).click();
      await page.getByLabel(/^Die 1: d6/).waitFor();
      expect(await page.getByLabel(/^Die 1: d6/).inputValue()).toBe('');
      await page.close();
    });
  },
);
