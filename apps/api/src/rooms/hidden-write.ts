/**
 * The write of an answer to a request whose input is still hidden (issue 34, N1): nothing anyone can observe
 * of the room before the answer's floor depends on the hidden input, by any channel, because nothing of the
 * answer reaches the room before then.
 *
 * 1. At its arrival, one attempt of the room's transaction checks the answer (roles, the request, the room's
 *    limits) and finds its job, then commits its draw's reservation alone (point 4), having written nothing else.
 * 2. The job (the draw and the engine's work, whose time depends on the hidden input) runs at once in the
 *    worker pool, outside the transaction and outside the room's queue of rolls, so no other member's write
 *    waits for it (under protocol 1, whose nonces are the room's, other rolls wait for its reservation, until
 *    its floor: a fixed time).
 * 3. At `floorMs` after its arrival (a fixed time, far past the hidden-answer budget's worst case), the
 *    answer takes its turn in the room's queue, and an attempt appends the computed result: only a lookup of
 *    what was computed, whatever the hidden input. Its entry is then committed, pushed on every member's
 *    stream and in every read at once; the HTTP answer goes out with it.
 * 4. Its draw is reserved by the first attempt (`draw-reservations.ts`), so no epoch ends and no other roll
 *    takes its nonce before it is committed. If the room moved on meanwhile all the same (its reservation
 *    expired: its server stalled far past the floor), the job is computed again with the room as it is,
 *    outside the queue, and committed at the next slot, a fixed tenth of the floor later; so when it is committed depends on the room's other writes, never on the
 *    hidden input (as long as one computation takes less than a slot, which the budget makes hundreds of
 *    times true).
 *
 * Refusals (the answer's computation failed for its hidden input, the dice entered do not fit) are thrown
 * no sooner than the floor either, so a refused attempt is counted (`failedAttempts`) at the floor too.
 */
import { ClientAbortError } from '../compute/compute.js';
import type { JobCost } from '../compute/cost.js';
import type { ComputeJob } from '../compute/jobs.js';
import { oneAtATime } from '../compute/one-at-a-time.js';
import { problemOf } from '../http/errors.js';
import { DRAW_GRACE_MS, drawHold, waitingForDraws } from './draw-reservations.js';
import {
  busy,
  jobKey,
  lapsed,
  PendingWork,
  type RoomWorkOptions,
  type TxWork,
  writeAttempt,
} from './roll-work.js';
import type { RoomWriter } from './store/types.js';

/** How many times one hidden answer may be computed before it gives up (503 `server_busy`, nothing appended). */
export const MAX_HIDDEN_COMPUTES = 20;

/**
 * Writes an answer to a hidden request with `attempt` (see the module), committed no sooner than `floorMs`
 * after `options.arrivedAt`. Resolves with the attempt's result, or undefined when the room does not exist.
 *
 * @example
 * await writeHidden(roomId, { store, work, arrivedAt }, 1000, (tx, jobs) => rollInRoom(ctx, tx, me, body, jobs));
 */
export async function writeHidden<T>(
  roomId: string,
  options: RoomWorkOptions & { readonly arrivedAt: number },
  floorMs: number,
  attempt: (tx: RoomWriter, work: TxWork) => Promise<T>,
): Promise<T | undefined> {
  const { work, arrivedAt } = options;
  const slotMs = Math.max(10, Math.round(floorMs / 10));
  let due = arrivedAt + floorMs;
  let computed: { key: string; value: unknown } | undefined;
  let charged = false;
  // Its draw is reserved until it is committed, at its floor or a slot after (draw-reservations.ts).
  const hold = drawHold(
    options.store,
    roomId,
    () => Math.max(work.left(arrivedAt), due - work.now()) + DRAW_GRACE_MS,
  );
  const txWork = (tx: RoomWriter): TxWork => ({
    async run<R>(job: ComputeJob): Promise<R> {
      const key = jobKey(job);
      if (computed?.key === key) return computed.value as R;
      const cost = work.estimate(job);
      if (!charged) {
        charged = true;
        options.charge?.(cost);
      }
      await hold.check(tx, job, true);
      throw new PendingWork(job, cost, key, undefined, await hold.reserve(tx, job));
    },
    estimate: (job) => work.estimate(job),
  });
  const compute = (job: ComputeJob, cost: JobCost) => {
    const left = work.left(arrivedAt);
    if (left <= 0) return Promise.reject(busy(false, work.deadlineMs));
    return work
      .value(job, {
        cost,
        timeoutMs: left,
        ...(options.client === undefined ? {} : { client: options.client }),
      })
      .catch((error: unknown) => lapsed(job, error, true));
  };
  const write = () => writeAttempt(options.store, roomId, hold, (tx) => attempt(tx, txWork(tx)));
  // The first attempt only finds the job and reserves its draw (none is computed yet, so it appends nothing),
  // after waiting for another draw holding the nonce or an epoch's end; the next ones run at their due time,
  // in the room's queue of rolls.
  const first = () =>
    waitingForDraws(write, {
      left: () => work.left(arrivedAt),
      outOfTime: () => busy(false, work.deadlineMs),
    });
  try {
    for (let computes = 0; ; computes++) {
      let pending: PendingWork;
      try {
        return computed === undefined ? await first() : await oneAtATime(roomId, options.member ?? '', write);
      } catch (error) {
        if (!(error instanceof PendingWork)) throw error;
        pending = error;
      }
      if (computes >= MAX_HIDDEN_COMPUTES) throw movedOn();
      // Once drawn, appended whatever the client does: its leaving does not stop the job (issue 24.3).
      if (computes === 0 && options.signal?.aborted) throw new ClientAbortError('the client went away');
      computed = { key: pending.key, value: await compute(pending.job, pending.cost) };
      const now = work.now();
      if (now >= due) due += Math.max(1, Math.ceil((now - due) / slotMs)) * slotMs;
      await sleep(due - now);
    }
  } catch (error) {
    await sleep(due - work.now());
    // Released at the floor too, so when an epoch's end waiting for it goes on never tells the hidden input.
    await hold.releaseAlone();
    throw error;
  }
}

const sleep = (ms: number) =>
  ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

function movedOn() {
  return problemOf(
    'server_busy',
    `The server is busy: the room's log moved on ${MAX_HIDDEN_COMPUTES} times while this answer waited for its floor. Nothing was rolled; retry in a moment.`,
    undefined,
    { 'retry-after': '1' },
  );
}
