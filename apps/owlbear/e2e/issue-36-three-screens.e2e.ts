// Issue 36's done-when: one room on the real server, three screens open at once: the GM in the Owlbear popover (the
// stand-in host), a player in the web app (Chromium, the built dist the server serves), a player on the CLI's room
// screen (`verdict room join`, Ink under tmux). The room plays a Mutual Contest of Wills with the GM's per-round
// choices (started and played in the web app, chosen in the popover), a 2d6 extended test (started and played on the
// terminal) and a `4d6kh3` roll (typed on the terminal); every round is asserted on each screen as it is played. The closed
// room's export verifies whole (`verdict verify`, exit 0), and a changed die in any round fails with exit 4 naming it.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rechain } from '../../../packages/room/src/test-support/build-room.js';
import { BIN } from '../../cli/test/run-cli.js';
import { chromiumFound, downloadedText, requireChromium } from '../../web/e2e/harness.js';
import { type OwlbearHarness, startOwlbearHarness } from './harness.js';
import { atTheTable, popover } from './popover-helpers.js';

type Raw = Record<string, unknown>;
const hasTmux = spawnSync('tmux', ['-V']).status === 0;
const socket = `verdict-three-screens-${process.pid}`;
const tmux = (...args: string[]) => execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8' });
const terminal = () => tmux('capture-pane', '-p', '-t', 'pia');

