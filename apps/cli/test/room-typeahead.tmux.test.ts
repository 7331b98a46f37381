// Issue 38 (the earlier review's 16, on the room screen): keys typed while `verdict room join` is still starting
// reach the terminal in its cooked mode, which turns Enter into a line feed. A line typed ahead arrives as one burst
// and was read; but after a key Ink reads on its own (an arrow: a person mending the line) the line feed came alone,
// and the room screen's own key handler dropped it, so the roll was never sent. The play screen reads a lone line
// feed as Enter (useTypedKeys); the room screen now does too. A real terminal (tmux, 100x30) on the real API server.
import { afterAll, describe, expect, it } from 'vitest';
import { roomServerPerFile } from './room-server.js';
import { BIN } from './run-cli.js';
import { hasTmux, startCommandTerminal } from './tmux-session.js';

let term: ReturnType<typeof startCommandTerminal> | undefined;
const table = roomServerPerFile();
const gm = table.member();

afterAll(() => {
  term?.close();
});

describe.skipIf(!hasTmux)('a roll typed ahead of the room screen (tmux)', () => {
  it('is sent once the screen is ready: the line, an arrow and its Enter, typed right after the launch', async () => {
    expect((await gm.run(['room', 'create', 'Typeahead table', '--name', 'Ada'])).code).toBe(0);
    const command = `XDG_CONFIG_HOME='${gm.config.dir}' NO_COLOR=1 '${process.execPath}' '${BIN}' room join; echo "exit code $?"; sleep 60`;
    term = startCommandTerminal('room-typeahead', command, { columns: 100, rows: 30 }, { flat: true });
    term.type('r');
    term.type('d20-roll-under check value=12');
    term.keys('Left', 'Right', 'Enter');
    await term.waitFor('Ada rolled Check against Skill 12');
    const log = JSON.parse((await gm.run(['room', 'log', '--json'])).stdout);
    expect((log.entries as { type: string }[]).filter((entry) => entry.type === 'roll')).toHaveLength(1);
  }, 240_000);
});
