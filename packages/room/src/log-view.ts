/**
 * @module
 * What every reader of a log needs besides the entries: member names, and the hidden parts known to this
 * member (published by a reveal, or opened as GM or roller), read from the entries themselves.
 */
import type { RoomEntry, RoundsStartedEntry, Visibility } from '@verdict/fair';

/** Member names and the hidden parts known, by seq. */
export interface LogView {
  /** Member names by member id, as member.joined says. */
  readonly names: ReadonlyMap<string, string>;
  /** Hidden parts by the seq they belong to (from reveals, or opened as GM / roller). */
  readonly opened: ReadonlyMap<number, unknown>;
  /** The seqs published by a reveal. */
  readonly revealed: ReadonlySet<number>;
  /** The visibility of each test of rounds, by the seq of its `rounds.started` (for its entries' badges). */
  readonly tests?: ReadonlyMap<number, Visibility>;
  /** Each test of rounds' start, by its seq: what its later entries are of (their test's words). */
  readonly starts?: ReadonlyMap<number, RoundsStartedEntry>;
}

/**
 * Member names and revealed contents from the entries, merged with what this member opened itself.
 *
 * @example
 * const view = viewOf(log.entries, opened);
 * view.names.get(entry.by); // 'Pia'
 * view.opened.get(7);       // the roll content of #7, once revealed or opened
 */
export function viewOf(
  entries: readonly RoomEntry[],
  opened: ReadonlyMap<number, unknown> = new Map(),
): LogView {
  const names = new Map<string, string>();
  const known = new Map(opened);
  const revealed = new Set<number>();
  const tests = new Map<number, Visibility>();
  const starts = new Map<number, RoundsStartedEntry>();
  for (const entry of entries) {
    if (entry.type === 'rounds.started') {
      tests.set(entry.seq, entry.visibility);
      starts.set(entry.seq, entry);
    }
    if (entry.type === 'member.joined') names.set(entry.member.id, entry.member.name);
    if (entry.type === 'reveal') {
      known.set(entry.of, entry.content);
      revealed.add(entry.of);
    }
  }
  return { names, opened: known, revealed, tests, starts };
}

/** A member's name, or `room` for entries by no one, or the id when no one of that id joined. */
export function nameOf(view: LogView, id: string | null): string {
  // `null` is the server's own entry (the room's opening): "The server opened the room", never "room opened the room".
  return id === null ? 'The server' : (view.names.get(id) ?? id);
}
