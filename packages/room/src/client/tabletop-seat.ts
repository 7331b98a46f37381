/**
 * @module
 * A tabletop screen's seat with the screen's own storage (issue 36): {@link createTableSeat} over a
 * `createLastingStorage` kept per tabletop room and person. A tabletop extension runs in a third-party frame whose
 * storage the browser may refuse; the rule of asking for storage access is the seat's, not the binding's:
 * - at start, access is asked without a press only where the browser says it was granted before (a request
 *   without a press is refused, and Chromium logs each refusal as an error), then the seat is searched;
 * - a press asks the person; once granted, what memory held moves there, and a screen that held no seat searches
 *   again (a seat kept there by an earlier popover is this screen's again).
 * The browser's call arrives as `access`, so the package stays pure.
 */
import { createLastingStorage, type KeyValueStore, type LastingStorage } from './lasting-storage.js';
import type { RoomClient } from './room-client.js';
import {
  createTableSeat,
  type TableSeatModel,
  type TableSeatOptions,
  type TableSeatSnapshot,
} from './table-seat.js';
import type { RoomStorage } from './types.js';

/**
 * The browser's storage access: the storage a grant gives, or undefined. `pressed` says whether the person pressed
 * for it (only then may the browser ask them).
 */
export type StorageAccess = (pressed: boolean) => Promise<KeyValueStore | undefined>;

/** Where a tabletop screen keeps what its room clients store. */
export interface TabletopStorageOptions {
  /** The keys' prefix: one per tabletop room and person, so two players in one browser keep two seats. */
  readonly prefix: string;
  /** The browser's storage (`globalThis.localStorage`), read when needed: it may throw or be missing. */
  readonly store: () => KeyValueStore | undefined;
  readonly access: StorageAccess;
}

/** What a tabletop seat needs: the table seat's options, with the screen's storage made here. */
export interface TabletopSeatOptions
  extends Omit<TableSeatOptions, 'storage' | 'client'>,
    TabletopStorageOptions {
  /** A room client at the table's server over `storage`, for a room once known. */
  readonly client: (storage: RoomStorage, roomId?: string) => RoomClient;
}

/** The seat, and whether what this screen keeps outlives a reopen. */
export interface TabletopSeatSnapshot extends TableSeatSnapshot {
  readonly lasting: boolean;
}

/** The tabletop seat model: the table seat's, with the screen's storage. */
export interface TabletopSeatModel extends Omit<TableSeatModel, 'getSnapshot' | 'searchAgain'> {
  getSnapshot(): TabletopSeatSnapshot;
  /** Asks the browser for storage access (a press) and keeps the seat there. */
  keepStorage(): Promise<void>;
}

/** Asks for access and keeps the storage in what it gives; whether it did. A refusal or a throw keeps nothing. */
async function keepWithAccess(storage: LastingStorage, access: StorageAccess, pressed: boolean) {
  try {
    const granted = await access(pressed);
    return granted !== undefined && storage.keepIn(granted);
  } catch {
    return false;
  }
}

/**
 * The storage of a tabletop screen that does not press (a background page): browser storage, else the one access
 * granted before gives, else memory.
 *
 * @example
 * const storage = await tabletopStorage({ prefix, store: () => globalThis.localStorage, access });
 */
export async function tabletopStorage(options: TabletopStorageOptions): Promise<LastingStorage> {
  const storage = createLastingStorage(options.prefix, options.store);
  if (!storage.lasting) await keepWithAccess(storage, options.access, false);
  return storage;
}

/**
 * The seat of this screen at the tabletop room's table, kept in the screen's own storage.
 *
 * @example
 * const seat = createTabletopSeat({ tabletop, tableName, prefix, store: () => localStorage, access, client });
 * const stop = seat.start();
 */
export function createTabletopSeat(options: TabletopSeatOptions): TabletopSeatModel {
  const { prefix, store, access, client, ...rest } = options;
  // One storage for the screen's life: when it is memory only, the seat must outlive each search.
  const storage = createLastingStorage(prefix, store);
  const seat = createTableSeat({ ...rest, storage, client: (roomId) => client(storage, roomId) });
  const listeners = new Set<() => void>();
  let snapshot: TabletopSeatSnapshot = { ...seat.getSnapshot(), lasting: storage.lasting };
  const changed = () => {
    snapshot = { ...seat.getSnapshot(), lasting: storage.lasting };
    for (const listener of listeners) listener();
  };
  seat.subscribe(changed);
  return {
    ...seat,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    start() {
      let stop: (() => void) | undefined;
      let live = true;
      void (async () => {
        if (!storage.lasting && (await keepWithAccess(storage, access, false))) changed();
        if (live) stop = seat.start();
      })();
      return () => {
        live = false;
        stop?.();
      };
    },
    async keepStorage() {
      if (!(await keepWithAccess(storage, access, true))) return;
      changed();
      if (seat.getSnapshot().state.kind === 'recover') await seat.searchAgain();
    },
  };
}
