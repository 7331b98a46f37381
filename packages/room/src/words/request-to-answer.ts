/**
 * @module
 * The request a member names to answer, from the room client's snapshot (issue 36): named as `requestNamed` names
 * one (its number or its GM's note, with the same words on a miss), and one waiting for this member. A request
 * that asks others, one answered already or one of a closed room is refused here, in the room's words, before
 * anything is sent; a frontend never works out from the log which requests wait.
 */
import type { RequestEntry } from '@verdict/fair';
import type { RoomSnapshot } from '../client/types.js';
import { asks, openRequests } from '../table-state.js';
import { type Addressed, requestNamed } from './addressing.js';

/**
 * The request `text` names (`what` is the command), if it waits for this member (`snapshot.me`).
 *
 * @example
 * requestToAnswer(client.getSnapshot(), 'the lock', 'answer'); // { ok: false, problem: 'answer: you answered request #12 already' }
 */
export function requestToAnswer(
  snapshot: Pick<RoomSnapshot, 'entries' | 'members' | 'me'>,
  text: string,
  what: string,
): Addressed<RequestEntry> {
  const named = requestNamed(snapshot.entries, text, what);
  const me = snapshot.me;
  if (!named.ok || !me) return named;
  const { seq } = named.value;
  if (openRequests(snapshot.entries, me.id).some((request) => request.seq === seq)) return named;
  const problem = (said: string) => ({ ok: false as const, problem: `${what}: ${said}` });
  if (snapshot.entries.some((entry) => entry.type === 'room.closed'))
    return problem(`the room is closed; request #${seq} takes no answer`);
  if (asks(named.value, me.id)) return problem(`you answered request #${seq} already`);
  const to = named.value.to === 'all' ? [] : named.value.to;
  const names = to.map((id) => snapshot.members.find((member) => member.id === id)?.name ?? id);
  return problem(`request #${seq} asks ${names.join(', ')}, not you`);
}
