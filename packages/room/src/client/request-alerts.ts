/**
 * @module
 * What a tabletop's background page tells its person (issue 36): that a request waits for them, once for each new
 * one, and how many wait (a badge, cleared once answered). It holds no event stream: it reads the linked table's
 * new entries when it starts and at each hint (the table's room id only, never an entry's content), one look at a
 * time. Which requests are new to tell, and the words, are the room's; the tabletop only shows them.
 */
import type { TableLink } from './linked-table.js';
import type { RoomClient } from './room-client.js';

/** What a request waiting for the person is told as. */
export const REQUEST_ALERT = 'The GM asks you to roll: open the Verdict table.';

/** What a background page needs: the linked table, a client for it, and how it tells the person. */
export interface RequestAlertsOptions {
  /** The tabletop room's table link, if any. */
  read(): Promise<TableLink | undefined>;
  /** A room client over the screen's storage for the table (its seat, if this screen holds one, is there). */
  client(roomId: string): RoomClient;
  /** Shows a notification: once for each request newly waiting. */
  tell(message: string): void;
  /** Shows how many requests wait (0: none). */
  badge(count: number): Promise<void> | void;
}

/** The alerts: look again (at start and at each hint); resolves once this look is done. */
export interface RequestAlerts {
  look(): Promise<void>;
}

/**
 * The requests this person is told of, read one look at a time; a look that fails (the server or the tabletop did
 * not answer) waits for the next hint.
 *
 * @example
 * const alerts = createRequestAlerts({ read: readTableLink, client, tell: notify, badge: setBadge });
 * onHint(() => void alerts.look());
 */
export function createRequestAlerts(options: RequestAlertsOptions): RequestAlerts {
  const clients = new Map<string, RoomClient>();
  const told = new Set<string>();
  const once = async () => {
    const link = await options.read();
    const client = link && (clients.get(link.roomId) ?? options.client(link.roomId));
    if (!link || !client?.seat()) return options.badge(0);
    clients.set(link.roomId, client);
    if (!client.getSnapshot().me) await client.refreshView();
    await client.refresh();
    const waiting = client.getSnapshot().requests;
    for (const request of waiting) {
      const key = `${link.roomId}:${request.seq}`;
      if (told.has(key)) continue;
      told.add(key);
      options.tell(REQUEST_ALERT);
    }
    await options.badge(waiting.length);
  };
  // One look at a time; a hint during one is looked at once it ends.
  let looking: Promise<void> = Promise.resolve();
  return {
    look() {
      looking = looking.then(once).catch(() => {
        // Not this time: the next hint looks again.
      });
      return looking;
    },
  };
}
