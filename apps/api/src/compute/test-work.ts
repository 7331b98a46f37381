/**
 * A test job's estimated work, from the engine's cost model (`estimateCost`, each test's `cost` hook):
 * checked on the main thread before any work, so a request over the engine's budget is refused at once
 * (422 `limit_exceeded` naming the field that drives the cost); the job itself runs in the worker pool whatever its estimate.
 */
import { estimateCost, type Registry, VerdictError } from '@verdict/core';
import type { JobCost } from './cost.js';
import type { ComputeJob } from './jobs.js';

/**
 * Steps of work and bytes of answer of resolving a test, playing one round of it, or computing its odds; the work is undefined when
 * the test does not estimate its cost (then it runs in a worker, under the deadline). Throws what the request itself would throw:
 * `invalid_input`, `limit_exceeded`.
 *
 * @example
 * estimateTestWork(registry, { kind: 'odds', system: 'd20-roll-under', test: 'check', input: { value: 12 } });
 */
export function estimateTestWork(
  registry: Registry,
  job: Extract<ComputeJob, { kind: 'resolve' | 'step' | 'odds' }>,
): JobCost {
  const cost = estimateCost(registry, { system: job.system, test: job.test, input: job.input }, job.kind);
  if (cost.issues.length > 0) {
    throw new VerdictError('limit_exceeded', cost.issues.map((i) => i.message).join('; '), cost.issues);
  }
  return cost.known ? { work: cost.work, output: cost.output } : { work: undefined };
}
