/**
 * What a job will cost, estimated from its input alone before any work: it decides where the job runs
 * (inline or in a worker) and how much of the client's rate limit it uses.
 */
import type { Registry } from '@verdict/core';
import { notationWork } from '../dice/odds.js';
import type { ComputeJob } from './jobs.js';

/** A job's estimated work in the engine's steps (about one inner-loop operation each). */
export interface JobCost {
  /** Steps of work, or undefined when nothing estimates it (then it is treated as heavy). */
  readonly work: number | undefined;
  /** Bytes of JSON in the answer, when estimated. */
  readonly output?: number;
}

/** Estimates a job; throws what the job itself would throw for input that cannot be estimated. */
export type EstimateJob = (job: ComputeJob) => JobCost;

/**
 * Steps of work that count as one request against the rate limit: a request estimated at the engine's
 * whole budget (`ENGINE_BUDGET.maxWork`, 250,000,000 steps of about a nanosecond) counts as 251 cheap ones.
 */
export const WORK_PER_REQUEST = 1_000_000;

/**
 * How many requests a job counts as in the rate limit: 1, plus 1 per {@link WORK_PER_REQUEST} steps.
 * A job of unknown cost counts as 1: the deadline still bounds it.
 *
 * @example
 * requestWeight({ work: 5_000_000 }); // 6 (and 1 for anything under 1,000,000 steps)
 */
export function requestWeight(cost: JobCost): number {
  if (cost.work === undefined || !Number.isFinite(cost.work) || cost.work <= 0) return 1;
  return 1 + Math.floor(cost.work / WORK_PER_REQUEST);
}

/**
 * The API's estimate: notation jobs from the notation's own cost model, test jobs from the engine's
 * (`testWork`: see `test-work.ts`).
 */
export function createJobEstimator(
  registry: Registry,
  testWork?: (registry: Registry, job: Extract<ComputeJob, { kind: 'resolve' | 'odds' }>) => JobCost,
): EstimateJob {
  return (job) => {
    switch (job.kind) {
      case 'notation-odds':
        return { work: notationWork(job.notation, 'odds') };
      case 'roll': {
        // Each die drawn is one step, and about 70 bytes of its record in the answer.
        const work = notationWork(job.notation, 'roll');
        return { work, output: work * 70 };
      }
      default:
        return testWork?.(registry, job) ?? { work: undefined };
    }
  };
}
