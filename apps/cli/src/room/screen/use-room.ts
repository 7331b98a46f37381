/**
 * @module
 * The room screen's data: @verdict/room's room view (`createRoomView`) over the room client for the seat (the live
 * log resumed after drops, the hidden parts this member may open, the head kept in rooms.json), read with
 * `useSyncExternalStore`. The screen draws the view and acts through its typed actions; `through` says a refusal
 * as the CLI says it.
 */
import type { Registry } from '@verdict/core';
import { type Appended, createRoomView, type RoomScreen } from '@verdict/room';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { cliError } from '../http.js';
import { seatClient } from '../room-client.js';
import { createSeatStore, type SavedSeat, seatsFile } from '../seats-store.js';

/** An appending action's answer: the entry, and what the GM's actions add. */
export type RoomAnswer = Appended;

/** An action's promise, its refusal as the CLI says it (the problem, then one line per field). */
export function through<T>(done: Promise<T>): Promise<T> {
  return done.catch((error: unknown) => {
    throw cliError(error);
  });
}

const timers = {
  setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Follows the seat's room until unmounted.
 *
 * @example
 * const screen = useRoom(seat, registry);
 * await through(screen.actions.roll.run({ system, test, input }));
 */
export function useRoom(seat: SavedSeat, registry: Registry): RoomScreen {
  const client = useMemo(() => seatClient(seat, createSeatStore(seatsFile())), [seat]);
  const view = useMemo(() => createRoomView(client, { registry, timers }), [client, registry]);
  useEffect(() => {
    void client.connect();
    return () => client.disconnect();
  }, [client]);
  return useSyncExternalStore(view.subscribe, view.getSnapshot);
}
