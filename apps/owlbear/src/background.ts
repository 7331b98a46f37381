/**
 * @module
 * The extension's background page (the manifest's `background_url`): Owlbear Rodeo keeps it loaded, hidden, for
 * the whole session, while the popover is unloaded whenever it closes. It tells this player that a request waits
 * for them: an Owlbear notification for each new one, and the action's badge with how many wait, cleared once
 * answered. It holds no event stream: it reads the table's new entries (`@verdict/room`'s client, a paged read
 * after the last entry seen) when it starts and when a popover sends a hint on the broadcast channel (the table's
 * room id only, never an entry's content: every extension in the Owlbear room may read broadcasts). It reads the
 * seat the popover keeps in this browser; where the browser refuses the frame storage and none was allowed, it
 * has no seat and stays quiet.
 */
import OBR from '@owlbear-rodeo/sdk';
import { createLastingStorage, type RoomClient } from '@verdict/room';
import { HINT_CHANNEL, notify, readPlayer, readTableLink, setBadge } from './owlbear.js';
import { tableClient } from './room-link.js';
import { storageAccess } from './storage-access.js';

OBR.onReady(() => {
  start().catch(() => {
    // Owlbear did not answer: the popover says so and offers a Retry; the background has nobody to tell.
  });
});

async function start(): Promise<void> {
  const player = await readPlayer();
  const storage = createLastingStorage(
    `verdict:owlbear:${player.roomId}:${player.id}:`,
    () => globalThis.localStorage,
  );
  if (!storage.lasting) {
    const granted = await storageAccess(false);
    if (granted) storage.keepIn(granted);
  }
  const clients = new Map<string, RoomClient>();
  const told = new Set<string>();
  const look = async () => {
    const link = await readTableLink();
    const client = link && (clients.get(link.roomId) ?? tableClient(storage, link.roomId));
    if (!link || !client?.seat()) return setBadge(0);
    clients.set(link.roomId, client);
    if (!client.getSnapshot().me) await client.refreshView();
    await client.refresh();
    const waiting = client.getSnapshot().requests;
    for (const request of waiting) {
      const key = `${link.roomId}:${request.seq}`;
      if (told.has(key)) continue;
      told.add(key);
      notify('The GM asks you to roll: open the Verdict table.');
    }
    await setBadge(waiting.length);
  };
  // One look at a time; a hint during one is looked at once it ends.
  let looking: Promise<void> = Promise.resolve();
  const again = () => {
    looking = looking.then(look).catch(() => {
      // The server or Owlbear did not answer this time: the next hint looks again.
    });
  };
  OBR.broadcast.onMessage(HINT_CHANNEL, again);
  OBR.room.onMetadataChange(again);
  again();
}
