/**
 * Where a Discord button's record lives (what Roll, Reroll and a round's button do), under a random id carried
 * in its `custom_id`. With rooms, in the rooms' database (`discord_buttons`), so a press that reaches another
 * server of a cluster, or this one after a restart, does what it says (issue 40); without rooms, in this
 * server's memory (`TtlStore`, bounded). Either way a button lasts `ttlMs` (15 minutes, an interaction
 * token's life), and `take` removes one for exactly one caller, so a round is played once however many
 * servers its button is pressed on.
 */
import type { RoomStore } from '../rooms/door.js';
import type { ButtonRecord } from './env.js';
import { randomId, TtlStore } from './ttl-store.js';

export interface ButtonStore {
  /** Keeps a record; resolves with its new id (16 url-safe characters). */
  put(record: ButtonRecord): Promise<string>;
  /** The record, or undefined when unknown, expired or taken. */
  get(id: string): Promise<ButtonRecord | undefined>;
  /** Forgets a record: true for the one call that removed it, false for every other. */
  take(id: string): Promise<boolean>;
}

/**
 * The buttons of a server without rooms: in its memory, at most `maxEntries`.
 *
 * @example
 * const buttons = memoryButtons({ ttlMs: 900_000, maxEntries: 10_000, now: () => performance.now() });
 */
export function memoryButtons(options: {
  ttlMs: number;
  maxEntries: number;
  now: () => number;
}): ButtonStore {
  const store = new TtlStore<ButtonRecord>(options);
  return {
    put: async (record) => store.put(record),
    get: async (id) => store.get(id),
    take: async (id) => store.delete(id),
  };
}

/**
 * The buttons of a server with rooms: in its database, shared by every server on it. `now` is wall-clock
 * milliseconds (the same on every server of a database).
 *
 * @example
 * const buttons = storedButtons(rooms.store, { ttlMs: 900_000, now: () => Date.now() });
 */
export function storedButtons(store: RoomStore, options: { ttlMs: number; now: () => number }): ButtonStore {
  return {
    async put(record) {
      const id = randomId();
      const now = options.now();
      await store.putButton(id, JSON.stringify(record), now + options.ttlMs, now);
      return id;
    },
    async get(id) {
      const json = await store.button(id, options.now());
      return json === undefined ? undefined : (JSON.parse(json) as ButtonRecord);
    },
    take: (id) => store.takeButton(id),
  };
}
