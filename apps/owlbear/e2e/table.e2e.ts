// A table in Owlbear Rodeo, on the real server inside the stand-in host: the GM opens the extension and the
// table opens (its link in the Owlbear room's metadata), two players join under their Owlbear names, public,
// secret, blind and result-only rolls reach whom they may, a hidden request is answered from its card, a reveal updates every
// screen, a reload keeps the seat and the log, and the export verifies with `verdict verify` (3 while open, 0
// once closed with everything revealed).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN } from '../../cli/test/run-cli.js';
import { chromiumFound, downloadedText, requireChromium } from '../../web/e2e/harness.js';
import { type OwlbearHarness, type Seat, startOwlbearHarness } from './harness.js';
import { atTheTable, entry, lastSeqWith, popover, roll } from './popover-helpers.js';

describe.skipIf(!chromiumFound && !process.env.CI)('a table in Owlbear Rodeo (GM and two players)', () => {
  let harness: OwlbearHarness;
  let gm: Seat;
  let grog: Seat;
  let vex: Seat;
  const folder = mkdtempSync(join(tmpdir(), 'verdict-owlbear-export-'));

  beforeAll(async () => {
    requireChromium();
    harness = await startOwlbearHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  const verify = (name: string, exported: string) => {
    const file = join(folder, name);
    writeFileSync(file, exported);
    return spawnSync(process.execPath, [BIN, 'verify', file], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, NO_COLOR: '1' },
    });
  };
  const exportFrom = async (seat: Seat) => {
    const [download] = await Promise.all([
      seat.page.waitForEvent('download'),
      popover(seat.page).getByRole('button', { name: 'Export JSON (verifiable)' }).click(),
    ]);
    return await downloadedText(download);
  };

  it('plays a table: rolls, a hidden request, a reveal, a reload, and a verified export', async () => {
    gm = await harness.open({ id: 'obr-gm', name: 'Ada', role: 'GM' });
    await atTheTable(gm.page);
    await popover(gm.page).locator('.tabletop-header').getByText('Ada (GM)').waitFor();
    grog = await harness.open({ id: 'obr-grog', name: 'Grog', role: 'PLAYER' });
    vex = await harness.open({ id: 'obr-vex', name: 'Vex', role: 'PLAYER', width: 360, height: 640 });
    await atTheTable(grog.page);
    await atTheTable(vex.page);
    await popover(grog.page).locator('.tabletop-header').getByText('Grog (player)').waitFor();
    const members = popover(gm.page).getByRole('region', { name: 'At the table' });
    await members.getByText('Grog').waitFor();
    await members.getByText('Vex').waitFor();

    // A public roll by a player reaches everyone live, with its exact chance and a verify link.
    await roll(grog.page, 'public');
    const rolled = await lastSeqWith(grog.page, /Grog\s*rolled/);
    const label = await entry(grog.page, rolled).locator('.outcome-label').textContent();
    for (const seat of [gm, vex]) {
      expect(await entry(seat.page, rolled).locator('.outcome-label').textContent()).toBe(label);
    }
    await entry(vex.page, rolled)
      .getByText(/chance of this or better/)
      .waitFor();
    const link = entry(vex.page, rolled).getByRole('link', {
      name: `Verify #${rolled}: open the verify page (export the log first)`,
    });
    expect(await link.getAttribute('href')).toBe(`${harness.extensionBase.replace(/\/$/, '')}/#/verify`);

    // The GM's secret roll: sealed for both players, open for the GM.
    await roll(gm.page, 'gm');
    const secret = await lastSeqWith(gm.page, /Ada\s*rolled/);
    await entry(gm.page, secret).locator('.outcome-label').waitFor();
    for (const seat of [grog, vex]) {
      await entry(seat.page, secret).getByText('secret, sealed').waitFor();
      expect(await entry(seat.page, secret).locator('.outcome-label').count()).toBe(0);
    }

    // A blind roll by a player: only the GM sees its result.
    await roll(vex.page, 'blind');
    const blind = await lastSeqWith(gm.page, /Vex/, secret);
    await entry(gm.page, blind).locator('.outcome-label').waitFor();
    await entry(grog.page, blind).waitFor();
    expect(await entry(grog.page, blind).locator('.outcome-label').count()).toBe(0);

    // A result-only roll by Vex: every seat reads its result; only Vex and the GM may open its dice.
    await roll(vex.page, 'outcome');
    const resultOnly = await lastSeqWith(gm.page, /Vex/, blind);
    for (const seat of [gm, grog, vex]) {
      await entry(seat.page, resultOnly).locator('.outcome-label').waitFor();
    }
    for (const seat of [gm, vex]) await entry(seat.page, resultOnly).locator('.dice-groups').waitFor();
    expect(await entry(grog.page, resultOnly).locator('.dice-groups').count()).toBe(0);

    // A hidden request to Grog: a card on Grog's popover (and a toast in Owlbear), none on Vex's.
    await popover(gm.page).getByRole('checkbox', { name: 'Grog' }).check();
    await popover(gm.page)
      .getByRole('checkbox', { name: /Hidden input/ })
      .check();
    await popover(gm.page).getByLabel('Note').fill('the lock');
    await popover(gm.page).getByRole('button', { name: 'Send the request' }).click();
    const request = await lastSeqWith(grog.page, /asks Grog to roll/);
    const card = popover(grog.page).locator('.request-card').filter({ hasText: 'the lock' });
    await card.getByText('against a hidden difficulty').waitFor();
    await grog.page.locator('#notifications').getByText('The GM asks you to roll').waitFor();
    await entry(vex.page, request).waitFor();
    expect(await popover(vex.page).locator('.request-card').count()).toBe(0);
    expect(await vex.page.locator('#notifications li').count()).toBe(0);
    await card.getByRole('button', { name: `Roll #${request}` }).click();
    const answer = await lastSeqWith(gm.page, `(answers #${request})`);
    await entry(gm.page, answer).locator('.outcome-label').waitFor();
    await entry(grog.page, answer).locator('.outcome-label').waitFor();

    // The reveal of the secret roll updates it in place on every screen.
    await popover(gm.page).getByLabel('Reveal a sealed entry').selectOption(String(secret));
    await popover(gm.page).getByRole('button', { name: 'Reveal', exact: true }).click();
    for (const seat of [grog, vex]) {
      await entry(seat.page, secret).getByText('revealed').waitFor();
      await entry(seat.page, secret).locator('.outcome-label').waitFor();
    }

    // A reload keeps Grog's seat (no second join) and the log (it lives on the server).
    const before = await popover(grog.page).locator('.tabletop-entry').count();
    await grog.page.reload();
    await atTheTable(grog.page);
    await popover(grog.page).locator('.tabletop-header').getByText('Grog (player)').waitFor();
    await entry(grog.page, answer).locator('.outcome-label').waitFor();
    expect(await popover(grog.page).locator('.tabletop-entry').count()).toBe(before);
    expect(
      await popover(gm.page)
        .locator('.tabletop-entry')
        .filter({ hasText: /joined/ })
        .count(),
    ).toBe(3);

    // The export verifies: Incomplete while the table is open (exit 3), Verified once closed with everything revealed.
    const open = verify('open.json', await exportFrom(gm));
    expect(open.stdout).toMatch(/^Incomplete: chain intact to seq \d+ /);
    expect(open.status).toBe(3);
    await popover(gm.page).getByRole('button', { name: 'Close the table' }).click();
    await popover(gm.page).getByRole('button', { name: 'Reveal everything, then close' }).click();
    for (const seat of [gm, grog, vex]) {
      await popover(seat.page).getByText('The table is closed: the log is final.').waitFor();
    }
    const closed = verify('closed.json', await exportFrom(gm));
    expect(closed.stdout).toMatch(/^Verified: closed log, all \d+ entries checked/);
    expect(closed.status).toBe(0);

    // Nothing went wrong on any page, and the extension asked Owlbear nothing the stand-in could not answer.
    for (const seat of [gm, grog, vex]) {
      expect(await seat.page.locator('#unanswered li').count()).toBe(0);
    }
    expect([...gm.errors, ...grog.errors, ...vex.errors]).toEqual([]);
  });
});
