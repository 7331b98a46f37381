// Issue 35: Owlbear Rodeo for a real campaign, in the stand-in host. Each test plays in an Owlbear room of its
// own on one server and one Chromium.
// 1. The GM never loses the GM seat: the GM recovery key is shown once at opening (never in Owlbear's
//    metadata); the GM on a second browser (same Owlbear player) or after a reopen with storage refused is
//    offered the recovery, never seated as a player silently, recovers with the key, closes the table, and
//    its export verifies whole (`verdict verify` exit 0). A player whose storage is refused keeps their seat
//    across a reopen once they allow storage (requestStorageAccess), rather than becoming a second member.
// 2. A closed table is not the end of Verdict in that Owlbear room: the GM opens the next table, the players
//    follow the link, a new player joins it, and the closed table's export is still reachable and verifies.
// 3. With Owlbear's room metadata nearly full (other extensions' keys), opening twice creates exactly one
//    Verdict room, the GM reads why the link could not be published, and publishing again works once there
//    is room.
// 4. A request reaches a player whose popover is closed: the background page (the manifest's background_url)
//    shows an Owlbear notification and sets the action's badge, cleared once the request is answered; it
//    follows a broadcast hint (the room id only), never an event stream of its own.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN } from '../../cli/test/run-cli.js';
import { chromiumFound, downloadedText, requireChromium } from '../../web/e2e/harness.js';
import { type OwlbearHarness, type Seat, startOwlbearHarness } from './harness.js';
import { atTheTable, lastSeqWith, popover, roll, seriousViolations } from './popover-helpers.js';

