// What a 2d6-pool roll records at most (`maxEntryBytes`): a name's bytes are counted as JSON writes them in UTF-8,
// exactly, and the hooks answer from the input alone. Their bound against real room entries is checked in
// `packages/room/src/rules/entry-bound-pool.test.ts`.
import { createRegistry, maxEntryBytes } from '@verdict/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonBytes } from './entry-bytes.js';
import { twoD6Pool } from './index.js';

const registry = createRegistry([twoD6Pool]);
const utf8 = (text: string) => new TextEncoder().encode(JSON.stringify(text)).byteLength;

describe('jsonBytes', () => {
  it('is the UTF-8 length of the JSON string, for any text (controls, quotes, lone surrogates, emoji)', () => {
    for (const text of ['Grog', '"\\', '\u0001\n', '语', '😀', '\ud800', 'x\udc00y'])
      expect(jsonBytes(text)).toBe(utf8(text));
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(jsonBytes(text)).toBe(utf8(text));
      }),
    );
  });
});

describe('maxEntryBytes of the 2d6-pool tests', () => {
  const extended = (maxTurns: number, name?: string) => ({
    system: '2d6-pool',
    test: 'extended',
    input: {
      difficulty: 8,
      progressRequired: 5,
      maxTurns,
      participants: [{ ...(name ? { name } : {}), rating: 2 }],
    },
  });

  it('grows with every turn and with the name each die records', () => {
    const one = maxEntryBytes(registry, extended(1, 'Grog'))!;
    expect(maxEntryBytes(registry, extended(10, 'Grog'))! - one).toBe(9 * (one - 1_000));
    // An unnamed participant's dice go by "Participant 1".
    expect(maxEntryBytes(registry, extended(1))).toBe(1_000 + 4 * (64 + jsonBytes('Participant 1')));
    expect(maxEntryBytes(registry, extended(1, '语'.repeat(100)))).toBe(1_000 + 4 * (64 + 302));
  });

  it('counts a check’s pool, negative ones included', () => {
    const check = (rating: number) => ({
      system: '2d6-pool',
      test: 'check',
      input: { rating, difficulty: 8 },
    });
    expect(maxEntryBytes(registry, check(9_998))).toBe(1_000 + 10_000 * 70);
    // A pool of -1: 5 dice, the lowest two kept.
    expect(maxEntryBytes(registry, check(-3))).toBe(1_000 + 5 * 70);
  });
});
