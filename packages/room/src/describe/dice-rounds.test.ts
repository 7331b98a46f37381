// Issue 37, N5: an extended test rolled in a room showed its dice as rows of names with no turns, and nothing of
// "Finished in 3 hours": solo play shows the turns in its steps and the ending's effect. A room keeps no steps, so
// the log's line replays the test's rounds over the entry's own faces to say which turn each die was rolled in, and
// carries the outcome's effects, for every room screen.
import { describe, expect, it } from 'vitest';
import { logLines } from '../client/room-view-lines.js';
import { buildRoom, registry } from '../test-support/build-room.js';

const grog = { name: 'Grog', rating: 2, bonusDice: 1, penaltyDice: 1 };
const rubble = {
  system: '2d6-pool',
  test: 'extended',
  input: {
    difficulty: 8,
    progressRequired: 5,
    participants: [grog, { name: 'Ulla', rating: 1 }],
    timescale: 'hour',
  },
};
// The rules' example: Grog's four dice, then Ulla's three, each turn; finished in 3 hours.
const faces = [2, 6, 4, 3, 5, 1, 2, 1, 1, 3, 2, 4, 4, 1, 6, 6, 1, 1, 2, 2, 2];

describe('a test of rounds rolled in a room, turn by turn', () => {
  it("says each turn's dice and the ending's effect, as solo play does", () => {
    const log = buildRoom(4);
    log.roll('olaf', { ...rubble, visibility: 'public' }, { dice: faces });
    const line = logLines(log.entries, new Map(), registry).lines.at(-1)!;
    expect(line.diceRounds).toEqual([
      { label: 'Turn 1 (hour 1)', dice: 7 },
      { label: 'Turn 2 (hour 2)', dice: 7 },
      { label: 'Turn 3 (hour 3)', dice: 7 },
    ]);
    expect(line.effects).toEqual(['Finished in 3 hours']);
  });

  it("splits one participant's turns, which a row by name ran together", () => {
    const log = buildRoom(4);
    const lock = {
      system: '2d6-pool',
      test: 'extended',
      input: {
        difficulty: 7,
        progressRequired: 4,
        participants: [{ name: 'Ulla', rating: 1 }],
        maxParticipants: 1,
      },
    };
    log.roll('olaf', { ...lock, visibility: 'public' }, { dice: [5, 3, 2, 6, 1, 4] });
    const line = logLines(log.entries, new Map(), registry).lines.at(-1)!;
    expect(line.diceRounds).toEqual([
      { label: 'Turn 1', dice: 3 },
      { label: 'Turn 2', dice: 3 },
    ]);
    expect(line.effects).toEqual(['Finished in 2 turns']);
  });

  it('gives a test without rounds no turns', () => {
    const log = buildRoom(4);
    log.roll(
      'olaf',
      { system: 'd20-roll-under', test: 'check', input: { value: 12 }, visibility: 'public' },
      { dice: [9] },
    );
    expect(logLines(log.entries, new Map(), registry).lines.at(-1)!.diceRounds).toBeUndefined();
  });
});
