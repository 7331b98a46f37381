/**
 * @module
 * This screen's seat at the Owlbear room's Verdict table: `@verdict/room`'s `createTableSeat` (which opens,
 * joins, recovers and publishes by the room's rules) over the Owlbear room's metadata and this screen's storage,
 * bound with `useSyncExternalStore`. What is Owlbear's or the browser's stays here: the player, the metadata,
 * and storage access (where the browser refuses storage the screen asks for it, and a press asks the person).
 */
import {
  createLastingStorage,
  createTableSeat,
  type TableSeatModel,
  type TableSeatSnapshot,
} from '@verdict/room';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { type OwlbearPlayer, publishTableLink, readTableLink, watchTableLink } from './owlbear.js';
import { TABLE_NAME, tableClient } from './room-link.js';
import { storageAccess } from './storage-access.js';

export type { SeatState } from '@verdict/room';

/** The seat, and what the screen may do about it. */
export type TableSeat = TableSeatSnapshot &
  Omit<TableSeatModel, 'subscribe' | 'getSnapshot' | 'start' | 'searchAgain'> & {
    /** Whether what this screen keeps outlives a reopen. */
    readonly lasting: boolean;
    /** Asks the browser for storage access (a press in the frame) and keeps the seat there. */
    keepStorage(): Promise<void>;
  };

/**
 * Finds, opens, joins or recovers this player's seat, following the link in the Owlbear room.
 *
 * @example
 * const seat = useTableSeat(player);
 */
export function useTableSeat(player: OwlbearPlayer): TableSeat {
  // One storage and one model for the screen's life: when storage is memory only, the seat must outlive each search.
  const [storage] = useState(() =>
    createLastingStorage(`verdict:owlbear:${player.roomId}:${player.id}:`, () => globalThis.localStorage),
  );
  const [model] = useState(() =>
    createTableSeat({
      tabletop: {
        title: 'Owlbear Rodeo',
        gm: player.gm,
        name: player.name,
        read: readTableLink,
        watch: watchTableLink,
        publish: publishTableLink,
      },
      storage,
      client: (roomId) => tableClient(storage, roomId),
      tableName: TABLE_NAME,
    }),
  );
  const [lasting, setLasting] = useState(storage.lasting);
  const snapshot = useSyncExternalStore(model.subscribe, model.getSnapshot);

  useEffect(() => {
    let stop = () => {};
    let live = true;
    (async () => {
      // Where the browser refuses storage, access granted before (a press in an earlier popover) is asked
      // for again without a press; otherwise the screen keeps its seat in memory until the person allows it.
      if (!storage.lasting) {
        const granted = await storageAccess(false);
        if (granted && storage.keepIn(granted)) setLasting(true);
      }
      if (live) stop = model.start();
    })();
    return () => {
      live = false;
      stop();
    };
  }, [storage, model]);

  return {
    ...model,
    ...snapshot,
    lasting,
    async keepStorage() {
      const granted = await storageAccess(true);
      if (!granted || !storage.keepIn(granted)) return;
      setLasting(true);
      // A seat kept there before (an earlier popover allowed storage) is this screen's again.
      if (model.getSnapshot().state.kind === 'recover') await model.searchAgain();
    },
  };
}
