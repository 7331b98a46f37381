/**
 * @module
 * The room client's shapes: what it is given (everything the environment provides is injected), the
 * snapshot a room screen draws from, and what the server's routes answer.
 */

import type { RandomSource } from '@verdict/dice';
import type { ComputableAtEpochEnd, RequestEntry, RoomEntry, Visibility } from '@verdict/fair';
import type { TableMember } from '../table-state.js';
import type { RoomFetch } from './call.js';
import type { RoomWarning } from './live-check.js';
import type { OpenEvents } from './sse.js';

/** A small string store (localStorage, the CLI's rooms.json, a Map): join keys, seats and heads live here. */
export interface RoomStorage {
  get(key: string): string | null | undefined;
  set(key: string, value: string): void;
}

/** Timers, for waiting before a reconnect and polling a closed room for reveals. */
export interface RoomTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** What `createRoomClient` is given. */
export interface RoomClientOptions {
  /** The server's base URL, such as `http://127.0.0.1:8787` (no trailing slash). */
  readonly server: string;
  /** The room, once known (create and join set it). */
  readonly roomId?: string;
  /** The member's bearer token, once known (otherwise the seat kept in `storage`, if any). */
  readonly token?: string;
  readonly fetch: RoomFetch;
  /** Opens the event stream (`eventsOverFetch`: its token goes in a header, never in the URL). */
  readonly openEvents?: OpenEvents;
  readonly storage?: RoomStorage;
  readonly timers?: RoomTimers;
  /** A fresh random key (a UUID) for Idempotency-Key headers. */
  readonly newKey: () => string;
  /**
   * The first reconnect's window in milliseconds (1,000), until the server's `retry:` replaces it: each wait
   * is uniformly random in [0, window), and the window doubles after each failed attempt.
   */
  readonly retryMs?: number;
  /** The widest window in milliseconds (30,000), unless the server's `retry:` is wider. */
  readonly retryCapMs?: number;
  /** Where the reconnect waits' jitter comes from (`secureSource()`); without one, each wait is its whole window. */
  readonly random?: RandomSource;
  /** Milliseconds between reads for reveals after the room closed (10,000; 0 never). */
  readonly closedPollMs?: number;
  /**
   * Keeps the head seen live (the last entry read), for a verifier to check an export against; by default it goes
   * under `storageKeys.head` in `storage`, never moving back. The web keeps it beside a trail of the heads before
   * it (`createSeenHeads`), for its verify page.
   */
  readonly keepHead?: (roomId: string, head: RoomHead) => void;
}

/** A member as the server shows it. */
export type RoomMember = TableMember;

/** A seat at a room: enough to act in it again later. */
export interface RoomSeat {
  readonly server: string;
  readonly roomId: string;
  readonly token: string;
  readonly memberId: string;
  readonly role: 'gm' | 'player';
  readonly name: string;
}

/** The connection: `error` is final (the seat is not valid, the room is gone), `closed` the room closed. */
export type RoomStatus = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'closed' | 'error';

/** One member's failed answers to one hidden request (the GM's view only). */
export interface FailedAttempts {
  readonly request: number;
  readonly member: string;
  readonly count: number;
}

/** The last entry seen live: its seq and hash, for `verdict verify --head`. */
export interface RoomHead {
  readonly seq: number;
  readonly hash: string;
}

/**
 * Everything a room screen shows. A new object only when something changed, so `useSyncExternalStore`
 * and other observers can compare by identity.
 */
