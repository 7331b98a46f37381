/**
 * @module
 * A partial state from storage: a server that keeps its log in a database loads the entries a command
 * names, with what it stores beside them (a sealed part, whether it was revealed, who answered), instead of
 * folding the whole log. These records are the ones {@link applyEntry} makes, plus the sealed parts.
 */
import { isRoundType, type RoomEntry, type RoundsEntry } from '@verdict/fair';
import { applyRoundsEntry, takeStartPart } from './rounds-state.js';
import { emptyRoomState, type RoomMember, type RoomState } from './state.js';

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
  if (isRoundType(entry.type)) {
    addStoredRoundsEntry(state, entry as RoundsEntry, parts);
    return;
  }
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
    ...(entry.type === 'roll' && entry.system === undefined ? { subjectSealed: true } : {}),
    ...(revealedBy === undefined ? {} : { revealedBy }),
    content,
  });
}

/**
 * A stored round-by-round entry: its test (whose start the caller loads first) and its sealed part, with the
 * test's visibility (a rounds.started names it; an entry of a test not loaded is taken as the GM's alone).
 */
function addStoredRoundsEntry(state: RoomState, entry: RoundsEntry, parts: StoredParts): void {
  // Hidden when it started: its request's input sealed and not revealed before this start.
  applyRoundsEntry(state.tests, entry, (seq) => {
    const sealed = state.sealed.get(seq);
    return sealed?.type === 'request' && (sealed.revealedBy === undefined || sealed.revealedBy > entry.seq);
  });
  const { content, revealedBy } = parts;
  if (entry.sealed === undefined || content === undefined) return;
  const test = state.tests.get(entry.type === 'rounds.started' ? entry.seq : entry.of);
  if (test && entry.type === 'rounds.started' && test.input === undefined) takeStartPart(test, content);
  state.sealed.set(entry.seq, {
    seq: entry.seq,
    type: entry.type,
    by: entry.by,
    seal: entry.sealed,
    visibility: test?.visibility ?? 'gm',
    generated: (entry.type === 'round' && entry.nonce !== undefined) || entry.type === 'round.lapsed',
    ...(entry.type === 'rounds.started' && entry.system === undefined ? { subjectSealed: true } : {}),
    ...(revealedBy === undefined ? {} : { revealedBy }),
    content,
  });
}

/** Where a partial state is read from: a server's storage of one room (a transaction, or the store). */
export interface StoredReader {
  /** The members, with (protocol 2) each one's next nonce and the epoch it counts in. */
  members(): Promise<readonly (RoomMember & Partial<StoredMemberNonce>)[]>;
  /** The entry at `seq` as stored: its JSON text. */
  entry(seq: number): Promise<{ readonly body: string } | undefined>;
  /** The sealed part of the entry at `seq` (JSON text), and the seq of its reveal (null before). */
  content(
    seq: number,
  ): Promise<{ readonly content: string; readonly revealedSeq: number | null } | undefined>;
  /** Whether a member has answered a request. */
  answered(requestSeq: number, memberId: string): Promise<boolean>;
}

/** Protocol 2: a member's next nonce, in the epoch it counts in (in any other it is 0). */
export interface StoredMemberNonce {
  readonly nonce: number;
  readonly nonceEpoch: number;
}

/**
 * A room's head as a server stores it: its last entry, its epoch and (protocol 1) that epoch's next nonce,
 * closed, and its protocol (absent: 1).
 */
export interface StoredHead {
  readonly lastSeq: number;
  readonly lastHash: string;
  readonly epoch: number;
  readonly nonce: number;
  readonly closed: boolean;
  readonly protocol?: number;
}

/**
 * The part of a room's state a command needs, read through `reader` instead of folding the whole log: the
 * head, the members, and the entries at `seqs` (a request a roll answers, a sealed entry to reveal or open,
 * and the request each roll among them answers), with their sealed parts, as far as `member` has answered
 * them. `decide` rules on it exactly as on a state folded from the log.
 *
 * @example
 * const state = await loadStoredState(tx, tx.room, { seqs: [body.request], member: me.id });
 */
