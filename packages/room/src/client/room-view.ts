/**
 * @module
 * The room screen as data, over the room client's snapshot: members and who is here, my seat and role, the
 * requests waiting for me and those I asked (with their answers and the answers refused for a hidden input, read
 * again on one policy), the log as lines a person reads, the luck ledger, the head, and the typed actions this
 * member may take now, each with why not when it is not allowed. Read as a TanStack Query observer's result is:
 * `subscribe(listener)` and `getSnapshot()`, a new object only when something changed, with `status` and its
 * `is…` flags beside the data and `refetch`. A screen draws this and calls its actions; it never reads the log's
 * entries to decide anything.
 */

import type { Registry } from '@verdict/core';
import type { RoomEntry } from '@verdict/fair';
import { epochEndWords } from '../describe/epoch-end-words.js';
import { nameOf, viewOf } from '../log-view.js';
import type { MemberLuck } from '../luck.js';
import { withNotation } from '../notation/with-notation.js';
import { unrevealedSeqs } from '../table-state.js';
import { requestSentence } from '../words/room-page-words.js';
import type { RoomWarning } from './live-check.js';
import type { RoomClient } from './room-client.js';
import {
  type RoomAction,
  type RoomActions,
  requestVisibilityChoices,
  roomActions,
  type VisibilityChoice,
  visibilityChoices,
} from './room-view-actions.js';
import { type LogLine, logLines } from './room-view-lines.js';
import { type AskedRequest, askedBy, type WaitingRequest, waitingFor } from './room-view-requests.js';
import { type RoundsTestView, roundsTests, startRoundsAction } from './room-view-rounds.js';
import type {
  Appended,
  RoomHead,
  RoomMember,
  RoomSnapshot,
  RoomStatus,
  RoomTimers,
  StartRoundsCommand,
} from './types.js';

/** A member as the screen lists them. */
export interface MemberLine {
  /** For keys and for choosing whom a request asks; never shown. */
  readonly id: string;
  readonly name: string;
  readonly role: 'gm' | 'player';
  /** Whether this is me. */
  readonly you: boolean;
  /** Here now, away, or undefined while the server has not said. */
  readonly here?: boolean;
}

/** A sealed entry the GM may reveal, as the picker says it: `#9 Olaf rolled Check`. */
export interface SealedChoice {
  readonly seq: number;
  readonly text: string;
}

/** The room screen: everything a screen draws, and what it may do. */
export interface RoomScreen {
  readonly status: RoomStatus;
  /** Nothing read yet. */
  readonly isConnecting: boolean;
  readonly isLive: boolean;
  readonly isReconnecting: boolean;
  readonly isClosed: boolean;
  readonly isError: boolean;
  /** Why the status is `error` or `reconnecting`, in a sentence. */
  readonly reason?: string;
  readonly roomId?: string;
  /** The table's name. */
  readonly name?: string;
  /** My seat: id, name and role. */
  readonly me?: RoomMember;
  readonly gm: boolean;
  /** The members in the order they joined, each here or away once the server says (neither once closed). */
  readonly members: readonly MemberLine[];
  /** How many members are here now; undefined until the server says, and in a closed room. */
  readonly here?: number;
  /** The requests waiting for me, oldest first. */
  readonly waiting: readonly WaitingRequest[];
  /**
   * The newest request that came to wait for me while this view watched (`New request: Ada asks you to roll …`),
   * kept until another comes: a screen announces it (a live region, a buzz) when it changes. Those waiting when the
   * view was first read are not new.
   */
  readonly arrived?: { readonly seq: number; readonly text: string };
  /** The requests I asked, oldest first, with their answers. */
  readonly asked: readonly AskedRequest[];
  /** The GM's view: answers refused for a hidden input, by request and member name (none for a player). */
  readonly refused: readonly { readonly request: number; readonly who: string; readonly count: number }[];
  /** The log, one line per entry, in seq order. */
  readonly log: readonly LogLine[];
  readonly luck: readonly MemberLuck[];
  /** The sealed entries the GM may reveal (none for a player). */
  readonly sealed: readonly SealedChoice[];
  /** The visibilities I may roll with, in the table's words. */
  readonly visibilities: readonly VisibilityChoice[];
  /** The visibilities the GM may ask the players' rolls to have, in the table's words (none for a player). */
  readonly requestVisibilities: readonly VisibilityChoice[];
  /** The last entry seen, for `verdict verify --head`. */
  readonly head?: RoomHead;
  readonly closed: boolean;
  /** What the client's checks found wrong in the log as it read it (issue 34): a screen shows them loudly. */
  readonly warnings: readonly RoomWarning[];
  readonly actions: RoomActions;
  /** The tests of rounds, oldest first: their rounds as played, and the actions on each (next round, a choice). */
  readonly rounds: readonly RoundsTestView[];
  /** Starts a test of rounds, or why not. */
  readonly startRounds: RoomAction<(command: StartRoundsCommand) => Promise<Appended>>;
  /** Reads the room again (its view, then the entries past the last one seen). */
  refetch(): Promise<void>;
  /** What ending the epoch (`rotate`) or closing will do, in sentences, for the GM's confirm; worked out when asked. */
  epochEnd(what: 'rotate' | 'close'): string;
}

