/**
 * @module
 * @verdict/room's room client for a kept seat, in Node: fetch over node:http, Server-Sent Events read over it,
 * Node's timers, random UUIDs and a secure source for the reconnect waits' jitter, and the seat store's file as its
 * one `RoomStorage` (the head seen live goes there too, for `verdict verify`).
 */
import { randomUUID } from 'node:crypto';
import { secureSource } from '@verdict/dice';
import { createRoomClient, eventsOverFetch, type RoomClient, type RoomStorage } from '@verdict/room';
import { timedFetch } from '../network/deadline.js';
import { httpFetch } from '../network/http-fetch.js';
import type { SeatStore } from './seats-store.js';

/** Where a client acts: the server, the room and the member's token (none before a join). */
interface SeatAddress {
  readonly server: string;
  readonly roomId?: string;
  readonly token?: string;
}

// Calls have the deadline; the event stream (over httpFetch) stays open as long as the screen does.
const send = (url: string, init: RequestInit) => timedFetch(url, init);

/**
 * The storage a seat's client uses: the seat store's own `RoomStorage` (its seat, join keys and the head seen live,
 * in rooms.json), or memory without a store. A write never fails the screen: an unreadable rooms.json is reported
 * by the commands that need it, and a head is a bonus.
 */
function seatStorage(seats: SeatStore | undefined): RoomStorage {
  const memory = new Map<string, string>();
  return {
    get(key) {
      try {
        return seats ? seats.storage.get(key) : memory.get(key);
      } catch {
        return memory.get(key);
      }
    },
    set(key, value) {
      memory.set(key, value);
      try {
        seats?.storage.set(key, value);
      } catch {
        // Kept in memory for this screen.
      }
    },
  };
}

/**
 * The room client for a seat (its server, room and token), or for opening or joining a room (no token yet).
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
    ...(seat.roomId ? { roomId: seat.roomId } : {}),
    ...(seat.token ? { token: seat.token } : {}),
    fetch: send,
    openEvents: eventsOverFetch(httpFetch),
    storage: seatStorage(seats),
    timers: {
      setTimeout: (run, ms) => setTimeout(run, ms),
      clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout),
    },
    newKey: randomUUID,
    random: secureSource(),
    ...options,
  });
}
