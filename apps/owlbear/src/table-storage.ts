/**
 * @module
 * Where this browser keeps what the room client stores (the seat with its member token, the join key, the
 * head seen live): localStorage when the browser allows it, else memory. Inside Owlbear Rodeo the extension is
 * a third-party iframe, and with third-party cookies off (or in some private windows) its storage may be
 * refused: the table still works, and after a reload the player joins again. Never cookies, and never
 * Owlbear's room metadata, which every player of the Owlbear room can read. Keys are namespaced by the
 * Owlbear room and player, so two Owlbear players in one browser keep two seats.
 */
import type { RoomStorage } from '@verdict/room';

/** The room client's storage, and whether what it keeps outlives a reload. */
export interface TableStorage extends RoomStorage {
  readonly lasting: boolean;
}

/** localStorage when it can be written, else undefined. */
function usable(storage: () => Storage | undefined): Storage | undefined {
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
 * A storage under `prefix` over `storage` (localStorage by default), falling back to memory when it is
 * missing or refuses.
 *
 * @example
 * const storage = createTableStorage(`verdict:owlbear:${room}:${player}:`);
 */
export function createTableStorage(
  prefix: string,
  storage: () => Storage | undefined = () => globalThis.localStorage,
): TableStorage {
  const lasting = usable(storage);
  const memory = new Map<string, string>();
  return {
    lasting: lasting !== undefined,
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