export interface RoomSnapshot {
  readonly status: RoomStatus;
  /** Why the status is `error` or `reconnecting`, in a sentence. */
  readonly reason?: string;
  readonly roomId?: string;
  readonly name?: string;
  readonly me?: RoomMember;
  /** The members, in the order they joined (from the log, or the server's view before it is read). */
  readonly members: readonly RoomMember[];
  /** Members with a live connection now (`event: presence`); undefined until the server says or while down. */
  readonly present?: ReadonlySet<string>;
  /** The log so far, in seq order without gaps. */
  readonly entries: readonly RoomEntry[];
  /** The requests waiting for me. */
  readonly requests: readonly RequestEntry[];
  /** Sealed entries I may open and have not opened yet. */
  readonly openable: readonly number[];
  /** The hidden parts I have opened, by seq. */
  readonly opened: ReadonlyMap<number, unknown>;
  /** The last entry seen. */
  readonly head?: RoomHead;
  /** The GM's view: answers to a hidden request refused for its hidden input (entered dice or generated). */
  readonly failedAttempts: readonly FailedAttempts[];
  readonly closed: boolean;
  /**
   * What this client found wrong in the log the server sent, checked as it arrived (issue 34): a hash or a
   * `prev` that does not recompute, a rule of the room broken (a nonce, a re-used commitment, ...), or, in a
   * roll this member made, another client seed or input than it sent, or dice its seeds do not give. Empty
   * for an honest server; screens show any loudly.
   */
  readonly warnings: readonly RoomWarning[];
}

/** What an appending route answers. */
export interface Appended {
  readonly entry: RoomEntry;
  readonly content?: unknown;
  /** Ending an epoch: the unrevealed rolls that become computable to their rollers. */
  readonly computable?: ComputableAtEpochEnd;
  /** Closing with revealAll: how many sealed entries were revealed first. */
  readonly revealed?: number;
  /** A round that ended its test: the test's `rounds.ended`, appended with it. */
  readonly ended?: { readonly entry: RoomEntry; readonly content?: unknown };
}

/** A test of rounds to start: its system, test and input, and its visibility (public by default). */
export type StartRoundsCommand =
  | {
      readonly system: string;
      readonly test: string;
      readonly input: unknown;
      readonly visibility?: Visibility;
      readonly request?: never;
    }
  /** An answer to request `request`, played round by round (`input`: the player's part of a request in parts). */
  | { readonly request: number; readonly input?: unknown };

/** `GET /v1/rooms/{id}`. */
export interface RoomView {
  readonly room: {
    readonly id: string;
    readonly name: string;
    readonly epoch: number;
    readonly commitment: string;
    readonly closed: boolean;
    readonly lastSeq: number;
  };
  readonly members: readonly RoomMember[];
  readonly present: readonly string[];
  readonly me: RoomMember;
  readonly failedAttempts?: readonly FailedAttempts[];
  /** The GM's view: how many recovery keys the room refused. */
  readonly failedRecoveries?: number;
}

/**
 * `POST /v1/rooms/{id}/rolls`: a roll of my own, or (with `request`) an answer, whose `input` is the
 * player's part of a request in parts (none for a request with a whole input).
 */
export interface RollCommand {
  readonly system?: string;
  readonly test?: string;
  readonly input?: unknown;
  readonly clientSeed?: string;
  readonly dice?: readonly number[];
  readonly visibility?: string;
  readonly request?: number;
}

/** `POST /v1/rooms/{id}/requests`. */
export interface RequestCommand {
  readonly to: 'all' | readonly string[];
  readonly system: string;
  readonly test: string;
  /** The whole input, or with `fixes` the GM's part only (those fields). */
  readonly input: unknown;
  /** The fields the GM fixes; each answer gives the rest (its `input`: the player's part). */
  readonly fixes?: readonly string[];
  readonly visibility?: string;
  readonly hidden?: boolean;
  readonly note?: string;
}

/** What `create` answers. */
export interface Created {
  readonly seat: RoomSeat;
  readonly invite: string;
  readonly joinUrl: string;
  /** The GM seat's recovery key, shown once (`recover` seats another screen with it). */
  readonly recoveryKey: string;
}

/** What `invitation` answers: the table an invite opens and its GM, shown before joining. */
export interface Invitation {
  readonly room: { readonly name: string };
  readonly gm: { readonly name: string };
}
