// A room roll that ran out of time after its draw is logged with no result (fair-play.md): its summary says so
// and gives no chance of "that result or better", which it does not have.
import { chainEntry, GENESIS_PREV, type RoomEntry } from '@verdict/fair';
import { lapsedRoll } from '@verdict/room';
import { describe, expect, it } from 'vitest';
import { createAppRegistry } from '../composition/registry.js';
import { summarise } from './entry-summary.js';

const input = { name: 'Sense evil', value: 11 };

function log(): RoomEntry[] {
  const raw: Record<string, unknown>[] = [
    { type: 'member.joined', by: 'gm', member: { id: 'gm', name: 'Ada', role: 'gm' } },
    { type: 'member.joined', by: 'p', member: { id: 'p', name: 'Grog', role: 'player' } },
    {
      type: 'roll',
      by: 'p',
      system: 'd20-roll-under',
      test: 'check',
      visibility: 'public',
      epoch: 1,
      nonce: 0,
      clientSeed: 'abc',
      ...lapsedRoll(input),
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
    return entry as RoomEntry;
  });
}

describe('the summary of a roll that ran out of time', () => {
  it('says it ran out of time, with no chance', () => {
    const [, , lapsed] = summarise(log(), new Map(), createAppRegistry());
    expect(lapsed!.sentence).toMatch(/ran out of time/);
    expect(lapsed!.orBetter).toBeUndefined();
  });
});
