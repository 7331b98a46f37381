/**
 * @module
 * A partial state from storage: a server that keeps its log in a database loads the entries a command
 * names, with what it stores beside them (a sealed part, whether it was revealed, who answered), instead of
 * folding the whole log. These records are the ones {@link applyEntry} makes, plus the sealed parts.
 */
import type { RoomEntry } from '@verdict/fair';
import type { RoomState } from './state.js';

/** What a server stores beside an entry. */
export interface StoredParts {
  /** Its sealed part (the hidden input of a request, the hidden result of a roll), when it seals one. */
  readonly content?: Record<string, unknown>;
  /** The seq of its reveal, once revealed. */
  readonly revealedBy?: number;
  /** The member who answered this request, when the command's member did. */
  readonly answeredBy?: string;
}

/**
 * Records a stored request (with its input, in the open or sealed) or sealed roll in `state` (in place);
 * other entries are left out. A roll's request is the caller's to load too.
 *
 * @example
 * addStoredEntry(state, request, { content: { input: { difficulty: 8 }, salt } }); // a hidden request
 */
export function addStoredEntry(state: RoomState, entry: RoomEntry, parts: StoredParts = {}): void {
  if (entry.type !== 'roll' && entry.type !== 'request') return;
  const { content, revealedBy, answeredBy } = parts;
  const seal = 'sealed' in entry ? entry.sealed : undefined;
  if (entry.type === 'request')
    state.requests.set(entry.seq, {
      entry,
      input: content ? content.input : entry.input,
      hidden: content !== undefined && revealedBy === undefined,
      answeredBy: new Set(answeredBy === undefined ? [] : [answeredBy]),
    });
  if (seal === undefined || content === undefined) return;
  state.sealed.set(entry.seq, {
    seq: entry.seq,
    type: entry.type,
    by: entry.by,
    seal,
    visibility: entry.visibility,
    ...(entry.type === 'roll' && entry.request !== undefined ? { request: entry.request } : {}),
    generated: entry.type === 'roll' && entry.nonce !== undefined,
    ...(revealedBy === undefined ? {} : { revealedBy }),
    content,
  });
}
