/**
 * A pool of worker threads that runs the API's heavy jobs off the event loop, so `/healthz` and cheap
 * requests keep answering while a worker grinds. Each job has a deadline: past it, or when its client goes
 * away, the worker is terminated (a stuck computation cannot be interrupted any other way, and the request
 * path does not wait for it to end) and a warm spare, started ahead of need, takes its place at once; a new
 * spare then loads in the background, so no request waits for a cold start. Jobs wait in a bounded fair queue while every worker is busy (`compute/fair-queue.ts`):
 * one lane per client, the lane whose oldest job arrived first among clients with none running, lightest estimated work first within a lane. A
 * client's flood of heavy requests then delays another client's jobs by at most the one it has running, and
 * itself runs out of time (`server_busy`) rather than the others. Each worker runs under `resourceLimits`:
 * a runaway allocation, or a stack overflow, ends that worker (answered 503 `worker_failed`), never the server.
 */
import { Worker } from 'node:worker_threads';
import { ClientAbortError, type Compute, type ComputeOptions } from '../compute/compute.js';
import { FairQueue } from '../compute/fair-queue.js';
import type { ComputeJob } from '../compute/jobs.js';
import { fromWireError, type WireError, workerFailed } from '../compute/wire-error.js';
import { problemOf } from '../http/errors.js';
import type { WorkerSetup } from './worker.js';

/** Options of {@link createWorkerPool}. */
export interface WorkerPoolOptions {
  /** How many worker threads. */
  readonly size: number;
  /** The worker's entry file (`dist/worker.js`). */
  readonly file: URL;
  /** What each worker loads. */
  readonly setup: WorkerSetup;
  /**
   * Jobs waiting for a worker at most (default 256), and an eighth of that for one client; past it a request
   * is answered `server_busy` at once.
   */
  readonly maxQueue?: number;
  /** Heap of one worker, in MB (default 512). */
  readonly maxMemoryMb?: number;
}

/** A running pool. */
export interface WorkerPool {
  /** Runs a job in a worker (see {@link Compute}). */
  readonly run: Compute;
  /** Resolves once every worker has loaded its registry; rejects with the first that failed. */
  readonly ready: Promise<void>;
  /** Jobs running and waiting now. */
  stats(): { readonly running: number; readonly queued: number; readonly size: number };
  /** Terminates every worker; running and waiting jobs are rejected. */
  close(): Promise<void>;
}

interface Task {
  readonly id: number;
  readonly job: ComputeJob;
  /** Whose job it is: its lane in the fair queue. */
  readonly client: string;
  readonly deadline: number;
  /** When it reached the pool, and when a worker took it (performance.now()). */
  readonly queuedAt: number;
  startedAt?: number;
  /** The deadline named in a `deadline_exceeded` answer, in milliseconds. */
  readonly named: number;
  readonly work: number;
  readonly signal: AbortSignal;
  readonly resolve: (body: Uint8Array) => void;
  readonly reject: (error: unknown) => void;
  readonly onWorkerTime?: (ms: number) => void;
  timer?: ReturnType<typeof setTimeout>;
  onAbort?: () => void;
}

interface Slot {
  worker: Worker;
  task?: Task;
}

type Reply =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { id: number; ok: true; body: Uint8Array }
  | { id: number; ok: false; error: WireError };

/**
 * Starts `size` workers. Await `ready` before serving, so a worker that cannot load a system stops the
 * server at start-up like the main thread would.
 *
 * @example
 * const pool = createWorkerPool({ size: 2, file: new URL('./worker.js', import.meta.url), setup });
 * await pool.ready;
 * const body = await pool.run({ kind: 'notation-odds', notation: '2d6' }, { timeoutMs: 2000, signal });
 */
