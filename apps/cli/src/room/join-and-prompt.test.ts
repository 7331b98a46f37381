import { describe, expect, it } from 'vitest';
import { createAppRegistry } from '../registry.js';
import { normaliseServer } from './http.js';
import { parseJoinTarget } from './join-link.js';
import { parseRequestLine, parseRollLine } from './screen/prompt.js';

const registry = createAppRegistry();
const members = [
  { id: 'gm1', name: 'Ada', role: 'gm' as const },
  { id: 'p1', name: 'Grog', role: 'player' as const },
  { id: 'p2', name: 'Pia', role: 'player' as const },
];

describe('join targets', () => {
  it("reads the API's joinUrl, and a bare invite with --room and --server", () => {
    expect(parseJoinTarget('http://127.0.0.1:8787/#/rooms/39fd/join?invite=dEu4-_x', {})).toEqual({
      server: 'http://127.0.0.1:8787',
      roomId: '39fd',
      invite: 'dEu4-_x',
    });
    expect(parseJoinTarget('https://dice.example/verdict/#/rooms/ab/join?invite=z', {}).server).toBe(
      'https://dice.example/verdict',
    );
    expect(parseJoinTarget('dEu4', { room: '39fd', server: '127.0.0.1:8787' })).toEqual({
      server: 'http://127.0.0.1:8787',
      roomId: '39fd',
      invite: 'dEu4',
    });
  });

  it('says what is missing', () => {
    expect(() => parseJoinTarget('dEu4', {})).toThrow(/--room <id> and --server/);
    expect(() => parseJoinTarget('http://host/#/rooms/ab/join?x=1', {})).toThrow(/has no invite/);
    expect(() => parseJoinTarget('http://host/rooms', {})).toThrow(/Expected a join link/);
    expect(() => normaliseServer('ftp://host')).toThrow(/http:\/\/ or https:\/\//);
  });
});

describe('the room screen prompt', () => {
  it('reads a roll with field=value pairs and an optional seed:', () => {
    expect(
      parseRollLine('d20-roll-under check value=12 modifiers.0.amount=-3 seed:my-seed', registry),
    ).toEqual({
      system: 'd20-roll-under',
      test: 'check',
      input: { value: 12, modifiers: [{ amount: -3 }] },
      clientSeed: 'my-seed',
    });
    expect(() => parseRollLine('d20-roll-under', registry)).toThrow(/<system> <test>/);
    expect(() => parseRollLine('nope check', registry)).toThrow(/nope/);
  });

  it('reads a request: to: by name or id, hidden, and a note to the end of the line', () => {
    expect(
      parseRequestLine(
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
    expect(parseRequestLine('d20-roll-under check value=9', registry, members)).toMatchObject({
      to: 'all',
      hidden: false,
    });
    expect(() => parseRequestLine('d20-roll-under check to:Bob', registry, members)).toThrow(
      /no member is called 'Bob'/,
    );
  });
});
