/**
 * The one place that decides where a job runs and how long it may take: inline on the event loop when the
 * engine estimates it cheap, else in the {@link Compute} provider (on Node, the worker pool) under the
 * request deadline. The HTTP job runner (`run-job.ts`), room rolls (`rooms/roll-work.ts`) and the Discord
 * app all run their engine work through it, so each gets the same deadline, cancellation and size limit.
 */
import type { Registry } from '@verdict/core';
import { type Compute, INLINE_OUTPUT, INLINE_WORK } from './compute.js';
import type { EstimateJob, JobCost } from './cost.js';
import { encodeJson } from './encode.js';
import { type ComputeJob, runJob } from './jobs.js';

/** What {@link createJobExecutor} needs. */
export interface JobExecutorOptions {
  readonly registry: Registry;
  readonly estimate: EstimateJob;
  /** Where heavy jobs run; without it every job runs inline (no deadline can stop it then). */
  readonly compute?: Compute;
  /** The deadline of one request's work, in milliseconds. */
  readonly deadlineMs: number;
  readonly maxResponseBytes: number;
}

/** How one job runs. */
export interface RunOptions {
  /** Aborted when the client went away: the job is stopped (default: never aborted). */
  readonly signal?: AbortSignal;
  /** Milliseconds the job may take (default: the executor's deadline); a room roll passes what is left. */
  readonly timeoutMs?: number;
  /** The job's estimate, when the caller already made it (else it is estimated here). */
  readonly cost?: JobCost;
}

/** Runs jobs inline or off the event loop, within the deadline. */
export interface JobExecutor {
  /** The deadline of one request's work, in milliseconds. */
  readonly deadlineMs: number;
  /** The job's estimated cost; throws what the job would throw for its input (`invalid_input`, `limit_exceeded`). */
  estimate(job: ComputeJob): JobCost;
  /** Whether a job of this cost runs inline, on the caller's thread (cheap, or no provider to run it elsewhere). */
  inline(cost: JobCost): boolean;
  /** Runs a cheap job on the caller's thread now, whatever its cost: for callers that checked {@link inline}. */
  runInline(job: ComputeJob): unknown;
  /** Runs a job and answers its JSON bytes (checked against the response size limit). */
  bytes(job: ComputeJob, options?: RunOptions): Promise<Uint8Array>;
  /** Runs a job and answers its result as plain data (parsed back from the worker's JSON). */
  value<T>(job: ComputeJob, options?: RunOptions): Promise<T>;
}

const decoder = new TextDecoder();

/**
 * @example
 * const work = createJobExecutor({ registry, estimate, compute: pool.run, deadlineMs: 2000, maxResponseBytes: 1e6 });
 * const odds = await work.value({ kind: 'notation-odds', notation: '3d6' });
 */
export function createJobExecutor(options: JobExecutorOptions): JobExecutor {
  const { registry, estimate, compute, deadlineMs, maxResponseBytes } = options;
  const inline = (cost: JobCost) =>
    compute === undefined ||
    (cost.work !== undefined && cost.work <= INLINE_WORK && (cost.output ?? 0) <= INLINE_OUTPUT);
  const offLoop = (job: ComputeJob, cost: JobCost, o: RunOptions) =>
    compute!(job, {
      timeoutMs: o.timeoutMs ?? deadlineMs,
      deadlineMs,
      signal: o.signal ?? new AbortController().signal,
      ...(cost.work === undefined ? {} : { work: cost.work }),
    });
  return {
    deadlineMs,
    estimate,
    inline,
    runInline: (job) => runJob(registry, job),
    async bytes(job, o = {}) {
      const cost = o.cost ?? estimate(job);
      return inline(cost) ? encodeJson(runJob(registry, job), maxResponseBytes) : offLoop(job, cost, o);
    },
    async value<T>(job: ComputeJob, o: RunOptions = {}) {
      const cost = o.cost ?? estimate(job);
      if (inline(cost)) return runJob(registry, job) as T;
      return JSON.parse(decoder.decode(await offLoop(job, cost, o))) as T;
    },
  };
}
