/**
 * @module
 * What a member's screen derives from the log alone: members, the requests still waiting for this
 * member, how many answers each request has, and which sealed entries may be opened.
 */
import type { RequestEntry, RoomEntry } from '@verdict/fair';

/** A member of the room, as member.joined says. */
export interface TableMember {
  readonly id: string;
  readonly name: string;
  readonly role: 'gm' | 'player';
}

/** The members, in the order they joined. */
export function membersOf(entries: readonly RoomEntry[]): TableMember[] {
  return entries.flatMap((entry) => (entry.type === 'member.joined' ? [entry.member] : []));
}

/** Whether a request asks this member. */
export const asks = (request: RequestEntry, memberId: string) =>
  request.to === 'all' || request.to.includes(memberId);

/** The requests that ask `memberId` and that it has not answered yet, oldest first (none once closed). */
export function openRequests(entries: readonly RoomEntry[], memberId: string): RequestEntry[] {
  if (entries.some((entry) => entry.type === 'room.closed')) return [];
  const answered = new Set(
    entries.flatMap((entry) =>
      // A roll answers a request, and so does a test of rounds started for it (`rounds.started` naming it).
      (entry.type === 'roll' || entry.type === 'rounds.started') &&
      entry.by === memberId &&
      entry.request !== undefined
        ? [entry.request]
        : [],
    ),
  );
  return entries.filter(
    (entry): entry is RequestEntry =>
      entry.type === 'request' && asks(entry, memberId) && !answered.has(entry.seq),
  );
}

/** Each request's answers so far (roll entries naming it), by the request's seq. */
export function answersByRequest(
  entries: readonly RoomEntry[],
): Map<number, Extract<RoomEntry, { type: 'roll' }>[]> {
  const answers = new Map<number, Extract<RoomEntry, { type: 'roll' }>[]>();
  for (const entry of entries) {
    if (entry.type !== 'roll' || entry.request === undefined) continue;
    answers.set(entry.request, [...(answers.get(entry.request) ?? []), entry]);
  }
  return answers;
}

/**
 * The seqs of sealed entries not revealed yet that `member` may open: the GM all of them; a player its own
 * `outcome` rolls, except answers to a request whose input is still hidden (those are the GM's alone).
 */
export function openableSeqs(entries: readonly RoomEntry[], member: { id: string; role: string }): number[] {
  const revealed = new Set(entries.flatMap((entry) => (entry.type === 'reveal' ? [entry.of] : [])));
  const hiddenRequests = new Set(
    entries.flatMap((entry) =>
      entry.type === 'request' && entry.sealed !== undefined && !revealed.has(entry.seq) ? [entry.seq] : [],
    ),
  );
  return entries
    .filter((entry) => 'sealed' in entry && entry.sealed !== undefined && !revealed.has(entry.seq))
    .filter(
      (entry) =>
        member.role === 'gm' ||
        (entry.type === 'roll' &&
          entry.by === member.id &&
          entry.visibility === 'outcome' &&
          (entry.request === undefined || !hiddenRequests.has(entry.request))),
    )
    .map((entry) => entry.seq);
}

/** The sealed entries not revealed yet (for the GM's reveal tool). */
export function unrevealedSeqs(entries: readonly RoomEntry[]): number[] {
  return openableSeqs(entries, { id: '', role: 'gm' });
}
