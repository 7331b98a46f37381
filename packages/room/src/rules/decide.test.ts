// decide writes exactly the entries of an honest room, refuses what the rules forbid (naming the field,
// never a hidden input), and every entry it writes passes the verifier's rules.
import type { RoomEntry } from '@verdict/fair';
import { describe, expect, it } from 'vitest';
import { buildRoom, type RoomLog, registry, serverSeeds } from '../test-support/build-room.js';
import { verifyLog } from '../verify/verify-log.js';
import { mayOpen, openableBy } from './access.js';
import type { ComputedRoll, Given, RoomCommand } from './commands.js';
import { decide } from './decide.js';
import { entryProblems } from './entry-rules.js';
import { planRoll } from './plan-roll.js';
import { applyEntry, type RoomMember, type RoomState, roomState } from './state.js';

const gm: RoomMember = { id: 'gm', name: 'Gwen', role: 'gm' };
const olaf: RoomMember = { id: 'olaf', name: 'Olaf', role: 'player' };
const grog: RoomMember = { id: 'grog', name: 'Grog', role: 'player' };
const at = '2026-12-02T01:00:00.000Z';

/** The state as the server sees it: the log's, plus the hidden parts it stores. */
function serverState(log: RoomLog, upTo: number): RoomState {
  const state = roomState(log.entries.slice(0, upTo));
  for (const [seq, content] of log.hidden) {
    if (seq > upTo) continue;
    const sealed = state.sealed.get(seq);
    if (sealed && sealed.content === undefined) sealed.content = content;
    const request = state.requests.get(seq);
    if (request?.hidden) request.input = content.input;
  }
  return state;
}

/** The command and what only the server has, read back from an entry of an honest log. */
function commandOf(entry: RoomEntry, log: RoomLog): { command: RoomCommand; given: Given } {
  const hidden = log.hidden.get(entry.seq) as Record<string, unknown> | undefined;
  const given = { at: entry.at, ...(hidden ? { salt: hidden.salt as string } : {}) };
  switch (entry.type) {
    case 'member.joined':
      return { command: { kind: 'join', name: entry.member.name }, given };
    case 'roll': {
      const parts = (hidden ?? entry) as unknown as ComputedRoll & { clientSeed?: string };
      const from = parts.clientSeed === undefined ? { dice: [] } : { clientSeed: parts.clientSeed as string };
      const roll = { input: parts.input, outcome: parts.outcome, dice: parts.dice };
      const command =
        entry.request === undefined
          ? {
              kind: 'roll' as const,
              system: entry.system,
              test: entry.test,
              input: parts.input,
              visibility: entry.visibility,
              ...from,
            }
          : { kind: 'answer' as const, request: entry.request, ...from };
      return { command: command as RoomCommand, given: { ...given, roll } };
    }
    case 'request':
      return {
        command: {
          kind: 'request',
          to: entry.to,
          system: entry.system,
          test: entry.test,
          input: entry.sealed === undefined ? entry.input : hidden!.input,
          visibility: entry.visibility,
          ...(entry.sealed === undefined ? {} : { hidden: true }),
          ...(entry.note === undefined ? {} : { note: entry.note }),
        },
        given,
      };
    case 'reveal':
      return { command: { kind: 'reveal', of: entry.of }, given };
    case 'epoch.rotated':
      return {
        command: { kind: 'rotate' },
        given: { ...given, serverSeed: entry.serverSeed, commitment: entry.next.commitment },
      };
    case 'room.closed':
      return { command: { kind: 'close' }, given: { ...given, serverSeed: entry.serverSeed } };
    default:
      throw new Error(`no command writes ${entry.type} alone`);
  }
}

const members: Record<string, RoomMember> = { gm, olaf, grog };

