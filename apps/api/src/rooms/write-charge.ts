/**
 * What a write to a room weighs in its client's rate limit (issue 33): a roll is charged its estimate before any
 * work, as a compute route is (over the limit: 429, nothing done), then what it really cost once that is known,
 * without refusing it (the work is done; the client's next requests pay): the worker time its job held beyond
 * what the estimate charged (`timeWeight`, every computation of it counted), and the bytes the write appended
 * to the log (`byteWeight`). So a roll whose estimate is fooled, or whose entry is far larger than estimated,
 * costs what it cost.
 */
import type { Context } from 'hono';
import { byteWeight, type JobCost, requestWeight, timeWeight } from '../compute/cost.js';
import { chargeRateLimit, chargeUsedRateLimit } from '../middleware/rate-limit.js';

/** One write's charges, in the order they become known. */
export interface WriteCharge {
  /** Before any work: the job's estimate (refuses the request over the limit). */
  estimate(cost: JobCost): void;
  /** Each time the write's job leaves a worker: how long it held it. */
  workerTime(ms: number): void;
  /** Once the write is committed: the bytes it appended to the room's log. */
  written(bytes: number): void;
}

/**
 * The charges of one request's write. With `fixed` (an answer to a request whose input is hidden) every
 * answer is charged that cost, never its estimate nor its worker time, which would tell its hidden input; its
 * bytes are charged, as they are the public entry's (a sealed part is not counted), which the log shows anyway.
 *
 * @example
 * const charge = writeCharge(c);
 * charge.estimate({ work: 1 }); // 1, already counted on arrival
 * charge.workerTime(2_000); // 100 more
 * charge.written(415_000); // 41 more
 */
export function writeCharge(c: Context, fixed?: JobCost): WriteCharge {
  let paid = 1; // the request itself, counted on arrival
  let heldMs = 0;
  return {
    estimate(cost) {
      paid = requestWeight(fixed ?? cost);
      chargeRateLimit(c, paid);
    },
    workerTime(ms) {
      if (fixed) return;
      heldMs += ms;
      const due = timeWeight(heldMs) - paid;
      if (due <= 0) return;
      chargeUsedRateLimit(c, due);
      paid += due;
    },
    written(bytes) {
      chargeUsedRateLimit(c, byteWeight(bytes));
    },
  };
}
