/**
 * The write of an answer to a request whose input is still hidden (issue 34, N1): nothing anyone can observe
 * of the room before the answer's floor depends on the hidden input, by any channel, because nothing of the
 * answer reaches the room before then.
 *
 * 1. At its arrival, one attempt of the room's transaction checks the answer (roles, the request, the room's
 *    limits) and finds its job, then rolls back having written nothing.
 * 2. The job (the draw and the engine's work, whose time depends on the hidden input) runs at once in the
 *    worker pool, outside the transaction and outside the room's queue of rolls, so no other member's write
 *    waits for it.
 * 3. At `floorMs` after its arrival (a fixed time, far past the hidden-answer budget's worst case), the
 *    answer takes its turn in the room's queue, and an attempt appends the computed result: only a lookup of
 *    what was computed, whatever the hidden input. Its entry is then committed, pushed on every member's
 *    stream and in every read at once; the HTTP answer goes out with it.
 * 4. If the room moved on meanwhile (another member's roll took the nonce the job was computed with), the
 *    job is computed again with the room as it is, outside the queue, and committed at the next slot, a fixed
 *    tenth of the floor later; so when it is committed depends on the room's other writes, never on the
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
import { busy, jobKey, lapsed, PendingWork, type RoomWorkOptions, type TxWork } from './roll-work.js';
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
  const txWork: TxWork = {
    async run<R>(job: ComputeJob): Promise<R> {
      const key = jobKey(job);
      if (computed?.key === key) return computed.value as R;
      const cost = work.estimate(job);
      if (!charged) {
        charged = true;
        options.charge?.(cost);
      }
      throw new PendingWork(job, cost, key);
    },
    estimate: (job) => work.estimate(job),
  };
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
  const write = () => options.store.write(roomId, (tx) => attempt(tx, txWork));
  try {
    for (let computes = 0; ; computes++) {
      let pending: PendingWork;
      try {
        // The first attempt only finds the job (none is computed yet, so it appends nothing); the next ones
        // run at their due time, in the room's queue of rolls.
        return computed === undefined ? await write() : await oneAtATime(roomId, options.member ?? '', write);
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
