// One test in a real terminal: tmux runs `verdict`, keys are sent, and the captured screen shows the outcome.
import { execFileSync, spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN } from './run-cli.js';
import { tempConfigHome } from './temp-config.js';

const hasTmux = spawnSync('tmux', ['-V']).status === 0;
if (!hasTmux && process.env.CI) {
  throw new Error('tmux is needed for the terminal test in CI (apt-get install -y tmux)');
}

const socket = `verdict-test-${process.pid}`;
const config = tempConfigHome();
const tmux = (...args: string[]) => execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8' });
const screen = () => tmux('capture-pane', '-p', '-t', 'play');

async function waitFor(text: string | RegExp, timeout = 60_000): Promise<string> {
  const until = Date.now() + timeout;
  for (;;) {
    const shown = screen();
    if (typeof text === 'string' ? shown.includes(text) : text.test(shown)) return shown;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${text} on screen:\n${shown}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

afterAll(() => {
  if (hasTmux) spawnSync('tmux', ['-L', socket, 'kill-server']);
  config.remove();
});

describe.skipIf(!hasTmux)('verdict in a real terminal (tmux, 80x24)', () => {
  it("plays Olaf's fishing check with entered dice, then quits cleanly", async () => {
    const command = `XDG_CONFIG_HOME='${config.dir}' '${process.execPath}' '${BIN}'; echo "exit code $?"; sleep 60`;
    tmux('new-session', '-d', '-s', 'play', '-x', '80', '-y', '24', command);
    await waitFor('❯ d20 roll-under');
    tmux('send-keys', '-t', 'play', 'Enter');
    await waitFor('d20 roll-under: tests');
    tmux('send-keys', '-t', 'play', 'Enter');
    await waitFor('› Check');
    tmux('send-keys', '-t', 'play', 'd');
    await waitFor('Needs 1d20');
    tmux('send-keys', '-t', 'play', '15', 'Enter');
    const shown = await waitFor('Failure (Margin -6)');
    expect(shown).toContain('Dice d20: 15');
    expect(shown).toContain('15 > 9: Failure');
    expect(shown.split('\n').every((line) => line.length <= 80)).toBe(true);
    // A bigger window: the screen is redrawn to its new width.
    tmux('resize-window', '-t', 'play', '-x', '100', '-y', '30');
    const until = Date.now() + 60_000;
    while (
      !screen()
        .split('\n')
        .some((line) => line.length > 80) &&
      Date.now() < until
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(
      screen()
        .split('\n')
        .some((line) => line.length > 80),
    ).toBe(true);
    expect(screen()).toContain('Failure (Margin -6)');
    tmux('send-keys', '-t', 'play', 'q');
    const after = await waitFor('exit code 0');
    // Back on the normal screen, the sitting's rolls are printed.
    expect(after).toMatch(/Failure\s+d20-roll-under\/check\s+d20: 15, entered/);
  });
});
