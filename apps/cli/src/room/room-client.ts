/**
 * @module
 * @verdict/room's room client for a kept seat, in Node: the global fetch, Server-Sent Events read over it,
 * Node's timers, random UUIDs and a secure source for the reconnect waits' jitter, and the seat store as its
 * storage (the head seen live goes to the seat in rooms.json, for `verdict verify`).
 */
import { randomUUID } from 'node:crypto';
import { secureSource } from '@verdict/dice';
import {
  createRoomClient,
  eventsOverFetch,
  type RoomClient,
  type RoomStorage,
  storageKeys,
} from '@verdict/room';
import { timedFetch } from '../network/deadline.js';
import type { SeatStore } from './seats-store.js';

/** Where a client acts: the server, the room and the member's token. */
interface SeatAddress {
  readonly server: string;
  readonly roomId: string;
  readonly token: string;
}

// Calls have the deadline; the event stream stays open as long as the screen does.
const send = (url: string, init: RequestInit) => timedFetch(url, init);
const listen = (url: string, init: RequestInit) => fetch(url, init);

/** The storage a seat's client writes to: its head, into the seat kept in rooms.json (never failing). */
function seatStorage(seat: SeatAddress, seats: SeatStore | undefined): RoomStorage {
  const memory = new Map<string, string>();
  return {
    get: (key) => memory.get(key),
    set(key, value) {
      memory.set(key, value);
      if (key !== storageKeys.head(seat.roomId) || !seats) return;
      try {
        seats.saveHead(seat.roomId, JSON.parse(value));
      } catch {
        // An unreadable rooms.json is reported by the commands that need it: a head is a bonus.
      }
    },
  };
}

/**
 * The room client for a seat (its server, room and token).
 *
 * @example
 * const entries = await seatClient(seat, context.seats).readAll();
 */
export function seatClient(
  seat: SeatAddress,
  seats?: SeatStore,
  options: { retryMs?: number } = {},
): RoomClient {
  return createRoomClient({
    server: seat.server,
    roomId: seat.roomId,
    token: seat.token,
    fetch: send,
    openEvents: eventsOverFetch(listen),
    storage: seatStorage(seat, seats),
    timers: {
      setTimeout: (run, ms) => setTimeout(run, ms),
      clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout),
    },
    newKey: randomUUID,
    random: secureSource(),
    ...options,
  });
}
