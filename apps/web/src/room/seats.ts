/**
 * @module
 * This browser's seats at rooms (token, member, role), kept where the room client keeps seats: its one
 * `RoomStorage` over localStorage (`browserRoomStorage`), under `storageKeys.seat`, in the client's shape plus the
 * table's name and invite link. So a reload or a phone waking up lands back in the room, and the client reads the
 * same seat the pages wrote. Seats kept before (under `verdict:room:<id>`) move there once, when first read.
 */
import { createSeenHeads, type RoomSeat, type RoomStorage, storageKeys } from '@verdict/room';
import { apiBase } from './api.js';

/** A seat at a room, as the pages use it. */
export interface BrowserSeat {
  readonly roomId: string;
  readonly roomName: string;
  readonly memberId: string;
  readonly memberName: string;
  readonly role: 'gm' | 'player';
  readonly token: string;
  /** The players' invite link, kept by the GM to share again. */
  readonly joinUrl?: string;
}

/** What the store holds for a seat: the client's seat, and the table's name and invite link. */
type KeptSeat = RoomSeat & { readonly roomName?: string; readonly joinUrl?: string };

const CLIENT_PREFIX = 'verdict:client:';
/** Where seats were kept before the one store (issue 36): read once, moved, removed. */
const OLD_PREFIX = 'verdict:room:';

/**
 * The room client's storage in this browser: localStorage under `verdict:client:` (seats, join keys, heads), or
 * another prefix.
 *
 * @example
 * createRoomClient({ ..., storage: browserRoomStorage() });
 */
export function browserRoomStorage(prefix = CLIENT_PREFIX): RoomStorage {
  return {
    get: (key) => {
      try {
        return globalThis.localStorage?.getItem(`${prefix}${key}`) ?? undefined;
      } catch {
        return undefined;
      }
    },
    set: (key, value) => {
      try {
        globalThis.localStorage?.setItem(`${prefix}${key}`, value);
      } catch {
        // Storage full or disabled: the room goes on.
      }
    },
  };
}

const store = browserRoomStorage();

/** A seat kept before the one store, moved into it (and removed from its old key); undefined when there is none. */
function moveOldSeat(roomId: string): BrowserSeat | undefined {
  try {
    const text = globalThis.localStorage?.getItem(`${OLD_PREFIX}${roomId}`);
    const seat = text ? (JSON.parse(text) as BrowserSeat) : undefined;
    if (!seat || typeof seat.token !== 'string' || seat.roomId !== roomId) return undefined;
    saveSeat(seat);
    globalThis.localStorage?.removeItem(`${OLD_PREFIX}${roomId}`);
    return seat;
  } catch {
    return undefined;
  }
}

/** The seat kept for a room, if any. */
export function loadSeat(roomId: string): BrowserSeat | undefined {
  try {
    const text = store.get(storageKeys.seat(roomId));
    const kept = text ? (JSON.parse(text) as KeptSeat) : undefined;
    if (!kept || typeof kept.token !== 'string' || kept.roomId !== roomId) return moveOldSeat(roomId);
    return {
      roomId,
      roomName: kept.roomName ?? '',
      memberId: kept.memberId,
      memberName: kept.name,
      role: kept.role,
      token: kept.token,
      ...(kept.joinUrl === undefined ? {} : { joinUrl: kept.joinUrl }),
    };
  } catch {
    return undefined;
  }
}

/**
 * Every seat this browser keeps, by table name: the "your tables" list, to go back to a table.
 *
 * @example
 * listSeats().map((seat) => seat.roomName); // ['Friday at the Drowned Rat', 'Phone night']
 */
export function listSeats(): BrowserSeat[] {
  const ids = new Set<string>();
  const seatPrefix = `${CLIENT_PREFIX}${storageKeys.seat('')}`;
  try {
    const storage = globalThis.localStorage;
    for (let i = 0; storage && i < storage.length; i++) {
      const name = storage.key(i) ?? '';
      if (name.startsWith(seatPrefix)) ids.add(name.slice(seatPrefix.length));
      else if (name.startsWith(OLD_PREFIX)) ids.add(name.slice(OLD_PREFIX.length));
    }
  } catch {
    // Storage disabled: no tables to list.
  }
  const seats = [...ids].flatMap((roomId) => loadSeat(roomId) ?? []);
  return seats.sort((a, b) => a.roomName.localeCompare(b.roomName) || a.roomId.localeCompare(b.roomId));
}

/** Keeps a seat (replacing the room's earlier one), where the room client reads it. */
export function saveSeat(seat: BrowserSeat): void {
  const kept: KeptSeat = {
    server: apiBase(),
    roomId: seat.roomId,
    token: seat.token,
    memberId: seat.memberId,
    role: seat.role,
    name: seat.memberName,
    roomName: seat.roomName,
    ...(seat.joinUrl === undefined ? {} : { joinUrl: seat.joinUrl }),
  };
  store.set(storageKeys.seat(seat.roomId), JSON.stringify(kept));
}

/**
 * The heads this browser saw live at rooms, for the verify page: the last (never moving back) and a trail of
 * the earlier ones (the latest 2,000), beside the client's store (`@verdict/room`'s `createSeenHeads`).
 */
const heads = createSeenHeads(browserRoomStorage(''), {
  headKey: (roomId) => `verdict:room-head:${roomId}`,
  trailKey: (roomId) => `verdict:room-heads:${roomId}`,
  trail: 2_000,
});

/** The head kept for a room, if any. */
export const loadHead = heads.load;
/** Keeps the head seen live at a room, when it is past the one kept. */
export const saveHead = heads.save;
/**
 * The hash this browser saw live at a room's `seq`, when that entry was once its head (and is still in the trail).
 *
 * @example
 * seenHash(roomId, 12); // '3f2a…' or undefined
 */
export const seenHash = heads.seenHash;
