// Issue 36: plain notation in a room reads like a system's roll: named by its notation (and its own name), its
// total as the outcome, the exact chance of that total or higher beside it; sealed rolls say only their kind.
import { createRegistry, oddsTest } from '@verdict/core';
import { d20RollUnder } from '@verdict/system-d20-roll-under';
import { describe, expect, it } from 'vitest';
import { describeEntry } from '../describe/describe-entry.js';
import { viewOf } from '../log-view.js';
import { vectorRoom } from '../test-support/vector-room.js';
import { withNotation } from './with-notation.js';

const registry = createRegistry([d20RollUnder]);

describe('notation rolls in the room', () => {
  it('reads the golden room: the public 4d6kh3 by its name and total, the secret 2d6+3 once revealed', () => {
    const entries = vectorRoom();
    const said = (seq: number, upTo = entries.length) =>
      describeEntry(entries[seq - 1]!, viewOf(entries.slice(0, upTo), new Map()), registry).sentence;
    expect(said(9)).toBe('Olaf rolled Strength (4d6kh3): 12 (61.7% for this or better)');
    expect(said(10, 10)).toBe('Gwen made a secret roll [secret, sealed]');
    expect(said(10)).toBe('Gwen rolled 2d6+3 [secret, revealed]: 10 (58.3% for this or better)');
  });

  it('has exact odds: P(2d6+3 >= 10) = 21/36', () => {
    const odds = oddsTest(withNotation(registry), {
      system: 'dice',
      test: 'notation',
      input: { notation: '2d6+3' },
    });
    const atLeast10 = odds.outcomes.filter((o) => o.tier >= 10).reduce((sum, o) => sum + o.probability, 0);
    expect(atLeast10).toBeCloseTo(21 / 36, 12);
    expect(odds.outcomes.find((o) => o.tier === 15)?.fraction).toBe('1/36');
  });

  it('adds the pseudo-system once, and keeps a registry that has it', () => {
    const rooms = withNotation(registry);
    expect(withNotation(registry)).toBe(rooms);
    expect(withNotation(rooms)).toBe(rooms);
    expect(rooms.systems.map((s) => s.id)).toEqual(['d20-roll-under', 'dice']);
  });
});
