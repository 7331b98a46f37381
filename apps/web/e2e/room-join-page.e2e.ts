// The join page names the table and its GM before joining; a join retried after its answer was lost makes one
// member (the page joins through the room client, whose Idempotency-Key is kept in the browser); the GM finds
// the invite link again on the room page after leaving it. On the built app and the real server.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFound, type Harness, requireChromium, startHarness } from './harness.js';
import { connectOtherBrowser, openTable } from './room-helpers.js';

describe.skipIf(!chromiumFound && !process.env.CI)('the join page and the invite link, in Chromium', () => {
  let harness: Harness;
  let other: Browser;
  let playerContext: BrowserContext;

  beforeAll(async () => {
    requireChromium();
    harness = await startHarness();
    other = await connectOtherBrowser();
    playerContext = await other.newContext();
    playerContext.setDefaultTimeout(60_000);
  });
  afterAll(async () => {
    await other?.close();
    await harness?.close();
  });

  it('names the table and its GM before joining, and says when an invite opens nothing', async () => {
    const gm = await harness.newPage();
    const link = await openTable(gm, harness.baseUrl, 'Lantern table', 'Ada');
    const player = await playerContext.newPage();
    await player.goto(link);
    await player.getByRole('heading', { name: 'Join Lantern table (GM Ada)', level: 1 }).waitFor();
    await player.goto(link.replace(/invite=[^&]+/, 'invite=not-the-invite'));
    await player.getByRole('alert').filter({ hasText: 'This invite does not open this table' }).waitFor();
    expect(await player.getByRole('heading', { level: 1 }).textContent()).toBe('Join the table');
    await player.close();
    await gm.close();
  });

  it('makes one member when a join is retried after its answer was lost', async () => {
    const gm = await harness.newPage();
    const link = await openTable(gm, harness.baseUrl, 'Retry table', 'Ada');
    const player = await playerContext.newPage();
    let cut = 0;
    // The first join reaches the server and is acted on, but its answer never reaches the page.
    await player.route(/\/v1\/rooms\/[^/]+\/members$/, async (route) => {
      if (route.request().method() !== 'POST' || cut > 0) return route.continue();
      cut++;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await player.goto(link);
    await player.getByLabel('Name', { exact: true }).fill('Grog');
    await player.getByRole('button', { name: 'Join', exact: true }).click();
    await player
      .getByRole('alert')
      .filter({ hasText: /Cannot reach the server/ })
      .waitFor();
    await player.getByRole('button', { name: 'Join', exact: true }).click();
    await player.getByRole('heading', { name: 'Retry table', level: 1 }).waitFor();
    await player.getByText('Live', { exact: true }).waitFor();
    const members = gm.getByRole('region', { name: 'At the table' });
    await members.getByText('Grog').first().waitFor();
    await gm.reload();
    await gm.getByText('Live', { exact: true }).waitFor();
    expect(
      await gm
        .locator('.entries > li')
        .filter({ hasText: /Grog\s*joined as a player/ })
        .count(),
    ).toBe(1);
    expect(cut).toBe(1);
    await player.close();
    await gm.close();
  });

  it("shows the GM the invite link again after leaving the room's page", async () => {
    const gm = await harness.newPage();
    const link = await openTable(gm, harness.baseUrl, 'Found again', 'Ada');
    const room = gm.url();
    await gm.goto(`${harness.baseUrl}#/`);
    await gm.goto('about:blank');
    await gm.goto(room);
    const invite = gm.getByRole('region', { name: 'Invite players' });
    await invite.locator('.invite-link').waitFor();
    expect(await invite.locator('.invite-link').textContent()).toBe(link);
    await invite.getByRole('img', { name: 'QR code of the join link' }).waitFor();
    await gm.close();
  });
});
