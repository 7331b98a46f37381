/**
 * A built room (`build-room.ts`) as a server stores it: entries as JSON text with their type, sealed parts
 * with the seq of their reveal, and who answered each request; the seqs read are recorded.
 */
import { roomState } from '../rules/state.js';
import type { TypedStoredReader } from '../rules/stored-epoch.js';
import { buildRoom } from './build-room.js';

/**
 * Storage of the evening of `buildRoom(upTo)`, with its head.
 *
 * @example
 * const { reader, head } = storedRoom(11);
 * await loadStoredState(reader, head, { seqs: [9] });
 */
export function storedRoom(upTo: number) {
  const log = buildRoom(upTo);
  const reveals = new Map(log.entries.flatMap((e) => (e.type === 'reveal' ? [[e.of, e.seq] as const] : [])));
  const state = roomState(log.entries);
  const reads: number[] = [];
  const reader: TypedStoredReader = {
    members: async () => [...state.members.values()],
    entry: async (seq) => {
      reads.push(seq);
      const entry = log.entries[seq - 1];
      return entry && { body: JSON.stringify(entry), type: entry.type };
    },
    content: async (seq) => {
      const content = log.hidden.get(seq);
      return content && { content: JSON.stringify(content), revealedSeq: reveals.get(seq) ?? null };
    },
    answered: async (request, member) => state.requests.get(request)?.answeredBy.has(member) ?? false,
  };
  const last = log.entries.at(-1)!;
  const head = { lastSeq: last.seq, lastHash: last.hash, epoch: state.epoch, nonce: 0, closed: state.closed };
  return { log, state, reader, head, reads };
}
