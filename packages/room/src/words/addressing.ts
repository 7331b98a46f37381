/**
 * @module
 * People address a room's members and requests the way the log shows them (issue 38, N1): `--to Grog,Pia` by
 * name (compared as the server compares names, `nameKey`; a member id still works), a request by the GM's note as
 * well as by number, a visibility by the log's word (`secret`, `result only`; the protocol ids still work). A miss
 * is a refusal naming what there is, with a did-you-mean, for every client to say before anything is sent.
 */
import { closestName } from '@verdict/core';
import type { RequestEntry, RoomEntry, Visibility } from '@verdict/fair';
import type { RoomMember } from '../client/types.js';
import { visibilityName } from '../describe/visibility.js';
import { nameKey } from '../rules/names.js';
import { VISIBILITIES } from '../rules/vocabulary.js';

/** What a person typed, understood, or the sentence that says why not (with what there is). */
export type Addressed<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly problem: string };

const ok = <T>(value: T): Addressed<T> => ({ ok: true, value });
const refused = (problem: string): Addressed<never> => ({ ok: false, problem });

/**
 * `: did you mean 'x'?` when a known name is close to what was typed (the engine's `closestName`), else nothing.
 *
 * @example
 * didYouMean('chek', ['check', 'horror']); // ": did you mean 'check'?"
 */
export function didYouMean(name: string, known: readonly string[]): string {
  const closest = closestName(name, known);
  return closest === undefined ? '' : `: did you mean '${closest}'?`;
}

/** The people's word for each visibility, as the log shows it (`public` has none there). */
const wordOf = (visibility: Visibility): string => visibilityName(visibility) ?? visibility;

/**
 * A visibility typed by a person (`flag` names where): the log's word (`secret`, `result only`, also
 * `result-only`) or the protocol id (`gm`, `outcome`), any case.
 *
 * @example
 * visibilityOf('secret', '--visibility'); // { ok: true, value: 'gm' }
 */
export function visibilityOf(value: string, flag: string): Addressed<Visibility> {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  const found = VISIBILITIES.find((v) => v === key || wordOf(v) === key);
  if (found) return ok(found);
  const words = VISIBILITIES.map(wordOf);
  const ids = VISIBILITIES.filter((v) => wordOf(v) !== v);
  return refused(
    `${flag}: expected one of ${words.join(', ')} (or ${ids.join(', ')}), got '${value}'${didYouMean(value, words)}`,
  );
}

/**
 * The member ids of a comma-separated list of names or ids (`flag` names where it was typed), among the room's
 * members (the server's view of the room, never worked out from the log).
 *
 * @example
 * memberIdsByName(view.members, 'grog,Pia', '--to'); // { ok: true, value: ['m_3f…', 'm_9a…'] }
 */
export function memberIdsByName(
  members: readonly RoomMember[],
  list: string,
  flag: string,
): Addressed<string[]> {
  const words = list
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  if (words.length === 0) return refused(`${flag}: expected member names (Grog,Pia) or all`);
  const ids: string[] = [];
  for (const word of words) {
    const found =
      members.find((member) => member.id === word) ??
      members.find((member) => nameKey(member.name) === nameKey(word));
    if (found) {
      ids.push(found.id);
      continue;
    }
    const names = members.map((member) => (member.role === 'gm' ? `${member.name} (GM)` : member.name));
    const guess = didYouMean(
      word,
      members.map((member) => member.name),
    );
    return refused(`${flag}: no member is named '${word}'${guess} (members: ${names.join(', ')})`);
  }
  return ok(ids);
}

/**
 * The request a person names (`what` is the command): its number (`12`, `#12`) or its GM's note (its case
 * aside); refused with the requests listed on a miss, or when two requests share the note.
 *
 * @example
 * requestNamed(entries, 'the lock', 'answer'); // { ok: true, value: { seq: 12, … } }
 */
export function requestNamed(
  entries: readonly RoomEntry[],
  text: string,
  what: string,
): Addressed<RequestEntry> {
  const requests = entries.filter((entry): entry is RequestEntry => entry.type === 'request');
  const number = /^#?([1-9]\d{0,14})$/.exec(text.trim());
  if (number) {
    const seq = Number(number[1]);
    const found = requests.find((request) => request.seq === seq);
    return found
      ? ok(found)
      : refused(`${what}: entry ${seq} is not a request of this room${listed(requests)}`);
  }
  const key = nameKey(text.trim());
  const noted = requests.filter((request) => request.note !== undefined && nameKey(request.note) === key);
  if (noted.length === 1) return ok(noted[0]!);
  if (noted.length > 1)
    return refused(
      `${what}: requests ${noted.map((r) => `#${r.seq}`).join(', ')} share the note '${text}': give the number`,
    );
  const notes = requests.flatMap((request) => (request.note === undefined ? [] : [request.note]));
  return refused(
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
