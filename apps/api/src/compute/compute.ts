/**
 * Where a request's work runs. The app is runtime-agnostic, so it only knows a {@link Compute} provider:
 * on Node it is a pool of worker threads with a deadline (see `node/worker-pool.ts`); without one (tests,
 * edge workers) every job runs inline. Cheap jobs (by the engine's estimate) run inline everywhere: a
 * thread hop would cost more than the work.
 */
import type { ComputeJob } from './jobs.js';

/** How long a job may take, and the signal that cancels it (the client went away). */
export interface ComputeOptions {
  /** Milliseconds from now after which the job is stopped and answered `deadline_exceeded`. */
  readonly timeoutMs: number;
  /** Aborted when the client disconnects: the job is stopped and nothing is answered. */
  readonly signal: AbortSignal;
  /** The job's estimated work in steps (unknown: heavy); lighter jobs start first when jobs wait. */
  readonly work?: number;
  /**
   * The request's whole deadline, as the answer names it, when `timeoutMs` is only what is left of it (a
   * room roll that waited for the rolls ahead of it). Default: `timeoutMs`.
   */
  readonly deadlineMs?: number;
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
 * Jobs estimated at no more than this many steps of work, and {@link INLINE_OUTPUT} bytes of answer, run
 * inline on the event loop (well under a millisecond); anything larger, or of unknown cost, goes to the
 * {@link Compute} provider, where encoding a large answer does not hold up the event loop either.
 */
export const INLINE_WORK = 100_000;

/** See {@link INLINE_WORK}. */
export const INLINE_OUTPUT = 64 * 1024;

/** The client went away before its answer: nothing is answered, and the request is logged as aborted. */
export class ClientAbortError extends Error {
  override readonly name = 'ClientAbortError';
}
