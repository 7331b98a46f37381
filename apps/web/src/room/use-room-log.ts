/**
 * @module
 * The room in the browser: @verdict/room's room client for this browser's seat, read with
 * `useSyncExternalStore`. Its event stream is read over fetch (`eventsOverFetch`), so the token goes in the
 * `Authorization` header and never in a URL (where proxies' logs, the history and `Referer` would keep it);
 * the client reconnects after a drop with no gap, after a jittered wait, also when the tab becomes visible
 * again or the network comes back. The head seen live is kept beside the seat for the verify page. Pages draw
 * the room's view (`createRoomView`: the room screen as data, with its typed actions), never the log itself.
 */

import type { Registry } from '@verdict/core';
import { secureSource } from '@verdict/dice';
import {
  createRoomClient,
  createRoomView,
  eventsOverFetch,
  type OpenEvents,
  type RoomClient,
  type RoomScreen,
  type RoomStorage,
} from '@verdict/room';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { apiBase, browserFetch } from './api.js';
import { type BrowserSeat, browserRoomStorage, saveHead } from './seats.js';

/** The event stream over the browser's fetch: the token and Last-Event-ID go as headers. */
export const browserEvents: OpenEvents = eventsOverFetch(browserFetch);

/** Where the reconnect waits' jitter comes from (also the Owlbear extension's). */
export const browserRandom = secureSource();

/** The browser's timers, as the room client and its view take them. */
const browserTimers = {
  setTimeout: (run: () => void, ms: number) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle: unknown) => globalThis.clearTimeout(handle as number),
};

/**
 * A room client at this page's API for a room (and a token when the seat is known); without a room, for
 * opening one. Its storage is this browser's one seat store, unless another is given (the Owlbear popover's, kept
 * per Owlbear room and player).
 *
 * @example
 * const client = browserRoomClient(seat.roomId, seat.token);
 */
export function browserRoomClient(roomId?: string, token?: string, storage?: RoomStorage): RoomClient {
  return createRoomClient({
    server: apiBase(),
    ...(roomId ? { roomId } : {}),
    ...(token ? { token } : {}),
    fetch: browserFetch,
    openEvents: browserEvents,
    // This browser's one seat store keeps the head seen live beside its trail, for the verify page (seats.ts).
    ...(storage ? { storage } : { storage: browserRoomStorage(), keepHead: saveHead }),
    timers: browserTimers,
    newKey: () => crypto.randomUUID(),
    random: browserRandom,
  });
}

/**
 * Follows a client's room while the component is shown: connects, and connects again when the tab wakes or the
 * network comes back (also the Owlbear popover's).
 *
 * @example
 * useLiveClient(client);
 */
export function useLiveClient(client: RoomClient): void {
  useEffect(() => {
    // A failed connect is the client's status ("error", with its reason), which the screen shows.
    void client.connect().catch(() => {});
    const wake = () => {
      const { status } = client.getSnapshot();
      if (document.visibilityState === 'visible' && status === 'reconnecting')
        void client.connect().catch(() => {});
    };
    document.addEventListener('visibilitychange', wake);
    globalThis.addEventListener('online', wake);
    return () => {
      client.disconnect();
      document.removeEventListener('visibilitychange', wake);
      globalThis.removeEventListener('online', wake);
    };
  }, [client]);
}

/**
 * This browser's client for a seat, followed live.
 *
 * @example
 * const client = useRoomClient(seat);
 */
export function useRoomClient(seat: BrowserSeat): RoomClient {
  const client = useMemo(() => browserRoomClient(seat.roomId, seat.token), [seat]);
  useLiveClient(client);
  return client;
}

/**
 * The room screen over a client (also the Owlbear popover's): re-drawn when it changes.
 *
 * @example
 * const screen = useRoomView(client, registry);
 * screen.log.map((line) => line.sentence);
 */
export function useRoomView(client: RoomClient, registry: Registry): RoomScreen {
  const view = useMemo(() => createRoomView(client, { registry, timers: browserTimers }), [client, registry]);
  return useSyncExternalStore(view.subscribe, view.getSnapshot);
}
