/**
 * @module
 * A one-shot reader of a room's log, for screens that read it once (a script's `room log`, a transcript): what this
 * member may open of the sealed entries, opened through the reader's own I/O, merged with what the log says.
 */
import type { RoomEntry } from '@verdict/fair';
import { type LogView, viewOf } from './log-view.js';
import { openableSeqs } from './table-state.js';

/** How the one-shot reader opens a sealed entry: its content, or a throw when the server refuses (it stays sealed). */
export type OpenSealed = (seq: number) => Promise<unknown>;

/** Options of {@link readLog}. */
export interface ReadLogOptions {
  /** The reader: its id and role decide which sealed entries it may ask to open. */
  readonly member: { readonly id: string; readonly role: string };
  /** The room's private-part read (`GET /v1/rooms/:id/entries/:seq/private`). */
  readonly open: OpenSealed;
  /** Hidden parts already known (a roll's own answer), not asked again. */
  readonly opened?: ReadonlyMap<number, unknown>;
}

/**
 * The log as this member sees it: member names, revealed parts, and every sealed part it may open, asked one by
 * one (the GM all of them, a player its own result-only rolls; a refusal leaves that entry sealed). The same rule
 * the live room client opens by, so a one-shot screen and a live one never disagree.
 *
 * @example
 * const view = await readLog(entries, { member: { id: seat.memberId, role: seat.role }, open: (seq) => getPrivate(seq) });
 * entries.map((entry) => describeEntry(entry, view, registry));
 */
export async function readLog(entries: readonly RoomEntry[], options: ReadLogOptions): Promise<LogView> {
  const opened = new Map(options.opened);
  for (const seq of openableSeqs(entries, options.member)) {
    if (opened.has(seq)) continue;
    try {
      opened.set(seq, await options.open(seq));
    } catch {
      // Not this member's to open (a blind roll, an answer to a hidden request): it stays sealed.
    }
  }
  return viewOf(entries, opened);
}
