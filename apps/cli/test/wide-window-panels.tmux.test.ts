// The earlier review's 8, re-checked at 120x40 and 200x50: an outcome's label wrapped onto a line of its own with
// its chance on the next (`Sorcerer wins (critical)` / `8.3%`, at both sizes), since outcome labels were cut at 18
// columns whatever the width; and at 200 columns the input panel took 100 mostly blank columns. An outcome's label
// and its chance now share a line where the odds panel has the room, and the form takes at most 80 columns.
import { afterAll, describe, expect, it } from 'vitest';
import { tempConfigHome } from './temp-config.js';
import { hasTmux, startTerminal } from './tmux-session.js';

const config = tempConfigHome();
const terminals: ReturnType<typeof startTerminal>[] = [];
afterAll(() => {
  for (const terminal of terminals) terminal.close();
  config.remove();
});

const LABELS = ['Sorcerer wins (critical)', "Sorcerer's attack fails", 'Sorcerer stunned'];

describe.skipIf(!hasTmux)('a directed contest in a wide window', () => {
  it.each([
    [120, 40],
    [200, 50],
  ])(
    '%ix%i: each outcome on one line, the odds beside a form of at most 80 columns',
    { timeout: 180_000 },
    async (columns, rows) => {
      const terminal = startTerminal(`wide-${columns}`, config.dir, { columns, rows });
      terminals.push(terminal);
      await terminal.waitFor('❯ d20 roll-under');
      terminal.keys('Enter');
      await terminal.waitFor('❯ Check');
      terminal.keys('Down');
      await terminal.waitFor('❯ Directed Contest');
      terminal.keys('Enter');
      const screen = await terminal.waitFor(/Endings/);
      const lines = screen.split('\n');
      for (const label of LABELS) {
        const escaped = label.replace(/[()]/g, '\\$&');
        // An outcome's line: its label, its chance and one space before its bar (a table's rows have two).
        expect(screen, label).toMatch(new RegExp(`${escaped} +\\d+\\.\\d% [█▏▎▍▌▋▊▉]`));
      }
      const header = lines.find((line) => line.startsWith('Input'))!;
      expect(header.indexOf('Odds'), header).toBeLessThanOrEqual(Math.min(Math.floor(columns / 2), 80) + 1);
    },
  );
});
