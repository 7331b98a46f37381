/**
 * @module
 * People address a room's members and requests the way the log shows them (issue 38, N1): `--to Grog,Pia`
 * by name (compared as the server compares names, its case aside; a member id still works), `room answer
 * 'the lock'` by the GM's note as well as by number. A miss is a usage error naming what there is, with a
 * did-you-mean, before anything is sent.
 */
import type { RequestEntry, RoomEntry } from '@verdict/fair';
import { nameKey, type RoomMember } from '@verdict/room';
import { didYouMean } from '../commands/known-ids.js';
import { UsageError } from '../errors.js';

/**
 * The member ids of `--to`'s comma-separated names or ids, among the room's members (the server's view of the
 * room, never worked out from the log); throws a UsageError naming the members on a miss.
 *
 * @example
 * memberIdsByName(view.members, 'grog,Pia', '--to'); // ['m_3f…', 'm_9a…']
 */
export function memberIdsByName(members: readonly RoomMember[], list: string, flag: string): string[] {
  const words = list
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  if (words.length === 0) throw new UsageError(`${flag}: expected member names (Grog,Pia) or all`);
  return words.map((word) => {
    const found =
      members.find((member) => member.id === word) ??
      members.find((member) => nameKey(member.name) === nameKey(word));
    if (found) return found.id;
    const names = members.map((member) => (member.role === 'gm' ? `${member.name} (GM)` : member.name));
    const guess = didYouMean(
      word,
      members.map((member) => member.name),
    );
    throw new UsageError(`${flag}: no member is named '${word}'${guess} (members: ${names.join(', ')})`);
  });
}

/**
 * The request a person names: its number (`12`, `#12`) or its GM's note (its case aside); throws a
 * UsageError listing the requests on a miss, or when two requests share the note.
 *
 * @example
 * requestNamed(entries, 'the lock', 'answer').seq; // 12
 */
export function requestNamed(entries: readonly RoomEntry[], text: string, what: string): RequestEntry {
  const requests = entries.filter((entry): entry is RequestEntry => entry.type === 'request');
  const number = /^#?([1-9]\d{0,14})$/.exec(text.trim());
  if (number) {
    const seq = Number(number[1]);
    const found = requests.find((request) => request.seq === seq);
    if (found) return found;
    throw new UsageError(`${what}: entry ${seq} is not a request of this room${listed(requests)}`);
  }
  const key = nameKey(text.trim());
  const noted = requests.filter((request) => request.note !== undefined && nameKey(request.note) === key);
  if (noted.length === 1) return noted[0]!;
  if (noted.length > 1)
    throw new UsageError(
      `${what}: requests ${noted.map((r) => `#${r.seq}`).join(', ')} share the note '${text}': give the number`,
    );
  const notes = requests.flatMap((request) => (request.note === undefined ? [] : [request.note]));
  throw new UsageError(
    `${what}: no request of this room has the note '${text}'${didYouMean(text, notes)}${listed(requests)}`,
  );
}

/** ` (requests: “the lock” (#12), #14)`, or the hint to read the log when there is none. */
function listed(requests: readonly RequestEntry[]): string {
  if (requests.length === 0) return ' (the room has no request yet)';
  const items = requests.map((request) =>
    request.note === undefined ? `#${request.seq}` : `“${request.note}” (#${request.seq})`,
  );
  return ` (requests: ${items.join(', ')})`;
}
