/**
 * @module
 * This screen's seat at the Owlbear room's Verdict table. The first GM to open the extension opens the table
 * and keeps its link (room id and invite, never a token) in the Owlbear room's metadata; players, and any
 * later GM, join it under their Owlbear name when they open the extension. The seat stays in this browser
 * (see table-storage.ts), so a reload lands back at the table.
 */

import type { RoomClient } from '@verdict/room';
import { useEffect, useRef, useState } from 'react';
import {
  type OwlbearPlayer,
  publishTableLink,
  readTableLink,
  type TableLink,
  watchTableLink,
} from './owlbear.js';
import { joinTable, openTable } from './room-link.js';
import { createTableStorage } from './table-storage.js';

/** Where this screen stands. */
export type SeatState =
  | { readonly kind: 'connecting' }
  | { readonly kind: 'waiting' }
  | { readonly kind: 'seated'; readonly client: RoomClient; readonly lasting: boolean }
  | { readonly kind: 'problem'; readonly message: string };

/**
 * Finds, opens or joins this player's seat, following the link in the Owlbear room.
 *
 * @example
 * const state = useTableSeat(player);
 */
export function useTableSeat(player: OwlbearPlayer): SeatState {
  const [state, setState] = useState<SeatState>({ kind: 'connecting' });
  // One storage for the screen's life: when it is memory only, the seat must outlive each search.
  const [storage] = useState(() => createTableStorage(`verdict:owlbear:${player.roomId}:${player.id}:`));
  // One seat search at a time: React may run the effect twice, and a metadata change may arrive meanwhile (it
  // is looked at once the search ends). The state is set even after a re-run: the seat found is this screen's.
  const search = useRef<{ busy: boolean; next?: TableLink | null }>({ busy: false });
  useEffect(() => {
    const settle = async (link: TableLink | undefined): Promise<void> => {
      if (search.current.busy) {
        search.current.next = link ?? null;
        return;
      }
      search.current.busy = true;
      try {
        let client: RoomClient;
        if (link) client = await joinTable(storage, link, player.name);
        else if (player.gm) {
          const opened = await openTable(storage, player.name);
          await publishTableLink(opened.link);
          client = opened.client;
        } else {
          setState({ kind: 'waiting' });
          return;
        }
        setState((current) =>
          current.kind === 'seated' && current.client.seat()?.roomId === client.seat()?.roomId
            ? current
            : { kind: 'seated', client, lasting: storage.lasting },
        );
      } catch (error) {
        setState({ kind: 'problem', message: (error as Error).message });
      } finally {
        search.current.busy = false;
        const next = search.current.next;
        search.current.next = undefined;
        if (next !== undefined) void settle(next ?? undefined);
      }
    };
    const stop = watchTableLink((link) => void settle(link));
    readTableLink().then(settle, (error: Error) =>
      setState({ kind: 'problem', message: `Owlbear Rodeo did not answer: ${error.message}` }),
    );
    return stop;
  }, [player, storage]);
  return state;
}
