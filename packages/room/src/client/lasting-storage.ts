/**
 * @module
 * A room client's storage over a browser's key-value storage, falling back to memory where the browser refuses
 * it. A tabletop extension runs in a third-party frame, whose storage may be refused (third-party cookies off,
 * some private windows): the table still works, and after a reload the player joins again. Keys live under a
 * prefix, so two players of one tabletop in one browser keep two seats. The storage arrives as an argument (the
 * package does no I/O): the binding passes `globalThis.localStorage`, or the one a storage-access grant gives.
 */
import type { RoomStorage } from './types.js';

/** The part of a browser's `Storage` this needs. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The room client's storage, and whether what it keeps outlives a reload. */
export interface LastingStorage extends RoomStorage {
  readonly lasting: boolean;
  /** Keeps everything from now on in `storage` (granted by storage access), with what memory held so far. */
  keepIn(storage: KeyValueStore): boolean;
}

/** The storage when it can be written, else undefined. */
export function usableStore(storage: () => KeyValueStore | undefined): KeyValueStore | undefined {
  try {
    const found = storage();
    if (!found) return undefined;
    found.setItem('verdict:probe', '1');
    found.removeItem('verdict:probe');
    return found;
  } catch {
    return undefined;
  }
}

/**
 * A storage under `prefix` over `storage`, falling back to memory when it is missing or refuses.
 *
 * @example
 * const storage = createLastingStorage(`verdict:owlbear:${room}:${player}:`, () => globalThis.localStorage);
 */
export function createLastingStorage(
  prefix: string,
  storage: () => KeyValueStore | undefined,
): LastingStorage {
  let lasting = usableStore(storage);
  const memory = new Map<string, string>();
  return {
    get lasting() {
      return lasting !== undefined;
    },
    keepIn(granted) {
      const found = usableStore(() => granted);
      if (!found) return false;
      lasting = found;
      for (const [key, value] of memory) {
        try {
          found.setItem(prefix + key, value);
        } catch {
          return false;
        }
      }
      return true;
    },
    get(key) {
      const kept = memory.get(key);
      if (kept !== undefined) return kept;
      try {
        return lasting?.getItem(prefix + key) ?? undefined;
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      memory.set(key, value);
      try {
        lasting?.setItem(prefix + key, value);
      } catch {
        // Refused now (quota, a setting changed): memory keeps it for this page.
      }
    },
  };
}
