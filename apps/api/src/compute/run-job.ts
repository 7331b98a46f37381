/**
 * Answers a route with a job's result: estimates it (refusing what is over a limit, and charging the
 * client's rate limit by its weight), then runs it through the {@link JobExecutor} (in the `Compute`
 * provider, in the client's lane of its fair queue, within the deadline counted from the request's
 * arrival), and sends the JSON bytes. Every compute route goes through here, so each gets the same
 * deadline, cancellation, fairness, rate weight and response size limit.
 */

import type { Context } from 'hono';
import { arrivalOf } from '../middleware/arrival.js';
import { chargeRateLimit, chargeUsedRateLimit } from '../middleware/rate-limit.js';
import { requestWeight, timeWeight } from './cost.js';
import type { JobExecutor } from './executor.js';
import type { ComputeJob } from './jobs.js';

/** Runs a job for a request and answers it with `200 application/json`. */
export type JobRunner = (c: Context, job: ComputeJob) => Promise<Response>;

/**
 * @example
 * const answer = createJobRunner(createJobExecutor({ registry, estimate, deadlineMs: 2000, maxResponseBytes: 1e6 }));
 * app.post('/v1/odds', async (c) => answer(c, { kind: 'notation-odds', notation: '2d6' }));
 */
export function createJobRunner(work: JobExecutor): JobRunner {
  return async (c, job) => {
    const cost = work.estimate(job);
    const charged = requestWeight(cost);
    chargeRateLimit(c, charged);
    // Then what the job really cost: its worker time, beyond what the estimate charged.
    const onWorkerTime = (ms: number) => chargeUsedRateLimit(c, timeWeight(ms) - charged);
    const body = await work.bytes(job, { cost, signal: c.req.raw.signal, onWorkerTime, ...arrivalOf(c) });
    return c.body(body as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/json',
      'content-length': String(body.byteLength),
    });
  };
}
