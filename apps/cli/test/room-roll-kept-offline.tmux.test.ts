// Issue 38 (the earlier review's 9): a roll typed on the room screen that cannot be sent because the server is
// unreachable stays on the prompt, typed as it was, with the network error said above it; Enter sends it again.
// A real terminal (tmux, 100x30) on the real API server, stopped after the screen is open.
import { afterAll, describe, expect, it } from 'vitest';
import { roomServerPerFile } from './room-server.js';
import { BIN } from './run-cli.js';
import { hasTmux, startCommandTerminal } from './tmux-session.js';

/** The screen as one line: a wrapped line reads on across its breaks. */
const flat = (shown: string) => shown.replace(/\s+/g, ' ');

let term: ReturnType<typeof startCommandTerminal> | undefined;

const table = roomServerPerFile();
const gm = table.member();

afterAll(() => {
  term?.close();
});

describe.skipIf(!hasTmux)('a room roll the network loses (tmux)', () => {
  it('keeps the typed line on the prompt and says why it was not sent', async () => {
    expect((await gm.run(['room', 'create', 'Offline table', '--name', 'Ada'])).code).toBe(0);
    const command = `XDG_CONFIG_HOME='${gm.config.dir}' NO_COLOR=1 '${process.execPath}' '${BIN}' room join; echo "exit code $?"; sleep 60`;
    term = startCommandTerminal(
      'roll-offline',
      command,
      { columns: 100, rows: 30 },
      { flat: true, resendAfterMs: 5000 },
    );
    await term!.waitFor('The server opened the room');

    table.server.child.kill();
    await table.server.exited;

    await term!.press('r', 'Roll [public');
    term!.type('d20-roll-under check value=12');
    term!.keys('Enter');
    const kept = await term!.waitFor('Not sent: Cannot reach the server');
    expect(flat(kept)).toContain('Roll [public');
    expect(flat(kept)).toContain('value=12▏');
    expect(flat(kept)).toContain('Enter sends it again');
    expect(flat(kept)).not.toContain('Refused');
  }, 240_000);
});
