// Issue 39, "Done when": a room plays a hidden-AC attack request and a Critical Hit's damage end to end in the web
// app, with no frontend code for the system. The GM asks Grog for an SRD 5.2 attack roll in parts (the GM's hidden
// AC; Grog gives his bonus and damage), Grog answers on his card with a client seed typed under "Client seed": one
// the test found for a natural 20 after reading the epoch's committed server seed from the server's own store
// (which no roller can: apps/api/test/seed-for-draw.ts). The answer is a Critical Hit whose Longsword d8 is rolled
// twice over, shown on the GM's page; the GM reveals the request, closes the table (revealing everything), and the
// export reads Verified on the verify page.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { committedServerSeed, memberIdOf, seedForDraw } from '../../api/test/seed-for-draw.js';
import { chromiumFound, downloadedText, type Harness, requireChromium, screenshot } from './harness.js';
import { entry, joinByLink, lastSeqWith, openTable, startTable, type Table } from './room-helpers.js';

const longsword = [{ label: 'Longsword', count: 1, sides: 8, modifier: 3, type: 'Slashing' }];

describe.skipIf(!chromiumFound && !process.env.CI)(
  'an SRD 5.2 attack against a hidden AC in two browsers',
  () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'verdict-web-crit-'));
    let table: Table;
    let harness: Harness;
    let gm: Page;
    let player: Page;
    let errors: string[];

    beforeAll(async () => {
      requireChromium();
      table = await startTable({
        env: { VERDICT_DATA_DIR: dataDir },
        player: { viewport: { width: 390, height: 844 } },
      });
      ({ harness, gm, player, errors } = table);
    });
    afterAll(async () => {
      await table?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('answers with a Critical Hit, shows its doubled damage dice, and the export verifies', async () => {
      const link = await openTable(gm, harness.baseUrl, 'Goblin ambush', 'Ada');
      const roomId = /#\/rooms\/([0-9a-f]+)\/join/.exec(link)![1]!;
      await joinByLink(player, link, 'Grog', 'Goblin ambush');
      const tools = gm.getByRole('region', { name: 'GM tools' });
      await tools.getByRole('checkbox', { name: 'Grog' }).check();

      // The GM's part: SRD 5.2's attack roll, AC 17, hidden; Grog gives his bonus and his damage.
      await tools.getByLabel('System', { exact: true }).selectOption('srd52');
      await tools.getByLabel('Test', { exact: true }).selectOption('attack');
      await tools.getByRole('spinbutton', { name: 'AC', exact: true }).fill('17');
      for (const field of ['Ability modifier', 'Proficiency', 'Proficiency Bonus', 'Damage'])
        await tools.getByRole('checkbox', { name: field, exact: true }).check();
      await tools.getByRole('checkbox', { name: /Hidden input/ }).check();
      await tools.getByLabel('Note').fill('the goblin boss');
      await tools.getByRole('button', { name: 'Send the request' }).click();
      const request = await lastSeqWith(player, /asks Grog to roll/);

      // Grog's card: his part typed, and the client seed for a natural 20 (his first roll of the epoch: his nonce 0).
      const card = player.locator('.request-card').filter({ hasText: 'the goblin boss' });
      expect(await card.textContent()).not.toMatch(/\b17\b/);
      await card.getByLabel('Ability modifier', { exact: true }).fill('3');
      await card.getByLabel('Proficiency', { exact: true }).fill('proficient');
      await card.getByLabel('Proficiency Bonus', { exact: true }).fill('2');
      await card.getByLabel('Damage', { exact: true }).fill(JSON.stringify(longsword));
      const serverSeed = await committedServerSeed(dataDir, roomId);
      const clientSeed = seedForDraw(serverSeed, 0, [20], ([d20]) => d20 === 20, {
        member: await memberIdOf(dataDir, roomId, 'Grog'),
      });
      await card.getByText('Client seed', { exact: true }).click();
      await card.getByLabel(`Your client seed for #${request}`).fill(clientSeed);
      await card.getByRole('button', { name: `Roll #${request}` }).click();

      // Grog sees the result only; the GM sees it whole: the natural 20 and the Longsword's d8 twice over.
      const answer = await lastSeqWith(gm, `(answers #${request})`);
      await entry(player, answer).locator('.outcome-label', { hasText: 'Critical Hit' }).waitFor();
      await entry(gm, answer).locator('.outcome-label', { hasText: 'Critical Hit' }).waitFor();
      await entry(gm, answer)
        .getByRole('img', { name: /^d20 showing 20\b/ })
        .waitFor();
      await expect(
        entry(gm, answer)
          .getByRole('img', { name: /^d8 showing \d/ })
          .count(),
      ).resolves.toBe(2);
      await screenshot(gm, 'room-srd52-critical-hit-gm');

      // The GM reveals the request, then closes the table revealing the rest; Grog sees the dice.
      await gm.getByLabel('Reveal a sealed entry').selectOption(String(request));
      await gm.getByRole('button', { name: 'Reveal', exact: true }).click();
      await entry(gm, request).locator('.entry-badge', { hasText: 'revealed' }).waitFor();
      await gm.getByRole('button', { name: 'Close the table' }).click();
      await gm.getByRole('button', { name: 'Reveal everything, then close' }).click();
      await gm.getByText('The table is closed: the log is final.').waitFor();
      await player.getByText('The table is closed: the log is final.').waitFor();
      await entry(player, answer)
        .getByRole('img', { name: /^d20 showing 20\b/ })
        .waitFor();

      // The export: the answer's revealed part has the natural 20 and damage of both d8s + 3, and it verifies whole.
      const [download] = await Promise.all([
        gm.waitForEvent('download'),
        gm.getByRole('button', { name: 'Export JSON (verifiable)' }).click(),
      ]);
      const exported = await downloadedText(download);
      const log = JSON.parse(exported);
      const opened = log.entries.find(
        (e: { type: string; of?: number }) => e.type === 'reveal' && e.of === answer,
      ).content;
      expect(opened.clientSeed).toBe(clientSeed);
      const dice = opened.dice as { sides: number; face: number }[];
      expect(dice.map((d) => d.sides)).toEqual([20, 8, 8]);
      expect(opened.outcome).toMatchObject({
        label: 'Critical Hit',
        critical: 'success',
        natural: 20,
        damage: dice[1]!.face + dice[2]!.face + 3,
      });
      await player.goto(`${harness.baseUrl}#/verify`);
      await player.getByLabel('Or paste it').fill(exported);
      await player.getByRole('button', { name: 'Verify' }).click();
      await player
        .getByRole('heading', { name: `Verified: closed log, all ${log.entries.length} entries checked` })
        .waitFor();
      expect(errors).toEqual([]);
    });
  },
);
