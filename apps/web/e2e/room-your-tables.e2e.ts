// "Your tables" (issue 37, U16): the open-a-table page lists the tables this browser holds a seat at, each a link
// back to its room; a player's browser lists the table it joined, a GM's the tables it opened. axe finds no
// serious violation on the page with the list, and the pages log no error.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe-check.js';
import { chromiumFound, type Harness, requireChromium, screenshot, startHarness } from './harness.js';
import { PHONE } from './phone-screen.js';
import { connectOtherBrowser, joinByLink, openTable, recordErrors } from './room-helpers.js';

describe.skipIf(!chromiumFound && !process.env.CI)('your tables, in Chromium', () => {
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
    player = await (await other.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
    recordErrors([gm, player], errors);
  });
  afterAll(async () => {
    await other?.close();
    await harness?.close();
  });

  it('lists the tables this browser sits at, and goes back to one', async () => {
    // No seat yet: no list.
    await player.goto(`${harness.baseUrl}#/table`);
    await player.getByRole('heading', { name: 'Open a table', level: 1 }).waitFor();
    expect(await player.getByRole('region', { name: 'Your tables' }).count()).toBe(0);

    const link = await openTable(gm, harness.baseUrl, 'Friday at the Drowned Rat', 'Morgana');
    await openTable(gm, harness.baseUrl, 'Phone night', 'Morgana');
    await joinByLink(player, link, 'Ulla', 'Friday at the Drowned Rat');

    await gm.goto(`${harness.baseUrl}#/table`);
    const gmTables = gm.getByRole('region', { name: 'Your tables' });
    await gmTables.waitFor();
    expect((await gmTables.getByRole('listitem').allTextContents()).map((t) => t.trim())).toEqual([
      'Friday at the Drowned Rat as Morgana (GM)',
      'Phone night as Morgana (GM)',
    ]);

    await player.goto(`${harness.baseUrl}#/table`);
    const playerTables = player.getByRole('region', { name: 'Your tables' });
    await playerTables.waitFor();
    expect((await playerTables.getByRole('listitem').allTextContents()).map((t) => t.trim())).toEqual([
      'Friday at the Drowned Rat as Ulla',
    ]);
    await screenshot(player, 'room-your-tables-phone');
    expect((await seriousViolations(player)).join('\n')).toBe('');

    await playerTables.getByRole('link', { name: 'Friday at the Drowned Rat' }).click();
    await player.getByRole('heading', { name: 'Friday at the Drowned Rat', level: 1 }).waitFor();
    await player.getByText('Live', { exact: true }).waitFor();
    await player.getByText('You are Ulla (player)').waitFor();
    expect(errors).toEqual([]);
  });
});
