// A hidden request can ask for a round-by-round test (issue 36): the GM asks for a blind Mutual Contest of Wills
// whose parties' scores are hidden, the player plays its rounds, and nothing in the chain tells the hidden scores
// before their reveal: every part is sealed, a round after the one that ended the contest draws nothing (so it is
// never refused and no end is appended when it comes), and its sealed end comes when its roller or the GM ends it.
// Revealed, the log verifies whole; a changed held round or a false end fails.
import { parseInput } from '@verdict/core';
import { type RoomEntry, seal } from '@verdict/fair';
import { describe, expect, it } from 'vitest';
import { rechain, registry } from '../test-support/build-room.js';
import { gm, olaf, roundsRoom } from '../test-support/rounds-room.js';
import { verifyLog } from './verify-log.js';

const contest = { system: 'd20-roll-under', test: 'mutual-contest' };
const scores = (witch: number, abbot: number) =>
  parseInput(registry.test(contest.system, contest.test), {
    parties: [
      { name: 'Witch', will: witch, wits: 10 },
      { name: 'Abbot', will: abbot, wits: 10 },
    ],
  });
const verify = (entries: readonly unknown[]) =>
  verifyLog({ format: 'verdict-room-log', version: 1, entries } as never, registry);
const failures = (entries: readonly unknown[]) =>
  verify(entries).failures.map((f) => `${f.seq}:${f.check}: ${f.message}`);

/** A hidden blind request for the contest, answered round by round for `rounds` rounds, then ended by Olaf. */
function hiddenContest(input: unknown, rounds: number) {
  const room = roundsRoom();
  const [request] = room.run(gm, {
    kind: 'request',
    to: [olaf.id],
    ...contest,
    input,
    visibility: 'blind',
    hidden: true,
  });
  const [started] = room.run(olaf, { kind: 'start', request: request!.entry.seq });
  const of = started!.entry.seq;
  const played = [];
  for (let n = 1; n <= rounds; n++)
    played.push(room.run(olaf, { kind: 'round', of, clientSeed: `olaf-${n}` }));
  const [ended] = room.run(olaf, { kind: 'abandon', of });
  return { room, of, started: started!, played, ended: ended! };
}

/** What every member reads of an entry: its fields but the seal, hashes and time (which differ by salt alone). */
const publicShape = (entry: RoomEntry) => {
  const { hash: _h, prev: _p, sealed, at: _a, ...rest } = entry as RoomEntry & { sealed?: string };
  return { ...rest, sealed: sealed === undefined ? 'none' : 'sealed' };
};

