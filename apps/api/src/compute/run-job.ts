/**
 * Answers a route with a job's result: estimates it (refusing what is over a limit, and charging the
 * client's rate limit by its weight), then runs it inline when it is cheap, in the {@link Compute}
 * provider otherwise, within the deadline, and sends the JSON bytes. Every compute route goes through
 * here, so each gets the same deadline, cancellation, rate weight and response size limit.
 */

import type { Registry } from '@verdict/core';
import type { Context } from 'hono';
import { chargeRateLimit } from '../middleware/rate-limit.js';
import { type Compute, INLINE_OUTPUT, INLINE_WORK } from './compute.js';
import { type EstimateJob, requestWeight } from './cost.js';
import { encodeJson } from './encode.js';
import { type ComputeJob, runJob } from './jobs.js';

/** What {@link createJobRunner} needs. */
export interface JobRunnerOptions {
  readonly registry: Registry;
  readonly estimate: EstimateJob;
  /** Where heavy jobs run; without it every job runs inline (no deadline can stop it then). */
  readonly compute?: Compute;
  readonly deadlineMs: number;
  readonly maxResponseBytes: number;
}

/** Runs a job for a request and answers it with `200 application/json`. */
export type JobRunner = (c: Context, job: ComputeJob) => Promise<Response>;

/**
 * @example
 * const answer = createJobRunner({ registry, estimate, deadlineMs: 2000, maxResponseBytes: 1e6 });
 * app.post('/v1/odds', async (c) => answer(c, { kind: 'notation-odds', notation: '2d6' }));
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { registry, estimate, compute, deadlineMs, maxResponseBytes } = options;
  return async (c, job) => {
    const cost = estimate(job);
    chargeRateLimit(c, requestWeight(cost));
    const inline =
      compute === undefined ||
      (cost.work !== undefined && cost.work <= INLINE_WORK && (cost.output ?? 0) <= INLINE_OUTPUT);
    const body = inline
      ? encodeJson(runJob(registry, job), maxResponseBytes)
      : await compute(job, {
          timeoutMs: deadlineMs,
          signal: c.req.raw.signal,
          ...(cost.work === undefined ? {} : { work: cost.work }),
        });
    return c.body(body as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/json',
      'content-length': String(body.byteLength),
    });
  };
}