/** Waits until the terminal shows the text (a wide cap: the machine may be slow). */
async function onTerminal(text: string | RegExp, timeout = 90_000): Promise<string> {
  const until = Date.now() + timeout;
  for (;;) {
    const shown = terminal();
    if (typeof text === 'string' ? shown.includes(text) : text.test(shown)) return shown;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${text} on the terminal:\n${shown}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf((!chromiumFound && !process.env.CI) || !hasTmux)(
  'issue 36: one room in the popover, the web app and the terminal at once',
  () => {
    let harness: OwlbearHarness;
    const config = mkdtempSync(join(tmpdir(), 'verdict-three-screens-'));

    beforeAll(async () => {
      requireChromium();
      harness = await startOwlbearHarness();
    });
    afterAll(async () => {
      spawnSync('tmux', ['-L', socket, 'kill-server']);
      await harness?.close();
      rmSync(config, { recursive: true, force: true });
    });

    it('plays rounds with the GM choosing, an extended test and 4d6kh3, live on every screen; the export verifies', async () => {
      // The GM opens the table in Owlbear; its link (room and invite) is in the Owlbear room's metadata.
      const ada = await harness.open({ id: 'obr-gm', name: 'Ada', role: 'GM' });
      await atTheTable(ada.page);
      const link = harness.host.metadata('owlbear-room-1')['io.github.verdict-rpg/table'] as {
        roomId: string;
        invite: string;
      };
      const joinUrl = `${harness.baseUrl}#/rooms/${link.roomId}/join?invite=${encodeURIComponent(link.invite)}`;

      // Grog in the web app, in a browser context of his own.
      const context = await harness.browser.newContext({ viewport: { width: 1100, height: 900 } });
      context.setDefaultTimeout(60_000);
      const grog = await context.newPage();
      await grog.goto(joinUrl);
      await grog.getByLabel('Name', { exact: true }).fill('Grog');
      await grog.getByRole('button', { name: 'Join', exact: true }).click();
      await grog.getByText('Live', { exact: true }).waitFor();

      // Pia on the terminal.
      const command = `XDG_CONFIG_HOME='${config}' NO_COLOR=1 '${process.execPath}' '${BIN}' room join '${joinUrl}' --name Pia; echo "exit code $?"; sleep 120`;
      tmux('new-session', '-d', '-s', 'pia', '-x', '120', '-y', '50', command);
      await onTerminal(/#\d+ Pia joined as a player/);
      for (const page of [ada.page]) await popover(page).getByText('Pia').first().waitFor();
      await grog.getByRole('region', { name: 'At the table' }).getByText('Pia').waitFor();

      const webRounds = grog.getByRole('region', { name: 'Round by round' });
      const gmRounds = popover(ada.page).getByRole('region', { name: 'Round by round' });
      const testIn = (region: Locator, title: RegExp) => region.getByRole('article', { name: title });

      // 1. A Mutual Contest of Wills: Grog starts it in the web app, Ada chooses for round 1 in the popover.
      await webRounds.getByLabel('System', { exact: true }).selectOption('d20-roll-under');
      await webRounds.getByLabel('Test', { exact: true }).selectOption('mutual-contest');
      await webRounds.getByRole('button', { name: 'Start round by round' }).click();
      const contest = /Mutual Contest of Wills/;
      await testIn(gmRounds, contest).getByText('Only Grog plays the rounds of this test').waitFor();
      await onTerminal(/#\d+ Grog: Mutual Contest of Wills, round 0: no round yet/);
      const choices = testIn(gmRounds, contest).getByRole('group', { name: /GM's choices for round 1/ });
      const first = choices.getByRole('combobox').first();
      await first.selectOption(
        (await first
          .locator('option', { hasText: /penalty/i })
          .first()
          .getAttribute('value'))!,
      );
      await testIn(gmRounds, contest).getByRole('button', { name: 'Choose for the next round' }).click();
      await testIn(webRounds, contest).getByText('The GM has chosen for round 1.').waitFor();
      await onTerminal('the GM has chosen for the next round');
      const contestRounds = await playRounds({
        player: testIn(webRounds, contest),
        watchers: [testIn(gmRounds, contest)],
        terminalLine: (n) => new RegExp(`#\\d+ Grog: Mutual Contest of Wills, round ${n}: Round ${n}:`),
        terminalTest: 'Grog: Mutual Contest of Wills',
      });
      expect(contestRounds).toBeGreaterThan(0);

      // 2. A 2d6 extended test, started and played on the terminal by Pia (N, then n for each round), seen live in
      // the web app and the popover.
      tmux('send-keys', '-t', 'pia', 'N');
      await onTerminal('Round by round (a test, or #seq of a request)');
      tmux(
        'send-keys',
        '-t',
        'pia',
        '-l',
        '2d6-pool extended difficulty=8 progressRequired=3 participants.0.name=Pia participants.0.rating=1',
      );
      tmux('send-keys', '-t', 'pia', 'Enter');
      await onTerminal('Started round by round');
      const extended = /Extended test/;
      await testIn(webRounds, extended).getByText('Only Pia plays the rounds of this test').waitFor();
      await testIn(gmRounds, extended).waitFor();
      let extendedRounds = 0;
      const endedOnTerminal = () =>
        new RegExp(`Pia: Extended test, round ${extendedRounds}: [\\s\\S]*· result:`).test(terminal());
      while (!endedOnTerminal()) {
        extendedRounds += 1;
        if (extendedRounds > 40) throw new Error('no result after 40 rounds');
        tmux('send-keys', '-t', 'pia', 'n');
        await onTerminal(new RegExp(`#\\d+ Pia: Extended test, round ${extendedRounds}: \\S`));
        for (const watcher of [testIn(webRounds, extended), testIn(gmRounds, extended)])
          await watcher
            .getByRole('listitem', { name: `Round ${extendedRounds}` })
            .getByText(new RegExp(`^Turn ${extendedRounds}`))
            .first()
            .waitFor();
      }
      for (const watcher of [testIn(webRounds, extended), testIn(gmRounds, extended)])
        await watcher.getByText(/^Result: /).waitFor();

      // 3. `4d6kh3` typed on the terminal, seen in the web app and the popover.
      tmux('send-keys', '-t', 'pia', 'r');
      await onTerminal('Roll [public');
      tmux('send-keys', '-t', 'pia', '-l', '4d6kh3');
      tmux('send-keys', '-t', 'pia', 'Enter');
      await onTerminal(/Pia rolled [^\n]*4d6kh3/);
      await grog
        .locator('.entries > li')
        .filter({ hasText: /Pia\s*rolled/ })
        .filter({ hasText: '4d6kh3' })
        .first()
        .waitFor();
      await popover(ada.page)
        .locator('.tabletop-entry')
        .filter({ hasText: /Pia\s*rolled/ })
        .filter({ hasText: '4d6kh3' })
        .first()
        .waitFor();

      // The GM closes the table, revealing everything; the export verifies whole.
      await popover(ada.page).getByRole('button', { name: 'Close the table' }).click();
      await popover(ada.page).getByRole('button', { name: 'Reveal everything, then close' }).click();
      await grog
        .getByText(/closed/i)
        .first()
        .waitFor();
      const exported = await exportOf(grog);
      const entries = (JSON.parse(exported) as { entries: Raw[] }).entries;
      const verified = verify('room.json', exported);
      expect(verified.stdout).toMatch(/^Verified: closed log, all \d+ entries checked/);
      expect(verified.status).toBe(0);

      // A changed die in any round, the log re-chained: exit 4, naming the round and its test.
      const rounds = entries.filter((e) => e.type === 'round' && Array.isArray(e.dice));
      expect(rounds.length).toBe(contestRounds + extendedRounds);
      for (const round of rounds) {
        const at = entries.indexOf(round);
        const dice = (round.dice as { face: number; sides: number }[]).map((d, i) =>
          i === 0 ? { ...d, face: (d.face % d.sides) + 1 } : d,
        );
        const forged = rechain(entries.map((e, i) => (i === at ? { ...e, dice } : e)));
        // The forger names the re-chained last entry as the head too: only the replay of the round can tell.
        const whole = JSON.parse(exported) as { head?: { hash: string } };
        const head = whole.head && { ...whole.head, hash: forged.at(-1)!.hash };
        const run = verify(
          `forged-${round.seq}.json`,
          JSON.stringify({ ...whole, ...(head ? { head } : {}), entries: forged }),
        );
        expect(run.status, run.stdout).toBe(4);
        // The round's own failure is listed whatever comes first: a changed die may also change how many dice the
        // test's rules need (a d20 of 20 ends a contest's round), which an earlier entry then fails on.
        expect(run.stdout).toMatch(
          new RegExp(`entry #?${round.seq}( \\[dice\\])?: round ${round.round} of test #${round.of}: die 1 `),
        );
      }

      tmux('send-keys', '-t', 'pia', 'q');
      await onTerminal('exit code 0');
      expect(ada.errors).toEqual([]);
    }, 900_000);

    /** Plays a test's rounds from the player's screen until its result, asserting each round on every screen. */
    async function playRounds(options: {
      player: Locator;
      watchers: readonly Locator[];
      terminalLine: (round: number) => RegExp;
      /** Who plays which test, as the terminal's line begins (it shows the test that ended last). */
      terminalTest: string;
    }): Promise<number> {
      const { player, watchers, terminalLine, terminalTest } = options;
      let n = 0;
      while ((await player.getByText(/^Result: /).count()) === 0) {
        n += 1;
        if (n > 40) throw new Error('no result after 40 rounds');
        await player.getByRole('button', { name: 'Next round' }).click();
        // The round's last step as the player's screen says it reaches every other screen, live.
        const said = player.getByRole('listitem', { name: `Round ${n}` }).locator('ul > li');
        await said.last().waitFor();
        const step = (await said.last().textContent())!;
        for (const watcher of watchers)
          await watcher
            .getByRole('listitem', { name: `Round ${n}` })
            .getByText(step, { exact: true })
            .first()
            .waitFor();
        await onTerminal(terminalLine(n));
      }
      const result = await player.getByText(/^Result: /).textContent();
      for (const watcher of watchers) await watcher.getByText(result!).waitFor();
      await onTerminal(new RegExp(`#\\d+ ${terminalTest}, round ${n}: [\\s\\S]*· result:`));
      return n;
    }

    /** The room's JSON export, downloaded from the web app's transcript panel. */
    async function exportOf(page: Page): Promise<string> {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export JSON (verifiable)' }).click(),
      ]);
      return await downloadedText(download);
    }

    function verify(name: string, text: string) {
      const file = join(config, name);
      writeFileSync(file, text);
      return spawnSync(process.execPath, [BIN, 'verify', file], {
        encoding: 'utf8',
        env: { PATH: process.env.PATH, NO_COLOR: '1' },
      });
    }
  },
);
