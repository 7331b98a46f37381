// Issue 36: a Mutual Contest of Wills played round by round in two browsers on the real server: the player starts it,
// the GM chooses for round 1 through the room view's action, the player plays each round, and every round reaches the
// GM's screen live with its steps, until the result; the GM may not play the player's rounds and is told why.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFound, type Harness, requireChromium, startHarness } from './harness.js';
import { connectOtherBrowser, joinByLink, openTable } from './room-helpers.js';

describe.skipIf(!chromiumFound && !process.env.CI)('a test of rounds in two browsers', () => {
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

  it('plays a Mutual Contest round by round, each round live on both screens', async () => {
    const link = await openTable(gm, harness.baseUrl, 'Rounds table', 'Ada');
    await joinByLink(player, link, 'Grog', 'Rounds table');
    const rounds = (page: Page) => page.getByRole('region', { name: 'Round by round' });
    await rounds(player).getByLabel('System', { exact: true }).selectOption('d20-roll-under');
    await rounds(player).getByLabel('Test', { exact: true }).selectOption('mutual-contest');
    await rounds(player).getByRole('button', { name: 'Start round by round' }).click();
    const test = (page: Page) => rounds(page).getByRole('article', { name: /Mutual Contest of Wills/ });
    await test(gm).waitFor({ timeout: 60_000 });
    await test(gm).getByText('Only Grog plays the rounds of this test').waitFor();

    // Issue 37, U5: the GM's choices are the test's own form, each side's by its name, else "First party" (they were typed as JSON).
    const choices = test(gm).getByRole('group', { name: /GM's choices for round 1/ });
    await choices.getByLabel(/^First party/).selectOption({ label: 'Penalty' });
    await test(gm).getByRole('button', { name: 'Choose for the next round' }).click();
    await test(player).getByText('The GM has chosen for round 1.').waitFor({ timeout: 60_000 });

    for (let n = 1; n < 30; n++) {
      if (
        (await test(player)
          .getByText(/^Result: /)
          .count()) > 0
      )
        break;
      await test(player).getByRole('button', { name: 'Next round' }).click();
      // Each round reaches the GM's screen live, with the rules' steps.
      await test(gm)
        .getByRole('listitem', { name: `Round ${n}` })
        .getByText(new RegExp(`Round ${n}: `))
        .first()
        .waitFor({ timeout: 60_000 });
      await test(player)
        .getByRole('listitem', { name: `Round ${n}` })
        .waitFor({ timeout: 60_000 });
    }
    const result = await test(player)
      .getByText(/^Result: /)
      .textContent();
    await test(gm).getByText(result!).waitFor({ timeout: 60_000 });
    expect(result).toMatch(/wins|No winner|unresolved/i);
  }, 300_000);
});
