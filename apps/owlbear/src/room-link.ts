/**
 * @module
 * Every call the extension makes to its Verdict room, in one file: @verdict/room's room client at the origin
 * that serves the extension (`/owlbear/` on the Verdict server), with the browser's fetch (the event stream
 * too, so the token goes in a header, never in a URL), the table's storage, timers and a random source for
 * the reconnect waits; following the log live (`useRoom`, read with `useSyncExternalStore`). The seat is found,
 * opened and joined by `@verdict/room`'s `createTableSeat` (use-table-seat.ts); the popover draws the room view over it (`useRoomView`) and acts through its actions.
 */
import { createRoomClient, type RoomClient, type RoomSnapshot, type RoomStorage } from '@verdict/room';
import { browserEvents, browserRandom } from '@verdict/web/room-log';
import { useEffect, useSyncExternalStore } from 'react';

/** The room's name when an Owlbear GM opens it. */
export const TABLE_NAME = 'Owlbear Rodeo table';

/** A room client at this server, for a room once known. */
export function tableClient(storage: RoomStorage, roomId?: string): RoomClient {
  return createRoomClient({
    server: globalThis.location.origin,
    ...(roomId ? { roomId } : {}),
    fetch: (url, init) => fetch(url, init),
    openEvents: browserEvents,
    storage,
    timers: {
      setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
      clearTimeout: (handle) => globalThis.clearTimeout(handle as number),
    },
    newKey: () => crypto.randomUUID(),
    random: browserRandom,
  });
}

/** The client's snapshot, following the log while the component is shown. */
export function useRoom(client: RoomClient): RoomSnapshot {
  useEffect(() => {
    void client.connect().catch(() => {});
    const wake = () => {
      if (document.visibilityState === 'visible' && client.getSnapshot().status === 'reconnecting')
        void client.connect().catch(() => {});
    };
    document.addEventListener('visibilitychange', wake);
    return () => {
      document.removeEventListener('visibilitychange', wake);
      client.disconnect();
    };
  }, [client]);
  return useSyncExternalStore(client.subscribe, client.getSnapshot);
}

/** The web app's verify page on this server (it checks an export offline, in the browser). */
export const verifyPageUrl = () => `${globalThis.location.origin}/#/verify`;
