import { createRegistry } from '@verdict/core';
import { chainEntry, GENESIS_PREV, type RoomEntry, resolveRoll } from '@verdict/fair';
import { d20RollUnder } from '@verdict/system-d20-roll-under';
import { describe, expect, it } from 'vitest';
import { describeEntry } from './describe/describe-entry.js';
import { nameOf, viewOf } from './log-view.js';
import { luckLedger, ordinal } from './luck.js';
import { answersByRequest, membersOf, openableSeqs, openRequests, unrevealedSeqs } from './table-state.js';

const registry = createRegistry([d20RollUnder]);
const test = { system: 'd20-roll-under', test: 'check', input: { value: 12 } };
const open = resolveRoll(registry, test, { dice: [4] });

/** A real chained log: opened, a GM and two players, a request to all, a sealed request to Pia, answers, a revealed GM roll. */
function log(): RoomEntry[] {
  const raw: Record<string, unknown>[] = [
    {
      type: 'room.opened',
      by: null,
      room: { id: 'r', name: 'Friday' },
      algorithm: 'hmac-sha256-v1',
      epoch: 1,
      commitment: 'a'.repeat(64),
      engine: { version: '1.0.0' },
      systems: { 'd20-roll-under': '1.0.0' },
    },
    { type: 'member.joined', by: 'gm', member: { id: 'gm', name: 'Ada', role: 'gm' } },
    { type: 'member.joined', by: 'p', member: { id: 'p', name: 'Pia', role: 'player' } },
    { type: 'member.joined', by: 'q', member: { id: 'q', name: 'Quin', role: 'player' } },
    { type: 'request', by: 'gm', to: 'all', ...test, visibility: 'public' },
    {
      type: 'request',
      by: 'gm',
      to: ['p'],
      system: 'd20-roll-under',
      test: 'check',
      visibility: 'outcome',
      sealed: 'c'.repeat(64),
    },
    {
      type: 'roll',
      by: 'p',
      ...test,
      visibility: 'public',
      epoch: 1,
      request: 5,
      input: open.input,
      outcome: open.outcome,
      dice: open.dice,
    },
    {
      type: 'roll',
      by: 'p',
      system: 'd20-roll-under',
      test: 'check',
      visibility: 'outcome',
      epoch: 1,
      nonce: 1,
      request: 6,
      result: { result: 'success', tier: 1, label: 'Success' },
      sealed: 'd'.repeat(64),
    },
    {
      type: 'roll',
      by: 'gm',
      system: 'd20-roll-under',
      test: 'check',
      visibility: 'gm',
      epoch: 1,
      nonce: 2,
      sealed: 'e'.repeat(64),
    },
    {
      type: 'roll',
      by: 'q',
      system: 'd20-roll-under',
      test: 'check',
      visibility: 'outcome',
      epoch: 1,
      nonce: 3,
      result: { result: 'success', tier: 1, label: 'Success' },
      sealed: 'f'.repeat(64),
    },
    {
      type: 'reveal',
      by: 'gm',
      of: 9,
      content: { input: open.input, outcome: open.outcome, dice: open.dice },
    },
  ];
  let prev = GENESIS_PREV;
  return raw.map((fields, index) => {
    const entry = chainEntry({
      seq: index + 1,
      prev,
      at: '2026-12-01T20:00:00.000Z',
      ...fields,
    } as never) as RoomEntry;
    prev = entry.hash;
    return entry;
  });
}

describe('the table state from the log', () => {
  const entries = log();

  it('lists members in join order', () => {
    expect(membersOf(entries).map((m) => `${m.name}:${m.role}`)).toEqual([
      'Ada:gm',
      'Pia:player',
      'Quin:player',
    ]);
  });

  it('keeps a request open for a member until that member answers it, and none once the room is closed', () => {
    expect(openRequests(entries, 'p').map((r) => r.seq)).toEqual([]);
    expect(openRequests(entries, 'q').map((r) => r.seq)).toEqual([5]);
    expect(openRequests(entries, 'gm').map((r) => r.seq)).toEqual([5]);
    const closed = [...entries, { ...entries[0], type: 'room.closed' } as unknown as RoomEntry];
    expect(openRequests(closed, 'q')).toEqual([]);
  });

  it('counts the answers by request', () => {
    const answers = answersByRequest(entries);
    expect([...answers].map(([seq, rolls]) => [seq, rolls.map((r) => r.seq)])).toEqual([
      [5, [7]],
      [6, [8]],
    ]);
  });

  it('lets the GM open every unrevealed seal, a player only its own outcome rolls outside hidden requests', () => {
    expect(unrevealedSeqs(entries)).toEqual([6, 8, 10]);
    expect(openableSeqs(entries, { id: 'gm', role: 'gm' })).toEqual([6, 8, 10]);
    expect(openableSeqs(entries, { id: 'p', role: 'player' })).toEqual([]);
    expect(openableSeqs(entries, { id: 'q', role: 'player' })).toEqual([10]);
  });

  it('reads names and revealed contents, merged with what this member opened', () => {
    const view = viewOf(entries, new Map([[10, 'opened by Quin']]));
    expect(nameOf(view, 'p')).toBe('Pia');
    // The room's first entry is the server's (issue 37, N11: it read "#1 room opened the room").
    expect(nameOf(view, null)).toBe('The server');
    expect(describeEntry(entries[0]!, view).sentence).toBe('The server opened the room "Friday"');
    expect(nameOf(view, 'ghost')).toBe('ghost');
    expect([...view.revealed]).toEqual([9]);
    expect([...view.opened.keys()].sort()).toEqual([10, 9]);
  });
});

describe('the luck ledger', () => {
  it('averages the percentiles of generated rolls per member, in join order', () => {
    const ledger = luckLedger([
      { type: 'member.joined', by: 'gm', who: 'Ada' },
      { type: 'member.joined', by: 'p', who: 'Pia' },
      { type: 'roll', by: 'p', who: 'Pia', generated: true, percentile: 62.5 },
      { type: 'roll', by: 'p', who: 'Pia', generated: false, percentile: 99 },
      { type: 'roll', by: 'p', who: 'Pia', generated: true, percentile: 15 },
      { type: 'roll', by: 'gm', who: 'Ada', generated: true },
    ]);
    expect(ledger).toEqual([
      { memberId: 'gm', name: 'Ada', percentiles: [], mean: undefined },
      { memberId: 'p', name: 'Pia', percentiles: [62.5, 15], mean: 38.75 },
    ]);
  });

  it('writes ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 38.4, 101].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '38th',
      '101st',
    ]);
  });
});
