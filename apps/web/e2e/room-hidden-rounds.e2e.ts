// Issue 36: a hidden request that asks for a test of rounds is answered round by round from its card, in two
// browsers on the real server: the GM asks Grog for a Mutual Contest of Wills with a hidden input and blind rolls,
// Grog answers it round by round (each round sealed from him), the GM reads every round's steps live, Grog ends it,
// and the closed table's export verifies whole on the verify page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFound, downloadedText, type Harness, requireChromium, startHarness } from './harness.js';
import { connectOtherBrowser, joinByLink, lastSeqWith, openTable } from './room-helpers.js';

describe.skipIf(!chromiumFound && !process.env.CI)('a hidden request answered round by round', () => {
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
  });
  afterAll(async () => {
    await other?.close();
    await harness?.close();
  });

  it('plays its rounds blind for the player, open for the GM, and the log verifies', async () => {
    const link = await openTable(gm, harness.baseUrl, 'Hidden contest', 'Ada');
    await joinByLink(player, link, 'Grog', 'Hidden contest');
    const tools = gm.getByRole('region', { name: 'GM tools' });
    await tools.getByRole('checkbox', { name: 'Grog' }).check();
    await tools.getByLabel('System', { exact: true }).selectOption('d20-roll-under');
    await tools.getByLabel('Test', { exact: true }).selectOption('mutual-contest');
    await tools.getByRole('checkbox', { name: /Hidden input/ }).check();
    await tools.getByLabel('Their rolls seen by').selectOption('blind');
    await tools.getByRole('button', { name: 'Send the request' }).click();
    const request = await lastSeqWith(player, /asks Grog to roll/);
    const card = player.locator('.request-card').filter({ hasText: 'against a hidden difficulty' });
    await card.getByRole('button', { name: `Answer #${request} round by round` }).click();
    // Answered: the card waits no more, and the test is in the rounds panel, blind for its roller.
    await card.waitFor({ state: 'detached', timeout: 60_000 });
    const rounds = (page: Page) => page.getByRole('region', { name: 'Round by round' });
    const mine = rounds(player).getByRole('article', { name: /A blind test/ });
    const theirs = rounds(gm).getByRole('article', { name: /Mutual Contest of Wills/ });
    await mine.waitFor({ timeout: 60_000 });
    await theirs.getByText('Only Grog plays the rounds of this test').waitFor({ timeout: 60_000 });

    for (let n = 1; n <= 3; n++) {
      await mine.getByRole('button', { name: 'Next round' }).click();
      await mine.getByRole('listitem', { name: `Round ${n}` }).waitFor({ timeout: 60_000 });
      await theirs.getByRole('listitem', { name: `Round ${n}` }).waitFor({ timeout: 60_000 });
    }
    // Grog sees that he played each round, not how it went; the GM reads round 1's steps by the parties' names.
    expect(await mine.getByRole('listitem', { name: 'Round 1' }).textContent()).toContain('sealed');
    await theirs
      .getByRole('listitem', { name: 'Round 1' })
      .getByText(/Round 1: /)
      .first()
      .waitFor({ timeout: 60_000 });
    expect(await mine.textContent()).not.toMatch(/Round 1: |wins/);

    // Grog ends it; the GM closes the table revealing everything; the export verifies whole.
    await mine.getByRole('button', { name: 'Abandon' }).click();
    await mine.getByText(/\((ended|abandoned)\)/).waitFor({ timeout: 60_000 });
    await tools.getByRole('button', { name: 'Close the table' }).click();
    await tools.getByRole('button', { name: 'Reveal everything, then close' }).click();
    await gm.getByText('The table is closed: the log is final.').waitFor({ timeout: 60_000 });
    const [download] = await Promise.all([
      gm.waitForEvent('download'),
      gm.getByRole('button', { name: 'Export JSON (verifiable)' }).click(),
    ]);
    const exported = await downloadedText(download);
    const entries = JSON.parse(exported).entries as { type: string; request?: number }[];
    expect(entries.find((e) => e.type === 'rounds.started')).toMatchObject({ request });
    await gm.goto(`${harness.baseUrl}#/verify`);
    await gm.getByLabel('Or paste it').fill(exported);
    await gm.getByRole('button', { name: 'Verify' }).click();
    await gm
      .getByRole('heading', {
        name: new RegExp(`^Verified: closed log, all ${entries.length} entries checked$`),
      })
      .waitFor({ timeout: 60_000 });
  }, 300_000);
});
