/**
 * The room service's options and limits, with the protocol's defaults. Limits are configurable so a
 * server can be stricter; tests make them small.
 */
import type { CountLimits, SizeLimits } from '@verdict/room';
import type { StorageQuotaOptions } from './quota.js';
import type { RoomStore } from './store/types.js';

/**
 * The protocol's limits (fair-play.md): the room's own (members, entries, bytes of one entry and of the log)
 * are the rules' of `@verdict/room` (`limitRefusal`, `admitEntry`), which the server passes them to; the rest
 * are this server's streams and pages.
 */
export interface RoomLimits extends CountLimits, SizeLimits {
  /** Open event streams on this server (1,000); past it, 429. */
  readonly streams: number;
  /** Open event streams from one client address (20); past it, 429. */
  readonly streamsPerClient: number;
  /** Open event streams of one member (5); past it, 429. */
  readonly streamsPerMember: number;
  /** `limit` of `GET .../entries` at most (1,000). */
  readonly page: number;
}

/** The protocol's default limits (entries: closing is exempt; bytes: past the log's, only closing and reveals). */
export const DEFAULT_ROOM_LIMITS: RoomLimits = {
  members: 50,
  entries: 100_000,
  roomBytes: 100_000_000,
  entryBytes: 500_000,
  streams: 1_000,
  streamsPerClient: 20,
  streamsPerMember: 5,
  page: 1_000,
};

/**
 * Bytes of entries' JSON one read of a room takes at most (a page of the export, of `GET .../entries`, of
 * an event stream; the live window of a room's feed holds up to 4 times it), whatever its entries hold; a
 * single entry larger than this is still read, alone (at most `entryBytes`). SQLite reads on the event
 * loop, so this bounds each synchronous step of a read to a millisecond or two of work (issue 33.2); the
 * readers yield to the loop's I/O between pages.
 */
export const READ_BYTES = 256 * 1024;

/**
 * How long after its arrival every answer to a hidden request is committed and sent at the earliest (1,000
 * ms by default, `HIDDEN_ANSWER_FLOOR_MS`): far more than the budgeted worst case takes in a worker, so when an
 * answer shows, in its HTTP answer or in any read or event stream, does not depend on the hidden input (unless
 * the server is so busy that even the floor is passed; then the answer is late, as any would be). See
 * `hidden-write.ts`.
 */
export const HIDDEN_ANSWER_FLOOR_MS = 1_000;

/** What the app needs to serve rooms. */
export interface RoomsOptions {
  readonly store: RoomStore;
  /** The web app's origin for `joinUrl` (default: the origin of the request that created the room). */
  readonly publicUrl?: string;
  /**
   * The address phones on the local network can use, once the server listens on every interface (`HOST=0.0.0.0`):
   * a room created from a loopback page (127.0.0.1, which phones cannot reach) shares this one instead.
   */
  readonly lanUrl?: () => string | undefined;
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
  /** How long after its arrival an answer to a hidden request is committed and sent (default {@link HIDDEN_ANSWER_FLOOR_MS}). */
  readonly answerFloorMs?: number;
  /** Bytes an address may write a day and the free space kept (default `DEFAULT_STORAGE_QUOTA`, see `quota.ts`). */
  readonly quota?: Partial<StorageQuotaOptions>;
}

/** How long an `Idempotency-Key` is remembered at least: 24 hours (and a little more). */
export const IDEMPOTENCY_MS = 25 * 60 * 60 * 1000;
