// The server's count limits are rules of `decide` and `planRoll` (the API only passes its limits): a full
// log refuses every command but closing (and reveals once closed), a full room refuses a join, and a log
// replayed without limits (the verifier's) is never refused for its size.
import { describe, expect, it } from 'vitest';
import { buildRoom, serverSeeds } from '../test-support/build-room.js';
import type { Given, RoomCommand } from './commands.js';
import { decide } from './decide.js';
import { planRoll } from './plan-roll.js';
import { type RoomMember, roomState } from './state.js';

const gm: RoomMember = { id: 'gm', name: 'Gwen', role: 'gm' };
const olaf: RoomMember = { id: 'olaf', name: 'Olaf', role: 'player' };
const at = '2026-12-02T01:00:00.000Z';
const roll = {
  kind: 'roll',
  system: 'd20-roll-under',
  test: 'check',
  input: { value: 9 },
  clientSeed: 's',
} as const;
const full = "The room's log has 7 entries, its limit: only closing is accepted";

describe('limits in decide and planRoll', () => {
  const state = roomState(buildRoom(7).entries); // 7 entries: the GM, Olaf and Grog joined, 3 rolls
  const given = (limits: Given['limits']) => ({
    at,
    salt: 'a'.repeat(64),
    serverSeed: serverSeeds[1],
    commitment: 'c'.repeat(64),
    limits,
  });
  const refusal = (member: RoomMember, command: RoomCommand, limits: Given['limits']) => {
    const decided = decide(state, member, command, given(limits));
    return decided.ok ? undefined : decided.refusal;
  };

  it('refuses every command but closing once the log holds its limit of entries', () => {
    const limits = { members: 50, entries: 7 };
    for (const command of [
      { kind: 'rotate' },
      { kind: 'reveal', of: 6 },
      { kind: 'request', to: 'all', system: 'd20-roll-under', test: 'check', input: { value: 9 } },
    ] as const)
      expect(refusal(gm, command, limits)).toEqual({ code: 'limit_exceeded', message: full });
    expect(refusal(olaf, { kind: 'join', name: 'Olaf' }, limits)).toEqual({
      code: 'limit_exceeded',
      message: full,
    });
    expect(planRoll(state, olaf, roll, limits)).toEqual({
      ok: false,
      refusal: { code: 'limit_exceeded', message: full },
    });
    expect(refusal(gm, { kind: 'close' }, limits)).toBeUndefined();
    // Below the limit, and without limits (a verifier's replay), the same commands are ruled on as ever.
    expect(refusal(gm, { kind: 'rotate' }, { members: 50, entries: 8 })).toBeUndefined();
    expect(refusal(gm, { kind: 'rotate' }, undefined)).toBeUndefined();
    expect(planRoll(state, olaf, roll, { members: 50, entries: 8 }).ok).toBe(true);
  });

  it('refuses a join once the room holds its limit of members, and a player a GM-only command first', () => {
    expect(
      refusal(
        { id: 'ada', name: 'Ada', role: 'player' },
        { kind: 'join', name: 'Ada' },
        { members: 3, entries: 100 },
      ),
    ).toEqual({
      code: 'limit_exceeded',
      message: 'The room has 3 members, its limit',
    });
    expect(refusal(olaf, { kind: 'rotate' }, { members: 50, entries: 7 })?.code).toBe('forbidden');
  });

  it('says a closed room is closed, whatever its size', () => {
    const closed = roomState(buildRoom(19).entries);
    const limits = { members: 1, entries: 1 };
    const decided = decide(
      closed,
      { id: 'ada', name: 'Ada', role: 'player' },
      { kind: 'join', name: 'Ada' },
      { at, limits },
    );
    expect(decided).toMatchObject({ ok: false, refusal: { code: 'room_closed' } });
    expect(planRoll(closed, olaf, roll, limits)).toMatchObject({
      ok: false,
      refusal: { code: 'room_closed' },
    });
  });
});
