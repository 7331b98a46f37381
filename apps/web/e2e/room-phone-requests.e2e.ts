// The phone at a real table (issue 37, N1, N2, N12): a request arriving while the player is scrolled anywhere is
// shown in a banner on screen (the bottom bar becomes "Answer Ada's request"), is answered in two taps, and the
// result is on screen afterwards; a roll from the bar lands on screen too, with the focus on the log, not the
// page's body. In Chromium at 390x844 with touch; axe finds no serious violation in these states, and the pages
// log no error.

import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe-check.js';
import { ARTEFACTS, chromiumFound, type Harness, requireChromium, startHarness } from './harness.js';
import { onScreen, PHONE, tapWhereItIs, waitOnScreen } from './phone-screen.js';
import { connectOtherBrowser, joinByLink, lastSeqWith, openTable, recordErrors } from './room-helpers.js';

describe.skipIf(!chromiumFound && !process.env.CI)('requests on a phone, in Chromium', () => {
  let harness: Harness;
  let other: Browser;
  let phoneContext: BrowserContext;
  let gm: Page;
  let player: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    requireChromium();
    harness = await startHarness();
    other = await connectOtherBrowser();
    phoneContext = await other.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    phoneContext.setDefaultTimeout(60_000);
    gm = await harness.newPage();
    player = await phoneContext.newPage();
    recordErrors([gm, player], errors);
    const link = await openTable(gm, harness.baseUrl, 'Phone requests', 'Ada');
    await joinByLink(player, link, 'Grog', 'Phone requests');
    // A log long enough to fill the phone's screen.
    let seq = 0;
    for (let i = 0; i < 4; i++) {
      await gm.getByRole('button', { name: 'Roll into the log' }).click();
      seq = await lastSeqWith(player, /Ada\s*rolled/, seq);
    }
  });
  afterAll(async () => {
    await other?.close();
    await harness?.close();
  });

  // Anywhere: the top (the header and invite, the log's start), halfway and the bottom (the roll form).
  const scrolls = {
    'at the top of the page': () => player.evaluate(() => window.scrollTo(0, 0)),
    'at the bottom of the page': () => player.evaluate(() => window.scrollTo(0, document.body.scrollHeight)),
    'halfway down': () => player.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2)),
  };
  for (const [where, scroll] of Object.entries(scrolls)) {
    it(`shows a request arriving ${where}, answered in two taps, with the result on screen`, async () => {
      expect(await player.evaluate(() => document.documentElement.scrollHeight > innerHeight * 2)).toBe(true);
      await scroll();
      const last = Number(await player.locator('.entries > li').last().getAttribute('data-seq'));

      await gm.getByRole('checkbox', { name: 'Grog' }).check();
      await gm.getByLabel('Note').fill('Roll to fish');
      await gm.getByRole('button', { name: 'Send the request' }).click();
      const request = await lastSeqWith(player, /asks Grog to roll/, last);

      // The banner is on screen where the player is, with the GM's note.
      const banner = player.getByRole('region', { name: 'Waiting for you' });
      await waitOnScreen(player, banner, 'the request banner');
      expect(await banner.textContent()).toContain('Ada asks you to roll');
      expect(await banner.textContent()).toContain('“Roll to fish”');
      await player.getByRole('status').filter({ hasText: 'New request: Ada asks you to roll' }).waitFor();
      // The bar is the answer now: no free roll from it while the request waits.
      expect(await player.getByRole('button', { name: 'Roll into the log' }).isVisible()).toBe(false);
      expect((await seriousViolations(player)).join('\n')).toBe('');

      // Tap 1: the banner's button brings the card's Roll button on screen, focused.
      const answer = banner.getByRole('button', { name: `Answer Ada’s request (#${request})` });
      await tapWhereItIs(player, answer, 'the banner button');
      const roll = player.getByRole('button', { name: `Roll #${request}` });
      await waitOnScreen(player, roll, `Roll #${request}`);
      expect(await roll.evaluate((b) => b === document.activeElement)).toBe(true);
      // What the phone shows (the viewport, not the full page: a full-page shot resizes the viewport).
      await player.screenshot({
        path: join(ARTEFACTS, `room-phone-request-card-${where.replaceAll(' ', '-')}.png`),
      });

      // Tap 2: the answer; its result is on screen afterwards, the banner gone and the roll bar back.
      await tapWhereItIs(player, roll, `Roll #${request}`);
      const answered = player.locator('.entries > li').filter({ hasText: `(answers #${request})` });
      await answered.locator('.outcome-label').waitFor();
      await waitOnScreen(player, answered, 'the answer in the log');
      expect(await banner.count()).toBe(0);
      expect(await onScreen(player.getByRole('button', { name: 'Roll into the log' }))).toBe(true);
      await player.screenshot({
        path: join(ARTEFACTS, `room-phone-request-answered-${where.replaceAll(' ', '-')}.png`),
      });
      expect((await seriousViolations(player)).join('\n')).toBe('');
    });
  }

  it('brings a roll from the bar on screen, with the focus on the log', async () => {
    await player.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const before = Number(await player.locator('.entries > li').last().getAttribute('data-seq'));
    await tapWhereItIs(player, player.getByRole('button', { name: 'Roll into the log' }), 'the roll bar');
    const mine = await lastSeqWith(player, /Grog\s*rolled/, before);
    const entry = player.locator(`.entries > li[data-seq="${mine}"]`);
    await waitOnScreen(player, entry, 'the roll in the log');
    await player.waitForFunction(() => document.activeElement?.matches('ol.entries') === true);
    expect(errors).toEqual([]);
  });
});
