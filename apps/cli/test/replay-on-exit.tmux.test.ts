// Issue 38, N15: the play screen's replay command wraps across lines at the window's width, and a copy of one line
// runs half of it. On leaving the screen, the last play's replay command is printed on one line of its own, whole,
// to copy (a real terminal, tmux, wide enough that the printed line is not wrapped by the pane itself).
import { afterAll, describe, expect, it } from 'vitest';
import { tempConfigHome } from './temp-config.js';
import { hasTmux, startTerminal } from './tmux-session.js';

const config = tempConfigHome();
const terminals: ReturnType<typeof startTerminal>[] = [];
afterAll(() => {
  for (const terminal of terminals) terminal.close();
  config.remove();
});

describe.skipIf(!hasTmux)('the replay command on leaving the play screen', () => {
  it('is printed whole, on one line', { timeout: 180_000 }, async () => {
    const terminal = startTerminal('replay-exit', config.dir, { columns: 200, rows: 40 });
    terminals.push(terminal);
    await terminal.waitFor('❯ d20 roll-under');
    terminal.keys('Enter');
    await terminal.waitFor('❯ Check');
    terminal.keys('Enter');
    await terminal.waitFor('› Check');
    terminal.keys('d');
    await terminal.waitFor('Needs 1d20');
    terminal.keys('15', 'Enter');
    await terminal.waitFor(/Replay: verdict resolve/);
    terminal.keys('q');
    const after = await terminal.waitFor('exit code 0');
    const line = after.split('\n').find((text) => text.startsWith('Replay the last play: '));
    expect(line, after).toBeDefined();
    expect(line).toMatch(/^Replay the last play: verdict resolve d20-roll-under check .*--dice 15\s*$/);
  });
});
