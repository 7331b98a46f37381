/**
 * @module
 * What a tabletop screen (the Owlbear popover) says about its seat at the tabletop room's table (issue 36): where
 * the search stands, a link players cannot find yet, a browser that keeps no storage, a closed table, a new
 * recovery key, and the earlier tables. Every tabletop screen says the same, in the room's words.
 */
import type { SeatState } from '../client/table-seat.js';

/** The words of a tabletop screen; `place` is where the link lives ("the Owlbear room"). */
export interface TabletopWords {
  /** The line for a seat still searched, waiting for a GM, or in trouble (none once seated or recovering). */
  readonly status: (state: SeatState) => string | undefined;
  /** Why players cannot find the table yet, with the tabletop's reason. */
  readonly unpublished: (reason: string) => string;
  readonly publishAgain: string;
  readonly noStorage: string;
  readonly keepStorage: string;
  readonly closed: string;
  /** What comes after a close: the GM's press, or what a player waits for. */
  readonly afterClose: (gm: boolean) => string;
  readonly earlierTables: string;
  /** The press that exports the `back`-th table before this one (1: the one just before). */
  readonly exportEarlier: (back: number) => string;
  readonly noEarlierSeat: (roomId: string) => string;
  readonly earlierExportFailed: (reason: string) => string;
}

/**
 * The words of a tabletop screen whose table's link lives in `place`.
 *
 * @example
 * tabletopWords('the Owlbear room').status({ kind: 'waiting' }); // 'The table opens when the GM opens Verdict in this room.'
 */
export function tabletopWords(place: string): TabletopWords {
  return {
    status: (state) =>
      state.kind === 'connecting'
        ? "Finding this room's table…"
        : state.kind === 'waiting'
          ? 'The table opens when the GM opens Verdict in this room.'
          : state.kind === 'problem'
            ? state.message
            : undefined,
    unpublished: (reason) => `Players cannot find this table yet: its link is not in ${place}. ${reason}`,
    publishAgain: 'Publish the link again',
    noStorage: 'This browser keeps no storage here: when the popover closes, this screen forgets its seat.',
    keepStorage: 'Keep my seat in this browser',
    closed: 'The table is closed: the log is final.',
    afterClose: (gm) => (gm ? 'Open a new table' : 'The GM can open a new table: you join it when they do.'),
    earlierTables: 'Earlier tables in this room',
    exportEarlier: (back) => `Export the table before${back > 1 ? ` (${back} back)` : ''}`,
    noEarlierSeat: (roomId) => `Table ${roomId.slice(0, 8)}: no seat on this screen`,
    earlierExportFailed: (reason) => `The earlier table's export failed: ${reason}`,
  };
}
