/**
 * Where a request's work runs. The app is runtime-agnostic, so it only knows a {@link Compute} provider:
 * on Node it is a pool of worker threads with a deadline and a fair queue (see `node/worker-pool.ts`);
 * without one (tests, edge workers) every job runs inline. With a provider, every job runs in it, however
 * cheap its estimate: an estimate can be fooled, and the event loop only does I/O (see `executor.ts`).
 */
import type { ComputeJob } from './jobs.js';

/** How long a job may take, and the signal that cancels it (the client went away). */
export interface ComputeOptions {
  /** Milliseconds from now after which the job is stopped and answered `deadline_exceeded`. */
  readonly timeoutMs: number;
  /** Aborted when the client disconnects: the job is stopped and nothing is answered. */
  readonly signal: AbortSignal;
  /** The job's estimated work in steps (unknown: heavy); a client's lighter jobs start first when jobs wait. */
  readonly work?: number;
  /** Whose job it is (a client's address, a Discord user): its lane in the fair queue (default: one shared lane). */
  readonly client?: string;
  /**
   * The request's whole deadline, as the answer names it, when `timeoutMs` is only what is left of it (a
   * room roll that waited for the rolls ahead of it). Default: `timeoutMs`.
   */
  readonly deadlineMs?: number;
  /** Told, once the job has left its worker (answered, failed or stopped), how long it held the worker. */
  readonly onWorkerTime?: (ms: number) => void;
}

/**
 * Runs a job off the caller's thread and resolves with its answer as JSON bytes (already checked against
 * the response size limit), or rejects with the error the job threw, `deadline_exceeded` past the
 * deadline, `server_busy` when it could not start in time, or an abort when the client went away.
 */
export type Compute = (job: ComputeJob, options: ComputeOptions) => Promise<Uint8Array>;

/** The default deadline of one request's work: 2 s. */
export const DEFAULT_REQUEST_DEADLINE_MS = 2_000;

/**
 * Jobs estimated at no more than this many steps of work, and {@link QUICK_OUTPUT} bytes of answer, are
 * quick: the Discord app answers them before its 3 s acknowledgement instead of deferring. They still run
 * in the {@link Compute} provider (the estimate only decides how to answer, never where the work runs).
 */
export const QUICK_WORK = 100_000;

/** See {@link QUICK_WORK}. */
export const QUICK_OUTPUT = 64 * 1024;

/** The client went away before its answer: nothing is answered, and the request is logged as aborted. */
export class ClientAbortError extends Error {
  override readonly name = 'ClientAbortError';
}
