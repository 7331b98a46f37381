// The protocol's golden vectors (docs/fair-play.md): they must never change within hmac-sha256-v1.
import { createHash } from 'node:crypto';
import { createTray } from '@verdict/dice';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.js';
import { chainEntry, hashEntry } from './chain.js';
import { GENESIS_PREV } from './hex.js';
import { hmacFaces, hmacSource, hmacWords } from './hmac-source.js';
import { seal } from './seal.js';
import { commitment } from './sha256.js';

const serverSeed = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

describe('hmac-sha256-v1 golden vectors', () => {
  it('commits to the seed bytes 0..31', () => {
    expect(commitment(serverSeed)).toBe('630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd');
  });

  it('derives the words of table-1, nonce 0 (crossing into block 1)', () => {
    expect(hmacWords({ serverSeed, clientSeed: 'table-1', nonce: 0 }, 10)).toEqual([
      1615476955, 275729195, 3212539903, 854124202, 2149717880, 331617426, 1604264210, 3923320910, 1111643910,
      1136966473,
    ]);
  });

  const faces: [string, string, number, number[], number[]][] = [
    ['five d20', 'table-1', 0, [20, 20, 20, 20, 20], [16, 16, 4, 3, 1]],
    ['four d6', 'table-1', 1, [6, 6, 6, 6], [3, 5, 4, 3]],
    ['two d1000000 (UTF-8 client seed)', 'ünï', 7, [1_000_000, 1_000_000], [107992, 13224]],
    ['a d20 then two d6', 'x', 42, [20, 6, 6], [18, 5, 3]],
  ];
  for (const [title, clientSeed, nonce, sides, expected] of faces) {
    it(`draws ${title} for ${clientSeed}, nonce ${nonce}`, () => {
      expect(hmacFaces({ serverSeed, clientSeed, nonce, sides })).toEqual(expected);
      // The engine's own draw (a tray on the source) gives the same faces.
      const tray = createTray({ source: hmacSource({ serverSeed, clientSeed, nonce }) });
      expect(sides.map((s) => tray.d(s, 'check'))).toEqual(expected);
    });
  }

  it('writes the JCS vector canonically (-0.0, 1e21, 1e-7, key order by UTF-16)', () => {
    const parsed = JSON.parse('{"b":[1,2.5,-0.0,1e21,1e-7,true,null],"a":"é","€":1,"é":2}');
    expect(canonicalJson(parsed)).toBe('{"a":"é","b":[1,2.5,0,1e+21,1e-7,true,null],"é":2,"€":1}');
  });

  it('hashes the room.opened vector', () => {
    const entry = JSON.parse(
      `{"seq":1,"prev":"${GENESIS_PREV}","type":"room.opened","at":"2026-12-01T00:00:00.000Z","by":null,"room":{"id":"r1","name":"Test"},"epoch":1,"commitment":"630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd"}`,
    );
    expect(canonicalJson(entry)).toBe(
      '{"at":"2026-12-01T00:00:00.000Z","by":null,"commitment":"630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd","epoch":1,"prev":"0000000000000000000000000000000000000000000000000000000000000000","room":{"id":"r1","name":"Test"},"seq":1,"type":"room.opened"}',
    );
    expect(hashEntry(entry)).toBe('b6c5170dc07c435d5586f3dbc1217e2f3076da34dbd00b37f0dc2568f87f551d');
  });
});

// Further vectors of docs/fair-play.md (from this package, checked against Node's own SHA-256).
describe('further vectors', () => {
  it('hashes a complete room.opened entry', () => {
    const entry = chainEntry({
      seq: 1,
      prev: GENESIS_PREV,
      type: 'room.opened',
      at: '2026-12-01T00:00:00.000Z',
      by: null,
      room: { id: 'r1', name: 'Test' },
      algorithm: 'hmac-sha256-v1',
      epoch: 1,
      commitment: commitment(serverSeed),
      engine: { version: '1.0.0' },
      systems: { 'd20-roll-under': '1.0.0' },
    });
    const { hash, ...rest } = entry;
    expect(hash).toBe('d618f04f76ff635ca7ccc5d55bc582e57da16b1747f2a44a8592c02c748e654c');
    expect(createHash('sha256').update(canonicalJson(rest), 'utf8').digest('hex')).toBe(hash);
  });

  it('seals a hidden difficulty', () => {
    const content = { input: { value: 9 }, salt: 'ab'.repeat(32) };
    expect(canonicalJson(content)).toBe(`{"input":{"value":9},"salt":"${'ab'.repeat(32)}"}`);
    expect(seal(content)).toBe('520de5e0f2a2928fce4c55c5b9d4610c6b55e745346c4f1c48228c1994086dc1');
    expect(createHash('sha256').update(canonicalJson(content)).digest('hex')).toBe(seal(content));
  });
});
