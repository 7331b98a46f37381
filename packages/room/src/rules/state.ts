/**
 * @module
 * A room's state: the fold of its log, entry by entry. The writer (the server) and the verifier read the
 * same fields, so the rules that decide what may be appended (`decide`) and the checks of a log
 * (`entryProblems`) see the room alike. A server that keeps its log in a database builds a partial state
 * (its head, its members, and the entries a command names) with {@link emptyRoomState} and the same types.
 */
import {
  type ContentKind,
  commitment,
  contentShapeIssues,
  GENESIS_PREV,
  type Protocol,
  type RequestEntry,
  type Role,
  type RoomEntry,
  type RoomOpenedEntry,
  type RoundContentKind,
  type RoundType,
  revealMatches,
  type Visibility,
} from '@verdict/fair';
import { applyRoundsEntry, forkTests, type RoundsTestState, takeStartPart } from './rounds-state.js';

/** A member, as member.joined names them. */
export interface RoomMember {
  readonly id: string;
  readonly name: string;
  readonly role: Role;
}

/** A request and what is known of it. */
export interface RequestState {
  readonly entry: RequestEntry;
  /** Its input, when known: in the open, revealed, or (on the server) from its sealed part. */
  input?: unknown;
  /** Whether its input is sealed and not revealed yet. */
  hidden: boolean;
  /** The members who answered it. */
  readonly answeredBy: Set<string>;
}

/** A sealed entry (a sealed roll or a request with a hidden input) and whether it is revealed. */
export interface SealedState {
  readonly seq: number;
  readonly type: 'roll' | 'request' | RoundType;
  readonly by: string | null;
  readonly seal: string;
  /** The roll's visibility (a request's is the visibility of the rolls it asks for). */
  readonly visibility: Visibility;
  /** The seq of the request a roll answers. */
  readonly request?: number;
  /** Whether it has a nonce (its dice are generated). */
  readonly generated: boolean;
  /** Its hidden part holds what it rolls too (a protocol 2 gm or blind roll or test of rounds: its entry names no system or test). */
  readonly subjectSealed?: boolean;
  /** The seq of its reveal, once revealed. */
  revealedBy?: number;
  /** Its hidden part, once revealed (on the server: as stored). */
  content?: Record<string, unknown>;
}

/** What the log says so far. */
export interface RoomState {
  opened?: RoomOpenedEntry;
  /** The last entry's seq and hash (0 and 64 zeros before the first). */
  lastSeq: number;
  lastHash: string;
  /** How many entries were folded. */
  count: number;
  /** The current epoch (0 before room.opened). */
  epoch: number;
  /** The room protocol room.opened names (1 when it names none). */
  protocol: Protocol;
  /** Protocol 1: the next nonce of each epoch (see {@link nextNonce}). */
  readonly nonces: Map<number, number>;
  /** Protocol 2: the next nonce of each member in the current epoch (none: 0); emptied when the epoch ends. */
  readonly memberNonces: Map<string, number>;
  /**
   * Every commitment to a server seed the log has published, and every server seed it has revealed (as
   * their commitments): a new commitment equal to any of them is refused (a re-used seed).
   */
  readonly committed: Set<string>;
  /** Whether the log holds a room.closed (only reveals may follow it). */
  closed: boolean;
  /** Each epoch's commitment; the server seeds revealed that match it; the epochs whose revealed seed does not. */
  readonly commitments: Map<number, string>;
  readonly seeds: Map<number, string>;
  readonly badSeeds: Set<number>;
  readonly members: Map<string, RoomMember>;
  readonly requests: Map<number, RequestState>;
  readonly sealed: Map<number, SealedState>;
  /** Protocol 2's tests of rounds, by the seq of their `rounds.started`. */
  readonly tests: Map<number, RoundsTestState>;
}

/** The state before any entry (a server fills in the parts it loads). */
export function emptyRoomState(): RoomState {
  return {
    lastSeq: 0,
    lastHash: GENESIS_PREV,
    count: 0,
    epoch: 0,
    protocol: 1,
    nonces: new Map(),
    memberNonces: new Map(),
    committed: new Set(),
    closed: false,
    commitments: new Map(),
    seeds: new Map(),
    badSeeds: new Set(),
    members: new Map(),
    requests: new Map(),
    sealed: new Map(),
    tests: new Map(),
  };
}

