/**
 * @module
 * This browser's seats at rooms (token, member, role), kept where the room client keeps seats: its one
 * `RoomStorage` over localStorage (`browserRoomStorage`), under `storageKeys.seat`, in the client's shape plus the
 * table's name and invite link. So a reload or a phone waking up lands back in the room, and the client reads the
 * same seat the pages wrote. Seats kept before (under `verdict:room:<id>`) move there once, when first read.
 */
import {
  createSeatBook,
  createSeenHeads,
  type KeptSeat,
  keysUnder,
  type RoomStorage,
  storageKeys,
  takeEarlierSeat,
  webStorage,
} from '@verdict/room';
import { apiBase } from './api.js';

/** A seat at a room, as the pages use it (`@verdict/room`'s `KeptSeat`). */
export type BrowserSeat = KeptSeat;

const CLIENT_PREFIX = 'verdict:client:';
/** Where seats were kept before the one store (issue 36): read once, moved, removed. */
const OLD_PREFIX = 'verdict:room:';

/** The browser's localStorage, looked up when used (a page may have none, or refuse it). */
const local = () => globalThis.localStorage;

/**
 * The room client's storage in this browser: localStorage under `verdict:client:` (seats, join keys, heads), or
 * another prefix (`@verdict/room`'s `webStorage`).
 *
 * @example
 * createRoomClient({ ..., storage: browserRoomStorage() });
 */
export function browserRoomStorage(prefix = CLIENT_PREFIX): RoomStorage {
  return webStorage(prefix, local);
}

const book = createSeatBook({
  storage: browserRoomStorage(),
  get server() {
    return apiBase();
  },
  // The rooms this browser keeps a seat for, in the one store or under the old key (moved there when first read).
  roomIds: () => keysUnder(local, [`${CLIENT_PREFIX}${storageKeys.seat('')}`, OLD_PREFIX]),
  earlier: (roomId) => takeEarlierSeat(local, `${OLD_PREFIX}${roomId}`, roomId),
});

/** The seat kept for a room, if any. */
export const loadSeat = book.load;
/**
 * Every seat this browser keeps, by table name: the "your tables" list, to go back to a table.
 *
 * @example
 * listSeats().map((seat) => seat.roomName); // ['Friday at the Drowned Rat', 'Phone night']
 */
export const listSeats = book.list;
/** Keeps a seat (replacing the room's earlier one), where the room client reads it. */
export const saveSeat = book.save;

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
