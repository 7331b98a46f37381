/**
 * @module
 * The one room client: it follows a room's log (a paged read, then the event stream resumed with
 * Last-Event-ID, so no entry is lost or repeated across reconnects, after a full-jitter wait that grows from
 * the server's `retry:` up to a cap, so a restarted server's tables do not all come back in the same second),
 * opens the hidden parts this member
 * may open, keeps the live head and the join's Idempotency-Key in the given storage, and appends through
 * the room routes. Screens read it as TanStack Query's observers are read: `subscribe(listener)` and
 * `getSnapshot()`, a new snapshot object only when something changed. Pure: the network, the event
 * stream, the storage, the timers, the random keys and the random source of the reconnect waits are all given.
 */
import type { RoomEntry } from '@verdict/fair';
import { parsePresence } from '../presence.js';
import { membersOf, openableSeqs, openRequests } from '../table-state.js';
import { createBackoff } from './backoff.js';
import { type CallOptions, RoomCallError, roomCall } from './call.js';
import { createLiveCheck, type RoomWarning, type SentRoll } from './live-check.js';
import type { RoomEventSource } from './sse.js';
import type {
  Appended,
  Created,
  Invitation,
  RequestCommand,
  RollCommand,
  RoomClientOptions,
  RoomHead,
  RoomSeat,
  RoomSnapshot,
  RoomView,
  StartRoundsCommand,
} from './types.js';

/** The room client: a snapshot to draw, and promises to act. */
export interface RoomClient {
  subscribe(listener: () => void): () => void;
  getSnapshot(): RoomSnapshot;
  /** The seat this client acts with, once known. */
  seat(): RoomSeat | undefined;
  /** Starts following the log (again); resolves once the first read is done. */
  connect(): Promise<void>;
  /** Stops following: closes the stream and clears timers. */
  disconnect(): void;
  /** Reads entries past the last one seen (after room.closed the stream has ended; reveals may follow). */
  refresh(): Promise<void>;
  /** Reads the room's view again (name, members, the GM's failed attempts). */
  refreshView(): Promise<RoomView>;
  /** What an invite opens, before joining: the table's name and its GM's (403 for any other invite). */
  invitation(invite: string): Promise<Invitation>;
  create(body: { name: string; gmName: string }): Promise<Created>;
  join(body: { invite: string; name: string }): Promise<RoomSeat>;
  /**
   * Takes a seat back with its recovery key (`POST /v1/rooms/{id}/recovery`): a new token for the same
   * member, kept as this client's seat. A wrong key is a 403 saying nothing more.
   */
  recover(body: { key: string }): Promise<RoomSeat>;
  /** A new recovery key for this seat, shown once (the earlier one stops working). */
  newRecoveryKey(): Promise<string>;
  roll(command: RollCommand): Promise<Appended>;
  answer(request: number, command?: Omit<RollCommand, 'request'>): Promise<Appended>;
  request(command: RequestCommand): Promise<Appended>;
  reveal(seq: number): Promise<Appended>;
  rotate(): Promise<Appended>;
  close(options?: { revealAll?: boolean }): Promise<Appended>;
  /** Starts a test of rounds (`POST .../rounds`): its input is fixed for the whole test. */
  startRounds(command: StartRoundsCommand): Promise<Appended>;
  /**
   * Plays the next round of the test started at `of`: generated dice (a fresh client seed unless one is given), or
   * `{ dice }`, the entered faces of physical dice.
   */
  nextRound(of: number, from?: string | { readonly dice: readonly number[] }): Promise<Appended>;
  /** The GM's choices for the next round of the test started at `of`. */
  chooseRound(of: number, choices: unknown): Promise<Appended>;
  /** Ends the test started at `of` with no result. */
  abandonRounds(of: number): Promise<Appended>;
  /** The whole log as the server exports it (JSON text). */
  export(): Promise<string>;
  /** Every entry after `after`, read a page at a time (for commands that print the log once). */
  readAll(after?: number): Promise<RoomEntry[]>;
  /** The hidden part of one sealed entry, if this member may open it. */
  open(seq: number): Promise<unknown>;
}

const PAGE = 1000;

