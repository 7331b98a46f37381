/**
 * Room rolls without holding a transaction open on a worker (issue 17). A roll's resolution is a pure
 * function of its job (test, input, and the room's server seed, client seed and nonce, or entered dice), so:
 *
 * 1. A write attempt opens the room's transaction and checks everything as before (closed, full, roles, the
 *    request it answers, the next nonce). If the roll is cheap (by the engine's estimate) it is resolved right
 *    there and appended, as it always was. If it is heavy, the attempt throws {@link PendingWork} naming its job:
 *    the transaction rolls back, having written nothing.
 * 2. The job runs in the worker pool, under the request's deadline, with no transaction open.
 * 3. The write is attempted again; if its job is still exactly the computed one (same seed, nonce, input),
 *    the computed resolution is appended. Otherwise (another server appended a roll, or the GM rotated the
 *    epoch meanwhile) it is computed again, at most {@link MAX_COMPUTES} times.
 *
 * Rolls of one room on this server wait in a FIFO queue, so they never invalidate each other's work; only
 * another server's roll (PostgreSQL) can. Past the deadline (queue time included), nothing is appended.
 */
import { ClientAbortError } from '../compute/compute.js';
import type { JobCost } from '../compute/cost.js';
import type { JobExecutor } from '../compute/executor.js';
import type { ComputeJob } from '../compute/jobs.js';
import { problemOf } from '../http/errors.js';
import type { RoomStore, RoomWriter } from './store/types.js';

/** How many times one roll may be computed before it gives up (503 `server_busy`). */
export const MAX_COMPUTES = 3;

/** A heavy job found inside a write attempt: computed outside the transaction, then the write is retried. */
export class PendingWork {
  constructor(
    readonly job: ComputeJob,
    readonly cost: JobCost,
    readonly key: string,
  ) {}
}

/** Runs jobs inside one write attempt. */
export interface TxWork {
  /**
   * The job's result now: the one computed before this attempt when the job is the same, or computed inline
   * when the job is cheap. Throws {@link PendingWork} otherwise (the caller must not have written anything).
   */
  run<T>(job: ComputeJob): T;
  /** The job's estimate, from its input alone (for admission before the draw: see `admission.ts`). */
  estimate(job: ComputeJob): JobCost;
}

/** What a write with work needs. */
export interface RoomWorkOptions {
  readonly store: RoomStore;
  readonly work: JobExecutor;
  /**
   * Aborted when the client went away: before the roll's job starts, nothing is computed nor appended; once
   * it has started (its dice are being drawn) it runs to its end and is appended all the same (issue 24.3).
   */
  readonly signal?: AbortSignal;
  /** Called once with the job's estimate (the API charges the client's rate limit by it). */
  readonly charge?: (cost: JobCost) => void;
}

const queues = new Map<string, Promise<unknown>>();

/**
 * Writes to a room with `attempt`, computing its heavy jobs between attempts (see the module). Resolves
 * with the attempt's result, or undefined when the room does not exist.
 *
 * @example
 * const answer = await writeWithWork(roomId, { store, work }, (tx, jobs) => rollInRoom(ctx, tx, me, body, jobs));
 */
export function writeWithWork<T>(
  roomId: string,
  options: RoomWorkOptions,
  attempt: (tx: RoomWriter, work: TxWork) => Promise<T>,
): Promise<T | undefined> {
  const started = performance.now();
  return inRoomQueue(roomId, async () => {
    let computed: { key: string; value: unknown } | undefined;
    let charged = false;
    for (let computes = 0; ; computes++) {
      const txWork: TxWork = {
        run<R>(job: ComputeJob): R {
          // The job is built by the same code each attempt, from the same body and stored entries: its JSON
          // text is the same exactly when every field is (a changed nonce, seed or input changes it).
          const key = JSON.stringify(job);
          if (computed?.key === key) return computed.value as R;
          const cost = options.work.estimate(job);
          if (!charged) {
            charged = true;
            options.charge?.(cost);
          }
          if (options.work.inline(cost)) return options.work.runInline(job) as R;
          throw new PendingWork(job, cost, key);
        },
        estimate: (job) => options.work.estimate(job),
      };
      try {
        return await options.store.write(roomId, (tx) => attempt(tx, txWork));
      } catch (error) {
        if (!(error instanceof PendingWork)) throw error;
        const left = options.work.deadlineMs - (performance.now() - started);
        if (computes >= MAX_COMPUTES || left <= 0)
          throw busy(computes >= MAX_COMPUTES, options.work.deadlineMs);
        // Once drawn, appended whatever the client does: its leaving does not stop the job (issue 24.3).
        if (computes === 0 && options.signal?.aborted) throw new ClientAbortError('the client went away');
        const value = await options.work.value(error.job, { cost: error.cost, timeoutMs: left });
        computed = { key: error.key, value };
      }
    }
  });
}

/** Runs `task` after every earlier task of the same room on this server has settled. */
function inRoomQueue<T>(roomId: string, task: () => Promise<T>): Promise<T> {
  const before = queues.get(roomId) ?? Promise.resolve();
  const mine = before.then(task, task);
  const settled = mine.then(
    () => {},
    () => {},
  );
  queues.set(roomId, settled);
  void settled.then(() => {
    if (queues.get(roomId) === settled) queues.delete(roomId);
  });
  return mine;
}

function busy(raced: boolean, deadlineMs: number) {
  const why = raced
    ? `the room's log moved on ${MAX_COMPUTES} times while this roll was computed`
    : `the rolls ahead of this one in the room took the whole deadline of ${deadlineMs} ms`;
  return problemOf(
    'server_busy',
    `The server is busy: ${why}. Nothing was rolled; retry in a moment.`,
    undefined,
    {
      'retry-after': '1',
    },
  );
}
