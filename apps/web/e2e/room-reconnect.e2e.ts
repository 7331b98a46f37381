// The room's log survives dropped connections: a proxy in front of the real server cuts the player's event
// stream; entries made meanwhile arrive once the browser resumes (after the last seq seen), none repeated.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CuttingProxy, startCuttingProxy } from './cutting-proxy.js';
import { chromiumFound, type Harness, requireChromium, startHarness } from './harness.js';
import { connectOtherBrowser, entry, joinByLink, lastSeqWith, openTable } from './room-helpers.js';

describe.skipIf(!chromiumFound && !process.env.CI)('the room log across dropped connections', () => {
  let harness: Harness;
  let proxy: CuttingProxy;
  let other: Browser;
  let gm: Page;
  let player: Page;

  beforeAll(async () => {
    requireChromium();
    harness = await startHarness();
    proxy = await startCuttingProxy(harness.baseUrl);
    other = await connectOtherBrowser();
    gm = await harness.newPage();
    player = await (await other.newContext()).newPage();
  });
  afterAll(async () => {
    await other?.close();
    await proxy?.close();
    await harness?.close();
  });

  it('resumes after the last seq seen, losing and repeating nothing', async () => {
    const link = await openTable(gm, harness.baseUrl, 'Flaky table', 'Ada');
    // The player reaches the server through the proxy (the app talks to the origin it was served from).
    await joinByLink(
      player,
      link.replace(harness.baseUrl.replace(/\/$/, ''), proxy.url),
      'Grog',
      'Flaky table',
    );
    const before = await lastSeqWith(player, 'Grog joined');

    let last = before;
    for (let round = 0; round < 2; round++) {
      // Cut an open stream, this round's (the first, then the one resumed after the last cut): a cut that
      // falls while the page is still reconnecting cuts nothing.
      await expect
        .poll(() => proxy.streams.length > round && proxy.openStreams() > 0, { timeout: 60_000 })
        .toBe(true);
      proxy.cut();
      await gm.getByRole('button', { name: 'Roll into the log' }).click();
      // This round's roll, not the last round's (the GM's page may not show the new one yet).
      last = await lastSeqWith(gm, /Ada\s*rolled/, last);
      await entry(player, last).locator('.outcome-label').waitFor({ timeout: 60_000 });
    }
    const seqs = await player
      .locator('.entries > li')
      .evaluateAll((items) => items.map((li) => Number(li.getAttribute('data-seq'))));
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
    expect(seqs.length).toBe(before + 2);
    // Each new stream resumed after what the page had (never from the start).
    expect(proxy.streams.length).toBeGreaterThanOrEqual(3);
    expect(proxy.streams.slice(1).every((s) => s.resumeFrom !== null && Number(s.resumeFrom) >= before)).toBe(
      true,
    );
  });

  it('says so, and stops trying, when the seat kept in the browser is no longer valid', async () => {
    const roomId = /#\/rooms\/([0-9a-f]+)/.exec(gm.url())![1]!;
    const page = await (await other.newContext()).newPage();
    await page.goto(`${harness.baseUrl}#/verify`);
    await page.evaluate((id) => {
      const seat = {
        roomId: id,
        roomName: 'Flaky table',
        memberId: 'x',
        memberName: 'Ghost',
        role: 'player',
        token: 'not-a-token',
      };
      localStorage.setItem(`verdict:room:${id}`, JSON.stringify(seat));
    }, roomId);
    await page.goto(`${harness.baseUrl}#/rooms/${roomId}`);
    await page
      .getByRole('alert')
      .getByText(/The log cannot be followed/)
      .waitFor();
    await page.getByText('Disconnected', { exact: true }).waitFor();
  });
});