describe.skipIf(!chromiumFound && !process.env.CI)('Owlbear Rodeo for a campaign (issue 35)', () => {
  let harness: OwlbearHarness;
  const seats: Seat[] = [];
  const folder = mkdtempSync(join(tmpdir(), 'verdict-owlbear-campaign-'));

  beforeAll(async () => {
    requireChromium();
    harness = await startOwlbearHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  const open = async (player: Parameters<OwlbearHarness['open']>[0]) => {
    const seat = await harness.open(player);
    seats.push(seat);
    return seat;
  };
  const verify = (name: string, exported: string) => {
    const file = join(folder, name);
    writeFileSync(file, exported);
    return spawnSync(process.execPath, [BIN, 'verify', file], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, NO_COLOR: '1' },
    });
  };
  const exportFrom = async (page: Page) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      popover(page).getByRole('button', { name: 'Export JSON (verifiable)' }).click(),
    ]);
    return await downloadedText(download);
  };
  const header = (page: Page, text: string) =>
    popover(page).locator('.tabletop-header').getByText(text).waitFor();
  /** No serious or critical axe violation in the popover's state now (`state` names it in a failure). */
  const accessible = async (page: Page, state: string) => {
    const found = await seriousViolations(page);
    expect(found, `axe (${state}):\n${found.join('\n')}`).toEqual([]);
  };
  const joins = (page: Page) =>
    popover(page)
      .locator('.tabletop-entry')
      .filter({ hasText: /joined/ })
      .count();

  it('recovers the GM seat with the GM recovery key on a second browser, and the closed export verifies', async () => {
    const room = 'campaign-recovery';
    const gm = await open({ id: 'obr-gm', name: 'Ada', role: 'GM', room });
    await atTheTable(gm.page);
    await header(gm.page, 'Ada (GM)');
    // The key is shown once, to keep; it is in no Owlbear metadata.
    const shown = popover(gm.page).getByRole('textbox', { name: 'GM recovery key' });
    const key = await shown.inputValue();
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(harness.host.metadata(room))).not.toContain(key);
    await popover(gm.page).getByRole('button', { name: 'Copy the key' }).waitFor();
    await popover(gm.page).getByRole('button', { name: 'Download the key' }).waitFor();
    await accessible(gm.page, 'the GM recovery key shown');
    await popover(gm.page).getByRole('button', { name: 'I have kept it' }).click();
    await shown.waitFor({ state: 'detached' });

    const grog = await open({ id: 'obr-grog', name: 'Grog', role: 'PLAYER', room });
    await atTheTable(grog.page);

    // The same Owlbear GM on a second browser: this screen holds no seat. Never a player silently.
    const second = await open({ id: 'obr-gm', name: 'Ada', role: 'GM', room });
    await popover(second.page).getByText('This screen does not hold your GM seat').waitFor();
    await popover(second.page).getByRole('button', { name: 'Join as a player instead' }).waitFor();
    const form = popover(second.page);
    await form.getByLabel('GM recovery key').fill('not-the-key');
    await form.getByRole('button', { name: 'Recover the GM seat' }).click();
    await form.getByRole('alert').getByText('This key recovers no seat in that room').waitFor();
    await accessible(second.page, 'the GM seat recovery, a wrong key refused');
    await form.getByLabel('GM recovery key').fill(key);
    await form.getByRole('button', { name: 'Recover the GM seat' }).click();
    await atTheTable(second.page);
    await header(second.page, 'Ada (GM)');
    expect(await joins(gm.page)).toBe(2);

    // The recovered GM acts as the GM: a secret roll, then reveal everything and close; the export verifies.
    await roll(second.page, 'gm');
    await lastSeqWith(gm.page, /Ada\s*rolled/);
    await popover(second.page).getByRole('button', { name: 'Close the table' }).click();
    await popover(second.page).getByRole('button', { name: 'Reveal everything, then close' }).click();
    for (const page of [gm.page, grog.page, second.page])
      await popover(page).getByText('The table is closed: the log is final.').waitFor();
    const closed = verify('recovered.json', await exportFrom(second.page));
    expect(closed.stdout).toMatch(/^Verified: closed log, all \d+ entries checked/);
    expect(closed.status).toBe(0);
  });

  it('offers the recovery to a GM whose refused storage lost the seat at a reopen, and keeps a player who allowed storage in their seat', async () => {
    const room = 'campaign-storage';
    const gm = await open({ id: 'obr-gm', name: 'Ada', role: 'GM', room, storageBlocked: true });
    await atTheTable(gm.page);
    const key = await popover(gm.page).getByRole('textbox', { name: 'GM recovery key' }).inputValue();
    await popover(gm.page).getByRole('button', { name: 'I have kept it' }).click();
    const bo = await open({ id: 'obr-bo', name: 'Bo', role: 'PLAYER', room, storageBlocked: true });
    await atTheTable(bo.page);
    await accessible(bo.page, 'storage refused');
    await popover(bo.page).getByRole('button', { name: 'Keep my seat in this browser' }).click();
    await popover(bo.page)
      .getByRole('button', { name: 'Keep my seat in this browser' })
      .waitFor({ state: 'detached' });

    // Bo closes and opens the action: the same seat, no second member.
    await bo.reopen();
    await atTheTable(bo.page);
    await header(bo.page, 'Bo (player)');
    // The GM, whose storage stayed refused, reopens: the seat is gone from this screen, and is recovered.
    await gm.reopen();
    await popover(gm.page).getByText('This screen does not hold your GM seat').waitFor();
    await accessible(gm.page, 'the GM seat recovery, storage refused');
    await popover(gm.page).getByLabel('GM recovery key').fill(key);
    await popover(gm.page).getByRole('button', { name: 'Recover the GM seat' }).click();
    await atTheTable(gm.page);
    await header(gm.page, 'Ada (GM)');
    expect(await joins(gm.page)).toBe(2);
  });

  const keptKey = async (page: Page) => {
    await popover(page).getByRole('button', { name: 'I have kept it' }).click();
    await popover(page).getByRole('textbox', { name: 'GM recovery key' }).waitFor({ state: 'detached' });
  };
  const linkIn = (room: string) =>
    harness.host.metadata(room)['io.github.verdict-rpg/table'] as
      | { roomId: string; invite: string; past?: string[] }
      | undefined;

  it('opens the next table in the same Owlbear room after a close: players follow, and the closed export verifies', async () => {
    const room = 'campaign-sessions';
    const gm = await open({ id: 'obr-gm', name: 'Ada', role: 'GM', room });
    await atTheTable(gm.page);
    await keptKey(gm.page);
    const pip = await open({ id: 'obr-pip', name: 'Pip', role: 'PLAYER', room });
    await atTheTable(pip.page);
    await roll(pip.page, 'public');
    await lastSeqWith(gm.page, /Pip\s*rolled/);
    const first = linkIn(room)!.roomId;
    await popover(gm.page).getByRole('button', { name: 'Close the table' }).click();
    await popover(gm.page).getByRole('button', { name: 'Reveal everything, then close' }).click();
    await popover(pip.page).getByText('The GM can open a new table').waitFor();
    await popover(gm.page).getByRole('button', { name: 'Open a new table' }).waitFor();
    await accessible(gm.page, 'closed, the GM may open a new table');
    await accessible(pip.page, 'closed, a player waits for the next table');

    // A player who opens Verdict now finds the table closed, and is told what comes next.
    const lu = await open({ id: 'obr-lu', name: 'Lu', role: 'PLAYER', room });
    await popover(lu.page).getByText('The table is closed; the GM can open a new one.').waitFor();
    await accessible(lu.page, 'a closed table met by a new player');

    await popover(gm.page).getByRole('button', { name: 'Open a new table' }).click();
    // The new table's key is shown once, and the link names the closed table among the past ones.
    await popover(gm.page).getByRole('textbox', { name: 'GM recovery key' }).waitFor();
    await keptKey(gm.page);
    const next = linkIn(room)!;
    expect(next.roomId).not.toBe(first);
    expect(next.past).toEqual([first]);
    for (const page of [gm.page, pip.page, lu.page]) await atTheTable(page);
    await header(pip.page, 'Pip (player)');
    await header(lu.page, 'Lu (player)');
    const members = popover(gm.page).getByRole('region', { name: 'At the table' });
    await members.getByText('Lu').waitFor();
    await members.getByText('Pip').waitFor();
    expect(await popover(gm.page).getByText('The table is closed: the log is final.').count()).toBe(0);

    // The closed table's export is still reachable from the popover, and verifies whole.
    const [download] = await Promise.all([
      gm.page.waitForEvent('download'),
      popover(gm.page).getByRole('button', { name: 'Export the table before' }).click(),
    ]);
    const exported = await downloadedText(download);
    expect(exported).toContain(first);
    const closed = verify('previous.json', exported);
    expect(closed.stdout).toMatch(/^Verified: closed log, all \d+ entries checked/);
    expect(closed.status).toBe(0);
  });

  it('with Owlbear metadata nearly full, opens one Verdict room however often, says why, and publishes once there is room', async () => {
    const room = 'campaign-full';
    // Other extensions' keys, near Owlbear's 16 kB: Verdict's link (about 130 bytes) does not fit.
    harness.host.prefill(room, {
      'com.example.fog/state': 'x'.repeat(16 * 1024 - 120),
      'com.example.initiative/order': ['a', 'b'],
    });
    const gm = await open({ id: 'obr-gm', name: 'Ada', role: 'GM', room });
    const full = popover(gm.page).getByRole('alert').filter({ hasText: "Owlbear's room metadata is full" });
    await full.getByText('16 kB shared by every extension').waitFor();
    await accessible(gm.page, 'the link not published: metadata full');
    await gm.reopen();
    await full.waitFor();
    await gm.reopen();
    await full.waitFor();
    expect(gm.calls.filter((call) => call === 'POST /v1/rooms')).toHaveLength(1);
    expect(linkIn(room)).toBeUndefined();

    // The fog extension shrinks its key: publishing again links the same table, and a player joins it.
    harness.host.prefill(room, { 'com.example.fog/state': 'x' });
    await popover(gm.page).getByRole('button', { name: 'Publish the link again' }).click();
    await full.waitFor({ state: 'detached' });
    const link = linkIn(room)!;
    expect(harness.host.metadata(room)['com.example.initiative/order']).toEqual(['a', 'b']);
    const kim = await open({ id: 'obr-kim', name: 'Kim', role: 'PLAYER', room });
    await atTheTable(kim.page);
    expect(gm.calls.filter((call) => call === 'POST /v1/rooms')).toHaveLength(1);
    expect(kim.calls).toContain(`POST /v1/rooms/${link.roomId}/members`);
  });

  it('tells a player whose popover is closed that a request waits: a notification and a badge, cleared once answered', async () => {
    const room = 'campaign-background';
    const gm = await open({ id: 'obr-gm', name: 'Ada', role: 'GM', room });
    await atTheTable(gm.page);
    await keptKey(gm.page);
    const pip = await open({ id: 'obr-pip', name: 'Pip', role: 'PLAYER', room });
    const vex = await open({ id: 'obr-vex', name: 'Vex', role: 'PLAYER', room });
    await atTheTable(pip.page);
    await atTheTable(vex.page);
    await pip.page.evaluate(() =>
      (window as unknown as { standIn: { closeAction(): void } }).standIn.closeAction(),
    );
    await popover(gm.page).getByRole('checkbox', { name: 'Pip' }).check();
    await popover(gm.page).getByLabel('Note').fill('the gate');
    await popover(gm.page).getByRole('button', { name: 'Send the request' }).click();
    await pip.page.locator('#notifications').getByText('The GM asks you to roll').waitFor();
    await pip.page.locator('#badge').getByText('1', { exact: true }).waitFor();
    await accessible(gm.page, 'a request sent');
    // Vex was not asked; the background pages follow no event stream.
    await lastSeqWith(vex.page, /asks Pip to roll/);
    expect(await vex.page.locator('#notifications li').count()).toBe(0);
    expect(await vex.page.locator('#badge').textContent()).toBe('');
    expect(pip.calls.filter((call) => call.endsWith('/events'))).toHaveLength(1);

    // Pip opens Verdict and answers: the badge clears, and no second notification came.
    await pip.page.evaluate(() =>
      (window as unknown as { standIn: { openAction(): void } }).standIn.openAction(),
    );
    await atTheTable(pip.page);
    const card = popover(pip.page).locator('.request-card').filter({ hasText: 'the gate' });
    await card.getByRole('button', { name: /^Roll #\d+$/ }).click();
    await pip.page.waitForFunction(() => document.getElementById('badge')?.textContent === '');
    expect(await pip.page.locator('#notifications li').count()).toBe(1);
  });

  afterAll(() => {
    // Nothing went wrong on any page, and the extension asked Owlbear nothing the stand-in could not answer.
    // The one wrong recovery key is its 403, which the browser logs.
    // Lu's join of the closed table is its 409.
    const refused = /403|recovery|Lu: .*409/;
    const errors = seats.flatMap((seat) => seat.errors);
    expect(errors.filter((error) => !refused.test(error))).toEqual([]);
    expect(errors.filter((error) => refused.test(error)).length).toBeLessThanOrEqual(4);
  });
});
