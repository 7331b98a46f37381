// Issue 36: the terminal room screen shows each test of rounds in play with its last round, and the last ended one
// with its result, from the room view's `rounds`.
import type { RoundsTestView } from '@verdict/room';
import { describe, expect, it } from 'vitest';
import { roundsLines } from './rounds-lines.js';

const allowed = { allowed: true, run: async () => ({}) as never };
const refused = (why: string) => ({ allowed: false, why, run: async () => ({}) as never });
const contest = (over: Partial<RoundsTestView>): RoundsTestView => ({
  seq: 9,
  who: 'Olaf',
  title: 'Mutual Contest of Wills',
  visibility: 'public',
  status: 'playing',
  rounds: [],
  nextChosen: false,
  takesChoices: true,
  next: allowed,
  choose: refused('Only the GM chooses for a round'),
  abandon: allowed,
  ...over,
});

describe('the room screen: tests of rounds', () => {
  it('a test in play shows its last round as the rules said it, and n for its roller', () => {
    const steps = [
      'Round 2',
      'Round 2: Abbot rolls 15 against Will 11: Failure',
      'Round 2: Witch rolls 4 against Will 12: Success',
    ];
    const lines = roundsLines([
      contest({
        rounds: [
          { round: 1, seq: 11 },
          { round: 2, seq: 12, steps },
        ],
      }),
    ]);
    expect(lines).toEqual([
      '#9 Olaf: Mutual Contest of Wills, round 2: Round 2: Abbot rolls 15 against Will 11: Failure · Round 2: Witch rolls 4 against Will 12: Success · n next round',
    ]);
  });

  it('a sealed round says so, and an ended test its result', () => {
    const sealed = contest({
      seq: 20,
      visibility: 'blind',
      rounds: [{ round: 1, seq: 21 }],
      next: refused('x'),
    });
    const ended = contest({
      status: 'ended',
      outcome: 'Abbot wins',
      rounds: [{ round: 1, seq: 11, steps: [] }],
    });
    expect(roundsLines([ended, sealed])).toEqual([
      '#9 Olaf: Mutual Contest of Wills, round 1:  · result: Abbot wins',
      '#20 Olaf: Mutual Contest of Wills, round 1: sealed',
    ]);
  });
});
