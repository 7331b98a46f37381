// Issue 36: a hidden request for a test of rounds answered round by round in the Owlbear popover, on the real
// server inside the stand-in host: the GM asks Grog for a Mutual Contest of Wills with a hidden input and blind
// rolls, Grog answers it round by round from its card (each round sealed from him), the GM's popover reads each
// round's steps live, Grog ends it, and "Verify here" verifies the closed table whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFound, requireChromium } from '../../web/e2e/harness.js';
import { type OwlbearHarness, startOwlbearHarness } from './harness.js';
import { atTheTable, lastSeqWith, popover } from './popover-helpers.js';

describe.skipIf(!chromiumFound && !process.env.CI)('a hidden request round by round in Owlbear Rodeo', () => {
  let harness: OwlbearHarness;

  beforeAll(async () => {
    requireChromium();
    harness = await startOwlbearHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('is answered round by round from its card, and the table verifies', async () => {
    const gm = await harness.open({ id: 'obr-gm', name: 'Ada', role: 'GM' });
    await atTheTable(gm.page);
    const grog = await harness.open({ id: 'obr-grog', name: 'Grog', role: 'PLAYER' });
    await atTheTable(grog.page);
    const tools = popover(gm.page).getByRole('region', { name: 'GM tools' });
    await tools.getByRole('checkbox', { name: 'Grog' }).check();
    await tools.getByLabel('System', { exact: true }).selectOption('d20-roll-under');
    await tools.getByLabel('Test', { exact: true }).selectOption('mutual-contest');
    await tools.getByRole('checkbox', { name: /Hidden input/ }).check();
    await tools.getByLabel('Their rolls seen by').selectOption('blind');
    await tools.getByRole('button', { name: 'Send the request' }).click();
    const request = await lastSeqWith(grog.page, /asks Grog to roll/);
    const card = popover(grog.page)
      .locator('.request-card')
      .filter({ hasText: 'against a hidden difficulty' });
    await card.getByRole('button', { name: `Answer #${request} round by round` }).click();
    await card.waitFor({ state: 'detached', timeout: 60_000 });
    const rounds = (page: typeof gm.page) => popover(page).getByRole('region', { name: 'Round by round' });
    const mine = rounds(grog.page).getByRole('article', { name: /A blind test/ });
    const theirs = rounds(gm.page).getByRole('article', { name: /Mutual Contest of Wills/ });
    await theirs.getByText('Only Grog plays the rounds of this test').waitFor({ timeout: 60_000 });
    for (let n = 1; n <= 2; n++) {
      await mine.getByRole('button', { name: 'Next round' }).click();
      await mine.getByRole('listitem', { name: `Round ${n}` }).waitFor({ timeout: 60_000 });
      await theirs.getByRole('listitem', { name: `Round ${n}` }).waitFor({ timeout: 60_000 });
    }
    expect(await mine.getByRole('listitem', { name: 'Round 1' }).textContent()).toContain('sealed');
    await theirs
      .getByRole('listitem', { name: 'Round 1' })
      .getByText(/Round 1: /)
      .first()
      .waitFor({ timeout: 60_000 });
    await mine.getByRole('button', { name: 'Abandon' }).click();
    await mine.getByText(/\((ended|abandoned)\)/).waitFor({ timeout: 60_000 });
    await tools.getByRole('button', { name: 'Close the table' }).click();
    await tools.getByRole('button', { name: 'Reveal everything, then close' }).click();
    await popover(gm.page).getByText('The table is closed: the log is final.').waitFor({ timeout: 60_000 });
    await popover(gm.page).getByRole('button', { name: 'Verify here' }).click();
    await popover(gm.page)
      .getByRole('status')
      .filter({ hasText: /^Verified: closed log, all \d+ entries checked/ })
      .waitFor({ timeout: 60_000 });
  }, 300_000);
});