export async function loadStoredState(
  reader: StoredReader,
  head: StoredHead,
  { seqs = [], member }: { readonly seqs?: readonly number[]; readonly member?: string } = {},
): Promise<RoomState> {
  const state = emptyRoomState();
  Object.assign(state, {
    count: head.lastSeq,
    lastSeq: head.lastSeq,
    lastHash: head.lastHash,
    epoch: head.epoch,
    closed: head.closed,
    protocol: head.protocol === 2 ? 2 : 1,
  });
  state.nonces.set(head.epoch, head.nonce);
  for (const m of await reader.members()) {
    state.members.set(m.id, { id: m.id, name: m.name, role: m.role });
    if (state.protocol === 2 && m.nonceEpoch === head.epoch && (m.nonce ?? 0) > 0)
      state.memberNonces.set(m.id, m.nonce!);
  }
  for (const seq of seqs) await loadEntry(reader, state, seq, member);
  return state;
}

async function loadEntry(reader: StoredReader, state: RoomState, seq: number, member?: string) {
  if (state.requests.has(seq) || state.sealed.has(seq) || state.tests.has(seq)) return;
  const stored = await reader.entry(seq);
  if (!stored) return;
  const entry = JSON.parse(stored.body) as RoomEntry;
  if (entry.type === 'roll' && entry.request !== undefined)
    await loadEntry(reader, state, entry.request, member);
  if (isRoundType(entry.type) && entry.type !== 'rounds.started')
    await loadEntry(reader, state, (entry as RoundsEntry & { of: number }).of, member);
  if (entry.type === 'rounds.started' && entry.request !== undefined)
    await loadEntry(reader, state, entry.request, member);
  const content = 'sealed' in entry && entry.sealed !== undefined ? await reader.content(seq) : undefined;
  const answered = entry.type === 'request' && member !== undefined && (await reader.answered(seq, member));
  addStoredEntry(state, entry, {
    ...(content && { content: JSON.parse(content.content) as Record<string, unknown> }),
    ...(content && content.revealedSeq !== null && { revealedBy: content.revealedSeq }),
    ...(answered && { answeredBy: member }),
  });
}

/** Where a server reads a test of rounds' entries: those after its start that name it, as stored. */
export interface StoredRoundsReader extends StoredReader {
  /** The round-by-round entries after `of` (JSON text, oldest first); those of other tests may be among them. */
  roundEntries(of: number): Promise<readonly { readonly body: string }[]>;
}

/**
 * Loads the test of rounds started at `of` into a partial state (in place): its start, choices, rounds and end,
 * with their sealed parts as the server keeps them, so `planRound` and `roundsRecordOf` see it whole.
 *
 * @example
 * const state = await loadStoredState(tx, tx.room, { member: me.id });
 * await loadStoredRounds(tx, state, body.of);
 */
export async function loadStoredRounds(
  reader: StoredRoundsReader,
  state: RoomState,
  of: number,
): Promise<void> {
  const stored = await reader.entry(of);
  if (!stored) return;
  const start = JSON.parse(stored.body) as RoomEntry;
  if (start.type !== 'rounds.started') return;
  if (start.request !== undefined) await loadEntry(reader, state, start.request);
  const entries = [start, ...(await reader.roundEntries(of)).map((e) => JSON.parse(e.body) as RoomEntry)];
  for (const entry of entries) {
    if (!isRoundType(entry.type)) continue;
    const rounds = entry as RoundsEntry;
    if (rounds.type !== 'rounds.started' && rounds.of !== of) continue;
    const stored = rounds.sealed === undefined ? undefined : await reader.content(rounds.seq);
    addStoredEntry(state, rounds, {
      ...(stored && { content: JSON.parse(stored.content) as Record<string, unknown> }),
      ...(stored && stored.revealedSeq !== null && { revealedBy: stored.revealedSeq }),
    });
  }
}