/** Where a room's seat, join key and head live in the storage. */
export const storageKeys = {
  seat: (roomId: string) => `seat:${roomId}`,
  join: (roomId: string, invite: string, name: string) => `join:${roomId}:${invite}:${name}`,
  head: (roomId: string) => `head:${roomId}`,
};

/**
 * Makes a room client. Nothing is read until `connect()` or an action.
 *
 * @example
 * const client = createRoomClient({ server, roomId, token, fetch, openEvents: eventsOverFetch(fetch),
 *   storage, timers: { setTimeout, clearTimeout }, newKey: () => crypto.randomUUID(), random: secureSource() });
 * await client.connect();
 * client.subscribe(() => draw(client.getSnapshot()));
 */
export function createRoomClient(options: RoomClientOptions): RoomClient {
  const send = options.fetch;
  const { server, storage, timers, newKey } = options;
  // Without a random source every wait is its whole window (no jitter): every app gives one.
  const backoff = createBackoff(options.random ?? { nextUint32: () => 2 ** 32 - 1 }, {
    baseMs: options.retryMs ?? 1000,
    capMs: options.retryCapMs ?? 30_000,
  });
  const closedPollMs = options.closedPollMs ?? 10_000;
  let current: RoomSeat | undefined = seatFromStorage();
  let token = options.token ?? current?.token;
  let roomId = options.roomId ?? current?.roomId;

  const listeners = new Set<() => void>();
  let snapshot: RoomSnapshot = {
    status: 'idle',
    ...(roomId ? { roomId } : {}),
    members: [],
    entries: [],
    requests: [],
    openable: [],
    opened: new Map(),
    failedAttempts: [],
    closed: false,
    warnings: [],
  };
  let entries: RoomEntry[] = [];
  /** Every entry checked as it arrives (issue 34): a mismatch is a warning in the snapshot, never silent. */
  const live = createLiveCheck();
  const warn = (found: readonly RoomWarning[]) => {
    if (found.length > 0) publish({ warnings: [...snapshot.warnings, ...found] });
  };
  const tried = new Set<number>();
  let source: RoomEventSource | undefined;
  /** The last `id:` the stream sent (the spec's last event ID): where a reconnect resumes, if past the log read. */
  let streamId = 0;
  let timer: unknown;
  let following = false;
  let generation = 0;
  let reading: Promise<void> = Promise.resolve();

  function seatFromStorage(): RoomSeat | undefined {
    const id = options.roomId;
    const text = id ? storage?.get(storageKeys.seat(id)) : undefined;
    if (!text) return undefined;
    try {
      const seat = JSON.parse(text) as RoomSeat;
      return seat.server === server ? seat : undefined;
    } catch {
      return undefined;
    }
  }

  const publish = (change: Partial<RoomSnapshot>) => {
    const next = { ...snapshot, ...change };
    const keys = Object.keys(change) as (keyof RoomSnapshot)[];
    if (keys.every((key) => Object.is(next[key], snapshot[key]))) return;
    for (const key of keys) if (next[key] === undefined) delete next[key];
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  const path = (route = '') => {
    if (!roomId) throw new RoomCallError(0, 'No room yet: create or join one first');
    return `/v1/rooms/${encodeURIComponent(roomId)}${route ? `/${route}` : ''}`;
  };
  const call = <T>(method: 'GET' | 'POST', route: string, extra: CallOptions = {}) =>
    roomCall<T>(send, server, method, route, { ...(token ? { token } : {}), ...extra });

  const keepSeat = (seat: RoomSeat) => {
    current = seat;
    token = seat.token;
    roomId = seat.roomId;
    storage?.set(storageKeys.seat(seat.roomId), JSON.stringify(seat));
    publish({ roomId: seat.roomId, me: { id: seat.memberId, name: seat.name, role: seat.role } });
  };

  /** Takes entries that continue the log; anything past a gap waits for the paged read. */
  const accept = (incoming: readonly RoomEntry[]): boolean => {
    let gap = false;
    const fresh: RoomEntry[] = [];
    for (const entry of incoming) {
      const last = (fresh.at(-1) ?? entries.at(-1))?.seq ?? 0;
      if (entry.seq <= last) continue;
      if (entry.seq !== last + 1) {
        gap = true;
        break;
      }
      fresh.push(entry);
    }
    if (fresh.length > 0) {
      entries = [...entries, ...fresh];
      warn(fresh.flatMap((entry) => live.entry(entry)));
      derive();
    }
    return gap;
  };

  const derive = () => {
    const me = snapshot.me;
    const last = entries.at(-1);
    const head: RoomHead | undefined = last ? { seq: last.seq, hash: last.hash } : undefined;
    if (head && roomId) keepHead(roomId, head);
    const closed = entries.some((entry) => entry.type === 'room.closed');
    const openable = me ? openableSeqs(entries, me).filter((seq) => !snapshot.opened.has(seq)) : [];
    publish({
      entries,
      members: entries.some((entry) => entry.type === 'member.joined')
        ? membersOf(entries)
        : snapshot.members,
      requests: me ? openRequests(entries, me.id) : [],
      openable,
      head,
      closed,
    });
    for (const seq of openable) openQuietly(seq);
  };

  const keepHead = (id: string, head: RoomHead) => {
    if (options.keepHead) return options.keepHead(id, head);
    if (!storage) return;
    const key = storageKeys.head(id);
    try {
      const kept = JSON.parse(storage.get(key) ?? 'null') as RoomHead | null;
      if (kept && kept.seq >= head.seq) return;
    } catch {
      // A damaged head is replaced.
    }
    storage.set(key, JSON.stringify(head));
  };

  const remember = (seq: number, content: unknown) => {
    tried.add(seq);
    const opened = new Map(snapshot.opened).set(seq, content);
    publish({ opened, openable: snapshot.openable.filter((s) => s !== seq) });
    warn(live.opened(seq, content));
  };

  const openQuietly = (seq: number) => {
    if (tried.has(seq)) return;
    tried.add(seq);
    call<{ content: unknown }>('GET', path(`entries/${seq}/private`)).then(
      (body) => remember(seq, body.content),
      () => {
        // Not this member's to open (a blind roll, an answer to a hidden request): it stays sealed.
      },
    );
  };

  const readPages = async (after: number, sink: (page: RoomEntry[]) => void) => {
    let from = after;
    for (;;) {
      const page = await call<{ entries: RoomEntry[] }>(
        'GET',
        `${path('entries')}?after=${from}&limit=${PAGE}`,
      );
      if (page.entries.length === 0) return;
      sink(page.entries);
      from = page.entries.at(-1)!.seq;
    }
  };

  const refresh = () => {
    reading = reading
      .catch(() => {})
      .then(() => readPages(entries.at(-1)?.seq ?? 0, (page) => void accept(page)));
    return reading;
  };

  const refreshView = async () => {
    const view = await call<RoomView>('GET', path());
    publish({
      name: view.room.name,
      me: view.me,
      present: new Set(view.present),
      failedAttempts: view.failedAttempts ?? [],
      ...(entries.length === 0 ? { members: view.members } : {}),
    });
    if (entries.length > 0) derive();
    return view;
  };

  const wait = (ms: number, then: () => void) => {
    if (!timers) return false;
    timers.clearTimeout(timer);
    timer = timers.setTimeout(then, ms);
    return true;
  };

  const fatal = (error: unknown) =>
    error instanceof RoomCallError && [401, 403, 404, 410].includes(error.status);

  const fail = (error: unknown) => {
    following = false;
    source?.close();
    source = undefined;
    publish({ status: 'error', reason: (error as Error).message, present: undefined });
  };

  const whenClosed = (run: number) => {
    source?.close();
    source = undefined;
    publish({ status: 'closed', reason: undefined, present: undefined });
    if (closedPollMs > 0) {
      const poll = () => {
        if (run !== generation || !following) return;
        refresh().then(
          () => wait(closedPollMs, poll),
          () => wait(closedPollMs, poll),
        );
      };
      wait(closedPollMs, poll);
    }
  };

  const openStream = (run: number) => {
    if (!options.openEvents || run !== generation) return;
    const events = options.openEvents(`${server}${path('events')}`, {
      authorization: `Bearer ${token ?? ''}`,
      'last-event-id': String(Math.max(streamId, entries.at(-1)?.seq ?? 0)),
    });
    source = events;
    events.onopen = () => {
      if (run !== generation) return;
      backoff.reset();
      publish({ status: 'live', reason: undefined });
    };
    events.onretry = (ms) => {
      if (run === generation) backoff.retry(ms);
    };
    events.addEventListener('entry', (event) => {
      if (run !== generation) return;
      const id = Number(event.lastEventId);
      if (Number.isSafeInteger(id) && id > streamId) streamId = id;
      let entry: RoomEntry;
      try {
        entry = JSON.parse(event.data) as RoomEntry;
      } catch {
        return;
      }
      if (accept([entry])) void refresh().catch(() => {});
      if (entry.type === 'room.closed') whenClosed(run);
    });
    events.addEventListener('presence', (event) => {
      const ids = parsePresence(event.data);
      if (ids && run === generation) publish({ present: new Set(ids) });
    });
    events.onerror = (event) => {
      if (run !== generation || !following) return;
      events.close();
      source = undefined;
      if (snapshot.closed) return;
      const why = (event as { error?: Error } | undefined)?.error?.message;
      publish({ status: 'reconnecting', reason: why ?? 'the event stream ended', present: undefined });
      if (!wait(backoff.next(), () => void resume(run))) fail(new Error('the event stream ended'));
    };
  };

  /** Reads the view and the entries missed, then opens the stream again. */
  const resume = async (run: number) => {
    if (run !== generation || !following) return;
    try {
      await refreshView();
      await refresh();
    } catch (error) {
      if (run !== generation) return;
      if (fatal(error)) return fail(error);
      publish({ status: 'reconnecting', reason: (error as Error).message, present: undefined });
      if (!wait(backoff.next(), () => void resume(run))) fail(error);
      return;
    }
    if (run !== generation) return;
    if (snapshot.closed) return whenClosed(run);
    openStream(run);
  };

  const connect = async () => {
    generation++;
    following = true;
    source?.close();
    source = undefined;
    publish({ status: entries.length === 0 ? 'connecting' : 'reconnecting', reason: undefined });
    const run = generation;
    try {
      await refreshView();
      await refresh();
    } catch (error) {
      if (run !== generation) return;
      if (fatal(error) || !timers) return fail(error);
      publish({ status: 'reconnecting', reason: (error as Error).message });
      wait(backoff.next(), () => void resume(run));
      return;
    }
    if (run !== generation) return;
    if (snapshot.closed) return whenClosed(run);
    openStream(run);
  };

  const disconnect = () => {
    generation++;
    following = false;
    source?.close();
    source = undefined;
    timers?.clearTimeout(timer);
    publish({ status: 'idle', present: undefined });
  };

  const append = async (route: string, body: object, sent?: SentRoll): Promise<Appended> => {
    const answer = await call<Appended>('POST', path(route), { body, idempotencyKey: newKey() });
    if (sent) warn(live.sent(answer.entry, sent, answer.content));
    if (answer.content !== undefined) remember(answer.entry.seq, answer.content);
    if (answer.ended?.content !== undefined) remember(answer.ended.entry.seq, answer.ended.content);
    if (
      accept(answer.ended ? [answer.entry, answer.ended.entry] : [answer.entry]) ||
      snapshot.status === 'closed'
    )
      await refresh().catch(() => {});
    const logged = entries[answer.entry.seq - 1];
    if (logged && logged.seq === answer.entry.seq && logged.hash !== answer.entry.hash)
      warn([
        {
          seq: logged.seq,
          check: 'hash',
          message: `entry #${logged.seq}: the log shows another entry than the one the server answered with`,
        },
      ]);
    return answer;
  };
  /** A roll's body, with a fresh client seed when it brings neither dice nor one, and what it sends. */
  const rollBody = (body: {
    system?: string;
    test?: string;
    input?: unknown;
    dice?: unknown;
    clientSeed?: string;
  }) => {
    const clientSeed = body.dice === undefined ? (body.clientSeed ?? newKey()) : undefined;
    const full = { ...body, ...(clientSeed === undefined ? {} : { clientSeed }) };
    const sent: SentRoll = {
      ...(body.system === undefined || body.test === undefined
        ? {}
        : { system: body.system, test: body.test }),
      ...(clientSeed === undefined ? {} : { clientSeed }),
      ...(body.input === undefined ? {} : { input: body.input }),
    };
    return [full, sent] as const;
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    seat: () => current,
    connect,
    disconnect,
    refresh,
    refreshView,
    // The invite goes in the body: like a token, it never travels in a URL.
    invitation: (invite) =>
      roomCall<Invitation>(send, server, 'POST', path('invitation'), { body: { invite } }),
    async create({ name, gmName }) {
      const created = await call<{
        room: { id: string };
        member: { id: string; name: string; role: 'gm' };
        token: string;
        invite: string;
        joinUrl: string;
        recoveryKey: string;
      }>('POST', '/v1/rooms', { body: { name, gm: { name: gmName } } });
      const seat: RoomSeat = {
        server,
        roomId: created.room.id,
        token: created.token,
        memberId: created.member.id,
        role: 'gm',
        name: created.member.name,
      };
      keepSeat(seat);
      publish({ name });
      return {
        seat,
        invite: created.invite,
        joinUrl: created.joinUrl,
        recoveryKey: created.recoveryKey,
      };
    },
    async join({ invite, name }) {
      const id = roomId;
      if (!id) throw new RoomCallError(0, 'No room to join: give the room id');
      // The key outlives this call: a join retried after a lost answer gets the same seat back.
      const keyName = storageKeys.join(id, invite, name);
      let key = storage?.get(keyName) ?? undefined;
      if (!key) {
        key = newKey();
        storage?.set(keyName, key);
      }
      const joined = await roomCall<{ member: { id: string; name: string; role: 'player' }; token: string }>(
        send,
        server,
        'POST',
        path('members'),
        { body: { invite, name }, idempotencyKey: key },
      );
      const seat: RoomSeat = {
        server,
        roomId: id,
        token: joined.token,
        memberId: joined.member.id,
        role: joined.member.role,
        name: joined.member.name,
      };
      keepSeat(seat);
      return seat;
    },
    async recover({ key }) {
      const id = roomId;
      if (!id) throw new RoomCallError(0, 'No room to recover a seat in: give the room id');
      // One Idempotency-Key per attempt, reused by retries of it: a lost answer gets the same token back.
      const recovered = await roomCall<{
        member: { id: string; name: string; role: 'gm' | 'player' };
        token: string;
      }>(send, server, 'POST', path('recovery'), { body: { key }, idempotencyKey: newKey() });
      const seat: RoomSeat = {
        server,
        roomId: id,
        token: recovered.token,
        memberId: recovered.member.id,
        role: recovered.member.role,
        name: recovered.member.name,
      };
      keepSeat(seat);
      return seat;
    },
    async newRecoveryKey() {
      const answer = await call<{ recoveryKey: string }>('POST', path('recovery-key'), { body: {} });
      return answer.recoveryKey;
    },
    roll: (command) => append('rolls', ...rollBody(command)),
    answer: (request, command = {}) => append('rolls', ...rollBody({ ...command, request } as RollCommand)),
    request: (command) => append('requests', command),
    reveal: (seq) => append('reveals', { of: seq }),
    rotate: () => append('epochs', {}),
    close: (closeOptions = {}) => append('close', closeOptions.revealAll ? { revealAll: true } : {}),
    startRounds: (command) => append('rounds', command),
    nextRound: (of, from) =>
      append(
        'rounds/next',
        typeof from === 'object' ? { of, dice: from.dice } : { of, clientSeed: from ?? newKey() },
      ),
    chooseRound: (of, choices) => append('rounds/choices', { of, choices }),
    abandonRounds: (of) => append('rounds/abandon', { of }),
    async export() {
      let response: Response;
      try {
        response = await send(`${server}${path('export')}`, {
          method: 'GET',
          headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        });
      } catch (error) {
        throw new RoomCallError(0, `Cannot reach the server at ${server}: ${(error as Error).message}`);
      }
      if (!response.ok) await roomCall(async () => response, '', 'GET', path('export'));
      return response.text();
    },
    async readAll(after = 0) {
      const all: RoomEntry[] = [];
      await readPages(after, (page) => all.push(...page));
      const last = all.at(-1);
      if (last && roomId) keepHead(roomId, { seq: last.seq, hash: last.hash });
      return all;
    },
    async open(seq) {
      const body = await call<{ content: unknown }>('GET', path(`entries/${seq}/private`));
      remember(seq, body.content);
      return body.content;
    },
  };
}
