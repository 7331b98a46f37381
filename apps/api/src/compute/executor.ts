/**
 * The one place that decides where a job runs and how long it may take. The event loop only does I/O: with
 * a {@link Compute} provider (on Node, the worker pool), every job runs there (but for the few proven
 * bounded by a small constant, see `proven-constant.ts`), under the request's deadline
 * counted from its arrival, in its client's lane of the fair queue; encoding its answer as JSON happens
 * there too. Only without a provider (tests, edge workers) do jobs run inline. The HTTP job runner
 * (`run-job.ts`), room rolls (`rooms/roll-work.ts`) and the Discord app all run their engine work through
 * it, so each gets the same deadline, cancellation, fairness and size limit.
 */
import type { Registry } from '@verdict/core';
import { ClientAbortError, type Compute, QUICK_OUTPUT, QUICK_WORK } from './compute.js';
import type { EstimateJob, JobCost } from './cost.js';
import { encodeJson } from './encode.js';
import { type ComputeJob, runJob } from './jobs.js';
import { provenConstant } from './proven-constant.js';

/** What {@link createJobExecutor} needs. */
export interface JobExecutorOptions {
  readonly registry: Registry;
  readonly estimate: EstimateJob;
  /** Where jobs run; without it every job runs inline (no deadline can stop it then). */
  readonly compute?: Compute;
  /** The deadline of one request's work, in milliseconds, counted from the request's arrival. */
  readonly deadlineMs: number;
  readonly maxResponseBytes: number;
  /** The clock requests' arrival times are read on (default `performance.now`). */
  readonly now?: () => number;
}

/** How one job runs. */
export interface RunOptions {
  /** Aborted when the client went away: the job is stopped (default: never aborted). */
  readonly signal?: AbortSignal;
  /** Milliseconds the job may take (default: what is left of the deadline since `arrivedAt`). */
  readonly timeoutMs?: number;
  /** When the request arrived, on the executor's clock (default: now): its deadline counts from then. */
  readonly arrivedAt?: number;
  /** Whose job it is (a client's address): its lane in the fair queue. */
  readonly client?: string;
  /** The job's estimate, when the caller already made it (else it is estimated here). */
  readonly cost?: JobCost;
  /** Told how long the job held a worker, once it has left it (jobs run on this thread are not told). */
  readonly onWorkerTime?: (ms: number) => void;
}

/** Runs jobs off the event loop (or inline without a provider), within the deadline. */
export interface JobExecutor {
  /** The deadline of one request's work, in milliseconds. */
  readonly deadlineMs: number;
  /** The job's estimated cost; throws what the job would throw for its input (`invalid_input`, `limit_exceeded`). */
  estimate(job: ComputeJob): JobCost;
  /**
   * Whether a job of this cost is quick by its estimate: a caller that must answer fast (Discord's 3 s)
   * may wait for it rather than defer. It still runs wherever {@link onLoop} says.
   */
  quick(cost: JobCost): boolean;
  /** Whether the job runs on the caller's thread (no provider, or work proven bounded by a constant). */
  onLoop(job: ComputeJob): boolean;
  /** Runs a job on the caller's thread now: only for callers that checked {@link onLoop}. */
  runOnLoop(job: ComputeJob): unknown;
  /** The executor's clock, in milliseconds (`arrivedAt` is read on it). */
  now(): number;
  /** Milliseconds left of the deadline of a request that arrived at `arrivedAt` (default: now). */
  left(arrivedAt?: number): number;
  /** Runs a job and answers its JSON bytes (checked against the response size limit). */
  bytes(job: ComputeJob, options?: RunOptions): Promise<Uint8Array>;
  /** Runs a job and answers its result as plain data (parsed back from the worker's JSON). */
  value<T>(job: ComputeJob, options?: RunOptions): Promise<T>;
}

const decoder = new TextDecoder();
const never = new AbortController().signal;

/**
 * @example
 * const work = createJobExecutor({ registry, estimate, compute: pool.run, deadlineMs: 2000, maxResponseBytes: 1e6 });
 * const odds = await work.value({ kind: 'notation-odds', notation: '3d6' });
 */
export function createJobExecutor(options: JobExecutorOptions): JobExecutor {
  const { registry, estimate, compute, deadlineMs, maxResponseBytes } = options;
  const now = options.now ?? (() => performance.now());
  // Only work proven bounded by a small constant may run on the event loop (`proven-constant.ts`): every other
  // job runs a system's code or parses a notation whose numbers (`1d2*30000000`), dice counts, sides, rounds
  // and participants drive the work, and whose only bound is the engine's estimate, which can be fooled. An
  // estimate decides only how a job is refused (over budget) and charged (rate weight), never where it runs.
  const onLoop = (job: ComputeJob) => compute === undefined || provenConstant(registry, job);
  const left = (arrivedAt?: number) => deadlineMs - (arrivedAt === undefined ? 0 : now() - arrivedAt);
  /** Runs on this thread; a client that left meanwhile gets nothing (logged 499), whatever the work gave. */
  const here = <T>(job: ComputeJob, o: RunOptions, answer: (value: unknown) => T): T => {
    const signal = o.signal ?? never;
    if (signal.aborted) throw new ClientAbortError('The client went away');
    const value = answer(runJob(registry, job));
    if (signal.aborted) throw new ClientAbortError('The client went away');
    return value;
  };
  const offLoop = (job: ComputeJob, cost: JobCost, o: RunOptions) =>
    compute!(job, {
      timeoutMs: o.timeoutMs ?? left(o.arrivedAt),
      deadlineMs,
      signal: o.signal ?? never,
      ...(cost.work === undefined ? {} : { work: cost.work }),
      ...(o.client === undefined ? {} : { client: o.client }),
      ...(o.onWorkerTime === undefined ? {} : { onWorkerTime: o.onWorkerTime }),
    });
  return {
    deadlineMs,
    estimate,
    quick: (cost) => cost.work !== undefined && cost.work <= QUICK_WORK && (cost.output ?? 0) <= QUICK_OUTPUT,
    onLoop,
    runOnLoop: (job) => runJob(registry, job),
    now,
    left,
    // The estimate comes first either way: it refuses what is over the engine's budget before any work.
    async bytes(job, o = {}) {
      const cost = o.cost ?? estimate(job);
      if (onLoop(job)) return here(job, o, (value) => encodeJson(value, maxResponseBytes));
      return offLoop(job, cost, o);
    },
    async value<T>(job: ComputeJob, o: RunOptions = {}) {
      const cost = o.cost ?? estimate(job);
      if (onLoop(job)) return here(job, o, (value) => value as T);
      return JSON.parse(decoder.decode(await offLoop(job, cost, o))) as T;
    },
  };
}

/**
 * The executor as one client sees it: its jobs wait in that client's lane of the fair queue (for callers
 * with no request address, such as the Discord app, whose requests all come from Discord).
 *
 * @example
 * const mine = forClient(work, `discord:${userId}`);
 */
export function forClient(work: JobExecutor, client: string): JobExecutor {
  return {
    ...work,
    bytes: (job, o = {}) => work.bytes(job, { client, ...o }),
    value: <T>(job: ComputeJob, o: RunOptions = {}) => work.value<T>(job, { client, ...o }),
  };
}
