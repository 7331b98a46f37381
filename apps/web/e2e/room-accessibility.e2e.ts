// axe-core on the table pages (the room as GM and as player with a request and a sealed roll, the verify
// page with a failing export, the join and open-a-table pages), light and dark, desktop and a 360 px phone.
// Serious and critical violations fail, as in accessibility.e2e.ts; no rule is disabled.

import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe-check.js';
import { chromiumFound, downloadedText, type Harness, requireChromium, screenshot } from './harness.js';
import { joinByLink, lastSeqWith, openTable, startTable, type Table } from './room-helpers.js';

const SIZES = { desktop: { width: 1280, height: 900 }, phone: { width: 360, height: 740 } } as const;

describe.skipIf(!chromiumFound && !process.env.CI)(
  'table pages in Chromium: accessibility (axe-core)',
  () => {
    let table: Table;
    let harness: Harness;
    let playerContext: BrowserContext;
    let roomUrl: string;
    let joinUrl: string;
    let gmRoomUrl: string;
    let exported: string;

    beforeAll(async () => {
      requireChromium();
      table = await startTable();
      ({ harness, playerContext } = table);
      // One table with every kind of entry: a roll, a secret roll, a hidden request waiting for the player.
      const { gm, player } = table;
      joinUrl = await openTable(gm, harness.baseUrl, 'Axe table', 'Ada');
      await joinByLink(player, joinUrl, 'Grog', 'Axe table');
      roomUrl = player.url();
      gmRoomUrl = gm.url();
      await player.getByRole('button', { name: 'Roll into the log' }).click();
      await lastSeqWith(gm, /Grog\s*rolled/);
      await gm.getByLabel('Who sees it').selectOption('gm');
      await gm.getByRole('button', { name: 'Roll into the log' }).click();
      await lastSeqWith(player, 'secret, sealed');
      await gm.getByRole('checkbox', { name: /Hidden input/ }).check();
      await gm.getByRole('button', { name: 'Send the request' }).click();
      await player.getByText('against a hidden difficulty').waitFor();
      // And one in the open, so the player's cards show an input and its odds (headline and bars) too.
      await gm.getByRole('checkbox', { name: /Hidden input/ }).uncheck();
      await gm.getByRole('button', { name: 'Send the request' }).click();
      await player.locator('.request-card').getByLabel('Headline odds').waitFor();
      const [download] = await Promise.all([
        gm.waitForEvent('download'),
        gm.getByRole('button', { name: 'Export JSON (verifiable)' }).click(),
      ]);
      exported = await downloadedText(download);
      await gm.close();
      await player.close();
    });
    afterAll(async () => table?.close());

    const SCREENS: Record<string, (size: { width: number; height: number }) => Promise<Page>> = {
      'room as GM': async (size) => {
        const page = await harness.newPage(size);
        await page.goto(gmRoomUrl);
        await page.getByRole('heading', { name: 'GM tools' }).waitFor();
        await page.locator('.entries > li').nth(5).waitFor();
        return page;
      },
      'room as player with a request': async (size) => {
        const page = await playerContext.newPage();
        await page.setViewportSize(size);
        await page.goto(roomUrl);
        await page.getByText('against a hidden difficulty').waitFor();
        // The odds (worked out in the worker) of the roll form and of the request in the open, checked by axe too.
        await page.locator('.room-roll .odds-headline').waitFor();
        await page.locator('.request-card .odds-headline').waitFor();
        return page;
      },
      'verify page with a failing export': async (size) => {
        const page = await harness.newPage(size);
        await page.goto(`${harness.baseUrl}#/verify`);
        const tampered = JSON.parse(exported);
        tampered.entries[3].at = '2000-01-01T00:00:00.000Z';
        await page.getByLabel('Or paste it').fill(JSON.stringify(tampered));
        await page.getByRole('button', { name: 'Verify' }).click();
        await page.getByRole('heading', { name: /^Failed: / }).waitFor();
        return page;
      },
      'verify page with an intact export': async (size) => {
        const page = await harness.newPage(size);
        await page.goto(`${harness.baseUrl}#/verify`);
        await page.getByLabel('Or paste it').fill(exported);
        await page.getByRole('button', { name: 'Verify' }).click();
        await page.getByRole('heading', { name: /^(Verified|Incomplete): / }).waitFor();
        return page;
      },
      'join page': async (size) => {
        const page = await harness.newPage(size);
        await page.goto(joinUrl);
        await page.getByRole('button', { name: 'Join', exact: true }).waitFor();
        return page;
      },
      'open a table': async (size) => {
        const page = await harness.newPage(size);
        await page.goto(`${harness.baseUrl}#/table`);
        await page.getByRole('button', { name: 'Open the table' }).waitFor();
        return page;
      },
    };

    const cases = Object.keys(SCREENS).flatMap((screen) =>
      (Object.keys(SIZES) as (keyof typeof SIZES)[]).flatMap((size) =>
        (['light', 'dark'] as const).map((scheme) => [screen, scheme, size] as const),
      ),
    );
    // Each screen is loaded once: its four cases check the same page, on a desktop and then resized to a phone
    // (the pages' layout is CSS, which follows the viewport at once), the colour scheme emulated in turn (the
    // page's styles follow it at once, and axe waits for any animation to end). It was loaded once a size.
    let kept: { screen: string; page: Page } | undefined;
    const pageFor = async (screen: string, size: keyof typeof SIZES): Promise<Page> => {
      if (kept?.screen !== screen) {
        await kept?.page.close();
        kept = { screen, page: await SCREENS[screen]!(SIZES[size]) };
      }
      const now = kept.page.viewportSize();
      if (now?.width !== SIZES[size].width || now.height !== SIZES[size].height)
        await kept.page.setViewportSize(SIZES[size]);
      return kept.page;
    };
    afterAll(async () => kept?.page.close());

    it('names each headline of odds on the room page for whose odds they are', async () => {
      const page = await SCREENS['room as player with a request']!(SIZES.desktop);
      try {
        const names = await page
          .locator('.odds-headline')
          .evaluateAll((blocks) => blocks.map((block) => block.getAttribute('aria-label')));
        expect(names).toHaveLength(2);
        expect(new Set(names).size).toBe(2);
        expect(names).toEqual([
          expect.stringMatching(/^Headline odds of request #\d+: Check \(/),
          expect.stringMatching(/^Headline odds of your roll: Check \(/),
        ]);
      } finally {
        await page.close();
      }
    });

    it.each(cases)('%s, %s, %s: no serious or critical violation', async (screen, scheme, size) => {
      const page = await pageFor(screen, size);
      await page.emulateMedia({ colorScheme: scheme });
      const found = await seriousViolations(page);
      if (found.length > 0)
        await screenshot(page, `axe-room-${size}-${scheme}-${screen.replace(/\W+/g, '-')}`);
      expect(found, `axe found in "${screen}" (${scheme}, ${size}):\n${found.join('\n')}`).toEqual([]);
    });
  },
);
