import { canonicalJson } from './canonical-json.js';
import type { RoomEntry, UnhashedEntry } from './entries.js';
import { entryShapeIssues } from './entry-shape.js';
import { sha256Hex } from './sha256.js';

/**
 * An entry's `hash`: lowercase hex SHA-256 of the UTF-8 of the JCS canonical JSON of the entry without
 * its `hash` field (a `hash` member passed in is left out, so `hashEntry(entry) === entry.hash` checks
 * an entry). A value JCS cannot write is a `TypeError` naming the field.
 *
 * @example
 * hashEntry({ seq: 1, prev: GENESIS_PREV, type: 'room.opened', at: '2026-12-01T00:00:00.000Z', by: null, ... });
 */
export function hashEntry(entry: object): string {
  const { hash: _omitted, ...rest } = entry as { hash?: unknown };
  return sha256Hex(canonicalJson(rest));
}

/**
 * Completes an entry with its `hash`, after checking its shape by the protocol's table (missing,
 * unknown or mistyped fields are a `TypeError` that names them): what a room appends to its log.
 * `seq` and `prev` are the caller's: the previous entry's seq + 1 and hash ({@link GENESIS_PREV} first).
 *
 * @example
 * const opened = chainEntry({ seq: 1, prev: GENESIS_PREV, type: 'room.opened', ... });
 * const gm = chainEntry({ seq: 2, prev: opened.hash, type: 'member.joined', ... });
 */
export function chainEntry<E extends UnhashedEntry>(entry: E): E & { readonly hash: string } {
  const issues = entryShapeIssues(entry, { hashed: false });
  if ((entry as { hash?: unknown }).hash !== undefined)
    issues.push({ path: 'hash', message: 'is computed here; pass the entry without it' });
  if (issues.length > 0) {
    const seq = (entry as { seq?: unknown }).seq;
    const list = issues.map((i) => `${i.path || 'entry'}: ${i.message}`).join('; ');
    throw new TypeError(
      `Invalid ${String((entry as { type?: unknown }).type)} entry (seq ${String(seq)}): ${list}`,
    );
  }
  return { ...entry, hash: hashEntry(entry) } as E & { readonly hash: string };
}

/** Type guard and narrowing helper: an entry of one type. */
export function isEntryOfType<T extends RoomEntry['type']>(
  entry: RoomEntry,
  type: T,
): entry is Extract<RoomEntry, { type: T }> {
  return entry.type === type;
}
