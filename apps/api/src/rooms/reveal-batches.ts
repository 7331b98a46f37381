/**
 * Closing with `revealAll` in batches (issue 34, N6): a room of 100,000 sealed entries used to be revealed in
 * one transaction, which held the room writer (on SQLite, every room's writes and reads) for tens of seconds.
 * Now the reveals are appended in batches, each its own short transaction, and every other waiting write or
 * read gets its turn between two batches; `room.closed` follows in the route's own transaction, which reveals
 * what is left (entries sealed meanwhile) first.
 *
 * A batch scans the room's entries from where the last one stopped, for sealed ones not revealed yet, and
 * reveals them as `decide` reveals them when closing (its close, without the `room.closed` it ends with). It
 * stops when it has worked {@link REVEAL_BATCH_MS} (timed on this server: what is bounded is the time it holds
 * the writer, whatever the machine's speed) or holds {@link MAX_REVEAL_BATCH} reveals; the next batch's size
 * follows how long this one took.
 */
import { decide, loadStoredState } from '@verdict/room';
import { appendDecided, isoAt } from './append.js';
import type { RoomsContext } from './context.js';
import type { Member } from './store/types.js';

/** How long one batch works at most, scanning and revealing (then it commits, and waits for its next turn). */
export const REVEAL_BATCH_MS = 50;
/** Reveals in one batch at most, however fast the machine (so a close always takes turns with other writes). */
export const MAX_REVEAL_BATCH = 2_000;

/** Where batches left off: the first seq not scanned yet, and how many entries they revealed. */
export interface RevealProgress {
  readonly from: number;
  readonly revealed: number;
}

/**
 * Reveals, in batches, every sealed entry of an open room not revealed yet, up to its last entry when the last
 * batch began; resolves where it stopped (the final close scans from there). Nothing when the room is closed.
 *
 * @example
 * const { from, revealed } = await revealInBatches(ctx, roomId, gm);
 */
export async function revealInBatches(
  ctx: RoomsContext,
  roomId: string,
  gm: Member,
  onBatch?: (revealed: number) => void,
): Promise<RevealProgress> {
  let from = 2;
  let revealed = 0;
  let size = 64;
  /** The seqs of this close's own reveals, by first seq: the scan skips them. */
  const own = new Map<number, number>();
  for (;;) {
    const batch = await ctx.store.write(roomId, async (tx) => {
      if (tx.room.closed) return undefined;
      const started = performance.now();
      const last = tx.room.lastSeq;
      const seqs: number[] = [];
      let next = from;
      while (next <= last && seqs.length < size && performance.now() - started < REVEAL_BATCH_MS / 2) {
        const skip = own.get(next);
        if (skip !== undefined) {
          next = skip + 1;
          continue;
        }
        const content = await tx.content(next);
        if (content && content.revealedSeq === null) seqs.push(next);
        next++;
      }
      if (seqs.length > 0) {
        const state = await loadStoredState(tx, tx.room, { seqs });
        const given = { at: isoAt(ctx.now()), serverSeed: await tx.serverSeed(tx.room.epoch) };
        const decision = decide(state, gm, { kind: 'close', revealAll: true }, given);
        // Its reveals only: `room.closed` is the route's, once nothing is left.
        const reveals = decision.ok
          ? { ok: true as const, entries: decision.entries.slice(0, -1) }
          : decision;
        const decided = await appendDecided(tx, ctx.now(), reveals, (d) =>
          d.entry.type === 'reveal' ? { reveals: d.entry.of } : {},
        );
        if (decided.length > 0) own.set(last + 1, last + decided.length);
      }
      return { next, count: seqs.length, done: next > last, took: performance.now() - started };
    });
    if (!batch) return { from, revealed };
    from = batch.next;
    revealed += batch.count;
    if (batch.count > 0) onBatch?.(revealed);
    if (batch.done)
      return { from: from + (own.get(from) === undefined ? 0 : own.get(from)! - from + 1), revealed };
    size = batch.took > REVEAL_BATCH_MS ? Math.max(16, size >> 1) : Math.min(MAX_REVEAL_BATCH, size * 2);
    // Every write and read that waited meanwhile goes first (the store's writer takes turns in order).
    await new Promise((resolve) => setImmediate(resolve));
  }
}