describe('decide', () => {
  it('writes, entry for entry and hash for hash, the honest room the verifier verifies', () => {
    const log = buildRoom();
    expect(verifyLog(log.export(), registry).status).toBe('verified');
    const first = log.entries[0] as Extract<RoomEntry, { type: 'room.opened' }>;
    const { room, engine, systems, commitment } = first;
    const opened = decide(
      roomState([]),
      gm,
      { kind: 'open', room, engine, systems, protocol: 1 },
      { at: first.at, commitment },
    );
    if (!opened.ok) throw new Error(opened.refusal.message);
    expect(opened.entries[0]!.entry).toEqual(first);
    // The server opens with its GM at the same time; the fixture's GM joins a minute later.
    const { at: _at, hash: _hash, ...joined } = opened.entries[1]!.entry;
    const { at: _at2, hash: _hash2, ...logged } = log.entries[1]!;
    expect(joined).toEqual(logged);
    for (const entry of log.entries.slice(2)) {
      const state = serverState(log, entry.seq - 1);
      const { command, given } = commandOf(entry, log);
      const decided = decide(state, members[entry.by!]!, command, given);
      expect(decided, `seq ${entry.seq}`).toMatchObject({ ok: true });
      if (!decided.ok) continue;
      expect(decided.entries.map((d) => d.entry)).toEqual([entry]);
      expect(entryProblems(state, entry)).toEqual([]);
    }
  });

  it('closes with revealAll: every sealed entry revealed, then room.closed, each passing the rules', () => {
    const log = buildRoom(10);
    const state = serverState(log, 10);
    const decided = decide(state, gm, { kind: 'close', revealAll: true }, { at, serverSeed: serverSeeds[1] });
    if (!decided.ok) throw new Error(decided.refusal.message);
    expect(
      decided.entries.map(({ entry }) => [entry.seq, entry.type, 'of' in entry ? entry.of : null]),
    ).toEqual([
      [11, 'reveal', 6],
      [12, 'reveal', 7],
      [13, 'reveal', 8],
      [14, 'reveal', 9],
      [15, 'room.closed', null],
    ]);
    const entries = [...log.entries, ...decided.entries.map((d) => d.entry)];
    const after = roomState(entries);
    expect(after.closed).toBe(true);
    expect([...after.sealed.values()].every((s) => s.revealedBy !== undefined)).toBe(true);
  });

  it('refuses what the rules forbid, naming the field', () => {
    const log = buildRoom(10);
    const state = serverState(log, 10);
    const roll = {
      kind: 'roll',
      system: 'd20-roll-under',
      test: 'check',
      input: { value: 9 },
      clientSeed: 's',
    } as const;
    const refusal = (member: RoomMember, command: RoomCommand, given: Partial<Given> = {}) => {
      const decided = decide(state, member, command, { at, ...given });
      return decided.ok ? undefined : decided.refusal;
    };
    expect(refusal(olaf, { ...roll, visibility: 'gm' })).toEqual({
      code: 'forbidden',
      message: 'Only the GM rolls with visibility gm',
      path: '/visibility',
    });
    expect(refusal(olaf, { kind: 'reveal', of: 6 })?.code).toBe('forbidden');
    expect(refusal(olaf, { kind: 'rotate' })?.code).toBe('forbidden');
    expect(refusal(grog, { kind: 'answer', request: 8, clientSeed: 's' })).toEqual({
      code: 'forbidden',
      message: 'Request 8 does not ask this member to roll',
    });
    expect(refusal(olaf, { kind: 'answer', request: 8, clientSeed: 's' })?.code).toBe('already_done');
    expect(refusal(olaf, { kind: 'answer', request: 5, clientSeed: 's' })).toMatchObject({
      path: '/request',
    });
    expect(refusal(gm, { kind: 'reveal', of: 5 })).toMatchObject({ code: 'invalid_body', path: '/of' });
    expect(
      refusal(gm, {
        kind: 'request',
        to: ['olaf', 'nobody'],
        system: 'd20-roll-under',
        test: 'check',
        input: {},
      }),
    ).toMatchObject({ code: 'invalid_body', path: '/to/1' });
    expect(
      refusal(gm, {
        kind: 'request',
        to: 'all',
        system: 'd20-roll-under',
        test: 'check',
        input: {},
        visibility: 'public',
        hidden: true,
      }),
    ).toMatchObject({ code: 'invalid_body', path: '/visibility' });
    const closed = serverState(buildRoom(19), 19);
    expect(decide(closed, olaf, roll, { at }).ok).toBe(false);
    expect(decide(closed, gm, { kind: 'close' }, { at, serverSeed: serverSeeds[2] })).toMatchObject({
      refusal: { code: 'room_closed' },
    });
  });

  it('never puts a hidden input in a refusal', () => {
    const log = buildRoom(8); // seq 8: a request to Olaf with the hidden input { value: 9 }
    const state = serverState(log, 8);
    for (const command of [
      { kind: 'answer', request: 8, test: 'other', clientSeed: 's' },
      { kind: 'answer', request: 8, visibility: 'public', clientSeed: 's' },
    ] as const) {
      const decided = decide(state, olaf, command, { at });
      expect(decided.ok).toBe(false);
      if (!decided.ok) expect(decided.refusal.message).not.toMatch(/9|Spot the ambush/);
    }
    const planned = planRoll(state, olaf, { kind: 'answer', request: 8, clientSeed: 's' });
    expect(planned).toMatchObject({ ok: true, plan: { visibility: 'blind', hidden: true, nonce: 3 } });
  });
});

describe('mayOpen', () => {
  it('opens a sealed entry to the GM, an outcome roll to its roller, and everything once revealed', () => {
    const log = buildRoom(10);
    const state = roomState(log.entries);
    expect(openableBy(state, gm)).toEqual([6, 7, 8, 9]);
    expect(openableBy(state, grog)).toEqual([6]);
    expect(openableBy(state, olaf)).toEqual([]); // seq 9 is blind, and answers a hidden request
    expect(mayOpen(state, olaf, 5)).toBe(false); // public: nothing sealed
    applyEntry(state, log.reveal('gm', 9));
    expect(mayOpen(state, olaf, 9)).toBe(true);
  });
});