export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const maxQueue = options.maxQueue ?? 256;
  const maxPerClient = Math.max(1, Math.floor(maxQueue / 8));
  const slots: Slot[] = [];
  const queue = new FairQueue<Task>();
  let nextId = 1;
  let closed = false;
  let settleReady: { resolve: () => void; reject: (e: Error) => void } | undefined;
  let starting = options.size;
  const ready = new Promise<void>((resolve, reject) => {
    settleReady = { resolve, reject };
  });

  /** Workers that have loaded their registry and said `ready`. */
  const readyWorkers = new WeakSet<Worker>();
  /**
   * A warm spare: a worker started ahead of need (once the pool is ready), which takes the place of a
   * terminated one at once, so a replacement never waits for a cold start (loading the engine and the
   * systems) while jobs queue; a new spare then starts in the background.
   */
  let spare: Worker | undefined;

  const spawn = (): Worker => {
    // A runaway allocation (or recursion) ends this worker (answered worker_failed), never the server.
    const worker = new Worker(options.file, {
      workerData: options.setup,
      resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb ?? 512, stackSizeMb: 4 },
    });
    worker.on('message', (reply: Reply) => onReply(worker, reply));
    worker.on('error', (error) => onCrash(worker, error));
    worker.on('exit', (code) => {
      if (!closed) onCrash(worker, new Error(`worker exited with ${code}`));
    });
    return worker;
  };

  const startSpare = () => {
    if (!closed && spare === undefined) spare = spawn();
  };

  const onReply = (worker: Worker, reply: Reply) => {
    const slot = slots.find((s) => s.worker === worker);
    if ('type' in reply) {
      if (reply.type === 'failed') {
        if (worker === spare) {
          spare = undefined;
          void worker.terminate();
        } else settleReady?.reject(new Error(reply.message));
        return;
      }
      readyWorkers.add(worker);
      if (slot && starting > 0 && --starting === 0) settleReady?.resolve();
      dispatch();
      return;
    }
    const task = slot?.task;
    if (!slot || !task || task.id !== reply.id) return;
    finish(slot, task);
    // A worker whose stack ran out is not trusted with another job: it is replaced like a crashed one.
    if (!reply.ok && reply.error.kind === 'exhausted') replace(slot);
    if (reply.ok) task.resolve(reply.body);
    else task.reject(fromWireError(reply.error));
    dispatch();
  };

  const onCrash = (worker: Worker, error: Error) => {
    if (closed) return;
    if (worker === spare) {
      // The next replacement starts cold and starts a new spare: no restart loop for a spare that cannot run.
      spare = undefined;
      return;
    }
    const slot = slots.find((s) => s.worker === worker);
    if (!slot) return;
    if (!readyWorkers.has(worker) && starting > 0) settleReady?.reject(error);
    const task = slot.task;
    if (task) {
      finish(slot, task);
      task.reject(
        workerFailed(
          (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? 'memory'
            : { exited: error.message },
        ),
      );
    }
    replace(slot);
  };

  /**
   * Stops the slot's worker however busy it is (without waiting for it to end), and puts the spare in its
   * place (ready, or loading since long before), or a fresh worker when there is no spare; then starts a
   * new spare.
   */
  const replace = (slot: Slot) => {
    void slot.worker.terminate();
    if (closed) return;
    slot.worker = spare ?? spawn();
    spare = undefined;
    startSpare();
    dispatch();
  };

  const finish = (slot: Slot | undefined, task: Task) => {
    if (task.timer) clearTimeout(task.timer);
    if (task.onAbort) task.signal.removeEventListener('abort', task.onAbort);
    if (slot && slot.task === task) {
      slot.task = undefined;
      queue.done(task);
      if (task.startedAt !== undefined) task.onWorkerTime?.(performance.now() - task.startedAt);
    }
  };

  const dispatch = () => {
    for (const slot of slots) {
      if (queue.size === 0) return;
      if (!readyWorkers.has(slot.worker) || slot.task) continue;
      const task = queue.shift()!;
      if (task.timer) clearTimeout(task.timer);
      start(slot, task);
    }
  };

  const start = (slot: Slot, task: Task) => {
    slot.task = task;
    task.startedAt = performance.now();
    task.timer = setTimeout(
      () => {
        if (slot.task !== task) return;
        finish(slot, task);
        replace(slot);
        task.reject(outOfTime(task, performance.now()));
        dispatch();
      },
      Math.max(0, task.deadline - performance.now()),
    );
    slot.worker.postMessage({ id: task.id, job: task.job });
  };

  const run: Compute = (
    job,
    { timeoutMs, signal, work, deadlineMs, client = '', onWorkerTime }: ComputeOptions,
  ) =>
    new Promise<Uint8Array>((resolve, reject) => {
      if (closed)
        return reject(
          problemOf('server_busy', 'The server is shutting down', undefined, { 'retry-after': '1' }),
        );
      if (signal.aborted) return reject(new ClientAbortError('The client went away'));
      if (queue.size >= maxQueue) {
        return reject(busy(`${queue.size} requests are already waiting for a worker`));
      }
      if (queue.waiting(client) >= maxPerClient) {
        return reject(busy(`${maxPerClient} of this client's requests are already waiting for a worker`));
      }
      // The deadline counts from the request's arrival: time spent before the job got here (reading a slow
      // body, a busy event loop) counts, and a job with no time left is refused without taking a worker
      // (starting it would only terminate and replace that worker at once).
      if (timeoutMs <= 0) {
        const named = Math.round(deadlineMs ?? timeoutMs);
        return reject(busy(`the request's deadline of ${named} ms passed before its work could start`));
      }
      const startedAt = performance.now();
      const task: Task = {
        id: nextId++,
        job,
        client,
        deadline: startedAt + timeoutMs,
        queuedAt: startedAt,
        named: Math.round(deadlineMs ?? timeoutMs),
        work: work ?? Number.POSITIVE_INFINITY,
        signal,
        resolve,
        reject,
        ...(onWorkerTime ? { onWorkerTime } : {}),
      };
      task.onAbort = () => {
        const slot = slots.find((s) => s.task === task);
        finish(slot, task);
        if (slot) replace(slot);
        else queue.remove(task);
        reject(new ClientAbortError('The client went away'));
      };
      signal.addEventListener('abort', task.onAbort, { once: true });
      // Waiting counts against the deadline too: a job that could not even start in time is refused.
      task.timer = setTimeout(() => {
        if (!queue.remove(task)) return;
        finish(undefined, task);
        reject(busy(`no worker was free within the deadline of ${task.named} ms`));
      }, timeoutMs);
      queue.push(task);
      dispatch();
    });

  for (let i = 0; i < options.size; i++) slots.push({ worker: spawn() });
  // The spare starts once every worker is ready, so it does not slow the server's start-up.
  ready.then(startSpare, () => {});

  return {
    run,
    ready,
    stats: () => ({ running: slots.filter((s) => s.task).length, queued: queue.size, size: slots.length }),
    async close() {
      closed = true;
      for (const slot of slots) {
        const task = slot.task;
        if (!task) continue;
        finish(slot, task);
        task.reject(
          problemOf('server_busy', 'The server is shutting down', undefined, { 'retry-after': '1' }),
        );
      }
      for (const task of queue.drain()) {
        finish(undefined, task);
        task.reject(
          problemOf('server_busy', 'The server is shutting down', undefined, { 'retry-after': '1' }),
        );
      }
      const spareWorker = spare;
      spare = undefined;
      await Promise.all([...slots.map((s) => s.worker.terminate()), spareWorker?.terminate()]);
    },
  };
}

/**
 * The answer to a job stopped at its deadline: `deadline_exceeded` ("ask for less") when it had most of its time
 * on a worker, but `server_busy` (retry) when it spent longer waiting for a worker than running (issue 33, L2:
 * a cheap job queued behind heavy ones was told to ask for less).
 *
 * @example
 * outOfTime({ queuedAt: 0, startedAt: 1900, named: 2000 } as Task, 2000).status; // 503
 */
export function outOfTime(task: Pick<Task, 'queuedAt' | 'startedAt' | 'named'>, now: number) {
  const waited = (task.startedAt ?? now) - task.queuedAt;
  const ran = now - (task.startedAt ?? now);
  if (waited > ran) {
    return busy(
      `this request waited ${Math.round(waited)} ms for a worker and had too little of its deadline (${task.named} ms) left to finish`,
    );
  }
  return problemOf(
    'deadline_exceeded',
    `The computation took longer than this server's deadline of ${task.named} ms and was stopped: ask for less (fewer dice, sides, rounds or turns)`,
    [{ path: '', message: 'the computation was stopped at the deadline' }],
  );
}

function busy(why: string) {
  return problemOf('server_busy', `The server is busy: ${why}. Retry in a moment.`, undefined, {
    'retry-after': '1',
  });
}
