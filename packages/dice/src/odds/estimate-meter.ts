/**
 * A count of the cost estimate's own work (issue 33), for tests: how many times a notation was estimated (`runs`)
 * and the estimator's steps (`steps`: one per syntax-tree node visited, per loop iteration, per custom face read),
 * counted where they happen, never timed. The estimate must stay bounded by its input's length, not by the values it
 * holds (a face count, a dice count, an explosion's probability): `10000d1000000!>1kh1` once looped 1.1e10 times on
 * the server's event loop. Nothing is counted unless a meter is active ({@link meteredEstimate}).
 */
export interface EstimateMeter {
  /** Estimates made (each a walk of a notation's whole tree). */
  runs: number;
  /** The estimator's steps. */
  steps: number;
  /** Past this many steps the estimate is stopped with an {@link EstimateLimitError} (a test fails fast). */
  readonly limit?: number;
}

/** The estimate's work passed its meter's `limit`. */
export class EstimateLimitError extends Error {
  override readonly name = 'EstimateLimitError';
}

let active: EstimateMeter | undefined;

/** A meter with nothing counted yet. */
export function createEstimateMeter(limit?: number): EstimateMeter {
  return limit === undefined ? { runs: 0, steps: 0 } : { runs: 0, steps: 0, limit };
}

/**
 * Runs `work` with `meter` counting the estimates it makes (meters nest: the inner one counts alone). When `work`
 * returns a promise the meter counts until it settles, whatever else runs meanwhile: count one request at a time.
 *
 * @example
 * const meter = createEstimateMeter();
 * meteredEstimate(meter, () => notationCost('10000d1000000!>1kh1'));
 * meter.steps; // about a hundred
 */
export function meteredEstimate<T>(meter: EstimateMeter, work: () => T): T {
  const outer = active;
  active = meter;
  let result: T;
  try {
    result = work();
  } catch (error) {
    active = outer;
    throw error;
  }
  if (result instanceof Promise) {
    return result.finally(() => {
      active = outer;
    }) as T;
  }
  active = outer;
  return result;
}

/** Counts `n` steps of the estimator. */
export function countEstimate(n = 1): void {
  if (!active) return;
  active.steps += n;
  if (active.limit !== undefined && active.steps > active.limit) {
    throw new EstimateLimitError(`estimate meter: ${active.steps} steps, past its limit of ${active.limit}`);
  }
}

/** Counts one run of the estimate. */
export function countEstimateRun(): void {
  if (active) active.runs++;
}
