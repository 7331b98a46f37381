// A request fixes the GM's part of the input (a hidden difficulty), the answer gives the player's (their
// attribute and rating); decide merges them into the input that is resolved, refuses an answer that
// overrides a fixed field (by name, never by value), and verifyLog merges the same way.
import { commitment, type RoomEntry, resolveRoll } from '@verdict/fair';
import { describe, expect, it } from 'vitest';
import { ENGINE_VERSION, registry, serverSeeds } from '../test-support/build-room.js';
import { verifyLog } from '../verify/verify-log.js';
import type { RoomCommand } from './commands.js';
import { decide } from './decide.js';
import { planRoll } from './plan-roll.js';
import { mergeAnswerInput, requestPartProblem } from './request-parts.js';
import { applyEntry, type RoomMember, type RoomState, roomState } from './state.js';

const gm: RoomMember = { id: 'gm', name: 'Gwen', role: 'gm' };
const grog: RoomMember = { id: 'grog', name: 'Grog', role: 'player' };
const at = '2026-12-02T04:00:00.000Z';
const salt = (n: number) => String(n).repeat(64).slice(0, 64);
const grogsPart = { attribute: 'might', rating: 2 };
const pool = { system: '2d6-pool', test: 'check' };

/** A room the server's way: every entry through decide, hidden parts kept as the server stores them. */
class Room {
  readonly entries: RoomEntry[] = [];
  readonly state: RoomState = roomState([]);
  private n = 0;

  constructor() {
    const systems = Object.fromEntries(registry.systems.map((system) => [system.id, system.version]));
    this.do(gm, {
      kind: 'open',
      room: { id: 'r', name: 'Table' },
      engine: { version: ENGINE_VERSION },
      systems,
    });
    this.do(grog, { kind: 'join', name: 'Grog' });
  }

  do(member: RoomMember, command: RoomCommand) {
    let roll: ReturnType<typeof resolveRoll> | undefined;
    if (command.kind === 'answer') {
      const planned = planRoll(this.state, member, command);
      if (!planned.ok) return planned;
      const { system, test, input, nonce } = planned.plan;
      const member_ = this.state.protocol === 2 ? { member: member.id } : {};
      const from = { serverSeed: serverSeeds[1], clientSeed: 'c', nonce: nonce!, ...member_ };
      roll = resolveRoll(registry, { system, test, input }, from);
    }
    const given = {
      at,
      salt: salt(++this.n),
      commitment: commitment(serverSeeds[1]),
      serverSeed: serverSeeds[1],
    };
    const decided = decide(this.state, member, command, { ...given, ...(roll ? { roll } : {}) });
    if (!decided.ok) return decided;
    for (const { entry, sealed } of decided.entries) {
      this.entries.push(entry);
      applyEntry(this.state, entry);
      const request = this.state.requests.get(entry.seq);
      if (request && sealed) request.input = sealed.input; // the server keeps the hidden input
      if (sealed && this.state.sealed.has(entry.seq)) this.state.sealed.get(entry.seq)!.content = sealed;
    }
    return decided;
  }

  export() {
    return {
      format: 'verdict-room-log' as const,
      version: 1 as const,
      entries: structuredClone(this.entries),
    };
  }
}

const hiddenRequest = (room: Room) =>
  room.do(gm, {
    kind: 'request',
    to: ['grog'],
    ...pool,
    input: { difficulty: 11 },
    fixes: ['difficulty'],
    hidden: true,
  });

