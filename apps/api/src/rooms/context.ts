/**
 * What every room operation works with: the store, the registry, the clock, the limits and the versions
 * a room records, resolved once from the options.
 */
import type { Registry } from '@verdict/core';
import corePackage from '@verdict/core/package.json' with { type: 'json' };
import { withNotation } from '@verdict/room';
import {
  DEFAULT_ROOM_LIMITS,
  HIDDEN_ANSWER_FLOOR_MS,
  type RoomLimits,
  type RoomsOptions,
} from './options.js';
import { DEFAULT_STORAGE_QUOTA, type StorageQuota, storageQuota } from './quota.js';
import type { RoomStore } from './store/types.js';

/** The room service's dependencies. */
export interface RoomsContext {
  readonly store: RoomStore;
  readonly registry: Registry;
  /** Wall-clock milliseconds (the app's clock, so tests can move time). */
  readonly now: () => number;
  readonly limits: RoomLimits;
  readonly engineVersion: string;
  readonly publicUrl?: string;
  /** The server's address on the local network when it listens on every interface ({@link RoomsOptions.lanUrl}). */
  readonly lanUrl: () => string | undefined;
  readonly heartbeatMs: number;
  readonly stallMs: number;
  readonly ttlMs: number;
  /** How long after its arrival an answer to a hidden request is committed and sent (`hidden-write.ts`). */
  readonly answerFloorMs: number;
  /** Bytes written per client address a day, and the free space kept for the rooms in play. */
  readonly quota: StorageQuota;
}

/** Fills in the defaults. */
export function roomsContext(options: RoomsOptions, registry: Registry, date: () => Date): RoomsContext {
  const now = () => date().getTime();
  return {
    store: options.store,
    // Rooms roll plain dice notation too (the pseudo-system `dice` of @verdict/room), stated in room.opened.
    registry: withNotation(registry),
    now,
    limits: { ...DEFAULT_ROOM_LIMITS, ...options.limits },
    engineVersion: options.engineVersion ?? corePackage.version,
    ...(options.publicUrl === undefined ? {} : { publicUrl: options.publicUrl.replace(/\/+$/, '') }),
    lanUrl: options.lanUrl ?? (() => undefined),
    heartbeatMs: options.heartbeatMs ?? 15_000,
    stallMs: options.stallMs ?? 30_000,
    ttlMs: (options.ttlDays ?? 30) * 24 * 60 * 60 * 1000,
    answerFloorMs: options.answerFloorMs ?? HIDDEN_ANSWER_FLOOR_MS,
    quota: storageQuota({ ...DEFAULT_STORAGE_QUOTA, ...options.quota }, now),
  };
}
