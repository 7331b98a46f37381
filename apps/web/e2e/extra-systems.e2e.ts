// Issue 9: the web app built with an extra, third-party game system (VERDICT_SYSTEMS at build time) draws and
// plays it like the bundled ones, with no frontend code for it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFound, type Harness, requireChromium, startHarness } from './harness.js';
import { openTest, outcomeLabel, playArea } from './page-helpers.js';

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
      const systems = await page.getByLabel('System', { exact: true }).locator('option').allTextContents();
      expect(systems.length).toBe(4);
      await openTest(page, harness.baseUrl, 'target-pool', 'check');
      await playArea(page).getByRole('button', { name: 'Roll', exact: true }).click();
      expect((await outcomeLabel(page)).length).toBeGreaterThan(0);
      await page.close();
    });
  },
);
