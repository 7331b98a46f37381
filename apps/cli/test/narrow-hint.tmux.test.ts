// Issue 38, N16: at 40x12 the result panel's hint wrapped onto three lines in a panel of fewer, and the panel below
// overwrote its start: the third line read ` contests)`. The hint now fits the panel (in short where the full one
// does not), whole. Checked on the Check in a real terminal (tmux).
import { afterAll, describe, expect, it } from 'vitest';
import { tempConfigHome } from './temp-config.js';
import { hasTmux, startTerminal } from './tmux-session.js';

const config = tempConfigHome();
const terminals: ReturnType<typeof startTerminal>[] = [];
afterAll(() => {
  for (const terminal of terminals) terminal.close();
  config.remove();
});

describe.skipIf(!hasTmux)('the result hint in a 40x12 window', () => {
  it('wraps at spaces and keeps every character', { timeout: 180_000 }, async () => {
    const terminal = startTerminal('narrow-hint', config.dir, { columns: 40, rows: 12 });
    terminals.push(terminal);
    await terminal.waitFor('❯ d20 roll-under');
    terminal.keys('Enter');
    await terminal.waitFor('❯ Check');
    terminal.keys('Enter');
    const screen = await terminal.waitFor(/Enter rolls/);
    const lines = screen.split('\n').map((line) => line.trim());
    const start = lines.findIndex((line) => line.startsWith('Enter rolls'));
    const hint: string[] = [];
    for (const line of lines.slice(start)) {
      if (line === '' || line.startsWith('Enter roll ·')) break;
      hint.push(line);
    }
    // In full where the panel has the lines for it, else in short: never cut, nothing left over.
    expect(['Enter rolls · d enters the faces of physical dice', 'Enter rolls · d dice'], screen).toContain(
      hint.join(' '),
    );
  });
});
