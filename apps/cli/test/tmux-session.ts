// `verdict` in a real terminal under tmux: start it, send keys, read the screen.
import { execFileSync, spawnSync } from 'node:child_process';
import { BIN } from './run-cli.js';

/** Whether tmux is here; without it the terminal tests skip locally and fail in CI. */
export const hasTmux = spawnSync('tmux', ['-V']).status === 0;
if (!hasTmux && process.env.CI) {
  throw new Error('tmux is needed for the terminal tests in CI (apt-get install -y tmux)');
}

/** One `verdict` in its own tmux server (80x24 unless told), with XDG_CONFIG_HOME at `configDir`. */
export function startTerminal(name: string, configDir: string, size = { columns: 80, rows: 24 }) {
  const command = `XDG_CONFIG_HOME='${configDir}' '${process.execPath}' '${BIN}'; echo "exit code $?"; sleep 60`;
  return startCommandTerminal(name, command, size);
}

/**
 * A shell command (a `verdict` with its own arguments and environment) in its own tmux server. `flat` matches text
 * on the screen read as one line, so a wrapped line reads on across its breaks; `resendAfterMs` is how long `press`
 * waits before sending its key again.
 */
export function startCommandTerminal(
  name: string,
  command: string,
  size = { columns: 80, rows: 24 },
  options: { flat?: boolean; resendAfterMs?: number } = {},
) {
  const socket = `verdict-${name}-${process.pid}`;
  const tmux = (...args: string[]) => execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8' });
  tmux('new-session', '-d', '-s', 'play', '-x', String(size.columns), '-y', String(size.rows), command);
  const screen = () => tmux('capture-pane', '-p', '-t', 'play');
  const shows = (shown: string, text: string | RegExp) => {
    const read = options.flat ? shown.replace(/\s+/g, ' ') : shown;
    return typeof text === 'string' ? read.includes(text) : text.test(read);
  };
  return {
    screen,
    /** Sends keys as tmux names them ('Enter', 'Down', 'Escape') or as text. */
    keys: (...keys: string[]) => tmux('send-keys', '-t', 'play', ...keys),
    /** Sends text as typed, each character a key (`send-keys -l`). */
    type: (text: string) => tmux('send-keys', '-t', 'play', '-l', text),
    /** Waits until the screen shows `text`, and returns the screen. */
    async waitFor(text: string | RegExp, timeout = 60_000): Promise<string> {
      const until = Date.now() + timeout;
      for (;;) {
        const shown = screen();
        if (shows(shown, text)) return shown;
        if (Date.now() > until) throw new Error(`Timed out waiting for ${text} on screen:\n${shown}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    /**
     * Sends a key until the screen shows `text` (a key sent while the app is still starting, before its input is
     * read, is lost).
     */
    async press(key: string, text: string | RegExp): Promise<string> {
      for (let attempt = 1; ; attempt++) {
        tmux('send-keys', '-t', 'play', key);
        try {
          return await this.waitFor(text, attempt < 3 ? (options.resendAfterMs ?? 3000) : 60_000);
        } catch (error) {
          if (attempt >= 3) throw error;
        }
      }
    },
    /** Resizes the window, as a person dragging its corner would. */
    resize: (columns: number, rows: number) =>
      tmux('resize-window', '-t', 'play', '-x', String(columns), '-y', String(rows)),
    close: () => spawnSync('tmux', ['-L', socket, 'kill-server']),
  };
}
