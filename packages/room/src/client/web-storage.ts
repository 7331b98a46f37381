/**
 * @module
 * A room client's storage over a browser's `Storage` (the web app's localStorage), with nothing in memory: a page
 * whose storage is missing or refuses goes on, keeping nothing. Also the keys a page finds under its prefixes (the
 * rooms it keeps a seat for), and a seat kept in an earlier way, taken once from its old key. The storage arrives as
 * an argument (the package does no I/O): the binding passes `() => globalThis.localStorage`.
 */
import type { KeyValueStore } from './lasting-storage.js';
import type { KeptSeat } from './seat-book.js';
import type { RoomStorage } from './types.js';

/** The part of a browser's `Storage` that lists its keys. */
export interface ListedStore extends KeyValueStore {
  readonly length: number;
  key(index: number): string | null;
}

/**
 * The room client's storage under `prefix` in `store`; a missing or refusing store reads nothing and writes nothing.
 *
 * @example
 * createRoomClient({ ..., storage: webStorage('verdict:client:', () => globalThis.localStorage) });
 */
export function webStorage(prefix: string, store: () => KeyValueStore | undefined): RoomStorage {
  return {
    get: (key) => {
      try {
        return store()?.getItem(`${prefix}${key}`) ?? undefined;
      } catch {
        return undefined;
      }
    },
    set: (key, value) => {
      try {
        store()?.setItem(`${prefix}${key}`, value);
      } catch {
        // Storage full or disabled: the room goes on.
      }
    },
  };
}

/**
 * What follows each of `prefixes` in the store's keys (the rooms a page keeps something for); none when the store
 * is missing or refuses.
 *
 * @example
 * keysUnder(() => localStorage, ['verdict:client:seat:', 'verdict:room:']); // ['r1', 'r2']
 */
export function keysUnder(store: () => ListedStore | undefined, prefixes: readonly string[]): string[] {
  const found: string[] = [];
  try {
    const listed = store();
    for (let i = 0; listed && i < listed.length; i++) {
      const name = listed.key(i) ?? '';
      const prefix = prefixes.find((p) => name.startsWith(p));
      if (prefix !== undefined) found.push(name.slice(prefix.length));
    }
  } catch {
    // Storage disabled: nothing kept.
  }
  return found;
}

/**
 * The seat for `roomId` kept in an earlier way under `key`, taken out of the store (a seat book keeps it from then
 * on); undefined when there is none, or it is not a seat of that room.
 *
 * @example
 * createSeatBook({ ..., earlier: (roomId) => takeEarlierSeat(() => localStorage, `verdict:room:${roomId}`, roomId) });
 */
export function takeEarlierSeat(
  store: () => KeyValueStore | undefined,
  key: string,
  roomId: string,
): KeptSeat | undefined {
  try {
    const text = store()?.getItem(key);
    const seat = text ? (JSON.parse(text) as KeptSeat) : undefined;
    if (!seat || typeof seat.token !== 'string' || seat.roomId !== roomId) return undefined;
    store()?.removeItem(key);
    return seat;
  } catch {
    return undefined;
  }
}
