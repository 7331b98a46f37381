/**
 * What a job will cost, estimated from its input alone before any work: it decides where the job runs
 * (inline or in a worker) and how much of the client's rate limit it uses.
 */
import type { Registry } from '@verdict/core';
import {
  type Expr,
  MAX_DISTRIBUTION_VALUES,
  notationCost,
  notationRefusal,
  parseNotation,
} from '@verdict/dice';
import { withNotation } from '@verdict/room';
import type { ComputeJob } from './jobs.js';

/** A job's estimated work in the engine's steps (about one inner-loop operation each). */
export interface JobCost {
  /** Steps of work, or undefined when nothing estimates it (then it is treated as heavy). */
  readonly work: number | undefined;
  /** Bytes of JSON in the answer, when estimated. */
  readonly output?: number;
  /** How many totals a notation's distribution can have, when estimated (Discord answers narrow ones at once). */
  readonly values?: number;
}

/** Estimates a job; throws what the job itself would throw for input that cannot be estimated. */
export type EstimateJob = (job: ComputeJob) => JobCost;

/**
 * Steps of work that count as one request against the rate limit: a request estimated at the engine's
 * whole budget (`ENGINE_BUDGET.maxWork`, 125,000,000 steps of about a nanosecond) counts as 126 cheap ones.
 */
export const WORK_PER_REQUEST = 1_000_000;

/**
 * Milliseconds of a worker's time that count as one request against the rate limit, charged once a job has
 * run: a client's 600 requests a minute then hold at most 12 s of one worker a minute, whatever the estimate
 * said (issue 33, F3: a job estimated at 1,000,000 steps ran for 3 s).
 */
export const WORKER_MS_PER_REQUEST = 20;

/**
 * How many requests `ms` of worker time count as: 1, plus 1 per {@link WORKER_MS_PER_REQUEST}.
 *
 * @example
 * timeWeight(3_000); // 151
 */
export function timeWeight(ms: number): number {
  return 1 + Math.floor(Math.max(0, ms) / WORKER_MS_PER_REQUEST);
}

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
 * Bytes of a room's log that count as one request against the rate limit, charged once a write has appended
 * them (issue 33, F5: a roll estimated at 2 requests wrote a 415 KB entry): a client's 600 requests a minute
 * then write at most 6 MB a minute, whatever the estimate said. An entry of a few kilobytes adds nothing.
 */
export const BYTES_PER_REQUEST = 10_000;

/**
 * How many requests, beyond the write's own, `bytes` appended to a room's log count as: 1 per {@link BYTES_PER_REQUEST}.
 *
 * @example
 * byteWeight(415_000); // 41
 */
export function byteWeight(bytes: number): number {
  return Math.floor(Math.max(0, bytes) / BYTES_PER_REQUEST);
}

/**
 * The API's estimate: a notation's distribution from `@verdict/dice`'s cost model (`notationCost`: steps, value
 * ranges, the bytes of the answer; past its limits `notationRefusal`'s `limit_exceeded` is thrown here, before any
 * work), a roll from the dice it draws, test jobs
 * from the engine's (`testWork`: see `test-work.ts`). A tool has no cost model: it runs under the deadline.
 * Unreadable notation throws `invalid_notation`, as the job would.
 */
export function createJobEstimator(
  registry: Registry,
  testWork?: (registry: Registry, job: Extract<ComputeJob, { kind: 'resolve' | 'step' | 'odds' }>) => JobCost,
): EstimateJob {
  return (job) => {
    switch (job.kind) {
      case 'notation-odds': {
        // Refused here, before the job is queued or any of it runs (`1d2*30000000`, `30d100kl29`): the
        // same limit_exceeded the job would throw. The answer's size is part of the estimate. Estimated once:
        // this runs on the event loop (issue 33).
        const parsed = parseNotation(job.notation);
        const cost = notationCost(parsed);
        const refusal = notationRefusal(parsed, MAX_DISTRIBUTION_VALUES, cost);
        if (refusal) throw refusal;
        return { work: cost.work, output: cost.bytes, values: cost.values };
      }
      case 'roll': {
        // Each die drawn is one step, and about 70 bytes of its record in the answer.
        const work = rollWork(parseNotation(job.notation).expr);
        return work === undefined ? { work } : { work, output: work * 70 };
      }
      case 'tool':
      // A log's check has no cost model either (each roll is resolved again): it runs in the pool under the deadline.
      case 'verify-log':
        return { work: undefined };
      case 'room-roll':
        // A room's roll is a resolve whose dice come from the room's seeds: the same estimate and budget.
        return (
          testWork?.(withNotation(registry), {
            kind: 'resolve',
            system: job.system,
            test: job.test,
            input: job.input,
          }) ?? {
            work: undefined,
          }
        );
      case 'room-round': {
        // A room's round replays the test's earlier rounds (unless their state was kept), then plays its own: one
        // round's estimate each.
        const round = testWork?.(registry, {
          kind: 'step',
          system: job.record.system,
          test: job.record.test,
          input: job.record.input,
        });
        if (round?.work === undefined) return { work: undefined };
        const kept = job.after?.rounds === job.record.rounds.length;
        return { ...round, work: round.work * (kept ? 1 : job.record.rounds.length + 1) };
      }
      case 'play-round': {
        // A round's own estimate, plus one word per position to resume the play's seed stream.
        const round = testWork?.(registry, {
          kind: 'step',
          system: job.system,
          test: job.test,
          input: job.session?.input ?? job.input,
        });
        if (round?.work === undefined || job.action === 'finish') return { work: undefined };
        return { ...round, work: round.work + (job.session?.position ?? 0) };
      }
      default:
        return testWork?.(registry, job) ?? { work: undefined };
    }
  };
}

/**
 * The steps of rolling an expression: one per die drawn, plus sorting where dice are kept or dropped; undefined
 * when dice explode or reroll (how many are drawn then depends on the faces: the deadline bounds it).
 *
 * @example
 * rollWork(parseNotation('4d6kh3').expr); // about 9.3
 */
export function rollWork(expr: Expr): number | undefined {
  switch (expr.kind) {
    case 'number':
      return 0;
    case 'dice': {
      if (expr.mods.explode !== undefined || expr.mods.reroll !== undefined) return undefined;
      return expr.mods.keep ? expr.count * Math.log2(expr.count + 1) : expr.count;
    }
    case 'negate':
      return rollWork(expr.operand);
    case 'binary':
      return sumOf([expr.left, expr.right]);
    case 'group':
    case 'call': {
      const items = expr.kind === 'group' ? expr.items : expr.args;
      const work = sumOf(items);
      return work === undefined || expr.kind === 'call'
        ? work
        : work + items.length * Math.log2(items.length + 1);
    }
    default: {
      const never: never = expr;
      throw new Error(`Unexpected expression ${JSON.stringify(never)}`);
    }
  }
}

function sumOf(items: readonly Expr[]): number | undefined {
  let work = 0;
  for (const item of items) {
    const own = rollWork(item);
    if (own === undefined) return undefined;
    work += own;
  }
  return work;
}
