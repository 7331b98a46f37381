// The web app's seat store over localStorage: the client's storage under a prefix, the rooms a browser keeps a seat
// for, and a seat kept the old way moved once. A refusing or missing storage never breaks the page.
import { describe, expect, it } from 'vitest';
import { keysUnder, type ListedStore, takeEarlierSeat, webStorage } from './web-storage.js';

/** A Storage over a Map, as a browser's localStorage behaves (keys listed in insertion order). */
function mapStorage(): ListedStore {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

/** A storage that throws on every use, as a disabled one does. */
const refusing = (): ListedStore => {
  throw new Error('SecurityError: storage disabled');
};

const seat = {
  roomId: 'r1',
  roomName: 'Friday',
  memberId: 'm2',
  memberName: 'Grog',
  role: 'player',
  token: 't',
};

describe('webStorage', () => {
  it('keeps values under its prefix, where another storage of the same prefix reads them', () => {
    const store = mapStorage();
    webStorage('verdict:client:', () => store).set('seat:r1', 'kept');
    expect(store.getItem('verdict:client:seat:r1')).toBe('kept');
    expect(webStorage('verdict:client:', () => store).get('seat:r1')).toBe('kept');
    expect(webStorage('other:', () => store).get('seat:r1')).toBeUndefined();
  });

  it('reads nothing and writes nothing, without throwing, when the storage is missing or refuses', () => {
    for (const store of [() => undefined, refusing]) {
      const storage = webStorage('verdict:client:', store);
      expect(() => storage.set('seat:r1', 'kept')).not.toThrow();
      expect(storage.get('seat:r1')).toBeUndefined();
    }
  });
});

describe('keysUnder', () => {
  it('lists what follows each prefix, and only keys under one', () => {
    const store = mapStorage();
    store.setItem('verdict:client:seat:r1', '{}');
    store.setItem('verdict:client:head:r1', '{}');
    store.setItem('verdict:room:r2', '{}');
    store.setItem('unrelated', 'x');
    expect(keysUnder(() => store, ['verdict:client:seat:', 'verdict:room:'])).toEqual(['r1', 'r2']);
  });

  it('lists none when the storage is missing or refuses', () => {
    expect(keysUnder(() => undefined, ['verdict:room:'])).toEqual([]);
    expect(keysUnder(refusing, ['verdict:room:'])).toEqual([]);
  });
});

describe('takeEarlierSeat', () => {
  it('takes the seat out of its old key, once', () => {
    const store = mapStorage();
    store.setItem('verdict:room:r1', JSON.stringify(seat));
    expect(takeEarlierSeat(() => store, 'verdict:room:r1', 'r1')).toEqual(seat);
    expect(store.getItem('verdict:room:r1')).toBeNull();
    expect(takeEarlierSeat(() => store, 'verdict:room:r1', 'r1')).toBeUndefined();
  });

  it("leaves what is not a seat of that room (another room's, no token, not JSON), and survives a refusing store", () => {
    const store = mapStorage();
    store.setItem('a', JSON.stringify(seat));
    store.setItem('b', JSON.stringify({ ...seat, token: 3 }));
    store.setItem('c', '{not json');
    expect(takeEarlierSeat(() => store, 'a', 'r9')).toBeUndefined();
    expect(takeEarlierSeat(() => store, 'b', 'r1')).toBeUndefined();
    expect(takeEarlierSeat(() => store, 'c', 'r1')).toBeUndefined();
    expect(store.length).toBe(3);
    expect(takeEarlierSeat(refusing, 'a', 'r1')).toBeUndefined();
  });
});