/** What `createRoomView` is given besides the client. */
export interface RoomViewOptions {
  /** The systems, to name tests and inputs and work out the chances; without one, tests are named by id. */
  readonly registry?: Registry;
  /** For reading the GM's refused answers again while the screen is watched. */
  readonly timers?: RoomTimers;
  /**
   * Milliseconds between reads of the room's view for the GM's refused answers (15,000; 0 never). A refusal
   * appends nothing, so the log alone would not tell; the view is also read when the log grows.
   */
  readonly failedAttemptsMs?: number;
}

/** The room screen's observer. */
export interface RoomViewObserver {
  subscribe(listener: () => void): () => void;
  getSnapshot(): RoomScreen;
}

/**
 * The room screen over a room client.
 *
 * @example
 * const view = createRoomView(client, { registry, timers: { setTimeout, clearTimeout } });
 * const screen = useSyncExternalStore(view.subscribe, view.getSnapshot);
 * if (screen.actions.reveal.allowed) await screen.actions.reveal.run(screen.sealed[0].seq);
 */
export function createRoomView(client: RoomClient, options: RoomViewOptions = {}): RoomViewObserver {
  const { timers } = options;
  // Plain notation rolls are described like a system's (`withNotation`).
  const registry = options.registry && withNotation(options.registry);
  const every = options.failedAttemptsMs ?? 15_000;
  const listeners = new Set<() => void>();
  let from: RoomSnapshot | undefined;
  let screen: RoomScreen | undefined;
  let linesOf: { entries: readonly RoomEntry[]; opened: ReadonlyMap<number, unknown> } | undefined;
  let lines: ReturnType<typeof logLines> = { lines: [], luck: [] };
  let stopClient: (() => void) | undefined;
  let timer: unknown;
  let readFor = -1;
  let waitingSeen: ReadonlySet<number> | undefined;
  let arrived: RoomScreen['arrived'];

  const refetch = async () => {
    await client.refreshView();
    await client.refresh();
  };

  const build = (snapshot: RoomSnapshot): RoomScreen => {
    if (linesOf?.entries !== snapshot.entries || linesOf.opened !== snapshot.opened) {
      linesOf = { entries: snapshot.entries, opened: snapshot.opened };
      lines = logLines(snapshot.entries, snapshot.opened, registry);
    }
    const seat = client.seat();
    const me = snapshot.me ?? (seat ? { id: seat.memberId, name: seat.name, role: seat.role } : undefined);
    const gm = me?.role === 'gm';
    const read = viewOf(snapshot.entries, snapshot.opened);
    // Names from the members the client knows too (the server's view, before the log is read), the log's first.
    const view = {
      ...read,
      names: new Map([...snapshot.members.map((m) => [m.id, m.name] as const), ...read.names]),
    };
    const waiting = waitingFor(snapshot.entries, me, view, { registry, client }).filter(
      (r) => r.request.by !== me?.id,
    );
    const fresh = waitingSeen && waiting.filter((request) => !waitingSeen?.has(request.seq)).at(-1);
    if (fresh) arrived = { seq: fresh.seq, text: `New request: ${requestSentence(fresh)}` };
    waitingSeen = new Set(waiting.map((request) => request.seq));
    // A closed room has no presence: the server ends every event stream at the close, so a view read after it
    // counts nobody here while screens are still open (issue 38, N17). Its members are listed, no here or away.
    const present = snapshot.closed ? undefined : snapshot.present;
    const byLine = new Map(lines.lines.map((line) => [line.seq, line]));
    const sealed = gm
      ? unrevealedSeqs(snapshot.entries).map((seq) => {
          const line = byLine.get(seq);
          return { seq, text: `#${seq} ${line?.who ?? ''} ${line?.text ?? ''}`.replace(/\s+/g, ' ').trim() };
        })
      : [];
    const { status } = snapshot;
    return {
      status,
      isConnecting: status === 'idle' || status === 'connecting',
      isLive: status === 'live',
      isReconnecting: status === 'reconnecting',
      isClosed: snapshot.closed,
      isError: status === 'error',
      ...(snapshot.reason === undefined ? {} : { reason: snapshot.reason }),
      ...(snapshot.roomId === undefined ? {} : { roomId: snapshot.roomId }),
      ...(snapshot.name === undefined ? {} : { name: snapshot.name }),
      ...(me === undefined ? {} : { me }),
      gm,
      members: snapshot.members.map((member) => ({
        id: member.id,
        name: member.name,
        role: member.role,
        you: member.id === me?.id,
        ...(present === undefined ? {} : { here: present.has(member.id) }),
      })),
      ...(present === undefined
        ? {}
        : { here: snapshot.members.filter((member) => present.has(member.id)).length }),
      waiting,
      ...(arrived ? { arrived } : {}),
      asked: askedBy(snapshot.entries, me, snapshot.members, lines.lines, snapshot.failedAttempts, view),
      refused: gm
        ? snapshot.failedAttempts
            .filter((attempt) => attempt.count > 0)
            .map((attempt) => ({
              request: attempt.request,
              who: nameOf(view, attempt.member),
              count: attempt.count,
            }))
        : [],
      log: lines.lines,
      luck: lines.luck,
      sealed,
      visibilities: visibilityChoices(me),
      requestVisibilities: gm ? requestVisibilityChoices() : [],
      ...(snapshot.head === undefined ? {} : { head: snapshot.head }),
      closed: snapshot.closed,
      warnings: snapshot.warnings,
      actions: roomActions(client, {
        ...(me === undefined ? {} : { me }),
        closed: snapshot.closed,
        waiting: waiting.map((request) => request.seq),
        sealed: sealed.map((choice) => choice.seq),
      }),
      rounds: roundsTests(client, {
        entries: snapshot.entries,
        opened: snapshot.opened,
        me,
        closed: snapshot.closed,
        names: view.names,
        ...(registry ? { registry } : {}),
      }),
      startRounds: startRoundsAction(client, me, snapshot.closed),
      refetch,
      epochEnd: (what) => epochEndWords(snapshot.entries, what),
    };
  };

  const getSnapshot = () => {
    const snapshot = client.getSnapshot();
    if (snapshot !== from || !screen) {
      from = snapshot;
      screen = build(snapshot);
    }
    return screen;
  };

  /** The one refresh policy of the GM's refused answers: when the log grows, and every `every` ms. */
  const readFailedAttempts = () => {
    const current = getSnapshot();
    if (!current.gm || current.isError) return;
    if (current.log.length !== readFor) {
      readFor = current.log.length;
      void client.refreshView().catch(() => {});
    }
  };
  const poll = () => {
    if (!timers || every <= 0 || listeners.size === 0) return;
    timer = timers.setTimeout(() => {
      readFor = -1;
      readFailedAttempts();
      poll();
    }, every);
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        stopClient = client.subscribe(() => {
          const before = screen;
          if (getSnapshot() === before) return;
          readFailedAttempts();
          for (const each of [...listeners]) each();
        });
        readFailedAttempts();
        poll();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stopClient?.();
        stopClient = undefined;
        timers?.clearTimeout(timer);
        readFor = -1;
      };
    },
    getSnapshot,
  };
}
