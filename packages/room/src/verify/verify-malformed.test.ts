// verifyLog never throws: malformed exports, entries and reveals are failures that name the entry and field.
import { describe, expect, it } from 'vitest';
import { buildRoom, rechain, registry } from '../test-support/build-room.js';
import { verifyLog } from './verify-log.js';

type Raw = Record<string, unknown>;
const room = buildRoom();
const fresh = () => room.export() as unknown as { entries: Raw[] } & Raw;
const failures = (input: unknown) => verifyLog(input, registry).failures;

describe('verifyLog on malformed exports', () => {
  it.each([
    ['not JSON text', '{"format":', /not JSON/],
    ['null', null, /expected an export object/],
    ['an array', [], /expected an export object/],
    ['a number', 42, /expected an export object/],
    ['another format', { format: 'x', version: 1, entries: [] }, /format must be "verdict-room-log"/],
    ['another version', { format: 'verdict-room-log', version: 2, entries: [] }, /version must be 1/],
    [
      'entries not a list',
      { format: 'verdict-room-log', version: 1, entries: {} },
      /entries must be an array/,
    ],
    ['no entries', { format: 'verdict-room-log', version: 1, entries: [] }, /entries is empty/],
    [
      'an unknown field',
      { format: 'verdict-room-log', version: 1, entries: [{}], extra: 1 },
      /unknown field extra/,
    ],
  ])('%s: a format failure', (_, input, message) => {
    const result = verifyLog(input, registry);
    expect(result.ok).toBe(false);
    expect(result.failures[0]).toMatchObject({
      seq: null,
      check: 'format',
      message: expect.stringMatching(message),
    });
  });

  it('garbage entries are named by position, and nothing throws', () => {
    const log = { format: 'verdict-room-log', version: 1, entries: [null, 7, 'x', [], { type: 'roll' }] };
    const found = failures(log);
    expect(found.filter((f) => f.check === 'shape').map((f) => f.seq)).toEqual([
      1, 2, 3, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5,
    ]);
    expect(found).toContainEqual({ seq: 5, check: 'shape', message: 'roll entry, system: missing' });
  });

  it('values JSON cannot hold, deep nesting and odd member names do not throw', () => {
    const deep: Raw = {};
    let cursor = deep;
    for (let i = 0; i < 10_000; i++) cursor = cursor.next = {};
    for (const value of [Number.NaN, deep, { toJSON: 'x' }, { ['__proto__']: 1 }, '\uD800']) {
      const log = fresh();
      log.entries[4] = { ...log.entries[4], input: value };
      expect(() => verifyLog(log, registry)).not.toThrow();
      expect(verifyLog(log, registry).ok).toBe(false);
    }
  });

  it('names the field of an entry that breaks its shape: missing, unknown, mistyped', () => {
    const log = fresh();
    const { clientSeed: _, ...noSeed } = log.entries[4]!;
    log.entries[4] = { ...noSeed, colour: 'red' };
    (log.entries[1] as { member: Raw }).member.role = 'admin';
    (log.entries[12] as { dice: Raw[] }).dice[0]!.face = 21;
    log.entries = rechain(log.entries);
    const shape = failures(log).filter((f) => f.check === 'shape');
    expect(shape).toEqual([
      {
        seq: 2,
        check: 'shape',
        message: 'member.joined entry, member.role: expected "gm" or "player", got "admin"',
      },
      { seq: 5, check: 'shape', message: 'roll entry, colour: unknown field' },
      {
        seq: 5,
        check: 'shape',
        message: 'roll entry, clientSeed: a roll of generated dice (it has a nonce) needs its clientSeed',
      },
      { seq: 13, check: 'shape', message: 'roll entry, dice[0].face: a d20 has no face 21' },
    ]);
  });

  it('a reveal whose content lacks its salt or has extra fields: shape and seal', () => {
    const log = fresh();
    const reveal = log.entries[10] as { content: Raw }; // seq 11 reveals the gm roll
    const { salt: _, ...unsalted } = reveal.content;
    reveal.content = { ...unsalted, extra: true };
    log.entries = rechain(log.entries);
    expect(failures(log).map((f) => `${f.seq}:${f.check}:${f.message}`)).toEqual([
      '11:shape:reveal of seq 7, content.salt: missing',
      '11:shape:reveal of seq 7, content.extra: unknown field',
      '11:seal:the revealed content does not hash to the seal of seq 7',
    ]);
  });
});

describe('verifyLog on the order and roles of a room', () => {
  const edit = (change: (entries: Raw[]) => void) => {
    const log = fresh();
    change(log.entries);
    log.entries = rechain(log.entries);
    return failures(log).map((f) => `${f.seq}:${f.check}:${f.message}`);
  };

  it('a gm roll by a player, and a reveal by a player: role', () => {
    expect(
      edit((e) => {
        e[6]!.by = 'olaf';
      }),
    ).toContain('7:role:only the GM may make a gm roll');
    expect(
      edit((e) => {
        e[10]!.by = 'grog';
      }),
    ).toContain('11:role:only the GM may make a reveal');
  });

  it('a roll by someone who never joined: role', () => {
    expect(
      edit((e) => {
        e[4]!.by = 'mallory';
      }),
    ).toContain('5:role:roll by "mallory", who is not a member');
  });

  it('an answer by a member the request did not name, and an answer to something that is not a request', () => {
    expect(
      edit((e) => {
        e[8]!.by = 'grog';
      }),
    ).toContain('9:request:request 8 does not ask grog to roll');
    expect(
      edit((e) => {
        e[8]!.request = 7;
      }),
    ).toContain('9:request:answers seq 7, which is not an earlier request');
  });

  it('an answer with another test than the request: request', () => {
    expect(
      edit((e) => {
        e[16]!.test = 'horror';
      }),
    ).toContain('17:request:its test is horror, but request 16 asks for check');
  });

  it('a second answer by the same member: request', () => {
    expect(
      edit((e) => {
        e[17]!.by = 'grog';
      }),
    ).toContain('18:request:grog answered request 16 twice');
  });

  it('a roll after room.closed, and a roll in an epoch that ended: order and epoch', () => {
    const found = edit((e) => {
      const closed = e.splice(18, 1)[0]!;
      e.splice(16, 0, closed);
      for (const [i, entry] of e.entries()) entry.seq = i + 1;
    });
    expect(found).toContain('18:order:a roll after room.closed (only reveals may follow it)');
    expect(
      edit((e) => {
        e[12]!.epoch = 1;
      }),
    ).toContain('13:epoch:roll in epoch 1, but epoch 2 is current');
  });

  it('a log that does not begin with room.opened, or whose seq 2 is not the GM', () => {
    expect(
      edit((e) => {
        e.splice(0, 1);
      }),
    ).toContain('2:order:the log must begin with room.opened');
    expect(
      edit((e) => {
        (e[1]!.member as Raw).role = 'player';
      }),
    ).toContain('2:order:the GM must join at seq 2');
  });
});
