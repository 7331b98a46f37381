// A room prompt's lines (moved from the CLI's room screen, issue 36): a roll with field=value pairs, notation and a
// seed; a request with `to:` by name (as the server compares names) or id, `hidden` and a note; what it asks of whom.
import { createRegistry } from '@verdict/core';
import { DiceError } from '@verdict/dice';
import { d20RollUnder } from '@verdict/system-d20-roll-under';
import { describe, expect, it } from 'vitest';
import { readRequestLine, readRollLine, requestAsks, rollOddsWords } from './prompt-lines.js';

const registry = createRegistry([d20RollUnder]);
const members = [
  { id: 'gm1', name: 'Ada', role: 'gm' as const },
  { id: 'p1', name: 'Grog', role: 'player' as const },
  { id: 'p2', name: 'Pia', role: 'player' as const },
];

describe('a roll typed at a room', () => {
  it('reads a test with field=value pairs and an optional seed:', () => {
    expect(
      readRollLine('d20-roll-under check value=12 modifiers.0.amount=-3 seed:my-seed', registry),
    ).toEqual({
      system: 'd20-roll-under',
      test: 'check',
      input: { value: 12, modifiers: [{ amount: -3 }] },
      clientSeed: 'my-seed',
    });
  });

  it('reads plain notation, with a name and a seed', () => {
    expect(readRollLine('4d6kh3 name=Strength seed:lucky', registry)).toEqual({
      system: 'dice',
      test: 'notation',
      input: { notation: '4d6kh3', name: 'Strength' },
      clientSeed: 'lucky',
    });
  });

  it('says what is wrong: the shape, an unknown system, a seed, and a notation typo with its place', () => {
    expect(() => readRollLine('d20-roll-under', registry)).toThrow(/<system> <test>/);
    expect(() => readRollLine('nope check', registry)).toThrow(/nope/);
    expect(() => readRollLine(`d20-roll-under check value=12 seed:${'x'.repeat(129)}`, registry)).toThrow(
      'seed: the client seed must have 1-128 characters, got 129',
    );
    expect(() => readRollLine('d20-roll-under check value=12 seed:', registry)).toThrow(/got 0/);
    expect(() => readRollLine('d20-roll-under check value=12 value=13', registry)).toThrow(
      "Repeated field 'value' ('value=12' and 'value=13')",
    );
    expect(() => readRollLine('2d6+', registry)).toThrow(DiceError);
  });
});

describe('a request typed by the GM', () => {
  it('reads to: by name (any case) or id, hidden, and a note to the end of the line', () => {
    expect(
      readRequestLine(
        'd20-roll-under check value=9 to:grog,p2 hidden note:the lock, again',
        registry,
        members,
      ),
    ).toEqual({
      system: 'd20-roll-under',
      test: 'check',
      input: { value: 9 },
      to: ['p1', 'p2'],
      hidden: true,
      note: 'the lock, again',
    });
    expect(readRequestLine('d20-roll-under check value=9', registry, members)).toMatchObject({
      to: 'all',
      hidden: false,
    });
    expect(readRequestLine('1d20+5 name=Perception hidden', registry, [])).toMatchObject({
      system: 'dice',
      input: { notation: '1d20+5', name: 'Perception' },
      hidden: true,
    });
  });

  it('refuses a name that is no member, naming the members', () => {
    expect(() => readRequestLine('d20-roll-under check to:Bob', registry, members)).toThrow(
      "to: no member is named 'Bob' (members: Ada (GM), Grog, Pia)",
    );
  });

  it('says what it asks of whom', () => {
    const asks = (line: string) => requestAsks(readRequestLine(line, registry, members), registry, members);
    expect(asks('d20-roll-under check value=12 to:Grog,Pia hidden')).toBe(
      'Asks Grog, Pia to roll Check (input hidden)',
    );
    expect(asks('2d6+3')).toBe('Asks everyone to roll 2d6+3');
  });
});

describe('the odds of a roll typed so far', () => {
  it("says the headline, then each outcome's chance, for a system's test and for plain notation", () => {
    expect(rollOddsWords('d20-roll-under check value=12', registry)).toBe(
      'Odds: Success 60.0% · Failure 40.0% | Extraordinary Success 5.0% · Extreme Success 5.0% · Strong Success 15.0% · Success 35.0% · Failure 30.0% · Extreme Failure 5.0% · Catastrophic Failure 5.0%',
    );
    expect(rollOddsWords('1d6 name=Luck', registry)).toMatch(/^Odds: .+ \| /);
    expect(() => rollOddsWords('d20-roll-under check valu=12', registry)).toThrow(/valu/);
  });
});
