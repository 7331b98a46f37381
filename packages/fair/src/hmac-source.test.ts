import { createHmac } from 'node:crypto';
import { rollDie } from '@verdict/dice';
import { describe, expect, it } from 'vitest';
import { checkClientSeed, hmacFaces, hmacSource, hmacWords } from './hmac-source.js';

const serverSeed = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const seed = { serverSeed, clientSeed: 'table-1', nonce: 0 };

describe('hmacSource', () => {
  it("agrees with Node's own HMAC-SHA256, block by block", () => {
    for (const [clientSeed, nonce] of [
      ['table-1', 0],
      ['ünï', 7],
      ['🎲 x:y', 123456],
    ] as const) {
      const words = hmacWords({ serverSeed, clientSeed, nonce }, 24);
      for (let block = 0; block < 3; block++) {
        const digest = createHmac('sha256', Buffer.from(serverSeed, 'hex'))
          .update(`${clientSeed}:${nonce}:${block}`, 'utf8')
          .digest();
        const expected = Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(4 * i));
        expect(words.slice(8 * block, 8 * block + 8)).toEqual(expected);
      }
    }
  });

  it('continues into later blocks in order (block k = 0, 1, 2, ...)', () => {
    const words = hmacWords(seed, 24);
    expect(words.slice(0, 10)).toEqual(hmacWords(seed, 10));
    expect(new Set(words).size).toBe(24);
    const source = hmacSource(seed);
    expect(Array.from({ length: 24 }, () => source.nextUint32())).toEqual(words);
  });

  it('rejects words at or above 2^32 - (2^32 mod n), as rollDie does, for awkward sides', () => {
    // A d(2^31 + 1) rejects almost half the words: faces must still agree with the engine's draw.
    for (const sides of [3, 7, 2 ** 31 + 1, 2 ** 32 - 1, 2 ** 32]) {
      const source = hmacSource({ ...seed, nonce: sides });
      const engine = Array.from({ length: 20 }, () => rollDie(source, sides));
      expect(hmacFaces({ ...seed, nonce: sides, sides: Array(20).fill(sides) })).toEqual(engine);
    }
  });

  it('gives other words for another client seed, nonce or server seed', () => {
    const first = hmacWords(seed, 1)[0];
    expect(hmacWords({ ...seed, clientSeed: 'table-2' }, 1)[0]).not.toBe(first);
    expect(hmacWords({ ...seed, nonce: 1 }, 1)[0]).not.toBe(first);
    expect(hmacWords({ ...seed, serverSeed: `${serverSeed.slice(0, 63)}e` }, 1)[0]).not.toBe(first);
  });

  it.each([
    [{ ...seed, serverSeed: serverSeed.toUpperCase() }, /serverSeed must be 64 lowercase hexadecimal digits/],
    [{ ...seed, serverSeed: 'ab' }, /serverSeed must be 64 lowercase .* got 2 characters/],
    [{ ...seed, clientSeed: '' }, /clientSeed must have 1-128 characters, got 0/],
    [{ ...seed, clientSeed: '🎲'.repeat(129) }, /clientSeed must have 1-128 characters, got 129/],
    [{ ...seed, clientSeed: '\uD800' }, /clientSeed must be valid Unicode text/],
    [{ ...seed, nonce: -1 }, /nonce must be a whole number from 0, got -1/],
    [{ ...seed, nonce: 1.5 }, /nonce must be a whole number from 0/],
  ])('refuses a bad seed field, naming it (%#)', (bad, message) => {
    expect(() => hmacSource(bad)).toThrow(message);
  });

  it('counts client seeds in code points: 128 emoji are allowed', () => {
    expect(checkClientSeed('🎲'.repeat(128))).toBeUndefined();
    expect(checkClientSeed(42)).toBe('must be a string, got number');
  });

  it('refuses sides that are not a die', () => {
    expect(() => hmacFaces({ ...seed, sides: [6, 0] })).toThrow(
      'sides[1] must be a whole number from 1 to 2^32, got 0',
    );
    expect(() => hmacWords(seed, -1)).toThrow(/count/);
  });
});
