/**
 * The room service's options and limits, with the protocol's defaults. Limits are configurable so a
 * server can be stricter; tests make them small.
 */
import type { RoomStore } from './store/types.js';

/** The protocol's limits (fair-play.md). */
export interface RoomLimits {
  /** Members in a room, the GM included (50). */
  readonly members: number;
  /** Entries in a room's log (100,000); closing is exempt. */
  readonly entries: number;
  /** Open event streams on this server (1,000); past it, 429. */
  readonly streams: number;
  /** `limit` of `GET .../entries` at most (1,000). */
  readonly page: number;
}

/** The protocol's default limits. */
export const DEFAULT_ROOM_LIMITS: RoomLimits = {
  members: 50,
  entries: 100_000,
  streams: 1_000,
  page: 1_000,
};

/** What the app needs to serve rooms. */
export interface RoomsOptions {
  readonly store: RoomStore;
  /** The web app's origin for `joinUrl` (default: the origin of the request that created the room). */
  readonly publicUrl?: string;
  readonly limits?: Partial<RoomLimits>;
  /** Milliseconds between heartbeat comments on an idle event stream (default 15,000). */
  readonly heartbeatMs?: number;
  /**
   * A stream whose client has not taken what was sent for this long is closed (default 30,000 ms): a slow
   * or vanished client is dropped, never buffered for.
   */
  readonly stallMs?: number;
  /** Rooms idle this long are deleted by `sweep()` (default 30 days; 0: rooms never expire). */
  readonly ttlDays?: number;
  /** The engine version recorded in `room.opened` (default: `@verdict/core`'s). */
  readonly engineVersion?: string;
}

/** How long an `Idempotency-Key` is remembered at least: 24 hours (and a little more). */
export const IDEMPOTENCY_MS = 25 * 60 * 60 * 1000;
