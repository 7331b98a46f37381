// Issue 36: plain dice notation rolled into a room from the web's roll form, in two browsers on the real server:
// the player picks "Dice notation", types 4d6kh3 and sees its exact odds; both screens show the roll by its name
// and notation with its total and chance; the GM's secret 2d6+3 is sealed for the player and open for the GM.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFound, type Harness, requireChromium, startHarness } from './harness.js';
import { connectOtherBrowser, entry, joinByLink, lastSeqWith, openTable } from './room-helpers.js';

/** Picks plain notation in the room's roll form and types it (and the roll's name). */
async function notation(page: Page, text: string, name?: string) {
  const form = page.getByRole('region', { name: 'Roll' });
  await form.locator('#room-roll-system').selectOption('dice');
  await form.getByLabel(/^Dice/).fill(text);
  if (name !== undefined) await form.getByLabel(/^Name/).fill(name);
  return form;
}

describe.skipIf(!chromiumFound && !process.env.CI)('notation rolls in a room, in Chromium', () => {
  let harness: Harness;
  let other: Browser;
  let gm: Page;
  let player: Page;

  beforeAll(async () => {
    requireChromium();
    harness = await startHarness();
    other = await connectOtherBrowser();
    gm = await harness.newPage();
    player = await (await other.newContext()).newPage();
    player.setDefaultTimeout(60_000);
  });
  afterAll(async () => {
    await other?.close();
    await harness?.close();
  });

  it('rolls 4d6kh3 with its odds for everyone, and a secret 2d6+3 sealed for the player', async () => {
    const link = await openTable(gm, harness.baseUrl, 'Dice table', 'Ada');
    await joinByLink(player, link, 'Grog', 'Dice table');

    const form = await notation(player, '4d6kh3', 'Strength');
    // The exact odds beside it, before the roll: the distribution's average (12.24…) is its headline.
    await form
      .getByText(/Average/)
      .first()
      .waitFor({ timeout: 60_000 });
    await form.getByRole('button', { name: 'Roll into the log' }).click();
    const rolled = await lastSeqWith(player, /Grog\s*rolled Strength \(4d6kh3\)/);
    const total = await entry(gm, rolled).locator('.outcome-label').textContent({ timeout: 60_000 });
    expect(Number(total)).toBeGreaterThanOrEqual(3);
    expect(Number(total)).toBeLessThanOrEqual(18);
    expect(await entry(player, rolled).locator('.outcome-label').textContent()).toBe(total);
    await entry(gm, rolled)
      .getByText(/chance of this or better/)
      .waitFor();
    expect(await entry(gm, rolled).locator('.dice-group').count()).toBeGreaterThan(0);

    await notation(gm, '2d6+3');
    await gm.getByLabel('Who sees it').selectOption('gm');
    await gm.getByRole('button', { name: 'Roll into the log' }).click();
    const secret = await lastSeqWith(gm, /Ada\s*rolled 2d6\+3/, rolled);
    await lastSeqWith(player, /Ada\s*made a secret roll/, rolled);
    expect(await entry(player, secret).locator('.outcome-label').count()).toBe(0);
    expect(await entry(player, secret).textContent()).not.toContain('2d6+3');
    expect(Number(await entry(gm, secret).locator('.outcome-label').textContent())).toBeGreaterThanOrEqual(5);
  });
});
