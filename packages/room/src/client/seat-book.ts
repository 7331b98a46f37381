/**
 * @module
 * A screen's seats at rooms, kept where the room client reads its seat: one `RoomStorage` under
 * `storageKeys.seat(roomId)`, in the client's seat shape plus the table's name and invite link. So the client and
 * the pages cannot disagree, and every frontend keeps seats in the one shape (issue 36: "one seat store").
 */
import { storageKeys } from './room-client.js';
import type { RoomSeat, RoomStorage } from './types.js';

/** A seat at a room, as a screen lists and enters it. */
export interface KeptSeat {
  readonly roomId: string;
  readonly roomName: string;
  readonly memberId: string;
  readonly memberName: string;
  readonly role: 'gm' | 'player';
  readonly token: string;
  /** The players' invite link, kept by the GM to share again. */
  readonly joinUrl?: string;
}

/** What the storage holds for a seat: the client's seat, and the table's name and invite link. */
type StoredSeat = RoomSeat & { readonly roomName?: string; readonly joinUrl?: string };

/**
 * A seat the client answered (a join, an opening, a recovery) as a screen keeps it, at the table named `roomName`.
 *
 * @example
 * book.save(keptSeat(await client.join({ invite, name }), { roomName: 'Friday' }));
 */
export function keptSeat(
  seat: Pick<RoomSeat, 'roomId' | 'memberId' | 'name' | 'role' | 'token'>,
  table: { readonly roomName: string; readonly joinUrl?: string },
): KeptSeat {
  return {
    roomId: seat.roomId,
    roomName: table.roomName,
    memberId: seat.memberId,
    memberName: seat.name,
    role: seat.role,
    token: seat.token,
    ...(table.joinUrl === undefined ? {} : { joinUrl: table.joinUrl }),
  };
}

/** Where the seat book keeps seats, and how a screen finds its rooms (and seats kept in an earlier way). */
export interface SeatBookOptions {
  readonly storage: RoomStorage;
  /** The server the seats are at (the client's seat names it). */
  readonly server: string;
  /** The rooms the screen holds something for (its storage's keys), for the list of tables. */
  readonly roomIds?: () => Iterable<string>;
  /** A seat kept in an earlier way, moved into the book when first read (the web's `verdict:room:<id>`). */
  readonly earlier?: (roomId: string) => KeptSeat | undefined;
}

/**
 * A screen's seats.
 *
 * @example
 * const book = createSeatBook({ storage, server: 'https://verdict.example' });
 * book.load('room-1')?.memberName; // 'Ada'
 */
export function createSeatBook(options: SeatBookOptions) {
  const { storage } = options;
  const book = {
    /** The seat kept for a room, if any (an earlier one moved in first). */
    load(roomId: string): KeptSeat | undefined {
      let kept: StoredSeat | undefined;
      try {
        const text = storage.get(storageKeys.seat(roomId));
        kept = text ? (JSON.parse(text) as StoredSeat) : undefined;
      } catch {
        kept = undefined;
      }
      if (!kept || typeof kept.token !== 'string' || kept.roomId !== roomId) {
        const earlier = options.earlier?.(roomId);
        if (earlier) book.save(earlier);
        return earlier;
      }
      return keptSeat(kept, {
        roomName: kept.roomName ?? '',
        ...(kept.joinUrl === undefined ? {} : { joinUrl: kept.joinUrl }),
      });
    },
    /** Keeps a seat (replacing the room's earlier one), where the room client reads it. */
    save(seat: KeptSeat): void {
      const stored: StoredSeat = {
        server: options.server,
        roomId: seat.roomId,
        token: seat.token,
        memberId: seat.memberId,
        role: seat.role,
        name: seat.memberName,
        roomName: seat.roomName,
        ...(seat.joinUrl === undefined ? {} : { joinUrl: seat.joinUrl }),
      };
      storage.set(storageKeys.seat(seat.roomId), JSON.stringify(stored));
    },
    /** Every seat kept, by table name: the list to go back to a table. */
    list(): KeptSeat[] {
      const ids = new Set(options.roomIds?.() ?? []);
      const seats = [...ids].flatMap((roomId) => book.load(roomId) ?? []);
      return seats.sort((a, b) => a.roomName.localeCompare(b.roomName) || a.roomId.localeCompare(b.roomId));
    },
  };
  return book;
}

/** A screen's seats (`createSeatBook`). */
export type SeatBook = ReturnType<typeof createSeatBook>;
