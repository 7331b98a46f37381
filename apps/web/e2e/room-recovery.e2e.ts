// A seat taken back with its recovery key in the web app (issue 35; the API's `/recovery` and `/recovery-key`):
// the GM recovery key is shown once when the table opens; on another browser, which holds no seat, the room's
// page takes the key back to the GM seat (a wrong key refused in an alert), and a player takes their own seat
// back with a key made in the room. No serious or critical axe violation where the keys are shown and taken.
// On the built app and the real server; the other browser is a separate Chromium (no storage shared).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe-check.js';
import { chromiumFound, type Harness, requireChromium, startHarness } from './harness.js';
import { connectOtherBrowser, joinByLink } from './room-helpers.js';

describe.skipIf(!chromiumFound && !process.env.CI)('recovery keys in the web app, in Chromium', () => {
  let harness: Harness;
  let other: Browser;
  let elsewhere: BrowserContext;

  beforeAll(async () => {
    requireChromium();
    harness = await startHarness();
    other = await connectOtherBrowser();
    elsewhere = await other.newContext();
    elsewhere.setDefaultTimeout(60_000);
  });
  afterAll(async () => {
    await other?.close();
    await harness?.close();
  });

  const accessible = async (page: Page, state: string) => {
    const found = await seriousViolations(page);
    expect(found, `axe (${state}):\n${found.join('\n')}`).toEqual([]);
  };
  /** Takes the seat back on the room's page of a browser that holds none. */
  const takeBack = async (page: Page, key: string) => {
    await page.getByLabel('Recovery key').fill(key);
    await page.getByRole('button', { name: 'Take my seat back' }).click();
  };

  it('takes the GM seat back on another browser with the key shown at opening, and a player their own', async () => {
    const gm = await harness.newPage();
    await gm.goto(`${harness.baseUrl}#/table`);
    await gm.getByLabel('Table name').fill('Keyed table');
    await gm.getByLabel('Your name (GM)').fill('Ada');
    await gm.getByRole('button', { name: 'Open the table' }).click();
    const gmKey = await gm.getByRole('textbox', { name: 'GM recovery key' }).inputValue();
    expect(gmKey).toMatch(/^[\w-]{43}$/);
    await accessible(gm, 'the GM recovery key shown at opening');
    const link = (await gm.locator('.invite-link').textContent()) ?? '';
    await gm.getByRole('link', { name: 'Enter the room' }).click();
    await gm.getByText('Live', { exact: true }).waitFor();
    const roomUrl = gm.url();

    // Another browser holds no seat: a wrong key is refused, the GM's key gives the GM seat back.
    const second = await elsewhere.newPage();
    await second.goto(roomUrl);
    await second.getByRole('alert').filter({ hasText: 'This browser has no seat at this room' }).waitFor();
    await accessible(second, 'a room without a seat, the key asked for');
    await takeBack(second, 'not-the-key');
    await second.getByRole('alert').filter({ hasText: 'This key recovers no seat in that room' }).waitFor();
    await takeBack(second, gmKey);
    await second.getByRole('heading', { name: 'Keyed table', level: 1 }).waitFor();
    await second.getByText('You are Ada (GM)').waitFor();
    await second.getByText('Live', { exact: true }).waitFor();
    await second.getByRole('button', { name: 'Close the table' }).waitFor();

    // A player makes a key for their seat in the room, and takes the seat back on another browser with it.
    const grog = await harness.newPage();
    await joinByLink(grog, link, 'Grog', 'Keyed table');
    await grog.getByRole('button', { name: 'Make a seat recovery key' }).click();
    const grogKey = await grog.getByRole('textbox', { name: 'Seat recovery key' }).inputValue();
    await accessible(grog, "a player's seat recovery key shown");
    await grog.getByRole('button', { name: 'I have kept it' }).click();
    await grog.getByRole('button', { name: 'Make a seat recovery key' }).waitFor();
    const grogElsewhere = await (await other.newContext()).newPage();
    await grogElsewhere.goto(roomUrl);
    await takeBack(grogElsewhere, grogKey);
    await grogElsewhere.getByText('You are Grog (player)').waitFor();
    await grogElsewhere.getByText('Live', { exact: true }).waitFor();
    // The same two members: nobody joined twice.
    const members = gm.getByRole('region', { name: 'At the table' }).getByRole('listitem');
    await members.filter({ hasText: 'Grog' }).waitFor();
    expect(await members.count()).toBe(2);
  });
});
