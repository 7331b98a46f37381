// Issue 36: tests of rounds in a room verify whole, round by round, and a changed die in any round fails naming
// that round; sealed visibilities seal every part of a test until its reveal.
import { parseInput } from '@verdict/core';
import type { RoomEntry } from '@verdict/fair';
import { describe, expect, it } from 'vitest';
import { rechain, registry } from '../test-support/build-room.js';
import { gm, olaf, roundsRoom } from '../test-support/rounds-room.js';
import { vectorRegistry, vectorRoom } from '../test-support/vector-room.js';
import { verifyLog } from './verify-log.js';

const log = (entries: readonly unknown[]) => ({ format: 'verdict-room-log', version: 1, entries }) as never;
const extended = { system: '2d6-pool', test: 'extended' };
const extendedInput = parseInput(registry.test(extended.system, extended.test), {
  difficulty: 8,
  progressRequired: 10,
  participants: [
    { name: 'Grog', rating: 2 },
    { name: 'Ulla', rating: 1 },
  ],
});

/** Plays the test started at `of` to its end, one round at a time. */
function playOut(room: ReturnType<typeof roundsRoom>, of: number) {
  for (let n = 1; room.state.tests.get(of)?.ended === undefined; n++) {
    if (n > 50) throw new Error('the test did not end');
    room.run(olaf, { kind: 'round', of, clientSeed: `seed-${n}` });
  }
}

describe('a test of rounds in a room', () => {
  it('a 2d6 extended test played round by round verifies whole once closed', () => {
    const room = roundsRoom();
    const [started] = room.run(olaf, { kind: 'start', ...extended, input: extendedInput });
    playOut(room, started!.entry.seq);
    room.run(gm, { kind: 'close' });
    const types = room.entries.map((e) => e.type);
    expect(types.filter((t) => t === 'round').length).toBeGreaterThan(1);
    expect(types.at(-2)).toBe('rounds.ended');
    const result = verifyLog(log(room.entries), registry);
    expect(result.failures).toEqual([]);
    expect(result.status).toBe('verified');
  });

  it('a changed die in any round fails, naming the round (the golden room, re-chained)', () => {
    const entries = vectorRoom() as unknown as Record<string, unknown>[];
    const second = entries.findIndex((e) => e.type === 'round' && e.round === 2);
    const round = entries[second] as { dice: { face: number }[] };
    const dice = round.dice.map((d, i) => (i === 0 ? { ...d, face: (d.face % 20) + 1 } : d));
    entries[second] = { ...entries[second], dice };
    const result = verifyLog(log(rechain(entries)), vectorRegistry);
    expect(result.status).toBe('failed');
    expect(result.failures[0]).toMatchObject({ seq: second + 1, check: 'dice' });
    const test = (entries.find((e) => e.type === 'rounds.started') as { seq: number }).seq;
    expect(result.failures[0]!.message).toMatch(new RegExp(`^round 2 of test #${test}: die 1 \\(d20\\)`));
  });

  it('a changed GM choice fails the round it changed', () => {
    const entries = vectorRoom() as unknown as Record<string, unknown>[];
    const choice = entries.findIndex((e) => e.type === 'round.choice');
    entries[choice] = { ...entries[choice], choices: { criticalSuccess: { first: 'sometimes' } } };
    const result = verifyLog(log(rechain(entries)), vectorRegistry);
    expect(result.status).toBe('failed');
    const test = (entries.find((e) => e.type === 'rounds.started') as { seq: number }).seq;
    expect(result.failures[0]).toMatchObject({ seq: test, check: 'outcome' });
    expect(result.failures[0]!.message).toMatch(
      new RegExp(`^test #${test}: the rules refuse its rounds: .*choices`),
    );
  });

  it('a blind test is sealed part by part: incomplete until revealed, verified after revealAll', () => {
    const room = roundsRoom();
    const [started] = room.run(olaf, {
      kind: 'start',
      ...extended,
      input: extendedInput,
      visibility: 'blind',
    });
    const of = started!.entry.seq;
    room.run(olaf, { kind: 'round', of, clientSeed: 'one' });
    const public_ = room.entries.filter((e) => e.seq > 3) as (RoomEntry & Record<string, unknown>)[];
    for (const entry of public_) {
      expect(entry.sealed).toMatch(/^[0-9a-f]{64}$/);
      expect(entry).not.toHaveProperty('input');
      expect(entry).not.toHaveProperty('dice');
    }
    expect(started!.actorMayOpen).toBeUndefined(); // blind: the roller does not open it
    playOut(room, of);
    room.run(gm, { kind: 'rotate' });
    const open = verifyLog(log(room.entries), registry);
    expect(open.failures).toEqual([]);
    expect(open.unverifiable.map((u) => u.seq)).toContain(of);
    room.run(gm, { kind: 'close', revealAll: true });
    const closed = verifyLog(log(room.entries), registry);
    expect(closed.failures).toEqual([]);
    expect(closed.status).toBe('verified');
  });

  it('only the roller plays its rounds, only the GM chooses, the roller or the GM abandons', () => {
    const room = roundsRoom();
    const [started] = room.run(olaf, { kind: 'start', ...extended, input: extendedInput });
    const of = started!.entry.seq;
    expect(() => room.run(gm, { kind: 'round', of, clientSeed: 'x' })).toThrow(
      /played by the member who started/,
    );
    expect(() => room.run(olaf, { kind: 'choose', of, choices: {} })).toThrow(/Only the GM/);
    room.run(gm, { kind: 'abandon', of });
    expect(() => room.run(olaf, { kind: 'round', of, clientSeed: 'x' })).toThrow(/was abandoned/);
    room.run(gm, { kind: 'close' });
    expect(verifyLog(log(room.entries), registry).status).toBe('verified');
  });
});
