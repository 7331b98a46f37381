// Issue 36: a test of rounds in the Owlbear popover, on the real server inside the stand-in host: a player starts a
// Mutual Contest of Wills round by round, plays each round, and every round reaches the GM's popover live until the
// result (the popover renders the room view's rounds with the web room's panel), the GM's choice made in its form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFound, requireChromium } from '../../web/e2e/harness.js';
import { type OwlbearHarness, startOwlbearHarness } from './harness.js';
import { atTheTable, popover } from './popover-helpers.js';

describe.skipIf(!chromiumFound && !process.env.CI)('a test of rounds in Owlbear Rodeo', () => {
  let harness: OwlbearHarness;

  beforeAll(async () => {
    requireChromium();
    harness = await startOwlbearHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('a Mutual Contest round by round, each round live in the GM popover', async () => {
    const gm = await harness.open({ id: 'obr-gm', name: 'Ada', role: 'GM' });
    await atTheTable(gm.page);
    const grog = await harness.open({ id: 'obr-grog', name: 'Grog', role: 'PLAYER' });
    await atTheTable(grog.page);
    const rounds = (seat: typeof gm) => popover(seat.page).getByRole('region', { name: 'Round by round' });
    await rounds(grog).getByLabel('System', { exact: true }).selectOption('d20-roll-under');
    await rounds(grog).getByLabel('Test', { exact: true }).selectOption('mutual-contest');
    await rounds(grog).getByRole('button', { name: 'Start round by round' }).click();
    const test = (seat: typeof gm) => rounds(seat).getByRole('article', { name: /Mutual Contest of Wills/ });
    await test(gm).getByText('Only Grog plays the rounds of this test').waitFor({ timeout: 60_000 });
    // The GM's choices for a round are the web room's form, drawn from the test's choices schema (issue 36).
    const first = test(gm)
      .getByRole('group', { name: "GM's choices for round 1" })
      .getByRole('combobox')
      .first();
    await first.selectOption(
      (await first
        .locator('option', { hasText: /penalty/i })
        .first()
        .getAttribute('value'))!,
    );
    await test(gm).getByRole('button', { name: 'Choose for the next round' }).click();
    await test(grog).getByText('The GM has chosen for round 1.').waitFor({ timeout: 60_000 });
    for (let n = 1; n < 30; n++) {
      if (
        (await test(grog)
          .getByText(/^Result: /)
          .count()) > 0
      )
        break;
      await test(grog).getByRole('button', { name: 'Next round' }).click();
      await test(gm)
        .getByRole('listitem', { name: `Round ${n}` })
        .getByText(new RegExp(`Round ${n}: `))
        .first()
        .waitFor({ timeout: 60_000 });
      await test(grog)
        .getByRole('listitem', { name: `Round ${n}` })
        .waitFor({ timeout: 60_000 });
    }
    const result = await test(grog)
      .getByText(/^Result: /)
      .textContent();
    await test(gm).getByText(result!).waitFor({ timeout: 60_000 });
    expect(result).toMatch(/wins|No winner|unresolved/i);
  }, 300_000);
});
