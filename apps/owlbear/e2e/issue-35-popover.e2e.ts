// Issue 35, the popover inside Owlbear Rodeo (the stand-in host):
// - it follows Owlbear's theme, not the system's, in both directions and as it changes, with no serious or
//   critical axe violation in either;
// - a start-up always ends: an Owlbear that never says it is ready, or answers nothing, gives a message and a
//   Retry by the popover's own deadline (the extension gives up after 8 s, the SDK after 5 s: the message says
//   so), and Retry starts again;
// - "Verify here" runs @verdict/room's verifier in the popover on the table's export: Incomplete while open,
//   Verified once closed with everything revealed, with no download.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFound, requireChromium } from '../../web/e2e/harness.js';
import { type OwlbearHarness, type Seat, startOwlbearHarness } from './harness.js';
import {
  atTheTable,
  lastSeqWith,
  popover,
  popoverFrame,
  roll,
  seriousViolations,
  setOwlbearTheme,
} from './popover-helpers.js';

describe.skipIf(!chromiumFound && !process.env.CI)('the popover inside Owlbear Rodeo (issue 35)', () => {
  let harness: OwlbearHarness;
  const seats: Seat[] = [];

  beforeAll(async () => {
    requireChromium();
    harness = await startOwlbearHarness();
  });
  afterAll(async () => {
    // Nothing went wrong on any page.
    expect(seats.flatMap((seat) => seat.errors)).toEqual([]);
    await harness?.close();
  });

  const open = async (player: Parameters<OwlbearHarness['open']>[0]) => {
    const seat = await harness.open(player);
    seats.push(seat);
    return seat;
  };
  /** The popover's page background, as drawn. */
  const background = (page: Page) =>
    popoverFrame(page).evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const DARK = 'rgb(21, 23, 28)';
  const LIGHT = 'rgb(247, 245, 240)';

  it("follows Owlbear's theme, not the system's, both ways and as it changes", async () => {
    const room = 'popover-theme';
    const gm = await open({
      id: 'obr-gm',
      name: 'Ada',
      role: 'GM',
      room,
      theme: 'DARK',
      colorScheme: 'light',
    });
    await atTheTable(gm.page);
    await popover(gm.page).locator('html[data-theme="dark"]').waitFor({ state: 'attached' });
    expect(await background(gm.page)).toBe(DARK);
    const pip = await open({
      id: 'obr-pip',
      name: 'Pip',
      role: 'PLAYER',
      room,
      theme: 'LIGHT',
      colorScheme: 'dark',
    });
    await atTheTable(pip.page);
    await popover(pip.page).locator('html[data-theme="light"]').waitFor({ state: 'attached' });
    expect(await background(pip.page)).toBe(LIGHT);
    for (const [seat, scheme] of [
      [gm, 'light'],
      [pip, 'dark'],
    ] as const) {
      await setOwlbearTheme(seat.page, scheme);
      expect(await background(seat.page)).toBe(scheme === 'dark' ? DARK : LIGHT);
      const found = await seriousViolations(seat.page);
      expect(found, `axe (${scheme}):\n${found.join('\n')}`).toEqual([]);
    }
  });

  it('gives a message and a Retry when Owlbear never says it is ready or answers nothing, and Retry starts again', async () => {
    const room = 'popover-start';
    // Both popovers wait for Owlbear side by side (each its own 8 s), not one after the other.
    const [never, silent] = await Promise.all([
      open({ id: 'obr-gm', name: 'Ada', role: 'GM', room, ready: 'never' }),
      open({ id: 'obr-pip', name: 'Pip', role: 'PLAYER', room, silent: true }),
    ]);
    const gaveUp = (seat: Seat) =>
      popover(seat.page).getByRole('alert').filter({ hasText: 'Owlbear Rodeo did not answer' });
    // The start-up ends by the popover's own deadline (8 s, under the 10 s issue 35 asks; the SDK's calls give
    // up after 5 s), whatever the machine's speed: the message says which deadline ended it. Waited on with the
    // context's wide cap, never timed by the test (a busy machine fires the frame's timers late).
    await Promise.all(
      [never, silent].map(async (seat) => {
        await gaveUp(seat).waitFor();
        await popover(seat.page).getByRole('button', { name: 'Retry' }).waitFor();
      }),
    );
    expect(await gaveUp(never).textContent()).toContain('no answer within 8 s');
    expect(await seriousViolations(never.page)).toEqual([]);
    await never.page.evaluate(() =>
      (window as unknown as { standIn: { behave(change: object): void } }).standIn.behave({ ready: 'now' }),
    );
    await popover(never.page).getByRole('button', { name: 'Retry' }).click();
    await atTheTable(never.page);

    await silent.page.evaluate(() =>
      (window as unknown as { standIn: { behave(change: object): void } }).standIn.behave({ silent: false }),
    );
    await popover(silent.page).getByRole('button', { name: 'Retry' }).click();
    await atTheTable(silent.page);
  });

  it('verifies the table in the popover: Incomplete while open, Verified once closed', async () => {
    const room = 'popover-verify';
    const gm = await open({ id: 'obr-gm', name: 'Ada', role: 'GM', room });
    await atTheTable(gm.page);
    await roll(gm.page, 'gm');
    await lastSeqWith(gm.page, /Ada\s*rolled/);
    const verdict = popover(gm.page)
      .getByRole('status')
      .filter({ hasText: /^(Verified|Incomplete|Failed)/ });
    await popover(gm.page).getByRole('button', { name: 'Verify here' }).click();
    await verdict.filter({ hasText: /^Incomplete: chain intact to seq \d+/ }).waitFor();
    const incomplete = await seriousViolations(gm.page);
    expect(incomplete, `axe (incomplete here):\n${incomplete.join('\n')}`).toEqual([]);
    await popover(gm.page).getByRole('button', { name: 'Close the table' }).click();
    await popover(gm.page).getByRole('button', { name: 'Reveal everything, then close' }).click();
    await popover(gm.page).getByText('The table is closed: the log is final.').waitFor();
    await popover(gm.page).getByRole('button', { name: 'Verify here' }).click();
    await verdict.filter({ hasText: /^Verified: closed log, all \d+ entries checked/ }).waitFor();
    const found = await seriousViolations(gm.page);
    expect(found, `axe (verified here):\n${found.join('\n')}`).toEqual([]);
  });
});
