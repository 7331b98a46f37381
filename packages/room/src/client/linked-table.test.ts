// A table linked from a tabletop's room: the link read from anything, the next table's link with the past
// ones, and what a screen does (the GM never seated as a player silently; an unpublished table published
// again, never created again).
import { describe, expect, it } from 'vitest';
import { nextTableLink, PAST_TABLES, seatPlan, tableLinkOf } from './linked-table.js';

const link = { roomId: 'r2', invite: 'inv2', past: ['r1'] };

describe('tableLinkOf', () => {
  it('reads a link, its past tables (at most a few), and nothing else', () => {
    expect(tableLinkOf(link)).toEqual(link);
    expect(tableLinkOf({ roomId: 'r', invite: 'i' })).toEqual({ roomId: 'r', invite: 'i' });
    expect(tableLinkOf({ roomId: 'r', invite: 'i', past: ['a', 7, 'b', 'c', 'd'] })?.past).toEqual([
      'a',
      'b',
      'c',
    ]);
    for (const wrong of [undefined, null, 'r', { roomId: 'r' }, { roomId: 'r', invite: '' }, { invite: 'i' }])
      expect(tableLinkOf(wrong)).toBeUndefined();
  });
});

describe('nextTableLink', () => {
  it('puts the previous table first among the past ones, keeping the last few', () => {
    expect(nextTableLink(undefined, { roomId: 'r1', invite: 'i1' })).toEqual({ roomId: 'r1', invite: 'i1' });
    let current = nextTableLink(undefined, { roomId: 'r0', invite: 'i' });
    for (let n = 1; n <= 5; n++) current = nextTableLink(current, { roomId: `r${n}`, invite: 'i' });
    expect(current.past).toEqual(['r4', 'r3', 'r2']);
    expect(current.past).toHaveLength(PAST_TABLES);
  });
});

describe('seatPlan', () => {
  it('seats, opens, joins or waits by the link and the seat held', () => {
    expect(seatPlan({ gm: true, link: undefined, held: false })).toBe('open');
    expect(seatPlan({ gm: false, link: undefined, held: false })).toBe('wait');
    expect(seatPlan({ gm: false, link, held: false })).toBe('join');
    expect(seatPlan({ gm: false, link, held: true })).toBe('seated');
    expect(seatPlan({ gm: true, link, held: true })).toBe('seated');
  });

  it('never seats the GM as a player silently: a GM without a seat here recovers it', () => {
    expect(seatPlan({ gm: true, link, held: false })).toBe('recover');
  });

  it('publishes a created table again rather than creating another, until its link is in the room', () => {
    const first = { link: { roomId: 'r1', invite: 'i1' } };
    expect(seatPlan({ gm: true, link: undefined, held: true, unpublished: first })).toBe('publish');
    expect(seatPlan({ gm: true, link: first.link, held: true, unpublished: first })).toBe('seated');
    const next = { link: { roomId: 'r3', invite: 'i3' }, replaces: 'r2' };
    expect(seatPlan({ gm: true, link, held: true, unpublished: next })).toBe('publish');
    // Another GM's link came first: this one's table is let go.
    expect(seatPlan({ gm: true, link: { roomId: 'r9', invite: 'i9' }, held: false, unpublished: next })).toBe(
      'recover',
    );
  });
});
