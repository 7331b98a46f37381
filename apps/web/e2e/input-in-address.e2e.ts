// Issue 18, the web app: the input kept in the address (reload, share, switching tests), real dice as one list of
// faces (1,000 dice without 1,000 fields), history entries replayed after a reload, presets named for what they are.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFound, type Harness, requireChromium, screenshot, startHarness } from './harness.js';
import { openTest, outcomeDice, outcomeLabel, playArea, status } from './page-helpers.js';

/** Waits until the page's address holds this test with this value (the share link's input, base64url JSON). */
async function addressHolds(page: Page, test: string, value: number): Promise<void> {
  await page.waitForFunction(
    ([test, value]) => {
      const params = new URLSearchParams(location.hash.slice(1));
      const input = params.get('input');
      if (params.get('test') !== test || !input) return false;
      return JSON.parse(atob(input.replaceAll('-', '+').replaceAll('_', '/'))).value === value;
    },
    [test, value] as const,
  );
}

describe.skipIf(!chromiumFound && !process.env.CI)('web app in Chromium: issue 18, the input', () => {
  let harness: Harness;
  beforeAll(async () => {
    requireChromium();
    harness = await startHarness();
  });
  afterAll(async () => harness?.close());

  it('keeps the input in the address: typing replaces it, a reload and the shared address restore it', async () => {
    const page = await harness.newPage();
    await openTest(page, harness.baseUrl, 'd20-roll-under', 'horror');
    const entries = await page.evaluate(() => history.length);
    const value = page.getByLabel(/^(Skill|Will)/);
    await value.fill('');
    await value.pressSequentially('17');
    await addressHolds(page, 'horror', 17);
    const address = page.url();
    expect(await page.evaluate(() => history.length)).toBe(entries); // replaced, never pushed
    // Another test and back: what was typed there is still there.
    await page.getByLabel('Test', { exact: true }).selectOption('check');
    expect(await page.getByLabel(/^(Skill|Will)/).inputValue()).toBe('12');
    await page.getByLabel('Test', { exact: true }).selectOption('horror');
    expect(await page.getByLabel(/^(Skill|Will)/).inputValue()).toBe('17');
    await addressHolds(page, 'horror', 17);
    await page.reload();
    await page.getByRole('list', { name: 'Odds of each outcome' }).waitFor();
    expect(await page.getByLabel('Test', { exact: true }).inputValue()).toBe('horror');
    expect(await page.getByLabel(/^(Skill|Will)/).inputValue()).toBe('17');
    // Shared: the same address in another tab opens the same test and input.
    const other = await harness.newPage({ width: 360, height: 740 });
    await other.goto(address);
    await other.getByRole('list', { name: 'Odds of each outcome' }).waitFor();
    expect(await other.getByLabel(/^(Skill|Will)/).inputValue()).toBe('17');
    expect(await other.getByRole('alert').count()).toBe(0);
    await other.close();
    await page.close();
  });

  it('an address whose input does not fit says so and opens the example, without a console error', async () => {
    const page = await harness.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const input = Buffer.from(JSON.stringify({ value: 'twelve', luck: 3 })).toString('base64url');
    await page.goto(`${harness.baseUrl}#system=d20-roll-under&test=check&input=${input}`);
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toMatch(
      /^This link's input does not fit Check \(.+\)\. Showing the example of Check instead\.$/,
    );
    expect(await page.getByLabel(/^(Skill|Will)/).inputValue()).toBe('12');
    // A damaged address pasted into the same tab (a hash change, no load) says so too. The page then keeps the
    // example it shows in its address (a reload shows the example), so the freshly opened case is its own tab: a
    // reload here would race the address rewrite that follows a pause (ADDRESS_DELAY_MS) on a slow machine.
    const damaged = `${harness.baseUrl}#system=d20-roll-under&test=horror&input=%%%`;
    await page.goto(damaged);
    await page
      .getByRole('alert')
      .getByText(/^This link is damaged: its input cannot be read\. Showing the example of .+ instead\.$/)
      .waitFor();
    expect(await page.getByLabel('Test', { exact: true }).inputValue()).toBe('horror');
    const fresh = await harness.newPage();
    fresh.on('pageerror', (error) => errors.push(error.message));
    await fresh.goto(damaged);
    await fresh
      .getByRole('alert')
      .getByText(/^This link is damaged: its input cannot be read\. Showing the example of .+ instead\.$/)
      .waitFor();
    expect(await fresh.getByLabel('Test', { exact: true }).inputValue()).toBe('horror');
    expect(errors).toEqual([]);
    await fresh.close();
    await page.close();
  });

  it('takes real dice as a pasted list, names each wrong die, and a 1,000-die pool has no 1,000 fields', async () => {
    const page = await harness.newPage();
    await openTest(page, harness.baseUrl, '2d6-pool', 'check');
    await page.getByRole('switch', { name: 'I rolled real dice' }).check();
    const faces = page.getByLabel('Faces, in order');
    await faces.fill('6, 9 5 1');
    await playArea(page).getByRole('button', { name: 'Resolve with these dice' }).click();
    await page.getByText('die 2: 9 is not a face of a d6 (1 to 6)').first().waitFor();
    expect(await page.getByLabel(/^Die 2: d6/).getAttribute('aria-invalid')).toBe('true');
    // A list pasted into the first die's field fills the dice after it.
    await page.getByLabel(/^Die 1: d6/).fill('6 3 5 1');
    expect(await faces.inputValue()).toBe('6 3 5 1');
    expect(await page.getByLabel(/^Die 4: d6/).inputValue()).toBe('1');
    await playArea(page).getByRole('button', { name: 'Resolve with these dice' }).click();
    expect(await outcomeDice(page)).toEqual([
      'd6 showing 6, entered',
      'd6 showing 3, dropped, entered',
      'd6 showing 5, entered',
      'd6 showing 1, dropped, entered',
    ]);

    await page.getByLabel(/^Rating/).fill('998');
    await page.getByText(/^Roll 1000d6/).waitFor();
    const entry = page.getByRole('form', { name: 'Faces of the dice you rolled' });
    expect(await entry.locator('input').count()).toBe(0);
    const many = Array.from({ length: 1000 }, (_, i) => (i === 2 ? 7 : (i % 6) + 1)).join(' ');
    await faces.fill(many);
    await playArea(page).getByRole('button', { name: 'Resolve with these dice' }).click();
    await entry.getByText('die 3: 7 is not a face of a d6 (1 to 6)').waitFor();
    await faces.fill(many.replace(/^(\d \d )7/, '$13'));
    await entry.getByText('1,000 of 1,000 dice entered.').waitFor();
    await playArea(page).getByRole('button', { name: 'Resolve with these dice' }).click();
    expect((await outcomeLabel(page)).length).toBeGreaterThan(0);
    // A big pool shows its first dice and how many more (a thousand die images froze the tab).
    expect(await status(page).getByRole('img').count()).toBe(100);
    await status(page).getByText('and 900 more').waitFor();
    await screenshot(page, 'real-dice-1000');
    await page.close();
  });

  it('a history entry says who, which test, the faces and when, and replays the same outcome after a reload', async () => {
    const page = await harness.newPage();
    await openTest(page, harness.baseUrl, 'd20-roll-under', 'check');
    await page.getByRole('button', { name: 'Save character' }).click();
    const characters = page.getByRole('region', { name: 'Characters' });
    await characters.getByRole('button', { name: 'Check: Fishing 12', exact: true }).click();
    await page.getByLabel('Save this input as').fill('check: fishing 12');
    await page.getByRole('button', { name: 'Save character' }).click();
    await characters.getByText(/is already saved for d20 roll-under/).waitFor();
    await playArea(page).getByRole('button', { name: 'Roll', exact: true }).click();
    const rolled = await status(page).locator('.outcome').textContent();
    const entry = page.getByRole('region', { name: 'History' }).getByRole('listitem').first();
    expect(await entry.textContent()).toMatch(/Check: Fishing 12 · Check · d20 roll-under.*1d20: \d+/);
    expect(await entry.locator('time').textContent()).toBe('just now');
    await page.reload();
    await page.getByRole('list', { name: 'Odds of each outcome' }).waitFor();
    await page
      .getByRole('region', { name: 'History' })
      .getByRole('button', { name: /^Replay: / })
      .first()
      .click();
    expect(await status(page).locator('.outcome').textContent()).toBe(
      rolled?.replace(/^Check/, 'From the history: Check'),
    );
    await page.close();
  });
});
