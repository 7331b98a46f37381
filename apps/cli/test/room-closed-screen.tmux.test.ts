// Issue 38 (N17, its last point): after the GM closes the room, both screens still open, the GM's header read
// `Here: nobody · Away: Ada (GM), Grog` (the server ends every event stream at the close, so nobody has one), and
// the key bar still offered `s R e c`, keys a closed room refuses. The room view says what a closed room shows:
// its members (no presence), and only the actions still allowed (a reveal while something is sealed, quit).
// Two real terminals (tmux, 100x30) on the real API server.
import { afterAll, describe, expect, it } from 'vitest';
import { roomServerPerFile } from './room-server.js';
import { BIN } from './run-cli.js';
import { hasTmux, startCommandTerminal } from './tmux-session.js';

/** The screen as one line: a wrapped line reads on across its breaks. */
const flat = (shown: string) => shown.replace(/\s+/g, ' ');

const terms: ReturnType<typeof startCommandTerminal>[] = [];

const table = roomServerPerFile();
const gm = table.member();
const grog = table.member();

afterAll(() => {
  for (const term of terms) term.close();
});

const screenOf = (name: string, configDir: string) => {
  const command = `XDG_CONFIG_HOME='${configDir}' NO_COLOR=1 '${process.execPath}' '${BIN}' room join; echo "exit code $?"; sleep 60`;
  const term = startCommandTerminal(
    name,
    command,
    { columns: 100, rows: 30 },
    { flat: true, resendAfterMs: 5000 },
  );
  terms.push(term);
  return term;
};

describe.skipIf(!hasTmux)('a closed room on the screen (tmux)', () => {
  it('lists the members without a false "Here: nobody", and offers only the keys still usable', async () => {
    const created = JSON.parse(
      (await gm.run(['room', 'create', 'Closing table', '--name', 'Ada', '--json'])).stdout,
    );
    expect((await grog.run(['room', 'join', created.joinUrl, '--name', 'Grog'])).code).toBe(0);
    const secret = JSON.parse(
      (
        await gm.run([
          'room',
          'roll',
          'd20-roll-under',
          'check',
          'value=12',
          '--visibility',
          'secret',
          '--json',
        ])
      ).stdout,
    ).entry.seq as number;

    const ada = screenOf('closed-gm', gm.config.dir);
    const player = screenOf('closed-player', grog.config.dir);
    await ada.waitFor('Here: Ada (GM), Grog');
    await player.waitFor('Here: Ada (GM), Grog');

    await ada.press('c', 'Close the room for good? y/n');
    ada.keys('y');
    await ada.waitFor('Room closed');
    const gmScreen = flat(await ada.waitFor('Members: Ada (GM), Grog'));
    expect(gmScreen).not.toContain('Here: nobody');
    expect(gmScreen).not.toContain('Away:');
    // Something is still sealed: the GM may reveal it, and quit; nothing else.
    expect(gmScreen).toContain('v reveal · q quit');
    expect(gmScreen).not.toMatch(/r roll|s secret roll|R request|e end epoch|c close/);
    const playerScreen = flat(await player.waitFor('Members: Ada (GM), Grog'));
    expect(playerScreen).not.toContain('Here: nobody');
    expect(playerScreen).not.toContain('r roll');
    expect(playerScreen).toContain('q quit');

    // Once nothing is sealed, the reveal key goes too.
    await ada.press('v', `Reveal seq sealed: ${secret}`);
    ada.type(String(secret));
    ada.keys('Enter');
    await ada.waitFor(`Revealed #${secret}`);
    await ada.waitFor('[secret, revealed]');
    await ada.waitFor(/^(?![\s\S]*v reveal)[\s\S]*q quit/);
  }, 300_000);
});
