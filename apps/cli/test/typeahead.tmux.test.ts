// Issue 38 (the earlier review's 16): keys typed while `verdict` is still starting reach the screen once it is
// ready. Down then Enter sent at once with the start: the terminal is still in its cooked mode then, so it turns
// the Enter into a line feed, which the screen dropped (Down was applied, Enter lost, on the systems list).
import { afterAll, describe, expect, it } from 'vitest';
import { tempConfigHome } from './temp-config.js';
import { hasTmux, startTerminal } from './tmux-session.js';

const config = tempConfigHome();
let terminal: ReturnType<typeof startTerminal> | undefined;

afterAll(() => {
  terminal?.close();
  config.remove();
});

describe.skipIf(!hasTmux)('keys typed ahead of the play screen (tmux, 80x24)', () => {
  it('applies Down and Enter typed before the screen was ready', async () => {
    terminal = startTerminal('typeahead', config.dir);
    terminal.keys('Down', 'Enter');
    const shown = await terminal.waitFor(/: tests/);
    expect(shown).not.toContain('d20 roll-under: tests');
  }, 120_000);
});
