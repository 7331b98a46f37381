// Issue 38 (the earlier review's 9): a roll typed on the room screen that cannot be sent because the server is
// unreachable stays on the prompt, typed as it was, with the network error said above it; Enter sends it again.
// A real terminal (tmux, 100x30) on the real API server, stopped after the screen is open.
import { execFileSync, spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../../api/test/server-process.js';
import { member, startRoomServer } from './room-server.js';
import { BIN } from './run-cli.js';
import { hasTmux } from './tmux-session.js';

const socket = `verdict-roll-offline-${process.pid}`;
const tmux = (...args: string[]) => execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8' });
const screen = () => tmux('capture-pane', '-p', '-t', 'gm');
/** The screen as one line: a wrapped line reads on across its breaks. */
const flat = (shown: string) => shown.replace(/\s+/g, ' ');

async function waitFor(text: string): Promise<string> {
  const until = Date.now() + 60_000;
  for (;;) {
    const shown = screen();
    if (flat(shown).includes(text)) return shown;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${text} on the screen:\n${shown}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Sends a key until the screen shows `text` (a key sent before the screen reads its input is lost). */
async function press(key: string, text: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    tmux('send-keys', '-t', 'gm', key);
    try {
      return await (attempt < 3
        ? Promise.race([
            waitFor(text),
            new Promise<never>((_, reject) => setTimeout(() => reject(new Error('again')), 5000)),
          ])
        : waitFor(text));
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

let server: ServerProcess;
let gm: ReturnType<typeof member>;

beforeAll(async () => {
  server = await startRoomServer();
  gm = member(server);
}, 120_000);

afterAll(async () => {
  if (hasTmux) spawnSync('tmux', ['-L', socket, 'kill-server']);
  server?.child.kill();
  await server?.exited;
  gm?.config.remove();
});

describe.skipIf(!hasTmux)('a room roll the network loses (tmux)', () => {
  it('keeps the typed line on the prompt and says why it was not sent', async () => {
    expect((await gm.run(['room', 'create', 'Offline table', '--name', 'Ada'])).code).toBe(0);
    const command = `XDG_CONFIG_HOME='${gm.config.dir}' NO_COLOR=1 '${process.execPath}' '${BIN}' room join; echo "exit code $?"; sleep 60`;
    tmux('new-session', '-d', '-s', 'gm', '-x', '100', '-y', '30', command);
    await waitFor('The server opened the room');

    server.child.kill();
    await server.exited;

    await press('r', 'Roll [public');
    tmux('send-keys', '-t', 'gm', '-l', 'd20-roll-under check value=12');
    tmux('send-keys', '-t', 'gm', 'Enter');
    const kept = await waitFor('Not sent: Cannot reach the server');
    expect(flat(kept)).toContain('Roll [public');
    expect(flat(kept)).toContain('value=12▏');
    expect(flat(kept)).toContain('Enter sends it again');
    expect(flat(kept)).not.toContain('Refused');
  }, 240_000);
});
