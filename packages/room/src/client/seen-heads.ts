/**
 * @module
 * The heads a screen saw live at a room (the last entry's seq and hash), kept in a room client's storage for its
 * verify: an export that ends at a head seen, with another hash, was changed after it was seen. The head kept
 * never moves back; a trail of the heads before it (at most `trail`, the latest kept) tells an earlier export of
 * the room, ending at one of them, from a changed one.
 */
import type { RoomStorage } from './types.js';

/** The last entry seen live at a room. */
export interface SeenHead {
  readonly seq: number;
  readonly hash: string;
}

/** Where the heads are kept, and how long a trail. */
export interface SeenHeadsOptions {
  readonly headKey: (roomId: string) => string;
  /** Where the trail is kept; no trail without it. */
  readonly trailKey?: (roomId: string) => string;
  readonly trail?: number;
}

const headOf = (value: unknown): SeenHead | undefined => {
  const head = value as { seq?: unknown; hash?: unknown } | undefined;
  return Number.isSafeInteger(head?.seq) && typeof head?.hash === 'string'
    ? { seq: head.seq as number, hash: head.hash }
    : undefined;
};

const parsed = (text: string | undefined): unknown => {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * The heads seen at rooms, in `storage`.
 *
 * @example
 * const heads = createSeenHeads(storage, { headKey: storageKeys.head });
 * heads.save('room-1', { seq: 12, hash: '3f2a…' });
 * heads.load('room-1'); // { seq: 12, hash: '3f2a…' }
 */
export function createSeenHeads(storage: RoomStorage, options: SeenHeadsOptions) {
  const { headKey, trailKey, trail = 0 } = options;
  const loadTrail = (roomId: string): [number, string][] => {
    const kept = trailKey ? parsed(storage.get(trailKey(roomId)) ?? undefined) : undefined;
    return Array.isArray(kept)
      ? kept.filter(
          (h): h is [number, string] =>
            Array.isArray(h) && Number.isSafeInteger(h[0]) && typeof h[1] === 'string',
        )
      : [];
  };
  const load = (roomId: string): SeenHead | undefined =>
    headOf(parsed(storage.get(headKey(roomId)) ?? undefined));
  return {
    load,
    /** Keeps the head seen live at a room, when it is past the one kept (it never moves back). */
    save(roomId: string, head: SeenHead): void {
      const kept = load(roomId);
      if (kept !== undefined && kept.seq >= head.seq) return;
      storage.set(headKey(roomId), JSON.stringify({ seq: head.seq, hash: head.hash }));
      if (!trailKey || trail <= 0) return;
      storage.set(
        trailKey(roomId),
        JSON.stringify([...loadTrail(roomId), [head.seq, head.hash]].slice(-trail)),
      );
    },
    /** The hash seen live at a room's `seq`, when that entry was once its head (and is still in the trail). */
    seenHash: (roomId: string, seq: number): string | undefined =>
      loadTrail(roomId).find(([at]) => at === seq)?.[1],
  };
}
