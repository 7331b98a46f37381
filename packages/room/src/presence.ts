/**
 * @module
 * Who is at the table now. Presence is not in the log: the server tells it (`present` in
 * `GET /v1/rooms/{id}`, and `event: presence` with `data: {"present":[ids]}` on the event stream), and a
 * client reads it here, the same way in every frontend.
 */
import type { TableMember } from './table-state.js';

/**
 * The member ids of a presence event's data, or undefined when it is not `{"present":[ids]}` (an older or
 * newer server: keep what you knew).
 *
 * @example
 * parsePresence('{"present":["m1","m2"]}'); // ['m1', 'm2']
 */
export function parsePresence(data: string | undefined): string[] | undefined {
  try {
    const { present } = JSON.parse(data ?? '') as { present?: unknown };
    return Array.isArray(present) && present.every((id) => typeof id === 'string') ? present : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The members split into those with a live connection and the others, each in join order.
 *
 * @example
 * splitPresence(membersOf(entries), new Set(['m2'])); // { here: [Pia], away: [Ada] }
 */
export function splitPresence<M extends TableMember>(
  members: readonly M[],
  present: ReadonlySet<string>,
): { here: M[]; away: M[] } {
  return {
    here: members.filter((m) => present.has(m.id)),
    away: members.filter((m) => !present.has(m.id)),
  };
}
