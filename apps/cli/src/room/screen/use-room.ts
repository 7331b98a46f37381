/**
 * @module
 * The room screen's data: @verdict/room's room client for the seat (the live log resumed after drops, the
 * hidden parts this member may open, the head kept in rooms.json), read with `useSyncExternalStore`, and
 * `post` to append through it.
 */
import { type Appended, postToRoute, type RoomClient, type RoomSnapshot } from '@verdict/room';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { cliError } from '../http.js';
import { seatClient } from '../room-client.js';
import { createSeatStore, type SavedSeat, seatsFile } from '../seats-store.js';

/** An appending route's answer: the entry, and what the GM's routes add. */
export type RoomAnswer = Appended;

/** The room as the screen sees it, and `post` to append. */
export interface RoomData {
  readonly entries: RoomSnapshot['entries'];
  readonly opened: RoomSnapshot['opened'];
  readonly status: RoomSnapshot['status'];
  /** Members with a live connection (`event: presence`), undefined until the server says or while down. */
  readonly present: RoomSnapshot['present'];
  /** The GM's view: entered dice that did not fit a hidden request (none for a player). */
  readonly failedAttempts?: RoomSnapshot['failedAttempts'];
  /** What the client found wrong in the log the server sent (issue 34): shown loudly above the log. */
  readonly warnings?: RoomSnapshot['warnings'];
  readonly post: (route: string, body: object) => Promise<RoomAnswer>;
}

/** One of the room routes, through the client; a refusal as the CLI says it. */
export function postThrough(client: RoomClient, route: string, body: object): Promise<RoomAnswer> {
  return postToRoute(client, route, body).catch((error: unknown) => {
    throw cliError(error);
  });
}

/**
 * Follows the seat's room until unmounted.
 *
 * @example
 * const { entries, post } = useRoom(seat);
 */
export function useRoom(seat: SavedSeat): RoomData {
  const client = useMemo(() => seatClient(seat, createSeatStore(seatsFile())), [seat]);
  useEffect(() => {
    void client.connect();
    return () => client.disconnect();
  }, [client]);
  // The GM's failed attempts are not in the log: read the room's view again when the log moves.
  const snapshot = useSyncExternalStore(client.subscribe, client.getSnapshot);
  const lastSeq = snapshot.head?.seq;
  useEffect(() => {
    if (seat.role === 'gm' && lastSeq !== undefined) client.refreshView().catch(() => {});
  }, [client, seat.role, lastSeq]);
  const post = useMemo(() => (route: string, body: object) => postThrough(client, route, body), [client]);
  return {
    entries: snapshot.entries,
    opened: snapshot.opened,
    status: snapshot.status,
    present: snapshot.present,
    failedAttempts: snapshot.failedAttempts,
    warnings: snapshot.warnings,
    post,
  };
}
