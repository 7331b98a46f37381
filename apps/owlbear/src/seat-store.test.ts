// The seat store keeps seats in localStorage when the browser lets it, and in memory when it refuses (a
// third-party iframe with third-party cookies off, some private windows): the table still works.
import type { BrowserSeat } from '@web/room/seats.js';
import { describe, expect, it } from 'vitest';
import { createSeatStore } from './seat-store.js';

const seat: BrowserSeat = {
  roomId: 'r1',
  roomName: 'Owlbear Rodeo table',
  memberId: 'm2',
  memberName: 'Grog',
  role: 'player',
  token: 'secret-token',
};

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

describe('createSeatStore', () => {
  it('keeps a seat in the storage, where a new page (a reload) finds it', () => {
    const storage = mapStorage();
    const store = createSeatStore(() => storage);
    expect(store.lasting).toBe(true);
    store.save('k', seat);
    expect(createSeatStore(() => storage).load('k')).toEqual(seat);
    expect(storage.length).toBe(1);
  });

  it('keeps a seat in memory when the storage throws on access, on write, or is missing', () => {
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
      const store = createSeatStore(storage);
      expect(store.lasting).toBe(false);
      expect(store.load('k')).toBeUndefined();
      store.save('k', seat);
      expect(store.load('k')).toEqual(seat);
    }
  });

  it('ignores what is not a seat under its key', () => {
    const storage = mapStorage();
    storage.setItem('broken', '{not json');
    storage.setItem('other', JSON.stringify({ roomId: 'r1' }));
    const store = createSeatStore(() => storage);
    expect(store.load('broken')).toBeUndefined();
    expect(store.load('other')).toBeUndefined();
  });
});
