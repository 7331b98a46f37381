import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFound, type Harness, requireChromium, screenshot, startHarness } from './harness.js';
import { openTest, outcomeDice, outcomeLabel, playArea, status } from './page-helpers.js';

// Issue 16: the GM's choices, made round by round. The form comes from the test's `choicesSchema` alone.
describe.skipIf(!chromiumFound && !process.env.CI)("web app in Chromium: the GM's choices each round", () => {
  let harness: Harness;
  beforeAll(async () => {
    requireChromium();
    harness = await startHarness();
  });
  afterAll(async () => harness?.close());

  it("the attacker's critical success in round 1 wins at once when the GM chooses it for that round", async () => {
    const page = await harness.newPage();
    await openTest(page, harness.baseUrl, 'd20-roll-under', 'directed-contest');
    // Will 12 against Will 12, with the input's default (a critical success puts -5 on the other side): a 2 for
    // the attacker then 3 for the target (3 <= 12 - 5) would go on to round 2. The GM chooses an automatic win.
    await page
      .getByLabel('Start from an example')
      .selectOption({ label: 'The target resists twice, then the attacker fails' });
    await page.getByRole('switch', { name: 'I rolled real dice' }).check();
    const choices = playArea(page).getByRole('group', { name: "GM's choices for round 1" });
    const attacker = choices.getByLabel('Attacker (optional)', { exact: true });
    expect(await attacker.inputValue()).toBe('');
    expect(await attacker.locator('option:checked').textContent()).toBe('As the test says');
    await attacker.selectOption({ label: 'Automatic' });
    await page.getByLabel(/Die 1: d20/).fill('2');
    await page.getByRole('button', { name: 'Play round 1 with these dice' }).click();
    expect(await outcomeLabel(page)).toBe('Attacker wins (critical)');
    expect(await outcomeDice(page)).toEqual(['d20 showing 2, entered']);
    // The choice was for that round: the next play's round 1 starts as the test says.
    expect(await attacker.inputValue()).toBe('');
    await playArea(page).getByText('Round by round').click();
    const round = playArea(page).getByRole('list', { name: 'Rounds played' }).locator('.round').first();
    expect(await round.locator('.round-choices-made').textContent()).toBe(
      "GM's choices: Critical success (Attacker Automatic)",
    );
    expect((await round.locator('.round-steps').textContent()) ?? '').toContain("GM's fiat, this round");
    await screenshot(page, 'desktop-round-choices');
    await page.close();
  });

  it('choices left as the test says play the round as before, and start afresh each round', async () => {
    const page = await harness.newPage();
    await openTest(page, harness.baseUrl, 'd20-roll-under', 'directed-contest');
    await page
      .getByLabel('Start from an example')
      .selectOption({ label: 'The target resists twice, then the attacker fails' });
    await page.getByRole('switch', { name: 'I rolled real dice' }).check();
    // The target's choice is made, the attacker's is not: the attacker's 2 puts -5 on the target, who resists (3).
    const first = playArea(page).getByRole('group', { name: "GM's choices for round 1" });
    await first.getByLabel('Target (optional)', { exact: true }).selectOption({ label: 'Automatic' });
    await page.getByLabel(/Die 1: d20/).fill('2');
    await page.getByLabel(/Die 2: d20/).fill('3');
    await page.getByRole('button', { name: 'Play round 1 with these dice' }).click();
    await status(page).getByText('Round 1 played').waitFor();
    const second = playArea(page).getByRole('group', { name: "GM's choices for round 2" });
    expect(await second.getByLabel('Target (optional)', { exact: true }).inputValue()).toBe('');
    // Round 2: the attacker's 13 fails against Will 12.
    await page.getByLabel(/Die 1: d20/).fill('13');
    await page.getByRole('button', { name: 'Play round 2 with these dice' }).click();
    expect(await outcomeLabel(page)).toBe('Attack fails');
    await playArea(page).getByText('Round by round').click();
    const made = playArea(page).getByRole('list', { name: 'Rounds played' }).locator('.round-choices-made');
    expect(await made.allTextContents()).toEqual(["GM's choices: Critical success (Target Automatic)"]);
    await page.close();
  });
});
