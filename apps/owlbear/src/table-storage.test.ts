// The table's storage keeps the room client's seat in localStorage when the browser lets it, and in memory
// when it refuses (a third-party iframe with third-party cookies off, some private windows): the table works.
import { describe, expect, it } from 'vitest';
import { createTableStorage } from './table-storage.js';

const seat = JSON.stringify({ roomId: 'r1', token: 'secret-token', memberId: 'm2', role: 'player' });

/** A Storage over a Map, as a browser's localStorage behaves. */
function mapStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('createTableStorage', () => {
  it('keeps values in the storage under its prefix, where a new page (a reload) finds them', () => {
    const storage = mapStorage();
    const table = createTableStorage('verdict:owlbear:room:grog:', () => storage);
    expect(table.lasting).toBe(true);
    table.set('seat:r1', seat);
    expect(storage.getItem('verdict:owlbear:room:grog:seat:r1')).toBe(seat);
    expect(createTableStorage('verdict:owlbear:room:grog:', () => storage).get('seat:r1')).toBe(seat);
    // Another Owlbear player in the same browser has a seat of their own.
    expect(createTableStorage('verdict:owlbear:room:vex:', () => storage).get('seat:r1')).toBeUndefined();
  });

  it('keeps values in memory when the storage throws on access, on write, or is missing', () => {
    const refusing = {
      ...mapStorage(),
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    for (const storage of [
      () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
      () => refusing,
      () => undefined,
    ]) {
      const table = createTableStorage('p:', storage);
      expect(table.lasting).toBe(false);
      expect(table.get('seat:r1')).toBeUndefined();
      table.set('seat:r1', seat);
      expect(table.get('seat:r1')).toBe(seat);
    }
  });

  it('keeps what memory held, and everything after, in the storage access grants (a reopen finds the seat)', () => {
    const refused = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    const table = createTableStorage('p:', refused);
    table.set('seat:r1', seat);
    const granted = mapStorage();
    expect(table.keepIn(granted)).toBe(true);
    expect(table.lasting).toBe(true);
    table.set('head:r1', '{"seq":3}');
    const reopened = createTableStorage('p:', () => granted);
    expect(reopened.get('seat:r1')).toBe(seat);
    expect(reopened.get('head:r1')).toBe('{"seq":3}');
  });
});
