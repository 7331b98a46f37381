/**
 * @module
 * The popover: the web app's tabletop screen (`TabletopTable`) over this player's seat at the Owlbear room's
 * table, `@verdict/room`'s `createTabletopSeat` (which opens, joins, recovers and publishes by the room's rules,
 * and keeps the seat in this screen's storage) with the Owlbear room's metadata as the tabletop. A request, an
 * answer or a close is hinted to the room's background pages (the table's id only), which tell the players a
 * request waits for them (and clear their badge).
 */
import type { Registry } from '@verdict/core';
import { createTabletopSeat } from '@verdict/room';
import { TabletopTable, useTabletopSeat } from '@verdict/web/embed';
import {
  hintChanged,
  type OwlbearPlayer,
  publishTableLink,
  readTableLink,
  watchTableLink,
} from './owlbear.js';
import { PLACE, TABLE_NAME, tableClient, tableStorage } from './room-link.js';

/** The popover for the player at this screen. */
export function Popover({ player, registry }: { player: OwlbearPlayer; registry: Registry }) {
  const seat = useTabletopSeat(() =>
    createTabletopSeat({
      tabletop: {
        title: 'Owlbear Rodeo',
        gm: player.gm,
        name: player.name,
        read: readTableLink,
        watch: watchTableLink,
        publish: publishTableLink,
      },
      tableName: TABLE_NAME,
      ...tableStorage(player),
      client: tableClient,
    }),
  );
  return (
    <TabletopTable seat={seat} registry={registry} name={player.name} place={PLACE} onShared={hintChanged} />
  );
}
