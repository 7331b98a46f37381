// Issue 32: no request the web app makes carries a member's token, or the room's invite, in its URL (where
// proxies' logs, the history and Referer would keep it). Every request of a room session in two browsers is
// recorded: opening a table, joining it by its link, rolls crossing over live on the event stream, a reload
// that resumes the stream, the export. None names a token or the invite; the event streams carry the token in
// their Authorization header instead. (The join link holds the invite in its fragment, which is never sent.)
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFound, type Harness, requireChromium, startHarness } from './harness.js';
import { connectOtherBrowser, entry, joinByLink, lastSeqWith, openTable } from './room-helpers.js';

/** Every request a context makes, with its headers. */
function recordRequests(context: BrowserContext) {
  const seen: { url: string; headers: Promise<Record<string, string>> }[] = [];
  context.on('request', (request: Request) => {
    seen.push({ url: request.url(), headers: request.allHeaders() });
  });
  return seen;
}

/** The seat this page keeps for the room (its token among it). */
async function seatOf(page: Page, roomId: string): Promise<{ token: string }> {
  const text = await page.evaluate((id) => localStorage.getItem(`verdict:client:seat:${id}`), roomId);
  return JSON.parse(text ?? '{}');
}

describe.skipIf(!chromiumFound && !process.env.CI)('a room session puts no token in any URL', () => {
  let harness: Harness;
  let other: Browser;
  let gm: Page;
  let player: Page;
  let gmRequests: ReturnType<typeof recordRequests>;
  let playerRequests: ReturnType<typeof recordRequests>;

  beforeAll(async () => {
    requireChromium();
    harness = await startHarness();
    other = await connectOtherBrowser();
    gmRequests = recordRequests(harness.context);
    gm = await harness.newPage();
    const playerContext = await other.newContext();
    playerRequests = recordRequests(playerContext);
    player = await playerContext.newPage();
  });
  afterAll(async () => {
    await other?.close();
    await harness?.close();
  });

  it('sends tokens only in the Authorization header, the event stream included', async () => {
    const link = await openTable(gm, harness.baseUrl, 'Quiet table', 'Ada');
    const roomId = /#\/rooms\/([0-9a-f]+)\//.exec(link)![1]!;
    const invite = new URLSearchParams(link.split('?')[1]).get('invite')!;
    await joinByLink(player, link, 'Grog', 'Quiet table');

    // Rolls cross over on the event stream, both ways.
    await player.getByRole('button', { name: 'Roll into the log' }).click();
    const rolled = await lastSeqWith(player, /Grog\s*rolled/);
    await entry(gm, rolled).locator('.outcome-label').waitFor();
    await gm.getByRole('button', { name: 'Roll into the log' }).click();
    const answered = await lastSeqWith(gm, /Ada\s*rolled/);
    await entry(player, answered).locator('.outcome-label').waitFor();

    // A reload: the seat kept in the browser, the stream resumed after what the page read.
    await player.reload();
    await player.getByText('Live', { exact: true }).waitFor();
    await gm.getByRole('button', { name: 'Roll into the log' }).click();
    const later = await lastSeqWith(gm, /Ada\s*rolled/, answered);
    await entry(player, later).locator('.outcome-label').waitFor();

    // The export, downloaded with the GM's token.
    await Promise.all([
      gm.waitForEvent('download'),
      gm.getByRole('button', { name: 'Export JSON (verifiable)' }).click(),
    ]);

    const tokens = [(await seatOf(gm, roomId)).token, (await seatOf(player, roomId)).token];
    for (const token of tokens) expect(token.length).toBeGreaterThanOrEqual(43);
    const all = [...gmRequests, ...playerRequests];
    // What is sent: a URL without its fragment (a page's address may hold one; no request carries it).
    const urls = all.map((request) => request.url.split('#')[0]!);
    expect(urls.filter((url) => url.includes('/v1/rooms')).length).toBeGreaterThan(10);
    expect(invite.length).toBeGreaterThanOrEqual(20);
    for (const url of urls) {
      for (const token of [...tokens, invite]) {
        expect(url, url).not.toContain(token);
        expect(url, url).not.toContain(encodeURIComponent(token));
      }
      expect(url, url).not.toMatch(/access_token|[?&](token|invite)=/i);
    }

    // The streams were opened (the GM's, the player's and the player's again after the reload), each with its
    // member's token in its Authorization header.
    const streams = all.filter((request) => new URL(request.url).pathname.endsWith('/events'));
    expect(streams.length).toBeGreaterThanOrEqual(3);
    for (const stream of streams) {
      const { authorization } = await stream.headers;
      expect(tokens.map((token) => `Bearer ${token}`)).toContain(authorization);
    }
  });
});
