// The table scenario with one side in the terminal: the GM in the browser, the player in `verdict room join`
// (Ink, under tmux), both on the real server. The CLI is built first when its sources are newer.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN } from '../../cli/test/run-cli.js';
import { chromiumFound, downloadedText, type Harness, requireChromium, startHarness } from './harness.js';
import { entry, lastSeqWith, openTable } from './room-helpers.js';

const hasTmux = spawnSync('tmux', ['-V']).status === 0;
const socket = `verdict-web-cli-${process.pid}`;
const tmux = (...args: string[]) => execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8' });
const screen = () => tmux('capture-pane', '-p', '-t', 'player');

async function onScreen(text: string | RegExp, timeout = 60_000): Promise<string> {
  const until = Date.now() + timeout;
  for (;;) {
    const shown = screen();
    if (typeof text === 'string' ? shown.includes(text) : text.test(shown)) return shown;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${text} on the terminal:\n${shown}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf((!chromiumFound && !process.env.CI) || !hasTmux)(
  'a table: GM in the browser, player in the terminal',
  () => {
    let harness: Harness;
    let gm: Page;
    const config = mkdtempSync(join(tmpdir(), 'verdict-web-cli-'));
    const errors: string[] = [];

    beforeAll(async () => {
      requireChromium();
      harness = await startHarness();
      gm = await harness.newPage();
      gm.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
    });
    afterAll(async () => {
      spawnSync('tmux', ['-L', socket, 'kill-server']);
      await harness?.close();
      rmSync(config, { recursive: true, force: true });
    });

    it('plays the scenario across the browser and the terminal, and both verifiers accept the export', async () => {
      const link = await openTable(gm, harness.baseUrl, 'Mixed table', 'Ada');
      const command = `XDG_CONFIG_HOME='${config}' NO_COLOR=1 '${process.execPath}' '${BIN}' room join '${link}' --name Grog; echo "exit code $?"; sleep 60`;
      tmux('new-session', '-d', '-s', 'player', '-x', '110', '-y', '34', command);
      await onScreen('#3 Grog joined as a player');
      await gm.getByRole('region', { name: 'At the table' }).getByText('Grog').waitFor();

      // The player's roll, typed in the terminal, lands on the GM's page.
      tmux('send-keys', '-t', 'player', 'r');
      await onScreen('Roll [public');
      tmux('send-keys', '-t', 'player', '-l', 'd20-roll-under check value=12');
      await onScreen(/Odds: /);
      tmux('send-keys', '-t', 'player', 'Enter');
      const rolled = await lastSeqWith(gm, /Grog\s*rolled/);
      await entry(gm, rolled).locator('.outcome-label').waitFor();

      // The GM's secret roll is sealed in the terminal.
      await gm.getByLabel('Who sees it').selectOption('gm');
      await gm.getByRole('button', { name: 'Roll into the log' }).click();
      const secret = await lastSeqWith(gm, /Ada\s*rolled/);
      await onScreen(`#${secret} Ada made a secret roll [secret, sealed]`);

      // A hidden request, answered in the terminal with one key.
      await gm.getByRole('checkbox', { name: 'Grog' }).check();
      await gm.getByRole('checkbox', { name: /Hidden input/ }).check();
      await gm.getByLabel('Note').fill('the lock');
      await gm.getByRole('button', { name: 'Send the request' }).click();
      const request = await lastSeqWith(gm, /asks Grog to roll/);
      await onScreen(`[1] #${request} roll Check (hidden difficulty): the lock`);
      tmux('send-keys', '-t', 'player', '1');
      const answer = await lastSeqWith(gm, `(answers #${request})`);
      await entry(gm, answer).locator('.outcome-label').waitFor();
      await onScreen(
        new RegExp(`#${answer} Grog rolled Check \\(answers #${request}\\) \\[result only, sealed\\]`),
      );

      // The reveal updates the terminal in place.
      await gm.getByLabel('Reveal a sealed entry').selectOption(String(secret));
      await gm.getByRole('button', { name: 'Reveal', exact: true }).click();
      await onScreen(new RegExp(`#${secret} Ada rolled [^[]*\\[secret, revealed\\]`));

      // The export verifies in the browser and with `verdict verify`.
      const [download] = await Promise.all([
        gm.waitForEvent('download'),
        gm.getByRole('button', { name: 'Export JSON (verifiable)' }).click(),
      ]);
      const exported = await downloadedText(download);
      const file = join(config, 'room.json');
      writeFileSync(file, exported);
      const verified = spawnSync(process.execPath, [BIN, 'verify', file], {
        encoding: 'utf8',
        env: { PATH: process.env.PATH, NO_COLOR: '1' },
      });
      // The room is still open: nothing failed, but it is not a complete verification (exit 3).
      expect(verified.status).toBe(3);
      expect(verified.stdout).toMatch(/^Incomplete: chain intact to seq \d+ /);
      await gm.goto(`${harness.baseUrl}#/verify`);
      await gm.getByLabel('Or paste it').fill(exported);
      await gm.getByRole('button', { name: 'Verify' }).click();
      await gm.getByRole('heading', { name: /^Incomplete: chain intact to seq \d+ / }).waitFor();

      tmux('send-keys', '-t', 'player', 'q');
      await onScreen('exit code 0');
      expect(errors).toEqual([]);
    }, 120_000);
  },
);
