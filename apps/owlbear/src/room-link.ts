/**
 * @module
 * The popover's table: the web app's room client (`browserRoomClient`, at the origin that serves the extension,
 * `/owlbear/` on the Verdict server) over this screen's storage, kept per Owlbear room and player (two players of
 * one Owlbear room in one browser keep two seats), with the browser's storage access where the frame's storage is
 * refused. Never cookies, and never Owlbear's room metadata, which every player of the Owlbear room can read.
 */
import type { RoomClient, RoomStorage, TabletopStorageOptions } from '@verdict/room';
import { browserRoomClient } from '@verdict/web/room-log';
import type { OwlbearPlayer } from './owlbear.js';
import { storageAccess } from './storage-access.js';

/** The room's name when an Owlbear GM opens it. */
export const TABLE_NAME = 'Owlbear Rodeo table';

/** Where the link lives, in the words the popover says it. */
export const PLACE = 'the Owlbear room';

/** A room client at this server over the table's storage, for a room once known. */
export const tableClient = (storage: RoomStorage, roomId?: string): RoomClient =>
  browserRoomClient(roomId, undefined, storage);

/** This player's storage in this Owlbear room (the popover's and the background page's). */
export const tableStorage = (player: OwlbearPlayer): TabletopStorageOptions => ({
  prefix: `verdict:owlbear:${player.roomId}:${player.id}:`,
  store: () => globalThis.localStorage,
  access: storageAccess,
});
