// Trust words where the choice is made (issue 37, U17, N6): each "Who sees it" choice says what it means, Secret
// and Blind told apart for the GM and for a player; and ending the epoch says what it does (the seed published,
// which unrevealed rolls become computable to their rollers) before the GM confirms it. axe finds no serious
// violation with the confirm open, and the pages log no error.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe-check.js';
import { chromiumFound, type Harness, requireChromium, screenshot, startHarness } from './harness.js';
import { connectOtherBrowser, joinByLink, lastSeqWith, openTable, recordErrors } from './room-helpers.js';

/** The words under the roll form's "Who sees it" after choosing `visibility`. */
async function visibilityHelp(page: Page, visibility: string): Promise<string> {
  const select = page.getByLabel('Who sees it');
  await select.selectOption(visibility);
  const id = await select.getAttribute('aria-describedby');
  return (await page.locator(`[id="${id}"]`).textContent()) ?? '';
}

describe.skipIf(!chromiumFound && !process.env.CI)('trust words before the act, in Chromium', () => {
  let harness: Harness;
  let other: Browser;
  let gm: Page;
  let player: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    requireChromium();
    harness = await startHarness();
    other = await connectOtherBrowser();
    gm = await harness.newPage();
    player = await (await other.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    recordErrors([gm, player], errors);
    const link = await openTable(gm, harness.baseUrl, 'Words table', 'Ada');
    await joinByLink(player, link, 'Grog', 'Words table');
  });
  afterAll(async () => {
    await other?.close();
    await harness?.close();
  });

  it('says what Secret and Blind mean where they are chosen', async () => {
    expect(await visibilityHelp(gm, 'gm')).toMatch(
      /^Only you see it\. Players see that you rolled this test/,
    );
    expect(await visibilityHelp(gm, 'blind')).toMatch(/^For you the same as Secret.*as GM, choose Secret\.$/);
    expect(await visibilityHelp(gm, 'outcome')).toMatch(/^Everyone sees the result;/);
    expect(await visibilityHelp(player, 'blind')).toMatch(
      /^You roll without seeing the result: only the GM sees it, until the GM reveals it\./,
    );
    expect(await visibilityHelp(player, 'public')).toMatch(/^Everyone sees the roll whole/);
    await gm.getByLabel('Who sees it').selectOption('public');
  });

  it('says what ending the epoch does before the GM confirms, and what it made computable', async () => {
    // Grog's blind roll, unrevealed: ending the epoch makes it computable to him.
    await player.getByLabel('Who sees it').selectOption('blind');
    await player.getByRole('button', { name: 'Roll into the log' }).click();
    await lastSeqWith(gm, /Grog\s*rolled/);

    await gm.getByRole('button', { name: 'End the epoch' }).click();
    const yes = gm.getByRole('button', { name: 'Yes, end the epoch' });
    await yes.waitFor();
    const words =
      (await gm.locator(`[id="${await yes.getAttribute('aria-describedby')}"]`).textContent()) ?? '';
    expect(words).toContain(
      'Ending the epoch publishes its server seed, so everyone can check every roll made in it',
    );
    expect(words).toContain('1 unrevealed blind roll becomes computable to its roller');
    await screenshot(gm, 'room-gm-epoch-confirm');
    expect((await seriousViolations(gm)).join('\n')).toBe('');
    await yes.click();
    await gm.getByRole('status').filter({ hasText: 'The epoch has ended' }).waitFor();

    // A new epoch with no rolls: nothing becomes computable, and the confirm says so.
    await gm.getByRole('button', { name: 'End the epoch' }).click();
    await gm
      .getByText('No unrevealed blind roll or answer to a hidden request becomes computable to its roller.')
      .waitFor();
    await gm.getByRole('button', { name: 'Cancel' }).click();

    // Closing says what it does too, before its confirm.
    await gm.getByRole('button', { name: 'Close the table' }).click();
    await gm
      .getByText(/^Closing the table makes the log final and publishes the epoch’s server seed/)
      .waitFor();
    await gm.getByRole('button', { name: 'Cancel' }).click();
    expect(errors).toEqual([]);
  });
});
