/**
 * @module
 * Member seats kept per room, next to the characters file: `$XDG_CONFIG_HOME/verdict/rooms.json` (default
 * `~/.config/verdict/`). They live in the room client's one `RoomStorage` (`file-storage.ts`), under
 * `storageKeys.seat` in the client's seat shape plus the CLI's own fields; the head seen live is the client's
 * `storageKeys.head`. So the commands, the room screen's client and `verdict verify` read one store.
 */
import { createSeenHeads, type RoomSeat, storageKeys } from '@verdict/room';
import { charactersFile } from '../characters.js';
import { createFileStorage, type FileStorage } from './file-storage.js';

/** A kept seat: the server, the room, who the member is, and the token. */
export interface SavedSeat {
  readonly server: string;
  readonly roomId: string;
  readonly roomName: string;
  readonly memberId: string;
  readonly memberName: string;
  readonly role: 'gm' | 'player';
  readonly token: string;
  /** The players' invite and join link (the GM's only: the room's creator keeps them to share). */
  readonly invite?: string;
  readonly joinUrl?: string;
  /** When this seat was last used (ISO 8601), to pick the room when none is named. */
  readonly usedAt: string;
  /** The last entry this seat saw live (seq and hash): `verdict verify` checks an export against it. */
  readonly head?: { readonly seq: number; readonly hash: string };
}

/** A seat as the storage holds it: the client's `RoomSeat` and the CLI's fields. */
type StoredSeat = RoomSeat & Omit<SavedSeat, 'memberName' | 'head'>;

/** Where seats are kept: the characters file's folder, `rooms.json`. */
export function seatsFile(env: NodeJS.ProcessEnv = process.env): string {
  return charactersFile(env).replace(/characters\.json$/, 'rooms.json');
}

/**
 * The seats kept in `file` (mode 0600), through the room client's storage. A missing file holds none; an
 * unreadable one is reported, never overwritten.
 *
 * @example
 * const store = createSeatStore(seatsFile());
 * store.save(seat);
 * store.find('39fd…')?.token;
 * seatClient(seat, store); // the client reads and writes the same storage (store.storage)
 */
export function createSeatStore(file: string) {
  const storage: FileStorage = createFileStorage(file);
  const heads = createSeenHeads(storage, { headKey: storageKeys.head });
  const list = (): SavedSeat[] => {
    const items = storage.items();
    return Object.entries(items).flatMap(([key, value]) => {
      if (!key.startsWith('seat:') || typeof value !== 'object') return [];
      const { name, ...seat } = value as unknown as StoredSeat;
      const head = heads.load(seat.roomId);
      return [
        {
          ...seat,
          roomName: seat.roomName ?? seat.roomId,
          memberName: name,
          usedAt: seat.usedAt ?? '',
          ...(head ? { head } : {}),
        },
      ];
    });
  };
  return {
    file,
    storage,
    list,
    /** The seat at a room (by id), or the last used one when no id is given. */
    find(roomId?: string): SavedSeat | undefined {
      const seats = list();
      if (roomId !== undefined) return seats.find((s) => s.roomId === roomId);
      return [...seats].sort((a, b) => b.usedAt.localeCompare(a.usedAt))[0];
    },
    /** Saves (or replaces, by room) a seat; its head is the client's key and is left as it is. */
    save({ memberName, head: _head, ...seat }: SavedSeat): void {
      const stored: StoredSeat = { ...seat, name: memberName };
      storage.replace(storageKeys.seat(seat.roomId), { ...stored });
    },
    /** Keeps the head seen live at a room, when it is past the one kept (never moves back). */
    saveHead(roomId: string, head: { readonly seq: number; readonly hash: string }): void {
      if (storage.items()[storageKeys.seat(roomId)] !== undefined) heads.save(roomId, head);
    },
  };
}

/** The store's type. */
export type SeatStore = ReturnType<typeof createSeatStore>;
