/**
 * @module
 * The room in the browser: @verdict/room's room client for this browser's seat, read with
 * `useSyncExternalStore`. Its event stream is read over fetch (`eventsOverFetch`), so the token goes in the
 * `Authorization` header and never in a URL (where proxies' logs, the history and `Referer` would keep it);
 * the client reconnects after a drop with no gap, after a jittered wait, also when the tab becomes visible
 * again or the network comes back. The head seen live is kept beside the seat for the verify page.
 */
import { secureSource } from '@verdict/dice';
import {
  createRoomClient,
  eventsOverFetch,
  type OpenEvents,
  type RoomClient,
  type RoomSnapshot,
  type RoomStorage,
  storageKeys,
} from '@verdict/room';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { apiBase, browserFetch } from './api.js';
import { type BrowserSeat, saveHead } from './seats.js';

/** The event stream over the browser's fetch: the token and Last-Event-ID go as headers. */
export const browserEvents: OpenEvents = eventsOverFetch(browserFetch);

/** Where the reconnect waits' jitter comes from (also the Owlbear extension's). */
export const browserRandom = secureSource();

/** The client's storage: the head goes beside the seat (saveHead); the rest to localStorage, namespaced. */
function browserStorage(roomId: string | undefined): RoomStorage {
  return {
    get: (key) => {
      try {
        return globalThis.localStorage?.getItem(`verdict:client:${key}`);
      } catch {
        return undefined;
      }
    },
    set: (key, value) => {
      if (roomId && key === storageKeys.head(roomId)) return saveHead(roomId, JSON.parse(value));
      try {
        globalThis.localStorage?.setItem(`verdict:client:${key}`, value);
      } catch {
        // Storage full or disabled: the room goes on.
      }
    },
  };
}

/**
 * A room client at this page's API for a room (and a token when the seat is known); without a room, for
 * opening one.
 *
 * @example
 * const client = browserRoomClient(seat.roomId, seat.token);
 */
export function browserRoomClient(roomId?: string, token?: string): RoomClient {
  return createRoomClient({
    server: apiBase(),
    ...(roomId ? { roomId } : {}),
    ...(token ? { token } : {}),
    fetch: browserFetch,
    openEvents: browserEvents,
    storage: browserStorage(roomId),
    timers: {
      setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
      clearTimeout: (handle) => globalThis.clearTimeout(handle as number),
    },
    newKey: () => crypto.randomUUID(),
    random: browserRandom,
  });
}

/** The room as the page draws it, and the client to act with. */
export interface RoomLog extends RoomSnapshot {
  readonly client: RoomClient;
}

/**
 * Follows a room's log for a seat.
 *
 * @example
 * const { entries, status, client } = useRoomLog(seat);
 */
export function useRoomLog(seat: BrowserSeat): RoomLog {
  const client = useMemo(() => browserRoomClient(seat.roomId, seat.token), [seat]);
  useEffect(() => {
    void client.connect();
    const wake = () => {
      const { status } = client.getSnapshot();
      if (document.visibilityState === 'visible' && status === 'reconnecting') void client.connect();
    };
    document.addEventListener('visibilitychange', wake);
    globalThis.addEventListener('online', wake);
    return () => {
      client.disconnect();
      document.removeEventListener('visibilitychange', wake);
      globalThis.removeEventListener('online', wake);
    };
  }, [client]);
  const snapshot = useSyncExternalStore(client.subscribe, client.getSnapshot);
  return useMemo(() => ({ ...snapshot, client }), [snapshot, client]);
}
