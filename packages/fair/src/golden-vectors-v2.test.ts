// Protocol 2's golden vectors (docs/vectors/protocol-2.json, described in docs/fair-play.md), recomputed
// here twice: by this package, and by Node's own HMAC-SHA256 and SHA-256 from the doc's definitions alone.
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createTray } from '@verdict/dice';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.js';
import { hashEntry } from './chain.js';
import { GENESIS_PREV } from './hex.js';
import { ALGORITHM_V2, hmacFaces, hmacSource } from './hmac-source.js';
import { commitment } from './sha256.js';

interface Vectors {
  algorithm: string;
  serverSeed: string;
  commitment: string;
  memberKeys: { member: string; key: string }[];
  dice: { member: string; clientSeed: string; nonce: number; sides: number[]; faces: number[] }[];
  log: { entries: Record<string, unknown>[] };
}
const file = JSON.parse(
  readFileSync(new URL('../../../docs/vectors/protocol-2.json', import.meta.url), 'utf8'),
) as Vectors;
const seedBytes = Buffer.from(file.serverSeed, 'hex');

/** The doc's derivation with Node's HMAC: the member's key, then v1's blocks under it, then rejection. */
function nodeFaces(member: string, clientSeed: string, nonce: number, sides: number[]): number[] {
  const key = createHmac('sha256', seedBytes).update(`member:${member}`, 'utf8').digest();
  const words: number[] = [];
  let block = 0;
  const next = () => {
    if (words.length === 0) {
      const digest = createHmac('sha256', key).update(`${clientSeed}:${nonce}:${block++}`, 'utf8').digest();
      for (let i = 0; i < 8; i++) words.push(digest.readUInt32BE(4 * i));
    }
    return words.shift()!;
  };
  return sides.map((n) => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    let w = next();
    while (w >= limit) w = next();
    return (w % n) + 1;
  });
}

describe(`${ALGORITHM_V2} golden vectors (protocol 2)`, () => {
  it('names the algorithm and commits as protocol 1 does', () => {
    expect(file.algorithm).toBe(ALGORITHM_V2);
    expect(commitment(file.serverSeed)).toBe(file.commitment);
  });

  it('keys each member: HMAC-SHA256(server seed bytes, "member:<id>")', () => {
    for (const { member, key } of file.memberKeys)
      expect(createHmac('sha256', seedBytes).update(`member:${member}`).digest('hex')).toBe(key);
  });

  for (const { member, clientSeed, nonce, sides, faces } of file.dice) {
    it(`draws ${sides.length} d${sides[0]} for ${member}, ${clientSeed}, nonce ${nonce}`, () => {
      const seed = { serverSeed: file.serverSeed, clientSeed, nonce, member };
      expect(hmacFaces({ ...seed, sides })).toEqual(faces);
      expect(nodeFaces(member, clientSeed, nonce, sides)).toEqual(faces);
      const tray = createTray({ source: hmacSource(seed) });
      expect(sides.map((s) => tray.d(s, 'check'))).toEqual(faces);
    });
  }

  it('gives two members different dice for the same client seed and nonce', () => {
    const [olaf, gm] = file.dice;
    expect([olaf!.clientSeed, olaf!.nonce]).toEqual([gm!.clientSeed, gm!.nonce]);
    expect(olaf!.faces).not.toEqual(gm!.faces);
  });

  it("chains the golden room: each hash is SHA-256 of the entry's JCS without it, each prev the hash before", () => {
    let prev = GENESIS_PREV;
    for (const entry of file.log.entries) {
      const { hash, ...rest } = entry;
      expect(entry.prev).toBe(prev);
      expect(createHash('sha256').update(canonicalJson(rest), 'utf8').digest('hex')).toBe(hash);
      expect(hashEntry(entry)).toBe(hash);
      prev = hash as string;
    }
    expect(file.log.entries[0]).toMatchObject({ protocol: 2, algorithm: ALGORITHM_V2 });
  });

  it('seals what a gm or blind roll or test rolls: its entry names no system or test, its reveal does, under its seal', () => {
    // A request names its test in the open (a hidden one seals its input alone).
    const sealed = file.log.entries.filter(
      (e) => e.type !== 'request' && (e.visibility === 'gm' || e.visibility === 'blind'),
    );
    expect(sealed.map((e) => e.type)).toEqual(['roll', 'roll', 'roll', 'rounds.started', 'rounds.started']);
    for (const entry of sealed) {
      expect(entry).not.toHaveProperty('system');
      expect(entry).not.toHaveProperty('test');
      const reveal = file.log.entries.find((e) => e.type === 'reveal' && e.of === entry.seq)!;
      const content = reveal.content as Record<string, unknown>;
      const part = entry.type === 'roll' ? ['clientSeed', 'dice', 'input', 'outcome'] : ['input'];
      expect(Object.keys(content).sort()).toEqual([...part, 'salt', 'system', 'test'].sort());
      expect(createHash('sha256').update(canonicalJson(content), 'utf8').digest('hex')).toBe(entry.sealed);
    }
  });
});
