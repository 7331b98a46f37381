// A window of 30x8 or smaller, in a real terminal (tmux): the screen is one line that says the window is too small
// and the size to make it, then the keys that still work, and nothing else: no panel runs into another, no stray
// characters are left over, whether the window started that small or was made so from 80x24 with a test open.
import { afterAll, describe, expect, it } from 'vitest';
import { tempConfigHome } from './temp-config.js';
import { hasTmux, startTerminal } from './tmux-session.js';

const config = tempConfigHome();
const terminals: ReturnType<typeof startTerminal>[] = [];
afterAll(() => {
  for (const terminal of terminals) terminal.close();
  config.remove();
});

/** The screen's lines, trailing blanks dropped. */
const shown = (screen: string) => screen.replace(/\s+$/, '').split('\n');

/** The whole screen of a too-small window: the message on its first line, the keys on the next, nothing more. */
function expectOnlyTheMessage(screen: string, columns: number, rows: number) {
  const lines = shown(screen);
  expect(lines.length, screen).toBeLessThanOrEqual(Math.min(rows, 2));
  expect(
    lines.every((line) => [...line].length <= columns),
    screen,
  ).toBe(true);
  expect(lines[0], screen).toMatch(/^(Window too small|Too small)/);
  // The size it is now (when that fits) and the size to make it, both on the one line.
  const need = lines[0]!.match(/(\d+)x(\d+)$/);
  expect(need, screen).not.toBeNull();
  expect(Number(need![1]) > columns || Number(need![2]) > rows, screen).toBe(true);
  if (lines.length > 1) expect(lines[1], screen).toMatch(/^q quit/);
}

describe.skipIf(!hasTmux)('a window of 30x8 and smaller', () => {
  for (const [columns, rows] of [
    [30, 8],
    [20, 5],
  ] as const) {
    it(`at ${columns}x${rows}: one line saying so, no stray characters`, { timeout: 120_000 }, async () => {
      const terminal = startTerminal(`small-${columns}x${rows}`, config.dir, { columns, rows });
      terminals.push(terminal);
      const screen = await terminal.waitFor(/too small/i);
      expectOnlyTheMessage(screen, columns, rows);
      // Where it fits, the line names the window's size too.
      if (columns >= 30) expect(screen).toContain(`(${columns}x${rows})`);
      // Keys still reach the screen (Enter opens the system behind the message): still one line, nothing stray.
      terminal.keys('Enter');
      terminal.keys('Enter');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expectOnlyTheMessage(await terminal.waitFor(/too small/i), columns, rows);
      terminal.close();
    });
  }

  it('made 30x8 from 80x24 with a test open: one line saying so, nothing left of the play screen', {
    timeout: 120_000,
  }, async () => {
    const terminal = startTerminal('small-resized', config.dir);
    terminals.push(terminal);
    await terminal.waitFor('❯ d20 roll-under');
    await terminal.press('Enter', 'd20 roll-under: tests');
    await terminal.press('Enter', '› Check');
    await terminal.waitFor('Odds');
    terminal.resize(30, 8);
    const screen = await terminal.waitFor(/too small/i);
    // The last frame drawn for 80x24 may be on screen a moment: wait for the one drawn for 30x8.
    const until = Date.now() + 60_000;
    let now = screen;
    while (shown(now).length > 2 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      now = terminal.screen();
    }
    expectOnlyTheMessage(now, 30, 8);
    // And back: the play screen whole again.
    terminal.resize(80, 24);
    await terminal.waitFor(/Odds/);
    terminal.close();
  });
});