/**
 * The state after a log's entries (they are not checked: `verifyLog` checks a log, `decide` writes one).
 *
 * @example
 * const state = roomState(exported.entries);
 * state.members.get('olaf')?.role; // 'player'
 */
export function roomState(entries: readonly RoomEntry[]): RoomState {
  const state = emptyRoomState();
  for (const entry of entries) applyEntry(state, entry);
  return state;
}

/** The next nonce of the current epoch: the room's (protocol 1), or `member`'s own (protocol 2). */
export const nextNonce = (state: RoomState, member?: string | null): number =>
  state.protocol === 2 ? (state.memberNonces.get(member ?? '') ?? 0) : (state.nonces.get(state.epoch) ?? 0);

/**
 * Protocol 2: how many generated rolls each member made in the current epoch (members with none left out),
 * sorted by member id: what `epoch.rotated` and `room.closed` carry as `nonces`.
 */
export const epochNonces = (state: RoomState): Record<string, number> =>
  Object.fromEntries(
    [...state.memberNonces].filter(([, n]) => n > 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );

/**
 * Folds one entry into `state` (in place). What the entry proves is taken only when it holds: a server
 * seed only when it matches its commitment, a reveal only when it matches its seal and has the protocol's
 * shape (`entryProblems` says what is wrong).
 */
export function applyEntry(state: RoomState, entry: RoomEntry): void {
  const first = state.count === 0;
  state.count += 1;
  state.lastSeq = entry.seq;
  state.lastHash = entry.hash;
  switch (entry.type) {
    case 'room.opened':
      if (!first) break;
      state.opened = entry;
      state.epoch = 1;
      state.protocol = entry.protocol === 2 ? 2 : 1;
      state.commitments.set(1, entry.commitment);
      state.committed.add(entry.commitment);
      break;
    case 'member.joined':
      if (!state.members.has(entry.member.id)) state.members.set(entry.member.id, entry.member);
      break;
    case 'roll':
      if (entry.nonce !== undefined && state.protocol === 2 && entry.by !== null) {
        if (entry.epoch === state.epoch && entry.nonce >= nextNonce(state, entry.by))
          state.memberNonces.set(entry.by, entry.nonce + 1);
      } else if (entry.nonce !== undefined && entry.nonce >= (state.nonces.get(entry.epoch) ?? 0))
        state.nonces.set(entry.epoch, entry.nonce + 1);
      if (entry.request !== undefined && entry.by !== null)
        state.requests.get(entry.request)?.answeredBy.add(entry.by);
      if ('sealed' in entry && entry.sealed !== undefined)
        state.sealed.set(entry.seq, {
          seq: entry.seq,
          type: 'roll',
          by: entry.by,
          seal: entry.sealed,
          visibility: entry.visibility,
          ...(entry.request === undefined ? {} : { request: entry.request }),
          generated: entry.nonce !== undefined,
          ...(entry.system === undefined ? { subjectSealed: true } : {}),
        });
      break;
    case 'request': {
      const hidden = entry.sealed !== undefined;
      state.requests.set(entry.seq, {
        entry,
        ...(hidden ? {} : { input: entry.input }),
        hidden,
        answeredBy: new Set(),
      });
      if (hidden)
        state.sealed.set(entry.seq, {
          seq: entry.seq,
          type: 'request',
          by: entry.by,
          seal: entry.sealed,
          visibility: entry.visibility,
          generated: false,
        });
      break;
    }
    case 'reveal': {
      const target = entry.of < entry.seq ? state.sealed.get(entry.of) : undefined;
      if (!target || target.revealedBy !== undefined || !revealHolds(target, entry.content)) break;
      target.revealedBy = entry.seq;
      target.content = entry.content as unknown as Record<string, unknown>;
      const started = state.tests.get(entry.of);
      if (started && target.type === 'rounds.started') takeStartPart(started, target.content);
      const request = state.requests.get(entry.of);
      if (request) {
        request.hidden = false;
        request.input = (entry.content as { input?: unknown }).input;
      }
      break;
    }
    case 'epoch.rotated':
      takeSeed(state, entry.epoch, entry.serverSeed);
      state.epoch = entry.next.epoch;
      state.memberNonces.clear();
      if (!state.commitments.has(entry.next.epoch))
        state.commitments.set(entry.next.epoch, entry.next.commitment);
      state.committed.add(commitment(entry.serverSeed));
      state.committed.add(entry.next.commitment);
      break;
    case 'room.closed':
      takeSeed(state, entry.epoch, entry.serverSeed);
      state.committed.add(commitment(entry.serverSeed));
      state.closed = true;
      break;
    default:
      applyRoundsFold(state, entry);
  }
}

/** A round-by-round entry: its test, its round's nonce (like a roll's), and its seal. */
function applyRoundsFold(state: RoomState, entry: Extract<RoomEntry, { type: RoundType }>): void {
  applyRoundsEntry(state.tests, entry, (seq) => state.requests.get(seq)?.hidden === true);
  if (entry.type === 'rounds.started' && entry.request !== undefined && entry.by !== null)
    state.requests.get(entry.request)?.answeredBy.add(entry.by);
  // A round, or a lapsed round (drawn, no result), spends its roller's nonce as a roll does.
  const spends = entry.type === 'round' || entry.type === 'round.lapsed';
  if (spends && entry.by !== null && entry.epoch === state.epoch && entry.nonce !== undefined)
    if (entry.nonce >= nextNonce(state, entry.by)) state.memberNonces.set(entry.by, entry.nonce + 1);
  const test = state.tests.get(entry.type === 'rounds.started' ? entry.seq : entry.of);
  if (entry.sealed === undefined || !test) return;
  state.sealed.set(entry.seq, {
    seq: entry.seq,
    type: entry.type,
    by: entry.by,
    seal: entry.sealed,
    visibility: test.visibility,
    generated: (entry.type === 'round' && entry.nonce !== undefined) || entry.type === 'round.lapsed',
    ...(entry.type === 'rounds.started' && entry.system === undefined ? { subjectSealed: true } : {}),
  });
}

/** A copy of `state` that folding more entries into leaves `state` as it is. */
export function forkState(state: RoomState): RoomState {
  return {
    ...state,
    nonces: new Map(state.nonces),
    memberNonces: new Map(state.memberNonces),
    committed: new Set(state.committed),
    commitments: new Map(state.commitments),
    seeds: new Map(state.seeds),
    badSeeds: new Set(state.badSeeds),
    members: new Map(state.members),
    requests: new Map(
      [...state.requests].map(([seq, r]) => [seq, { ...r, answeredBy: new Set(r.answeredBy) }]),
    ),
    sealed: new Map([...state.sealed].map(([seq, s]) => [seq, { ...s }])),
    tests: forkTests(state.tests),
  };
}

/** The sealed entries not revealed yet, oldest first. */
export const unrevealed = (state: RoomState): SealedState[] =>
  [...state.sealed.values()]
    .filter((sealed) => sealed.revealedBy === undefined)
    .sort((a, b) => a.seq - b.seq);

/** What the hidden part of a sealed entry holds (see `contentShapeIssues`). */
export const contentKind = (target: SealedState): ContentKind | RoundContentKind =>
  target.type === 'rounds.started' && target.subjectSealed
    ? 'rounds.subject'
    : target.type !== 'roll'
      ? target.type
      : target.subjectSealed
        ? 'roll.subject'
        : 'roll';

/** Whether a revealed content has the protocol's shape and hashes to the seal. */
export const revealHolds = (target: SealedState, content: unknown): boolean =>
  contentShapeIssues(content, contentKind(target)).length === 0 && revealMatches(target.seal, content);

/** Records a revealed server seed: as the epoch's when it matches its commitment, else as a bad one. */
function takeSeed(state: RoomState, epoch: number, serverSeed: string): void {
  const committed = state.commitments.get(epoch);
  if (committed === undefined || state.seeds.has(epoch)) return;
  if (commitment(serverSeed) === committed) state.seeds.set(epoch, serverSeed);
  else state.badSeeds.add(epoch);
}
