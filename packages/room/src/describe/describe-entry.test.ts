import { createRegistry } from '@verdict/core';
import { chainEntry, GENESIS_PREV, type RoomEntry, resolveRoll } from '@verdict/fair';
import { d20RollUnder } from '@verdict/system-d20-roll-under';
import { describe, expect, it } from 'vitest';
import { viewOf } from '../log-view.js';
import { lapsedRoll } from '../rules/lapsed.js';
import { describeEntry } from './describe-entry.js';
import { requestWords } from './input-words.js';

const registry = createRegistry([d20RollUnder]);
const input = { name: 'Sense evil', value: 11, modifiers: [{ label: 'poor tackle', amount: -2 }] };

/** A real chained log: a GM, a player, a hidden request to the player and a public one. */
function log(): RoomEntry[] {
  const raw: Record<string, unknown>[] = [
    { type: 'member.joined', by: 'gm', member: { id: 'gm', name: 'Ada', role: 'gm' } },
    { type: 'member.joined', by: 'p', member: { id: 'p', name: 'Grog', role: 'player' } },
    {
      type: 'request',
      by: 'gm',
      to: ['p'],
      system: 'd20-roll-under',
      test: 'check',
      visibility: 'public',
      sealed: 'c'.repeat(64),
    },
    {
      type: 'request',
      by: 'gm',
      to: ['p'],
      system: 'd20-roll-under',
      test: 'check',
      input,
      visibility: 'public',
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

describe('inputs in the room by their schema titles', () => {
  it("says an opened hidden request's input by its labels, never as paths", () => {
    const entries = log();
    const view = viewOf(
      entries,
      new Map([[3, { input: { value: 9, modifiers: [{ label: 'dusk', amount: 1 }] } }]]),
    );
    const sentence = describeEntry(entries[2]!, view, registry).sentence;
    expect(sentence).toBe('Ada asks Grog to roll Check (hidden difficulty, opened: Skill 9, dusk +1)');
  });

  it('says what an open request is against, as a roll line does (issue 36)', () => {
    const entries = log();
    const sentence = describeEntry(entries[3]!, viewOf(entries), registry).sentence;
    expect(sentence).toBe('Ada asks Grog to roll Sense evil (Check) against Skill 11, poor tackle -2');
  });

  it("gives a request card the roll's name and its input in words", () => {
    const request = log()[3]!;
    expect(requestWords(request as never, registry)).toEqual({
      roll: 'Sense evil (Check)',
      input: 'Skill 11, poor tackle -2',
    });
    const hidden = log()[2]!;
    expect(requestWords(hidden as never, registry)).toEqual({ roll: 'Check', input: 'hidden difficulty' });
  });
});

describe('a request in parts by its titles', () => {
  const request = (fields: Record<string, unknown>) =>
    chainEntry({
      seq: 3,
      prev: GENESIS_PREV,
      at: '2026-12-01T20:00:00.000Z',
      type: 'request',
      by: 'gm',
      to: ['p'],
      system: 'd20-roll-under',
      test: 'check',
      visibility: 'outcome',
      fixes: ['modifiers'],
      ...fields,
    } as never) as RoomEntry;

  it('says a hidden GM part by its field titles, and a public one in words', () => {
    const view = viewOf(log().slice(0, 2));
    const hidden = describeEntry(request({ sealed: 'c'.repeat(64) }), view, registry).sentence;
    expect(hidden).toBe("Ada asks Grog to roll Check with the GM's modifiers hidden, answers result only");
    const open = request({ input: { modifiers: [{ label: 'dusk', amount: 1 }] } });
    expect(describeEntry(open, view, registry).sentence).toBe(
      'Ada asks Grog to roll Check with dusk +1, answers result only',
    );
  });

  it('puts the GM note before how the answers are seen, so it never reads as the result (issue 38, earlier 19)', () => {
    const view = viewOf(log().slice(0, 2));
    const noted = request({ sealed: 'c'.repeat(64), note: 'the lock' });
    expect(describeEntry(noted, view, registry).sentence).toBe(
      "Ada asks Grog to roll Check with the GM's modifiers hidden for “the lock”, answers result only",
    );
  });

  // Issue 37, N11: it read "against a hidden modifiers, name and strong success".
  it('lists several hidden fields of the GM in a sentence that reads', () => {
    const view = viewOf(log().slice(0, 2));
    const many = request({ sealed: 'c'.repeat(64), fixes: ['modifiers', 'name', 'strongSuccess'] });
    expect(describeEntry(many, view, registry).sentence).toBe(
      "Ada asks Grog to roll Check with the GM's modifiers, name and strong success hidden, answers result only",
    );
  });

  it("gives the card the player's fields by their titles, the fixed ones left out", () => {
    const words = requestWords(request({ sealed: 'c'.repeat(64) }) as never, registry);
    expect(words.input).toBe('hidden modifiers');
    expect(words.yours?.map((f) => f.field)).toEqual(['value', 'name', 'strongSuccess']);
  });
});

describe('contests in the room by their parties', () => {
  it("says the winner of a contest by the party's name", () => {
    const contest = {
      system: 'd20-roll-under',
      test: 'mutual-contest',
      input: {
        parties: [
          { name: 'Ragnhild', will: 14, wits: 12 },
          { name: 'Sven', will: 11, wits: 10 },
        ],
      },
    };
    const rolled = resolveRoll(registry, contest, { dice: [5, 15] });
    const entry = chainEntry({
      seq: 1,
      prev: GENESIS_PREV,
      at: '2026-12-01T20:00:00.000Z',
      type: 'roll',
      by: 'p',
      ...contest,
      visibility: 'public',
      epoch: 1,
      input: rolled.input,
      outcome: rolled.outcome,
      dice: rolled.dice,
    } as never) as RoomEntry;
    const { outcome } = describeEntry(entry, viewOf([entry]), registry);
    const winner = (rolled.outcome.parties as Record<string, string>)[String(rolled.outcome.winner)]!;
    expect(outcome).toMatch(new RegExp(`^${winner} wins`));
  });

  it('says unnamed parties by their place, the words of its outcome (issue 36)', () => {
    const contest = {
      system: 'd20-roll-under',
      test: 'mutual-contest',
      input: {
        parties: [
          { will: 14, wits: 12 },
          { will: 11, wits: 10 },
        ],
      },
    };
    const rolled = resolveRoll(registry, contest, { dice: [5, 15] });
    const entry = chainEntry({
      seq: 1,
      prev: GENESIS_PREV,
      at: '2026-12-01T20:00:00.000Z',
      type: 'roll',
      by: 'p',
      ...contest,
      visibility: 'public',
      epoch: 1,
      input: rolled.input,
      outcome: rolled.outcome,
      dice: rolled.dice,
    } as never) as RoomEntry;
    const { sentence } = describeEntry(entry, viewOf([entry]), registry);
    expect(sentence).toMatch(
      /rolled Mutual Contest of Wills against First party \(Will 14, Wits 12\), Second party \(Will 11, Wits 10\): First party wins/,
    );
  });
});

describe('a drawn roll with no result', () => {
  const lapsedEntry = (reason?: 'deadline' | 'failed') => {
    const entries = log();
    const entry = chainEntry({
      seq: 5,
      prev: entries[3]!.hash,
      at: '2026-12-01T20:00:00.000Z',
      type: 'roll',
      by: 'p',
      system: 'd20-roll-under',
      test: 'check',
      visibility: 'public',
      epoch: 1,
      nonce: 0,
      request: 4,
      clientSeed: 'abc',
      ...lapsedRoll(input, reason),
    } as never) as RoomEntry;
    return describeEntry(entry, viewOf([...entries, entry]), registry);
  };

  it('says it ran out of time, by the roller and the roll, with no chance', () => {
    const described = lapsedEntry();
    expect(described.sentence).toBe("Grog's roll of Sense evil (Check) (answers #4) ran out of time");
    expect(described.outcome).toBe('No result: ran out of time');
    expect(described.orBetter).toBeUndefined();
  });

  it('says it could not be computed when its computation failed', () => {
    const described = lapsedEntry('failed');
    expect(described.sentence).toBe("Grog's roll of Sense evil (Check) (answers #4) could not be computed");
    expect(described.outcome).toBe('No result: could not be computed');
    expect(described.orBetter).toBeUndefined();
  });
});
