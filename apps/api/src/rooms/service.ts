/**
 * The room service an app serves: the context of every room operation, the server's event streams, the
 * idle-room sweep and shutdown. Made once per server and passed to `createApp` as `rooms`.
 */
import type { Registry } from '@verdict/core';
import { type RoomsContext, roomsContext } from './context.js';
import { EventHub } from './events/hub.js';
import { IDEMPOTENCY_MS, type RoomsOptions } from './options.js';

/** Rooms on one server. */
export interface RoomService {
  readonly ctx: RoomsContext;
  readonly hub: EventHub;
  /**
   * Deletes rooms idle longer than the TTL, none with a TTL of 0 (and forgets idempotency records past their time); returns the
   * deleted rooms' ids. `serve.ts` runs it every hour.
   */
  sweep(): Promise<string[]>;
  /** Ends every event stream and closes the store. */
  close(): Promise<void>;
}

/**
 * Creates the service.
 *
 * @example
 * const rooms = createRoomService({ store: await openRoomStore({ dataDir: './.verdict' }) }, registry);
 * const app = createApp({ registry, rooms });
 */
export function createRoomService(
  options: RoomsOptions,
  registry: Registry,
  clock: { readonly date: () => Date } = { date: () => new Date() },
): RoomService {
  const ctx = roomsContext(options, registry, clock.date);
  const hub = new EventHub(ctx.store, {
    maxStreams: ctx.limits.streams,
    maxPerClient: ctx.limits.streamsPerClient,
    maxPerMember: ctx.limits.streamsPerMember,
    heartbeatMs: ctx.heartbeatMs,
    stallMs: ctx.stallMs,
  });
  return {
    ctx,
    hub,
    async sweep() {
      const now = ctx.now();
      const deleted: string[] = [];
      // A TTL of 0 days means rooms never expire.
      while (ctx.ttlMs > 0) {
        const batch = await ctx.store.deleteIdleRooms(now - ctx.ttlMs);
        deleted.push(...batch);
        if (batch.length === 0) break;
      }
      hub.closeRooms(deleted);
      await ctx.store.forgetIdempotency(now - IDEMPOTENCY_MS);
      return deleted;
    },
    async close() {
      hub.close();
      await ctx.store.close();
    },
  };
}
