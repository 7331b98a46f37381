// Issue 36: a round line says what it was rolled against, as a roll line does (its input in the test's words), in
// the shared sentences every screen shows: a test's start, each round and a lapsed round; for a sealed test only
// once this reader may open it. A start that answers a request names the request.
import { parseInput } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { viewOf } from '../log-view.js';
import { registry } from '../test-support/build-room.js';
import { gm, olaf, roundsRoom } from '../test-support/rounds-room.js';
import { describeEntry } from './describe-entry.js';

const contest = { system: 'd20-roll-under', test: 'mutual-contest' };
const input = parseInput(registry.test(contest.system, contest.test), {
  parties: [
    { name: 'Witch', will: 12, wits: 10 },
    { name: 'Abbot', will: 11, wits: 14 },
  ],
});
const against = 'against Witch (Will 12, Wits 10), Abbot (Will 11, Wits 14)';

describe('round lines say what they were rolled against', () => {
  it('a public test: its start, its rounds and a lapsed round', () => {
    const room = roundsRoom();
    const [started] = room.run(olaf, { kind: 'start', ...contest, input });
    const of = started!.entry.seq;
    const [lapsed] = room.run(olaf, { kind: 'round', of, clientSeed: 'slow' }, 'deadline');
    const [round] = room.run(olaf, { kind: 'round', of, clientSeed: 'next' });
    const line = (entry: typeof round) => describeEntry(entry!.entry, viewOf(room.entries), registry);
    expect(line(started).sentence).toBe(`Olaf started Mutual Contest of Wills round by round ${against}`);
    expect(line(round).sentence).toBe(`Olaf played round 1 of #${of} ${against}`);
    expect(line(round).against).toBe(against.slice('against '.length));
    expect(line(lapsed).sentence).toBe(
      `Olaf drew round 1 of #${of}, which got no result: ran out of time ${against}`,
    );
  });

  it('a sealed test: nothing until this reader opens its start; an answer names its request', () => {
    const room = roundsRoom();
    const [request] = room.run(gm, {
      kind: 'request',
      to: [olaf.id],
      ...contest,
      input,
      visibility: 'blind',
    });
    const [started] = room.run(olaf, { kind: 'start', request: request!.entry.seq });
    const of = started!.entry.seq;
    const [round] = room.run(olaf, { kind: 'round', of, clientSeed: 'one' });
    const sealedView = viewOf(room.entries);
    expect(describeEntry(started!.entry, sealedView, registry).sentence).toBe(
      `Olaf started a blind test of rounds (answers #${request!.entry.seq}) [blind, sealed]`,
    );
    expect(describeEntry(round!.entry, sealedView, registry).sentence).toBe(
      `Olaf played round 1 of #${of} [blind, sealed]`,
    );
    const opened = viewOf(room.entries, new Map([[of, started!.sealed]]));
    expect(describeEntry(round!.entry, opened, registry).sentence).toBe(
      `Olaf played round 1 of #${of} ${against} [blind, sealed]`,
    );
  });
});
