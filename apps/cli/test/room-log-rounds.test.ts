// Issue 38: a test of rounds rolled in a room (the 2d6 pool's extended test) read on the terminal as rows of dice
// with no turns and without its ending's effect ("Finished in 3 hours"), which the web's room page shows
// (@verdict/room's log line carries `diceRounds` and `effects`). `verdict room log` and the room screen's line
// (`logLineText` of the room view's line) now say both, in the web's words (`Turn 2 (hour 2) · …`).
import { logLines } from '@verdict/room';
import { describe, expect, it } from 'vitest';
import { createAppRegistry } from '../src/registry.js';
import { logLineText } from '../src/room/entry-text.js';
import { roomServerPerFile } from './room-server.js';

const table = roomServerPerFile();
const gm = table.member();

// The rules' example: Grog's four dice, then Ulla's three, each turn; finished in 3 hours.
const rubble = [
  'difficulty=8',
  'progressRequired=5',
  'timescale=hour',
  'participants.0.name=Grog',
  'participants.0.rating=2',
  'participants.0.bonusDice=1',
  'participants.0.penaltyDice=1',
  'participants.1.name=Ulla',
  'participants.1.rating=1',
];
const faces = '2,6,4,3,5,1,2,1,1,3,2,4,4,1,6,6,1,1,2,2,2';

describe('an extended test in a room, on the terminal', () => {
  it("room log and the room screen's line say each turn's dice and the ending's effect", async () => {
    const created = await gm.run(['room', 'create', 'Rubble', '--name', 'Ada']);
    expect(created.code).toBe(0);
    const rolled = await gm.run(['room', 'roll', '2d6-pool', 'extended', ...rubble, '--dice', faces]);
    expect(rolled.stderr).toBe('');
    expect(rolled.code).toBe(0);

    const log = await gm.run(['room', 'log']);
    expect(log.code).toBe(0);
    const line = log.stdout.trim().split('\n').at(-1)!;
    expect(line).toContain('Finished in 3 hours');
    for (const turn of [1, 2, 3]) expect(line).toContain(`Turn ${turn} (hour ${turn}) · `);
    // Each turn's row names its turn: Grog's four dice, then Ulla's three, turn after turn.
    expect(line.indexOf('Turn 1 (hour 1) · ')).toBeLessThan(line.indexOf('Turn 2 (hour 2) · '));
    expect(line).toMatch(
      /Turn 1 \(hour 1\) · [^;]*: 4d6 [^;]*; Turn 1 \(hour 1\) · [^;]*: 3d6 [^;]*; Turn 2 \(hour 2\) · /,
    );
    // The command's own answer is the same line.
    expect(rolled.stdout.trim()).toBe(line);

    // The room screen draws the room view's line through logLineText: the same words.
    const entries = JSON.parse((await gm.run(['room', 'log', '--json'])).stdout).entries;
    const screen = logLines(entries, new Map(), createAppRegistry()).lines.at(-1)!;
    expect(logLineText(screen)).toBe(line);
  });
});
