// Issue 38 (N6, and the earlier review's 19): the GM's room screen in a real terminal (tmux, 100x30) on the real
// API server. The Request prompt shows its syntax and checks the line as it is typed (as the Roll prompt shows its
// odds); the Reveal prompt checks the seq against the sealed entries it lists, so an empty line or a wrong seq is
// said there and nothing is sent (no zod words, no '/of').
import { execFileSync, spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../../api/test/server-process.js';
import { member, startRoomServer } from './room-server.js';
import { BIN } from './run-cli.js';
import { hasTmux } from './tmux-session.js';

const socket = `verdict-gm-prompts-${process.pid}`;
const tmux = (...args: string[]) => execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8' });
const screen = () => tmux('capture-pane', '-p', '-t', 'gm');
/** The screen as one line: a wrapped line reads on across its breaks. */
const flat = (shown: string) => shown.replace(/\s+/g, ' ');

async function waitFor(text: string): Promise<string> {
  const until = Date.now() + 60_000;
  for (;;) {
    const shown = screen();
    if (flat(shown).includes(text)) return shown;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${text} on the GM's screen:\n${shown}`);
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
let grog: ReturnType<typeof member>;

beforeAll(async () => {
  server = await startRoomServer();
  gm = member(server);
  grog = member(server);
}, 120_000);

afterAll(async () => {
  if (hasTmux) spawnSync('tmux', ['-L', socket, 'kill-server']);
  server?.child.kill();
  await server?.exited;
  gm?.config.remove();
  grog?.config.remove();
});

describe.skipIf(!hasTmux)("the GM's Request and Reveal prompts (tmux)", () => {
  it('hints and checks a request as it is typed; checks a reveal here and sends only a sealed seq', async () => {
    const created = JSON.parse(
      (await gm.run(['room', 'create', 'Prompt table', '--name', 'Ada', '--json'])).stdout,
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
    const command = `XDG_CONFIG_HOME='${gm.config.dir}' NO_COLOR=1 '${process.execPath}' '${BIN}' room join; echo "exit code $?"; sleep 60`;
    tmux('new-session', '-d', '-s', 'gm', '-x', '100', '-y', '30', command);
    await waitFor(`#${secret} Ada rolled Check`);
    await waitFor('[secret, ');

    // The Request prompt: its syntax while empty, then what the line asks of whom, or what is wrong with it.
    await press('R', 'Type: <system> <test> field=value ... [to:Name,Name] [hidden] [note:text]');
    tmux('send-keys', '-t', 'gm', '-l', 'd20-roll-under check value=12 to:Grg');
    await waitFor("to: no member is called 'Grg'");
    tmux('send-keys', '-t', 'gm', 'BSpace', 'BSpace');
    tmux('send-keys', '-t', 'gm', '-l', 'rog');
    await waitFor('Asks Grog to roll Check · Enter sends');
    tmux('send-keys', '-t', 'gm', 'Enter');
    await waitFor('Ada asks Grog to roll Check');

    // A roll the live check refuses is not sent: the engine's words, and the line stays to mend (earlier 6).
    await press('r', 'Roll [public');
    tmux('send-keys', '-t', 'gm', '-l', 'd20-roll-under check value=200');
    tmux('send-keys', '-t', 'gm', 'Enter');
    const refused = await waitFor('input.value: expected a value from -99 to 99');
    expect(flat(refused)).toContain('Roll [public');
    expect(flat(refused)).toContain('value=200▏');
    expect(flat(refused)).not.toMatch(/Refused|HTTP/);
    tmux('send-keys', '-t', 'gm', 'BSpace', 'BSpace', 'BSpace');
    tmux('send-keys', '-t', 'gm', '-l', '12');
    tmux('send-keys', '-t', 'gm', 'Enter');
    await waitFor('Ada rolled Check against Skill 12:');
    const sent = JSON.parse((await gm.run(['room', 'log', '--json'])).stdout).entries as { type: string }[];
    expect(sent.filter((e) => e.type === 'roll')).toHaveLength(2);

    // The Reveal prompt: an empty line and a seq that seals nothing are answered here; nothing is sent.
    await press('v', `Reveal seq sealed: ${secret}`);
    tmux('send-keys', '-t', 'gm', 'Enter');
    await waitFor(`Type the seq of a sealed entry (sealed: ${secret})`);
    tmux('send-keys', '-t', 'gm', '-l', '99');
    tmux('send-keys', '-t', 'gm', 'Enter');
    const wrong = await waitFor(`reveal: entry 99 seals nothing (sealed: ${secret})`);
    expect(flat(wrong)).not.toMatch(/Too small|\/of|Refused/);
    // The prompt kept the line: mend it and send.
    tmux('send-keys', '-t', 'gm', 'BSpace', 'BSpace');
    tmux('send-keys', '-t', 'gm', '-l', String(secret));
    tmux('send-keys', '-t', 'gm', 'Enter');
    await waitFor(`Revealed #${secret}`);
    await waitFor('[secret, revealed]');
    const log = JSON.parse((await gm.run(['room', 'log', '--json'])).stdout);
    const reveals = (log.entries as { type: string; of?: number }[]).filter((e) => e.type === 'reveal');
    expect(reveals.map((e) => e.of)).toEqual([secret]);
  }, 300_000);
});
