// A round whose job fails after its draw (issue 36): it used to append nothing, its nonce unspent, so whether a
// drawn round was logged could depend on how it went. Now a `round.lapsed` is appended (protocol 2): the roller's
// nonce is spent, the round it tried is played next, the room's sentences and rounds view say it got no result,
// and the verifier checks its nonce and order and, once its epoch's seed is known, says what its seeds give.
import { parseInput } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { describeEntry } from '../describe/describe-entry.js';
import { viewOf } from '../log-view.js';
import { rechain, registry } from '../test-support/build-room.js';
import { gm, olaf, roundsRoom } from '../test-support/rounds-room.js';
import { verifyLog } from './verify-log.js';

const contest = { system: 'd20-roll-under', test: 'mutual-contest' };
const input = parseInput(registry.test(contest.system, contest.test), {
  parties: [
    { name: 'Witch', will: 12, wits: 10 },
    { name: 'Abbot', will: 11, wits: 14 },
  ],
});
const verify = (entries: readonly unknown[]) =>
  verifyLog({ format: 'verdict-room-log', version: 1, entries } as never, registry);

describe('a round drawn with no result', () => {
  it('is appended with its nonce; the round it tried is played next; the log verifies and says what its seeds give', () => {
    const room = roundsRoom();
    const [started] = room.run(olaf, { kind: 'start', ...contest, input });
    const of = started!.entry.seq;
    const [lapsed] = room.run(olaf, { kind: 'round', of, clientSeed: 'slow' }, 'deadline');
    expect(lapsed!.entry).toMatchObject({
      type: 'round.lapsed',
      of,
      round: 1,
      nonce: 0,
      clientSeed: 'slow',
      noResult: 'deadline',
    });
    expect(describeEntry(lapsed!.entry, viewOf(room.entries), registry).sentence).toBe(
      `Olaf drew round 1 of #${of}, which got no result: ran out of time against Witch (Will 12, Wits 10), Abbot (Will 11, Wits 14)`,
    );
    const [round] = room.run(olaf, { kind: 'round', of, clientSeed: 'next' });
    expect(round!.entry).toMatchObject({ type: 'round', round: 1, nonce: 1 });
    room.run(olaf, { kind: 'abandon', of });
    room.run(gm, { kind: 'close' });
    expect(room.entries.at(-1)).toMatchObject({ type: 'room.closed', nonces: { olaf: 2 } });
    const verdict = verify(room.entries);
    expect(verdict.failures).toEqual([]);
    expect(verdict.status).toBe('verified');
    expect(verdict.notes.map((n) => n.message).join('\n')).toMatch(
      new RegExp(
        `#${lapsed!.entry.seq}: round 1 of test #${of} ran out of time on the server; its seeds give d20 \\d+, d20 \\d+`,
      ),
    );
  });

  it('of a blind test is sealed and verifies once revealed; a cut of it fails the epoch count', () => {
    const room = roundsRoom();
    const [started] = room.run(olaf, { kind: 'start', ...contest, input, visibility: 'blind' });
    const of = started!.entry.seq;
    const [lapsed] = room.run(olaf, { kind: 'round', of, clientSeed: 'slow' }, 'failed');
    expect(lapsed!.entry).not.toHaveProperty('noResult');
    expect(lapsed!.sealed).toMatchObject({ clientSeed: 'slow', noResult: 'failed' });
    expect(describeEntry(lapsed!.entry, viewOf(room.entries), registry).sentence).toMatch(
      new RegExp(`^Olaf drew round 1 of #${of}, which got no result \\[blind`),
    );
    room.run(olaf, { kind: 'round', of, clientSeed: 'next' });
    room.run(gm, { kind: 'close', revealAll: true });
    expect(verify(room.entries).failures).toEqual([]);
    // Cut out by a forger (the chain re-made): the close's count of olaf's nonces says one is missing.
    const cut = room.entries
      .filter((e) => e.seq !== lapsed!.entry.seq)
      .map((e, i) => ({ ...structuredClone(e), seq: i + 1 })) as unknown as Record<string, unknown>[];
    for (const e of cut) {
      if (typeof e.of === 'number' && e.of > lapsed!.entry.seq) e.of -= 1;
    }
    const failures = verify(rechain(cut)).failures.map((f) => `${f.check}: ${f.message}`);
    expect(failures.join('\n')).toMatch(/nonce/);
  });
});
