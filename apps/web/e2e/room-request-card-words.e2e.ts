// Request cards in the test's words (issue 37, N3, N4): a card waiting for the player's Will shows no error until
// she types something wrong, then names the field ("Will: …"), never a path (input.value, /input/value); the
// error clears when fixed and the odds show; Roll with the field empty sends nothing and says what is missing. The
// GM's "Each player gives" ticks start again empty when the test changes. On a phone (390x844, touch); axe finds
// no serious violation with the error shown; no console errors.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe-check.js';
import { chromiumFound, type Harness, requireChromium, screenshot, startHarness } from './harness.js';
import { PHONE } from './phone-screen.js';
import { connectOtherBrowser, joinByLink, lastSeqWith, openTable, recordErrors } from './room-helpers.js';

const PATHS = /input\.value|\/input\/|input\/value/;

describe.skipIf(!chromiumFound && !process.env.CI)('request cards in the test’s words, in Chromium', () => {
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
    const link = await openTable(gm, harness.baseUrl, 'Words on cards', 'Morgana');
    await joinByLink(player, link, 'Ulla', 'Words on cards');
  });
  afterAll(async () => {
    await other?.close();
    await harness?.close();
  });

  it("resets the GM's ticks when the test changes", async () => {
    const tools = gm.getByRole('region', { name: 'GM tools' });
    const gives = tools.getByRole('group', { name: /Each player gives/ });
    await gives.getByLabel('Skill').check();
    await tools.locator('#gm-request-test').selectOption({ label: 'Horror Check' });
    await gives.getByLabel('Will').waitFor();
    expect(await gives.getByRole('checkbox', { checked: true }).count()).toBe(0);
  });

  it('says nothing until a wrong value, then names the field, and clears when fixed', async () => {
    const tools = gm.getByRole('region', { name: 'GM tools' });
    await tools.getByRole('checkbox', { name: 'Ulla' }).check();
    await tools
      .getByRole('group', { name: /Each player gives/ })
      .getByLabel('Will')
      .check();
    await tools.getByLabel('Note').fill('The thing in the well');
    await tools.getByRole('button', { name: 'Send the request' }).click();
    const request = await lastSeqWith(player, /asks Ulla to roll/);
    const card = player.locator(`#request-${request}`);
    await card.waitFor();
    const will = card.getByLabel('Will', { exact: true });

    // Untouched: no error, no raw path, and the odds wait for her part.
    await card.getByText('The odds show once your part is filled in.').waitFor();
    expect(await card.locator('.field-error, .problem').count()).toBe(0);
    expect(await card.textContent()).not.toMatch(PATHS);

    // Roll with the field empty: nothing is sent; the field says what is missing and takes the focus.
    await card.getByRole('button', { name: `Roll #${request}` }).tap();
    const error = card.locator('.field-error');
    await error.waitFor();
    expect(await error.textContent()).toMatch(/^Will: /);
    expect(await will.evaluate((f) => f === document.activeElement)).toBe(true);
    expect(await will.getAttribute('aria-invalid')).toBe('true');

    // Something wrong typed: the field names it, in words.
    await will.fill('lots');
    await error.waitFor();
    expect(await error.textContent()).toMatch(/^Will: /);
    expect(await card.textContent()).not.toMatch(PATHS);
    await screenshot(player, 'room-request-card-field-error');
    expect((await seriousViolations(player)).join('\n')).toBe('');

    // Fixed: the error goes, the odds come, and the roll is answered.
    await will.fill('12');
    await card
      .getByRole('list', { name: /Odds of each outcome/ })
      .first()
      .waitFor();
    expect(await card.locator('.field-error, .problem').count()).toBe(0);
    expect(await will.getAttribute('aria-invalid')).toBeNull();
    await card.getByRole('button', { name: `Roll #${request}` }).tap();
    await lastSeqWith(gm, `(answers #${request})`);
    expect(errors).toEqual([]);
  });
});
