import { describe, expect, it } from 'vitest';
import { chainEntry, hashEntry } from './chain.js';
import { GENESIS_PREV } from './hex.js';
import { revealMatches, seal } from './seal.js';
import { commitment } from './sha256.js';

const serverSeed = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const salt = 'ab'.repeat(32);
const opened = {
  seq: 1,
  prev: GENESIS_PREV,
  type: 'room.opened' as const,
  at: '2026-12-01T00:00:00.000Z',
  by: null,
  room: { id: 'r1', name: 'Test' },
  algorithm: 'hmac-sha256-v1' as const,
  epoch: 1 as const,
  commitment: commitment(serverSeed),
  engine: { version: '1.0.0' },
  systems: { 'd20-roll-under': '1.0.0' },
};

describe('chainEntry and hashEntry', () => {
  it('adds the hash of the entry without it; hashEntry of the chained entry gives it back', () => {
    const entry = chainEntry(opened);
    expect(entry).toEqual({ ...opened, hash: hashEntry(opened) });
    expect(hashEntry(entry)).toBe(entry.hash);
    expect(hashEntry({ ...opened, at: '2026-12-01T00:00:01.000Z' })).not.toBe(entry.hash);
  });

  it('refuses an entry that breaks the protocol, naming every field', () => {
    expect(() => chainEntry({ ...opened, epoch: 2, colour: 'red' } as never)).toThrow(
      new TypeError('Invalid room.opened entry (seq 1): epoch: expected 1, got 2; colour: unknown field'),
    );
    expect(() => chainEntry({ ...opened, hash: 'x' } as never)).toThrow(/hash: is computed here/);
    expect(() => chainEntry({ ...opened, type: 'roll.maybe' } as never)).toThrow(
      /unknown entry type "roll.maybe"/,
    );
    expect(() =>
      chainEntry({
        seq: 2,
        prev: GENESIS_PREV,
        type: 'request',
        at: opened.at,
        by: 'gm',
        to: [],
        system: 's',
        test: 't',
        visibility: 'public',
      } as never),
    ).toThrow(/to: expected at least 1 item\(s\); input: a request has either input or sealed/);
  });
});

describe('seal and revealMatches', () => {
  it('seals the JCS of the hidden part, salt included; member order does not matter', () => {
    const sealed = seal({ input: { value: 9 }, salt });
    expect(sealed).toMatch(/^[0-9a-f]{64}$/);
    expect(seal({ salt, input: { value: 9 } })).toBe(sealed);
    expect(revealMatches(sealed, { salt, input: { value: 9 } })).toBe(true);
    expect(revealMatches(sealed, { salt, input: { value: 10 } })).toBe(false);
    expect(revealMatches(sealed, { salt: 'cd'.repeat(32), input: { value: 9 } })).toBe(false);
  });

  it('needs a salt of 32 bytes, and never throws when checking', () => {
    expect(() => seal({ input: 1 } as never)).toThrow(/needs a salt of 64 lowercase hexadecimal digits/);
    expect(() => seal({ salt: 'AB'.repeat(32) })).toThrow(/needs a salt/);
    expect(() => seal(null as never)).toThrow(/must be an object/);
    expect(revealMatches('x', { salt })).toBe(false);
    expect(revealMatches(seal({ salt }), null)).toBe(false);
    expect(revealMatches(seal({ salt }), { salt, n: Number.NaN })).toBe(false);
  });
});
