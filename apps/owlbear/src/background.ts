/**
 * @module
 * The extension's background page (the manifest's `background_url`): Owlbear Rodeo keeps it loaded, hidden, for
 * the whole session, while the popover is unloaded whenever it closes. It tells this player that a request waits
 * for them (`@verdict/room`'s `createRequestAlerts`): an Owlbear notification for each new one, and the action's
 * badge with how many wait. It looks when it starts and when a popover sends a hint on the broadcast channel (the
 * table's room id only, never an entry's content: every extension in the Owlbear room may read broadcasts). It
 * reads the seat the popover keeps in this browser; where the browser refuses the frame storage and none was
 * allowed, it has no seat and stays quiet.
 */
import OBR from '@owlbear-rodeo/sdk';
import { createRequestAlerts, tabletopStorage } from '@verdict/room';
import { HINT_CHANNEL, notify, readPlayer, readTableLink, setBadge } from './owlbear.js';
import { tableClient, tableStorage } from './room-link.js';

OBR.onReady(() => {
  start().catch(() => {
    // Owlbear did not answer: the popover says so and offers a Retry; the background has nobody to tell.
  });
});

async function start(): Promise<void> {
  const storage = await tabletopStorage(tableStorage(await readPlayer()));
  const alerts = createRequestAlerts({
    read: readTableLink,
    client: (roomId) => tableClient(storage, roomId),
    tell: notify,
    badge: setBadge,
  });
  const look = () => void alerts.look();
  OBR.broadcast.onMessage(HINT_CHANNEL, look);
  OBR.room.onMetadataChange(look);
  look();
}
