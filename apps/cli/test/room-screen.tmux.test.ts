// The room screen in a real terminal: a player joins by link in tmux (Ink), while the GM acts with the
// room commands, all on the real API server. The player's screen follows the live log.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { roomServerPerFile } from './room-server.js';
import { BIN } from './run-cli.js';

const hasTmux = spawnSync('tmux', ['-V']).status === 0;
const socket = `verdict-room-test-${process.pid}`;
const tmux = (...args: string[]) => execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8' });
const screen = () => tmux('capture-pane', '-p', '-t', 'room');

async function waitFor(text: string | RegExp, timeout = 60_000): Promise<string> {
  const until = Date.now() + timeout;
  for (;;) {
    const shown = screen();
    if (typeof text === 'string' ? shown.includes(text) : text.test(shown)) return shown;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${text} on screen:\n${shown}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const table = roomServerPerFile();
const gm = table.member();
const player = table.member();

afterAll(() => {
  if (hasTmux) spawnSync('tmux', ['-L', socket, 'kill-server']);
});

describe.skipIf(!hasTmux)('verdict room join in a real terminal (tmux, 100x30)', () => {
  it('follows the live log: secret roll sealed, a hidden request answered with one key, a reveal, a roll typed', async () => {
    const created = JSON.parse(
      (await gm.run(['room', 'create', 'Tmux table', '--name', 'Ada', '--json'])).stdout,
    );
    const command = `XDG_CONFIG_HOME='${player.config.dir}' NO_COLOR=1 '${process.execPath}' '${BIN}' room join '${created.joinUrl}' --name Grog; echo "exit code $?"; sleep 60`;
    tmux('new-session', '-d', '-s', 'room', '-x', '100', '-y', '30', command);
    await waitFor('#3 Grog joined as a player');
    // Grog's screen is connected; the GM only runs commands.
    await waitFor('Here: Grog · Away: Ada (GM)');

    const secret = JSON.parse(
      (await gm.run(['room', 'roll', 'd20-roll-under', 'check', 'value=12', '--visibility', 'gm', '--json']))
        .stdout,
    );
    await waitFor(`#${secret.entry.seq} Ada made a secret roll [secret, sealed]`);

    const request = JSON.parse(
      (
        await gm.run([
          'room',
          'request',
          'd20-roll-under',
          'check',
          'value=9',
          '--hidden',
          '--note',
          'the lock',
          '--json',
        ])
      ).stdout,
    ).entry;
    await waitFor(`[1] #${request.seq} roll Check (hidden difficulty): the lock`);
    tmux('send-keys', '-t', 'room', '1');
    await waitFor(
      new RegExp(`Grog rolled Check \\(answers #${request.seq}\\) \\[result only, sealed\\]: \\S`),
    );
    expect((await gm.run(['room', 'log'])).stdout).toMatch(
      new RegExp(
        `Grog rolled Check against Skill \\d+ \\(answers #${request.seq}\\) \\[result only, opened\\]: [\\s\\S]+check:\\s+d20\\s+\\d+`,
      ),
    );

    // A request in parts: the GM fixes a hidden difficulty, the key opens a prompt for the player's own part,
    // offering the character saved under the seat's name; Enter answers with it.
    mkdirSync(join(player.config.dir, 'verdict'), { recursive: true });
    writeFileSync(
      join(player.config.dir, 'verdict', 'characters.json'),
      JSON.stringify({
        version: 1,
        characters: [
          { name: 'Grog', system: '2d6-pool', test: 'check', input: { attribute: 'might', rating: 3 } },
        ],
      }),
    );
    const parts = JSON.parse(
      (
        await gm.run([
          'room',
          'request',
          '2d6-pool',
          'check',
          'difficulty=11',
          '--parts',
          '--hidden',
          '--json',
        ])
      ).stdout,
    ).entry;
    await waitFor(`[1] #${parts.seq} `);
    tmux('send-keys', '-t', 'room', '1');
    await waitFor(
      new RegExp(`Your part for #${parts.seq}, a saved character's name or your fields: [\\s\\S]*: Grog▏`),
    );
    tmux('send-keys', '-t', 'room', 'Enter');
    await waitFor(`Answered #${parts.seq}`);
    const answered = JSON.parse((await gm.run(['room', 'log', '--json'])).stdout).entries.at(-1);
    expect(answered).toMatchObject({ type: 'roll', request: parts.seq });

    await gm.run(['room', 'reveal', String(secret.entry.seq)]);
    await waitFor(
      // A long label wraps the line (never cut): the mark may be on the next line.
      new RegExp(
        `#${secret.entry.seq} Ada rolled Check\\s+against[\\s\\S]+?\\[secret,\\s+revealed\\]: [\\s\\S]+check:\\s+d20\\s+\\d+`,
      ),
    );

    tmux('send-keys', '-t', 'room', 'r');
    await waitFor('Roll [public');
    // Issue 18: what Esc clears and Backspace deletes comes back (u outside the prompt, Ctrl-Z in it).
    tmux('send-keys', '-t', 'room', '-l', 'd20-roll-under chec');
    await waitFor(': d20-roll-under chec▏');
    tmux('send-keys', '-t', 'room', 'Escape');
    await waitFor('Cleared the prompt · u undoes');
    tmux('send-keys', '-t', 'room', 'u');
    await waitFor(/Roll \[public.*: d20-roll-under chec▏/);
    tmux('send-keys', '-t', 'room', 'BSpace', 'BSpace', 'BSpace', 'BSpace');
    await waitFor(': d20-roll-under ▏');
    tmux('send-keys', '-t', 'room', 'C-z');
    await waitFor(': d20-roll-under chec▏');
    tmux('send-keys', '-t', 'room', '-l', 'k value=12 seed:grog-1');
    // The headline first (the chance of success and of failure), then each outcome.
    await waitFor(/Odds: Success 60.0% · Failure 40.0% \| Extraordinary Success 5.0%/);
    tmux('send-keys', '-t', 'room', 'Enter');
    await waitFor('Rolled with client seed grog-1');
    const log = JSON.parse((await gm.run(['room', 'log', '--json'])).stdout).entries;
    expect(log.at(-1)).toMatchObject({ type: 'roll', visibility: 'public', clientSeed: 'grog-1' });

    // Closed: the stream ends, yet a later reveal still reaches the screen.
    await gm.run(['room', 'close']);
    await waitFor(/live · closed|\) · closed/);
    await gm.run(['room', 'reveal', String(request.seq)]);
    await waitFor(`#${request.seq} Ada asks everyone to roll Check (hidden difficulty, revealed`);

    tmux('send-keys', '-t', 'room', 'q');
    await waitFor('exit code 0');
  }, 90_000);
});
