// Issue 37, U5: a room said a contest in slots where its input names the sides. A Mutual Contest's dice rows read
// "First" and "Second" (the groups), a round-by-round contest's last step and its end "Second party wins", and a
// Directed Contest "Attack fails". The log's lines name the sides as the input does, for every screen.
import { parseInput } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { buildRoom, registry } from '../test-support/build-room.js';
import { gm, olaf, roundsRoom } from '../test-support/rounds-room.js';
import type { RoomClient } from './room-client.js';
import { logLines } from './room-view-lines.js';
import { roundsTests } from './room-view-rounds.js';

const parties = [
  { name: 'Witch', will: 12, wits: 10 },
  { name: 'Abbot', will: 11, wits: 14 },
];

describe("a contest in the room's log, by its sides' names", () => {
  it("names a Mutual Contest's dice rows and a Directed Contest's failed attack by the input's names", () => {
    const log = buildRoom(4);
    const mutual = { system: 'd20-roll-under', test: 'mutual-contest', input: { parties } };
    log.roll('olaf', { ...mutual, visibility: 'public' }, { dice: [6, 15] });
    const directed = {
      system: 'd20-roll-under',
      test: 'directed-contest',
      input: { attacker: { name: 'Grog', will: 12 }, target: { name: 'Ulla', will: 11 } },
    };
    // Grog rolls 15 against 12: the attack fails.
    log.roll('olaf', { ...directed, visibility: 'public' }, { dice: [15] });
    const { lines } = logLines(log.entries, new Map(), registry);
    const [contest, attack] = lines.slice(-2);
    expect(contest!.outcome).toBe('Abbot wins');
    expect(Object.values(contest!.groups ?? {}).sort()).toEqual(['Abbot', 'Witch']);
    expect(attack!.outcome).toBe("Grog's attack fails");
    expect(Object.values(attack!.groups ?? {})).toEqual(['Grog']);
  });

  it("says a contest played round by round, its last step and its end, by the parties' names", () => {
    const room = roundsRoom();
    const input = parseInput(registry.test('d20-roll-under', 'mutual-contest'), { parties });
    room.run(olaf, {
      kind: 'start',
      system: 'd20-roll-under',
      test: 'mutual-contest',
      input,
      visibility: 'public',
    });
    const of = room.entries.at(-1)!.seq;
    for (let n = 0; n < 40 && !room.entries.some((e) => e.type === 'rounds.ended'); n++)
      room.run(olaf, { kind: 'round', of, clientSeed: `seed ${n}` });
    const names = new Map([
      ['gm', gm.name],
      ['olaf', olaf.name],
    ]);
    const [test] = roundsTests({} as RoomClient, {
      entries: room.entries,
      opened: new Map(),
      me: gm,
      closed: false,
      names,
      registry,
    });
    expect(test!.status).toBe('ended');
    // A screen draws the GM's choices from the test's schema, each side's by its name.
    expect(test!.subject).toEqual({ system: 'd20-roll-under', test: 'mutual-contest' });
    expect(test!.parties).toEqual({ first: 'Witch', second: 'Abbot' });
    const said = [...test!.rounds.flatMap((round) => round.steps ?? []), test!.outcome ?? ''].join(' | ');
    expect(said).toMatch(/(Witch|Abbot) wins/);
    expect(said).not.toMatch(/First party|Second party/);
    const { lines } = logLines(room.entries, new Map(), registry);
    expect(lines.at(-1)!.sentence).toMatch(/ended #\d+: (Witch|Abbot) wins/);
  });
});
