/**
 * @module
 * The room in the browser: @verdict/room's room client for this browser's seat, read with
 * `useSyncExternalStore`. Its event stream is the browser's EventSource (the token and the last seq seen go
 * in the query, as an EventSource sends no headers); the client reconnects after a drop with no gap, also
 * when the tab becomes visible again or the network comes back. The head seen live is kept beside the seat
 * for the verify page.
 */
import {
  createRoomClient,
  type OpenEvents,
  type RoomClient,
  type RoomSnapshot,
  type RoomStorage,
  storageKeys,
} from '@verdict/room';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { apiBase, browserFetch } from './api.js';
import { type BrowserSeat, saveHead } from './seats.js';

/** EventSource with the headers the client asks for moved into the query (the browser's sends none). */
export const browserEvents: OpenEvents = (url, headers) => {
  const target = new URL(url);
  const token = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
  if (token) target.searchParams.set('access_token', token);
  const last = headers['last-event-id'];
  if (last && last !== '0') target.searchParams.set('lastEventId', last);
  return new EventSource(target) as unknown as ReturnType<OpenEvents>;
};

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