describe('mergeAnswerInput', () => {
  it("puts the GM's fixed fields over the player's part", () => {
    const request = { input: { difficulty: 8 }, fixes: ['difficulty'] };
    expect(mergeAnswerInput(3, request, grogsPart)).toEqual({
      ok: true,
      input: { ...grogsPart, difficulty: 8 },
    });
  });

  it('refuses an answer that sets a fixed field, naming the field and not its value', () => {
    const merged = mergeAnswerInput(
      3,
      { input: { difficulty: 11 }, fixes: ['difficulty'] },
      { difficulty: 6 },
    );
    expect(merged).toEqual({
      ok: false,
      problem: {
        path: '/input/difficulty',
        message: 'request 3 fixes difficulty: the GM sets it, not the answer',
      },
    });
  });

  it('keeps a whole-input request whole: its answer gives no input', () => {
    expect(mergeAnswerInput(3, { input: { value: 9 } }, undefined)).toEqual({
      ok: true,
      input: { value: 9 },
    });
    expect(mergeAnswerInput(3, { input: { value: 9 } }, { value: 12 })).toMatchObject({
      ok: false,
      problem: { path: '/input' },
    });
  });

  it("refuses a GM's part that sets a field it does not fix, or names one twice", () => {
    expect(requestPartProblem({ difficulty: 8, rating: 2 }, ['difficulty'])?.path).toBe('/input/rating');
    expect(requestPartProblem({ difficulty: 8 }, ['difficulty', 'difficulty'])?.path).toBe('/fixes/1');
    expect(requestPartProblem({ difficulty: 8 }, ['difficulty'])).toBeUndefined();
  });
});

describe('a request in parts', () => {
  it('resolves the merged input; the entry shows which fields are fixed, not their hidden values', () => {
    const room = new Room();
    const request = hiddenRequest(room);
    expect(request.ok).toBe(true);
    const entry = room.entries.at(-1)!;
    expect(entry).toMatchObject({ type: 'request', fixes: ['difficulty'] });
    expect(entry).not.toHaveProperty('input');
    expect(entry).toHaveProperty('sealed');
    const answer = room.do(grog, { kind: 'answer', request: entry.seq, input: grogsPart, clientSeed: 'c' });
    if (!answer.ok) throw new Error(answer.refusal.message);
    expect(answer.entries[0]!.sealed).toMatchObject({ input: { ...grogsPart, difficulty: 11 } });
  });

  it('refuses an override of the hidden field without its value', () => {
    const room = new Room();
    hiddenRequest(room);
    const refused = room.do(grog, {
      kind: 'answer',
      request: 4,
      input: { ...grogsPart, difficulty: 2 },
      clientSeed: 'c',
    });
    expect(refused).toMatchObject({
      ok: false,
      refusal: { code: 'invalid_body', path: '/input/difficulty' },
    });
    if (!refused.ok) expect(refused.refusal.message).not.toContain('11');
  });

  it('verifies with verifyLog once revealed, and names a roll that changed a fixed field', () => {
    const room = new Room();
    hiddenRequest(room);
    const answer = room.do(grog, { kind: 'answer', request: 4, input: grogsPart, clientSeed: 'c' });
    expect(answer.ok).toBe(true);
    room.do(gm, { kind: 'close', revealAll: true });
    const verified = verifyLog(room.export(), registry);
    expect(verified.status).toBe('verified');

    // A forged log: the answer resolved at another difficulty than the request fixed.
    const forged = new Room();
    forged.do(gm, {
      kind: 'request',
      to: ['grog'],
      ...pool,
      input: { difficulty: 11 },
      fixes: ['difficulty'],
    });
    const state = forged.state;
    const honest = { input: { difficulty: 11 }, fixes: ['difficulty'] };
    state.requests.get(4)!.input = { difficulty: 6 }; // the writer cheats on the merge
    forged.do(grog, { kind: 'answer', request: 4, input: grogsPart, clientSeed: 'c' });
    state.requests.get(4)!.input = honest.input;
    const report = verifyLog(forged.export(), registry);
    const failed = JSON.stringify(report);
    expect(report.status).not.toBe('verified');
    expect(failed).toContain('does not keep the fields request 4 fixes (difficulty)');
  });

  it('still verifies an answer to a whole-input request (an old log)', () => {
    const room = new Room();
    room.do(gm, { kind: 'request', to: 'all', ...pool, input: { ...grogsPart, difficulty: 8 } });
    const answer = room.do(grog, { kind: 'answer', request: 4, clientSeed: 'c' });
    expect(answer.ok).toBe(true);
    room.do(gm, { kind: 'close' });
    expect(verifyLog(room.export(), registry).status).toBe('verified');
  });
});
