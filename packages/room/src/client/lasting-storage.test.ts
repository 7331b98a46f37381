// A tabletop's storage (the Owlbear popover's) keeps the room client's seat in localStorage when the browser lets it, and in memory
// when it refuses (a third-party iframe with third-party cookies off, some private windows): the table works.
import { describe, expect, it } from 'vitest';
import { createLastingStorage, type KeyValueStore } from './lasting-storage.js';

const seat = JSON.stringify({ roomId: 'r1', token: 'secret-token', memberId: 'm2', role: 'player' });

/** A Storage over a Map, as a browser's localStorage behaves. */
function mapStorage(): KeyValueStore {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('createLastingStorage', () => {
  it('keeps values in the storage under its prefix, where a new page (a reload) finds them', () => {
    const storage = mapStorage();
    const table = createLastingStorage('verdict:owlbear:room:grog:', () => storage);
    expect(table.lasting).toBe(true);
    table.set('seat:r1', seat);
    expect(storage.getItem('verdict:owlbear:room:grog:seat:r1')).toBe(seat);
    expect(createLastingStorage('verdict:owlbear:room:grog:', () => storage).get('seat:r1')).toBe(seat);
    // Another Owlbear player in the same browser has a seat of their own.
    expect(createLastingStorage('verdict:owlbear:room:vex:', () => storage).get('seat:r1')).toBeUndefined();
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
      const table = createLastingStorage('p:', storage as () => KeyValueStore | undefined);
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
    const table = createLastingStorage('p:', refused);
    table.set('seat:r1', seat);
    const granted = mapStorage();
    expect(table.keepIn(granted)).toBe(true);
    expect(table.lasting).toBe(true);
    table.set('head:r1', '{"seq":3}');
    const reopened = createLastingStorage('p:', () => granted);
    expect(reopened.get('seat:r1')).toBe(seat);
    expect(reopened.get('head:r1')).toBe('{"seq":3}');
  });
});
