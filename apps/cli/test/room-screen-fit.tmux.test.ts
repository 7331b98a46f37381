// Issue 18, the room screen at 80x24 in a real terminal (tmux), on the real API server: a request's line and the
// GM's answer lines wrap (never cut), and a request's input reads by its labels (never as paths).
import { execFileSync, spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { type Member, roomServerPerFile } from './room-server.js';
import { BIN } from './run-cli.js';
import { hasTmux } from './tmux-session.js';

const socket = `verdict-room-fit-${process.pid}`;
const tmux = (...args: string[]) => execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8' });
const screen = (session: string) => tmux('capture-pane', '-p', '-t', session);
/** The screen as one line: a wrapped line reads on across its breaks. */
const flat = (shown: string) => shown.replace(/\s+/g, ' ');

async function waitFor(session: string, done: (shown: string) => boolean, what: string): Promise<string> {
  const until = Date.now() + 60_000;
  for (;;) {
    const shown = screen(session);
    if (done(shown)) return shown;
    if (Date.now() > until)
      throw new Error(`Timed out waiting for ${what} on ${session}'s screen:\n${shown}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens a member's room screen (`verdict room join ...`) in an 80x24 tmux session. */
function openScreen(session: string, configDir: string, args: string): void {
  const command = `XDG_CONFIG_HOME='${configDir}' NO_COLOR=1 '${process.execPath}' '${BIN}' room join ${args}; echo "exit code $?"; sleep 60`;
  tmux('new-session', '-d', '-s', session, '-x', '80', '-y', '24', command);
}

const table = roomServerPerFile();
const members = Array.from({ length: 6 }, () => table.member());

afterAll(() => {
  if (hasTmux) spawnSync('tmux', ['-L', socket, 'kill-server']);
});

describe.skipIf(!hasTmux)('the room screen at 80x24 (tmux)', () => {
  it('wraps request, answer, odds and prompt lines, and shows a request input by its labels', async () => {
    const [gm, grog, ...others] = members as [Member, ...Member[]];
    const created = JSON.parse(
      (await gm.run(['room', 'create', 'Fit table', '--name', 'Ada', '--json'])).stdout,
    );
    openScreen('player', grog!.config.dir, `'${created.joinUrl}' --name Grog`);
    await waitFor('player', (s) => s.includes('joined as a player'), 'the join');
    // The GM's own screen: `join` without a link takes the seat kept for the last room.
    openScreen('gm', gm.config.dir, '');
    await waitFor('gm', (s) => s.includes('Ada (GM)'), "the GM's screen");
    const names = ['Pia', 'Bo', 'Ulla', 'Olaf'];
    for (const [index, other] of others.entries())
      expect((await other.run(['room', 'join', created.joinUrl, '--name', names[index]!])).code).toBe(0);

    const note = 'the lock is old and rusted, and the guard walks past it every few minutes: be quick';
    const request = JSON.parse(
      (
        await gm.run([
          'room',
          'request',
          'd20-roll-under',
          'check',
          'value=9',
          'modifiers.0.label=dusk',
          'modifiers.0.amount=-3',
          'strongSuccess=true',
          '--note',
          note,
          '--json',
        ])
      ).stdout,
    ).entry;
    const line = `[1] #${request.seq} roll Check (Skill 9, dusk -3, Strong Success yes): ${note}`;
    const shown = await waitFor('player', (s) => flat(s).includes(line), `the request line ${line}`);
    for (const row of shown.split('\n')) expect(row.length).toBeLessThanOrEqual(80);
    expect(shown).not.toContain('{');

    // Four answers with the longest labels: the GM's line of answers is longer than the window.
    for (const other of others)
      expect((await other.run(['room', 'roll', '--request', String(request.seq), '--dice', '20'])).code).toBe(
        0,
      );
    const answers = `#${request.seq} answers: 4 (${Array(4).fill('Catastrophic Failure').join(', ')})`;
    await waitFor('gm', (s) => flat(s).includes(answers), `the answers line ${answers}`);

    // The roll prompt: the odds of every outcome and all that is typed stay readable past 80 columns.
    tmux('send-keys', '-t', 'player', 'r');
    await waitFor('player', (s) => s.includes('Roll [public'), 'the roll prompt');
    const typed = 'd20-roll-under check value=12 modifiers.0.label=dusk modifiers.0.amount=-3 seed:grog-1';
    tmux('send-keys', '-t', 'player', '-l', typed);
    const rolling = await waitFor(
      'player',
      (s) => flat(s).includes(`: ${typed}▏`) && /Catastrophic Failure \d/.test(flat(s)),
      'the typed line and the odds',
    );
    expect(flat(rolling)).toMatch(
      /Odds: Success 45.0% · Failure 55.0% \| Extraordinary Success 5.0% · .+ · Catastrophic Failure \d+\.\d%/,
    );
    for (const row of rolling.split('\n')) expect(row.length).toBeLessThanOrEqual(80);
    tmux('send-keys', '-t', 'player', 'Escape');
    await waitFor('player', (s) => s.includes('Cleared the prompt'), 'the prompt cleared');

    tmux('send-keys', '-t', 'player', 'q');
    tmux('send-keys', '-t', 'gm', 'q');
    await waitFor('player', (s) => s.includes('exit code 0'), 'the exit');
    await waitFor('gm', (s) => s.includes('exit code 0'), 'the exit');
  }, 120_000);
});
