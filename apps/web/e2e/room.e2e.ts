// A table in two browsers on the real server (apps/api/dist/serve.js serving the built app): the GM opens
// it, a player joins by link, rolls cross over live, a secret roll is sealed for the player and open for
// the GM, a hidden request is answered with one press, a reveal updates both screens, and the export
// reads as Incomplete on the verify page (the table is still open) while a tampered one Fails with the entry named.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFound, downloadedText, type Harness, requireChromium, screenshot } from './harness.js';
import { entry, joinByLink, lastSeqWith, openTable, startTable, type Table } from './room-helpers.js';

describe.skipIf(!chromiumFound && !process.env.CI)('a table in two browsers (GM and player)', () => {
  let table: Table;
  let harness: Harness;
  let gm: Page;
  let player: Page;
  let errors: string[];

  beforeAll(async () => {
    requireChromium();
    table = await startTable({ player: { viewport: { width: 390, height: 844 } } });
    ({ harness, gm, player, errors } = table);
  });
  afterAll(async () => table?.close());

  it('plays a whole table and verifies its export', async () => {
    const link = await openTable(gm, harness.baseUrl, 'Friday table', 'Ada');
    expect(link).toMatch(/#\/rooms\/[0-9a-f]+\/join\?invite=/);
    await expect(gm.getByRole('img', { name: 'QR code of the join link' }).count()).resolves.toBe(1);

    await joinByLink(player, link, 'Grog', 'Friday table');
    await gm.getByRole('region', { name: 'At the table' }).getByText('Grog').waitFor();
    // Presence, from the server's presence events: both screens are connected.
    await gm.getByRole('region', { name: 'At the table' }).getByText('2 of 2 here now').waitFor();

    // A player's roll reaches the GM's page live (no reload). How fast is the room bench's business
    // (`npm run bench`), not a test's: a shared CI machine may be several times slower at times.
    await player.getByRole('button', { name: 'Roll into the log' }).click();
    const rolled = await lastSeqWith(player, /Grog\s*rolled/);
    await entry(gm, rolled).locator('.outcome-label').waitFor({ timeout: 60_000 });
    const label = await entry(player, rolled).locator('.outcome-label').textContent();
    expect(await entry(gm, rolled).locator('.outcome-label').textContent()).toBe(label);
    await expect(
      entry(gm, rolled)
        .getByText(/chance of this or better/)
        .count(),
    ).resolves.toBe(1);

    // The GM's secret roll: sealed for the player, open for the GM.
    await gm.getByLabel('Who sees it').selectOption('gm');
    await gm.getByRole('button', { name: 'Roll into the log' }).click();
    const secret = await lastSeqWith(gm, /Ada\s*rolled/);
    await entry(player, secret).getByText('secret, sealed').waitFor();
    expect(await entry(player, secret).locator('.outcome-label').count()).toBe(0);
    await entry(gm, secret).locator('.outcome-label').waitFor();

    // A hidden request to Grog, answered with one press.
    await gm.getByRole('checkbox', { name: 'Grog' }).check();
    await gm.getByRole('checkbox', { name: /Hidden input/ }).check();
    await gm.getByLabel('Note').fill('the lock');
    await gm.getByRole('button', { name: 'Send the request' }).click();
    const request = await lastSeqWith(player, /asks Grog to roll/);
    await player.getByText('against a hidden difficulty').waitFor();
    // The GM, who knows the hidden input, reads it by its labels ("Skill 9"), never as JSON or paths.
    await entry(gm, request)
      .getByText(/\(hidden difficulty, opened: [^()]*Skill \d+/)
      .waitFor();
    expect(await entry(gm, request).textContent()).not.toMatch(/[{}"]/);
    await player.getByRole('button', { name: `Roll #${request}` }).click();
    const answer = await lastSeqWith(gm, `(answers #${request})`);
    await entry(gm, answer).locator('.outcome-label').waitFor();
    await gm.getByText(new RegExp(`#${request} .*: 1 answer`)).waitFor();
    await entry(player, answer).locator('.outcome-label').waitFor();
    await expect(player.getByRole('button', { name: `Roll #${request}` }).count()).resolves.toBe(0);

    // The reveal updates the secret roll in place on both screens.
    await gm.getByLabel('Reveal a sealed entry').selectOption(String(secret));
    await gm.getByRole('button', { name: 'Reveal', exact: true }).click();
    await entry(player, secret).locator('.outcome-label').waitFor();
    await entry(player, secret).locator('.entry-badge', { hasText: 'revealed' }).waitFor();
    await entry(gm, secret).locator('.entry-badge', { hasText: 'revealed' }).waitFor();
    await screenshot(gm, 'room-gm');
    await screenshot(player, 'room-player');

    // The luck ledger counts the generated rolls each member can see the dice of: the GM sees the answer to
    // the hidden request, the player only its result.
    await gm.getByText(/Grog's dice ran at the \d+(st|nd|rd|th) percentile \(2 rolls\)/).waitFor();
    await player.getByText(/Grog's dice ran at the \d+(st|nd|rd|th) percentile \(1 roll\)/).waitFor();
    await gm.getByText(/Ada's dice ran at the \d+(st|nd|rd|th) percentile \(1 roll\)/).waitFor();

    // A request in the open: the player's card shows its input by the fields' names, then the odds, headline first
    // (worked out in the odds worker), then the bars.
    await gm.getByRole('checkbox', { name: 'Grog' }).check();
    await gm.getByRole('checkbox', { name: /Hidden input/ }).uncheck();
    await gm.getByLabel('Note').fill('the rope');
    await gm.getByRole('button', { name: 'Send the request' }).click();
    const card = player.locator('.request-card').filter({ hasText: 'the rope' });
    await card.getByLabel('Headline odds').waitFor();
    expect(await card.locator('.request-input').textContent()).toMatch(/^Input: (.+, )?Skill \d+/);
    expect(await card.locator('.request-input').textContent()).not.toMatch(/\w=\S/);
    expect(await card.textContent()).not.toMatch(/[{}"]/);
    expect(
      await card.locator('.odds-headline, .odds-bars').evaluateAll((els) => els.map((el) => el.className)),
    ).toEqual(['odds-headline', 'odds-bars']);
    await screenshot(player, 'room-request-card');
    const roped = await lastSeqWith(player, /the rope/);
    await card.getByRole('button', { name: `Roll #${roped}` }).click();
    await lastSeqWith(gm, `(answers #${roped})`);

    // The export, downloaded from the GM's page, verifies on the verify page; a tampered copy does not.
    const [download] = await Promise.all([
      gm.waitForEvent('download'),
      gm.getByRole('button', { name: 'Export JSON (verifiable)' }).click(),
    ]);
    const exported = await downloadedText(download);
    await player.goto(`${harness.baseUrl}#/verify`);
    await player.getByLabel('Or paste it').fill(exported);
    await player.getByRole('button', { name: 'Verify' }).click();
    // The table is still open, so the verdict is Incomplete (never "Verified"): the chain is intact to its last entry.
    const entries = JSON.parse(exported).entries.length;
    await player
      .getByRole('heading', { name: new RegExp(`^Incomplete: chain intact to seq ${entries} `) })
      .waitFor();

    const tampered = JSON.parse(exported);
    const publicRoll = tampered.entries.find((e: { seq: number }) => e.seq === rolled);
    publicRoll.dice[0].face = publicRoll.dice[0].face === 1 ? 2 : 1;
    await player.getByLabel('Or paste it').fill(JSON.stringify(tampered));
    await player.getByRole('button', { name: 'Verify' }).click();
    await player.getByRole('heading', { name: new RegExp(`^Failed: entry #${rolled}: `) }).waitFor();
    await player.getByText(`Entry #${rolled}`).first().waitFor();
    expect(await player.locator('.verify-failures').textContent()).toContain(`Entry #${rolled} (hash)`);

    // Closing the table, then revealing the hidden request: the GM's page reads the reveal though the stream
    // has ended, and the player, back in the room, sees the answer's dice.
    await player.goBack();
    await player.getByRole('heading', { name: 'Friday table', level: 1 }).waitFor();
    await gm.getByRole('button', { name: 'Close the table' }).click();
    await gm.getByRole('button', { name: 'Yes, close the table' }).click();
    await gm.getByText('The table is closed: the log is final.').waitFor();
    await player.getByText('The table is closed: the log is final.').waitFor();
    // Issue 37, N13: a closed table takes no one new and no requests: no invite QR, no request form.
    await expect(gm.getByRole('img', { name: 'QR code of the join link' }).count()).resolves.toBe(0);
    await expect(gm.getByRole('heading', { name: 'Ask for a roll' }).count()).resolves.toBe(0);
    await gm.getByLabel('Reveal a sealed entry').selectOption(String(request));
    await gm.getByRole('button', { name: 'Reveal', exact: true }).click();
    await entry(gm, request).locator('.entry-badge', { hasText: 'revealed' }).waitFor();
    await player.reload();
    await entry(player, request).locator('.entry-badge', { hasText: 'revealed' }).waitFor();
    await entry(player, answer)
      .getByRole('img', { name: /^d20 showing \d+/ })
      .waitFor();
    expect(errors).toEqual([]);
  });
});
