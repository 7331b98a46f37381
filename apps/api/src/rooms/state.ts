/**
 * The part of a room's state (`RoomState` of `@verdict/room`) a command needs, read from the store instead
 * of folding the whole log: the head (seq, hash, epoch, next nonce, closed), the members, and the entries
 * the command names (a request it answers, a sealed entry it reveals or opens), with their sealed parts.
 * `decide` then rules on it exactly as on a state folded from the log.
 */
import type { RoomEntry } from '@verdict/fair';
import {
  addStoredEntry,
  type Checked,
  emptyRoomState,
  type ParameterRefusal,
  type Refusal,
  type RoomState,
} from '@verdict/room';
import { problemOf } from '../http/errors.js';
import type { Room, RoomWriter } from './store/types.js';

/** What the state is read from: a write transaction, or the store for one room. */
type StateReader = Pick<RoomWriter, 'members' | 'entry' | 'content' | 'answered'>;

/**
 * The state of `room` with the entries at `seqs` (and the requests they answer), as far as `member` has
 * answered them.
 *
 * @example
 * const state = await loadState(tx, tx.room, { seqs: [body.request], member: me.id });
 */
export async function loadState(
  reader: StateReader,
  room: Room,
  { seqs = [], member }: { readonly seqs?: readonly number[]; readonly member?: string } = {},
): Promise<RoomState> {
  const state = emptyRoomState();
  Object.assign(state, {
    count: room.lastSeq,
    lastSeq: room.lastSeq,
    lastHash: room.lastHash,
    epoch: room.epoch,
    closed: room.closed,
  });
  state.nonces.set(room.epoch, room.nonce);
  for (const m of await reader.members()) state.members.set(m.id, { id: m.id, name: m.name, role: m.role });
  for (const seq of seqs) await loadEntry(reader, state, seq, member);
  return state;
}

async function loadEntry(reader: StateReader, state: RoomState, seq: number, member?: string) {
  if (state.requests.has(seq) || state.sealed.has(seq)) return;
  const stored = await reader.entry(seq);
  if (!stored) return;
  const entry = JSON.parse(stored.body) as RoomEntry;
  if (entry.type === 'roll' && entry.request !== undefined)
    await loadEntry(reader, state, entry.request, member);
  const content = 'sealed' in entry && entry.sealed !== undefined ? await reader.content(seq) : undefined;
  const answered = entry.type === 'request' && member !== undefined && (await reader.answered(seq, member));
  addStoredEntry(state, entry, {
    ...(content && { content: JSON.parse(content.content) as Record<string, unknown> }),
    ...(content && content.revealedSeq !== null && { revealedBy: content.revealedSeq }),
    ...(answered && { answeredBy: member }),
  });
}

/** A refusal of `decide` or of a parameter's check as the API's problem: its code, its message, and the field at fault. */
export function refused(refusal: Refusal | ParameterRefusal) {
  const issue = ('issue' in refusal ? refusal.issue : undefined) ?? refusal.message;
  return problemOf(
    refusal.code,
    refusal.message,
    refusal.path === undefined ? undefined : [{ path: refusal.path, message: issue }],
  );
}

/** A checked parameter's value; its refusal is thrown as the API's problem. */
export function checked<T>(result: Checked<T>): T {
  if (!result.ok) throw refused(result.refusal);
  return result.value;
}
