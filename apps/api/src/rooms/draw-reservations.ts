/**
 * Draws reserved in the database (issue 34, N7): a drawn roll is logged with the draw it began with, whichever
 * server ends the room's epoch meanwhile, and nobody (the GM, the operator) can make a roll land on another draw.
 *
 * A heavy roll is computed outside the room's transaction (`roll-work.ts`). Its draw depends on the epoch's
 * server seed and the roller's next nonce, so an epoch's end (a rotation, a close) or another roll taking the
 * same nonce (the roller's own, under protocol 2; any roll's, under protocol 1) would change it. One server's
 * queue of rolls (`oneAtATime`) kept those apart on that server only; a reservation row keeps them apart on
 * every server of the database:
 *
 * - The attempt that finds a draw to compute outside the transaction commits a `draw` reservation (and nothing
 *   else), in the transaction that read the seed and nonce, so no epoch ended between. The attempt that appends
 *   the roll deletes it in the same transaction.
 * - An epoch's end waits while a live `draw` reservation is in the room, and says it waits with an `end` row,
 *   renewed each time it looks, which holds back draws that have not begun (so a stream of rolls cannot starve it).
 * - A roll waits while another live `draw` holds its nonce.
 *
 * Waits happen outside the room's transaction and outside this server's queue (a hidden answer holding a
 * reservation commits through that queue at its floor). What waits has drawn nothing, so a roll that waits past
 * its deadline gets the 503 that says nothing was rolled. A reservation expires {@link DRAW_GRACE_MS} after its
 * roll's deadline (by then its roll is appended, with no result if it ran out of time), so a server that died
 * while drawing holds the room's epoch that long at most.
 */
import type { ComputeJob } from '../compute/jobs.js';
import { oneAtATime } from '../compute/one-at-a-time.js';
import { newId } from './random.js';
import type { RoomStore, RoomWriter } from './store/types.js';

/** How long past its roll's deadline (or a hidden answer's floor) a draw's reservation holds. */
export const DRAW_GRACE_MS = 30_000;

/** How long a waiting epoch end holds back draws that have not begun, unless renewed (it is, each look). */
export const END_HOLD_MS = 10_000;

const FIRST_PAUSE_MS = 5;
const MAX_PAUSE_MS = 100;

/** Thrown inside a write attempt whose draw may not begin yet (it wrote nothing): retried after a pause. */
export class DrawWait {
  constructor(readonly why: 'draw' | 'end') {}
}

/** What a job draws for: the roller, and whether its nonces are the room's (protocol 1) or the roller's own. */
function drawOf(job: ComputeJob): { readonly member: string; readonly shared: boolean } | undefined {
  // A round (protocol 2) draws from its roller's own nonces.
  if (job.kind === 'room-round') {
    const member = 'seed' in job.next ? job.next.seed.member : undefined;
    return member === undefined ? undefined : { member, shared: false };
  }
  if (job.kind !== 'room-roll' || !('nonce' in job.from) || !job.decide) return undefined;
  return { member: job.decide.member.id, shared: job.decide.state.protocol !== 2 };
}

/** One roll's hold on its draw, across the attempts of its write. */
export interface DrawHold {
  /**
   * Throws {@link DrawWait} when another live draw holds the nonce `job` would take (and, when its draw would
   * begin outside this transaction, `begins`, when an epoch's end waits); no-op for entered dice, or once held.
   */
  check(tx: RoomWriter, job: ComputeJob, begins: boolean): Promise<void>;
  /** Reserves (or renews) `job`'s draw in `tx`; false when it draws nothing (entered dice). */
  reserve(tx: RoomWriter, job: ComputeJob): Promise<boolean>;
  /** Deletes the held reservation in `tx` (the transaction that appends the roll). */
  releaseIn(tx: RoomWriter): Promise<void>;
  /** Deletes the held reservation in a transaction of its own, after a failure; never throws. */
  releaseAlone(): Promise<void>;
}

/**
 * A hold for one roll in `roomId`, its reservation expiring `holdMs()` from the time it is made.
 *
 * @example
 * const hold = drawHold(store, roomId, () => work.left(arrivedAt) + DRAW_GRACE_MS);
 */
export function drawHold(store: RoomStore, roomId: string, holdMs: () => number): DrawHold {
  const id = newId();
  let held = false;
  return {
    async check(tx, job, begins) {
      const draw = drawOf(job);
      if (!draw || held) return;
      const now = Date.now();
      for (const r of await tx.reservations()) {
        if (r.expires <= now || r.id === id) continue;
        if (r.kind === 'draw' && (draw.shared || r.memberId === draw.member)) throw new DrawWait('draw');
        if (r.kind === 'end' && begins) throw new DrawWait('end');
      }
    },
    async reserve(tx, job) {
      const draw = drawOf(job);
      if (!draw) return false;
      await tx.reserve({
        id,
        kind: 'draw',
        memberId: draw.member,
        expires: Math.ceil(Date.now() + holdMs()),
      });
      held = true;
      return true;
    },
    async releaseIn(tx) {
      if (held) await tx.release([id]);
      held = false;
    },
    async releaseAlone() {
      if (!held) return;
      held = false;
      await store.write(roomId, (tx) => tx.release([id])).catch(() => undefined);
    },
  };
}

/**
 * Runs `run` again, after a growing pause, for as long as it throws {@link DrawWait}; throws `outOfTime()`
 * when `left()` is 0 or less after a wait. The pause is spent outside any transaction and queue.
 */
export async function waitingForDraws<T>(
  run: () => Promise<T>,
  options: { readonly left: () => number; readonly outOfTime: () => unknown },
): Promise<T> {
  for (let pauseMs = FIRST_PAUSE_MS; ; pauseMs = Math.min(2 * pauseMs, MAX_PAUSE_MS)) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof DrawWait)) throw error;
      if (options.left() <= 0) throw options.outOfTime();
      await sleep(pauseMs);
    }
  }
}

const WAIT = Symbol('wait');

/**
 * Ends the room's epoch with `attempt` (a rotation or a close), in this server's queue of the room's rolls,
 * once no draw of the room is reserved on any server (see the module). Resolves with the attempt's result, or
 * undefined when the room does not exist.
 *
 * @example
 * await writeEpochEnd(store, roomId, gm.id, (tx) => rotateEpoch(ctx, tx, gm));
 */
export async function writeEpochEnd<T>(
  store: RoomStore,
  roomId: string,
  member: string,
  attempt: (tx: RoomWriter) => Promise<T>,
): Promise<T | undefined> {
  const id = newId();
  try {
    for (let pauseMs = FIRST_PAUSE_MS; ; pauseMs = Math.min(2 * pauseMs, MAX_PAUSE_MS)) {
      const result = await oneAtATime(roomId, member, () =>
        store.write(roomId, async (tx) => {
          const now = Date.now();
          const rows = await tx.reservations();
          if (rows.some((r) => r.kind === 'draw' && r.expires > now)) {
            await tx.reserve({ id, kind: 'end', memberId: member, expires: now + END_HOLD_MS });
            return WAIT;
          }
          // Its own end, and whatever expired (left by a server that stopped), go with the epoch.
          await tx.release([id, ...rows.filter((r) => r.expires <= now).map((r) => r.id)]);
          return { value: await attempt(tx) };
        }),
      );
      if (result === undefined) return undefined;
      if (result !== WAIT) return result.value;
      await sleep(pauseMs);
    }
  } catch (error) {
    // Refused (or the storage failed) after it said it waits: draws need not wait for it any longer.
    await store.write(roomId, (tx) => tx.release([id])).catch(() => undefined);
    throw error;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
