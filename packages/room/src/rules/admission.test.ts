// Admission before the draw: the limit a roll would break is decided from its input's bound and the room alone.
import { describe, expect, it } from 'vitest';
import { admission, admitEntry, ENTRY_OVERHEAD, entryBound, entryBytes, rollBound } from './admission.js';

const limits = { entryBytes: 10_000, roomBytes: 100_000 };

describe('entryBound', () => {
  it("doubles the engine's answer estimate and the input, over the entry's own fields", () => {
    const input = { value: 12 };
    expect(entryBound(input, 3_000)).toBe(ENTRY_OVERHEAD + 6_000 + 2 * JSON.stringify(input).length);
  });

  it("takes a system's own bound on what the roll records in place of the doubled estimate", () => {
    const input = { main: { dice: '3d6' } };
    const text = JSON.stringify(input).length;
    expect(entryBound(input, 3_000, 4_300)).toBe(ENTRY_OVERHEAD + 4_300 + 3 * text);
    expect(entryBound(input, undefined, 4_300)).toBe(ENTRY_OVERHEAD + 4_300 + 3 * text);
  });

  it('is unknown without a cost model', () => {
    expect(entryBound({ value: 12 }, undefined)).toBeUndefined();
    expect(entryBound({ value: 12 }, Number.POSITIVE_INFINITY)).toBeUndefined();
  });
});

describe('admission', () => {
  it('admits an entry within both limits, and one without a bound while the room has room', () => {
    expect(admission(50_000, 9_000, limits)).toBeUndefined();
    expect(admission(50_000, undefined, limits)).toBeUndefined();
  });

  it('names the entry limit, then the room limit', () => {
    expect(admission(0, 10_001, limits)).toBe('entry');
    expect(admission(95_000, 9_000, limits)).toBe('room');
    expect(admission(100_000, undefined, limits)).toBe('room');
  });
});

describe('admitEntry and rollBound', () => {
  it('refuses by naming the limit, in the field at fault, and admits within both', () => {
    expect(admitEntry(0, 10_001, limits)).toEqual({
      code: 'limit_exceeded',
      message: expect.stringContaining("the room's limit for one entry (ROOM_ENTRY_BYTES)"),
      path: '/input',
      issue: 'an entry of at most 10000 bytes (ROOM_ENTRY_BYTES)',
    });
    expect(admitEntry(95_000, 9_000, limits)).toMatchObject({
      code: 'limit_exceeded',
      path: '',
      issue: 'a room of at most 100000 bytes (ROOM_MAX_BYTES)',
    });
    expect(admitEntry(50_000, 9_000, limits)).toBeUndefined();
  });

  it('bounds an answer to a hidden request by the entry limit, never by its hidden input', () => {
    const heavy = { value: 'x'.repeat(50_000) };
    expect(rollBound({ hidden: true, input: heavy }, 1_000_000, limits)).toBe(limits.entryBytes);
    expect(rollBound({ hidden: true, input: {} }, 10, limits)).toBe(limits.entryBytes);
    expect(rollBound({ hidden: false, input: heavy }, 1_000, limits)).toBe(entryBound(heavy, 1_000));
  });
});

describe('entryBytes', () => {
  it('counts the UTF-8 bytes of an entry’s JSON text, as an encoder does', () => {
    const texts = ['', '{"seq":1}', 'é', '€', '🎲', 'grog 🎲 ünï €5', '\u07ff\u0800\uffff', '𝄞'.repeat(3)];
    for (const text of texts) expect(entryBytes(text), text).toBe(new TextEncoder().encode(text).byteLength);
    expect(entryBytes('{"note":"é€"}')).toBe(16);
  });
});
