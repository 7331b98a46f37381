// Issue 37, N5, in the browser: an extended test rolled in a room shows each turn's dice on rows of their own and
// how long it took, and a contest's chance of this or better says whose side it is counted from; on the GM's
// desktop and a player's phone (390x844), with axe finding no serious or critical violation in these states.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe-check.js';
import { chromiumFound, type Harness, requireChromium, screenshot, startHarness } from './harness.js';
import { PHONE } from './phone-screen.js';
import {
  connectOtherBrowser,
  entry,
  joinByLink,
  lastSeqWith,
  openTable,
  recordErrors,
} from './room-helpers.js';

/** Picks a test in the room's roll form and rolls it into the log. */
async function roll(page: Page, system: string, test: string) {
  const form = page.getByRole('region', { name: 'Roll' });
  await form.locator('#room-roll-system').selectOption(system);
  await form.getByLabel('Test', { exact: true }).selectOption(test);
  await page.getByRole('button', { name: 'Roll into the log' }).click();
}

describe.skipIf(!chromiumFound && !process.env.CI)("a room's entries, turn by turn and side by side", () => {
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
    player.setDefaultTimeout(60_000);
    recordErrors([gm, player], errors);
    const link = await openTable(gm, harness.baseUrl, 'Turns table', 'Ada');
    await joinByLink(player, link, 'Grog', 'Turns table');
  });
  afterAll(async () => {
    await other?.close();
    await harness?.close();
  });

  it("shows an extended test's turns and how long it took, on both screens", async () => {
    await roll(gm, '2d6-pool', 'extended');
    const seq = await lastSeqWith(player, /Ada\s*rolled Extended/);
    for (const page of [gm, player]) {
      const card = entry(page, seq);
      await card.locator('.dice-group').first().waitFor();
      const rows = await card.locator('.dice-group-name').allTextContents();
      expect(rows[0]).toMatch(/^Turn 1\b.* · /);
      expect(rows.every((row) => /^Turn \d+/.test(row))).toBe(true);
      expect(await card.locator('.entry-effects').textContent()).toMatch(/\S/);
    }
    await screenshot(player, 'room-phone-extended-turns');
    expect((await seriousViolations(player)).join('\n')).toBe('');
    expect((await seriousViolations(gm)).join('\n')).toBe('');
  });

  it("says a contest's chance of this or better from the winner's side", async () => {
    await roll(gm, 'd20-roll-under', 'directed-contest');
    const seq = await lastSeqWith(player, /Ada\s*rolled Directed/);
    for (const page of [gm, player]) {
      const chance = entry(page, seq).locator('.entry-chance');
      await expect
        .poll(() => chance.textContent())
        .toMatch(/chance of this or better, from (the attacker|the target)'s side$/);
    }
    expect((await seriousViolations(player)).join('\n')).toBe('');
    expect(errors).toEqual([]);
  });
});
