// Issue 36: a text screen's line for each test of rounds (moved from the CLI's room screen): the tests in play and
// the last ended one, each with its last round as the rules said it, sealed, chosen, ended or abandoned.
import { describe, expect, it } from 'vitest';
import type { RoundsTestView } from '../client/room-view-rounds.js';
import { roundsLine, roundsShown } from './rounds-line.js';

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

describe('a test of rounds as a line', () => {
  it("shows the last round's own steps, not its heading", () => {
    const steps = [
      'Round 2',
      'Round 2: Abbot rolls 15 against Will 11: Failure',
      'Round 2: Witch rolls 4: Success',
    ];
    const test = contest({
      rounds: [
        { round: 1, seq: 11 },
        { round: 2, seq: 12, steps },
      ],
    });
    expect(roundsLine(test)).toBe(
      '#9 Olaf: Mutual Contest of Wills, round 2: Round 2: Abbot rolls 15 against Will 11: Failure · Round 2: Witch rolls 4: Success',
    );
  });

  it("a test whose steps are not headed by their round (an extended test's turns) shows them, not its heading", () => {
    // The CLI's screen showed `round 1: ` and nothing else for a 2d6 extended test (the three-screen test found it).
    const steps = ['Turn 1', 'Grog rolls 2d6 + 2 = 9 against 8: 1 progress', 'Progress 0 + 1 = 1 of 3'];
    const test = contest({ who: 'Ada', title: 'Extended test', rounds: [{ round: 1, seq: 11, steps }] });
    expect(roundsLine(test)).toBe(
      '#9 Ada: Extended test, round 1: Grog rolls 2d6 + 2 = 9 against 8: 1 progress · Progress 0 + 1 = 1 of 3',
    );
  });

  it('says no round yet, sealed, the GM chosen, or that the GM may choose', () => {
    expect(roundsLine(contest({}))).toBe('#9 Olaf: Mutual Contest of Wills, round 0: no round yet');
    expect(roundsLine(contest({ visibility: 'blind', rounds: [{ round: 1, seq: 21 }] }))).toBe(
      '#9 Olaf: Mutual Contest of Wills, round 1: sealed',
    );
    expect(roundsLine(contest({ nextChosen: true }))).toBe(
      '#9 Olaf: Mutual Contest of Wills, round 0: no round yet · the GM has chosen for the next round',
    );
    // The GM reads that a choice is theirs to make; the roller (who may play) does not.
    expect(roundsLine(contest({ next: refused('Only Olaf plays'), choose: allowed }))).toBe(
      '#9 Olaf: Mutual Contest of Wills, round 0: no round yet · the GM may choose for the next round',
    );
    expect(roundsLine(contest({ choose: allowed }))).toBe(
      '#9 Olaf: Mutual Contest of Wills, round 0: no round yet',
    );
  });

  it('an ended test says its result (or sealed), an abandoned one says so', () => {
    const rounds = [{ round: 1, seq: 11, steps: [] }];
    expect(roundsLine(contest({ status: 'ended', outcome: 'Abbot wins', rounds }))).toBe(
      '#9 Olaf: Mutual Contest of Wills, round 1:  · result: Abbot wins',
    );
    expect(roundsLine(contest({ status: 'ended', rounds }))).toBe(
      '#9 Olaf: Mutual Contest of Wills, round 1:  · result: sealed',
    );
    expect(roundsLine(contest({ status: 'abandoned', rounds }))).toBe(
      '#9 Olaf: Mutual Contest of Wills, round 1:  · abandoned',
    );
  });

  it('shows the last ended test, then every test in play', () => {
    const first = contest({ seq: 1, status: 'ended' });
    const second = contest({ seq: 2, status: 'abandoned' });
    const playing = contest({ seq: 3 });
    const also = contest({ seq: 4 });
    expect(roundsShown([first, playing, second, also]).map((t) => t.seq)).toEqual([2, 3, 4]);
  });
});
