/**
 * @module
 * The popover's room: the web app's room client (`browserRoomClient`, at the origin that serves the extension,
 * `/owlbear/` on the Verdict server) over the table's storage, followed live with the web's `useLiveClient`. The
 * seat is found, opened and joined by `@verdict/room`'s `createTableSeat` (use-table-seat.ts); the popover draws
 * the room view over it (`useRoomView`) and acts through its actions.
 */
import type { RoomClient, RoomStorage } from '@verdict/room';
import { browserRoomClient } from '@verdict/web/room-log';

/** The room's name when an Owlbear GM opens it. */
export const TABLE_NAME = 'Owlbear Rodeo table';

/** A room client at this server over the table's storage, for a room once known. */
export const tableClient = (storage: RoomStorage, roomId?: string): RoomClient =>
  browserRoomClient(roomId, undefined, storage);

/** The web app's verify page on this server (it checks an export offline, in the browser). */
export const verifyPageUrl = () => `${globalThis.location.origin}/#/verify`;