describe('a hidden request asks for a test of rounds', () => {
  it('is answered by a blind test of rounds, whose parts its roller cannot open and which verifies once revealed', () => {
    const { room, of, started, played, ended } = hiddenContest(scores(18, 3), 12);
    expect(started.entry).toMatchObject({ type: 'rounds.started', request: 4, visibility: 'blind' });
    expect(started.entry).not.toHaveProperty('system');
    expect(started.actorMayOpen).toBeFalsy();
    // No round appends an end, whenever the contest was decided; every round is one sealed entry.
    expect(played.every((entries) => entries.length === 1)).toBe(true);
    expect(played.every(([round]) => round!.actorMayOpen !== true)).toBe(true);
    expect(ended.entry).toMatchObject({ type: 'rounds.ended', of });
    expect(ended.entry).not.toHaveProperty('abandoned');
    expect(ended.sealed).toHaveProperty('outcome');
    // The rounds after the one that ended it drew nothing.
    const parts = played.map(([round]) => round!.sealed as { dice: unknown[]; outcome?: unknown });
    const end = parts.findIndex((p) => p.outcome !== undefined);
    expect(end).toBeGreaterThanOrEqual(0);
    expect(end).toBeLessThan(11);
    expect(parts.slice(end + 1).every((p) => p.dice.length === 0)).toBe(true);
    room.run(gm, { kind: 'close', revealAll: true });
    const verdict = verify(room.entries);
    expect(verdict.failures).toEqual([]);
    expect(verdict.status).toBe('verified');
  });

  it('looks the same in the chain whatever the hidden scores', () => {
    // The witch wins at once against a weak abbot; two equal wills take longer. Both are played for 12 rounds.
    const quick = hiddenContest(scores(18, 3), 12);
    const long = hiddenContest(scores(10, 10), 12);
    expect(quick.room.entries.map(publicShape)).toEqual(long.room.entries.map(publicShape));
  });

  it('is ended as abandoned, sealed, when no round ended it', () => {
    const { ended, room } = hiddenContest(scores(10, 10), 0);
    expect(ended.sealed).toMatchObject({ abandoned: true });
    expect(ended.entry).not.toHaveProperty('abandoned');
    room.run(gm, { kind: 'close', revealAll: true });
    expect(failures(room.entries)).toEqual([]);
  });

  it('fails a held round that has dice, and an end that says abandoned after a result', () => {
    const { room } = hiddenContest(scores(18, 3), 6);
    room.run(gm, { kind: 'close', revealAll: true });
    const entries = room.entries.map((e) => structuredClone(e)) as unknown as Record<string, unknown>[];
    const reveals = entries.filter((e) => e.type === 'reveal') as {
      of: number;
      content: Record<string, unknown>;
    }[];
    const lastRound = entries.filter((e) => e.type === 'round').at(-1)!;
    const heldReveal = reveals.find((r) => r.of === lastRound.seq)!;
    const { dice: firstDice } = reveals.find((r) => (r.content.dice as unknown[] | undefined)?.length)!
      .content as { dice: unknown[] };
    // A forger puts dice in a held round: its seal and reveal re-made, the chain re-hashed.
    heldReveal.content = { ...heldReveal.content, dice: firstDice };
    lastRound.sealed = seal(heldReveal.content as { salt: string });
    const forged = rechain(entries);
    expect(failures(forged).join('\n')).toMatch(/round 6 of test #5: the test had ended at round \d+/);
    // A forger says a test that reached its result was abandoned.
    const again = room.entries.map((e) => structuredClone(e)) as unknown as Record<string, unknown>[];
    const end = again.find((e) => e.type === 'rounds.ended')!;
    const endReveal = again.find((e) => e.type === 'reveal' && e.of === end.seq) as {
      content: Record<string, unknown>;
    };
    endReveal.content = { abandoned: true, salt: endReveal.content.salt };
    end.sealed = seal(endReveal.content as { salt: string });
    expect(failures(rechain(again)).join('\n')).toMatch(
      /test #5 had ended with a result: it cannot be abandoned/,
    );
  });

  it('refuses entered dice for its rounds, and an outcome hidden request answered round by round', () => {
    const room = roundsRoom();
    const input = scores(12, 11);
    const [blind] = room.run(gm, {
      kind: 'request',
      to: [olaf.id],
      ...contest,
      input,
      visibility: 'blind',
      hidden: true,
    });
    const [started] = room.run(olaf, { kind: 'start', request: blind!.entry.seq });
    expect(() => room.run(olaf, { kind: 'round', of: started!.entry.seq, dice: [3, 4] })).toThrow(
      /answers a request whose input is hidden: its rounds are rolled by the server/,
    );
    const [outcome] = room.run(gm, {
      kind: 'request',
      to: [olaf.id],
      ...contest,
      input,
      visibility: 'outcome',
      hidden: true,
    });
    expect(() => room.run(olaf, { kind: 'start', request: outcome!.entry.seq })).toThrow(
      /would tell the hidden input by when it ends/,
    );
    // Answered once, by a test of rounds or a roll alike.
    expect(() => room.run(olaf, { kind: 'start', request: blind!.entry.seq })).toThrow(/already answered/);
  });
});
