/**
 * A count of the work an exact distribution really does, for tests of the cost model (issue 25): inner-loop
 * iterations (`steps`) and distribution entries allocated (`entries`, and the `largest` single allocation), counted
 * where the loops run, never timed. Nothing is counted unless a meter is active ({@link metered}), so the
 * computation pays one comparison per loop, not per iteration.
 */
export interface WorkMeter {
  /** Inner-loop iterations, bigint ones included. */
  steps: number;
  /** Entries (floats or bigints) of every array a distribution allocated. */
  entries: number;
  /** The most entries of one allocation. */
  largest: number;
  /** Past this many steps the work is stopped with a {@link MeterLimitError} (a test fails fast, not out of memory). */
  readonly limit?: number;
}

/** The work passed its meter's `limit`: thrown from inside the computation, before the allocation that would pass it. */
export class MeterLimitError extends Error {
  override readonly name = 'MeterLimitError';
}

/**
 * Steps one face of a die (or one value of a distribution) counts as where it is walked through objects and bigints:
 * the draw model, `valuesOf` and `mapValues` allocate an object (and add a bigint) per face, about 60 times a step
 * of a sum's inner loop on the same machine (issue 33: `1d1000000max5`, a million faces, was estimated at a million
 * steps and ran 1-3 s). The cost estimate and the meter both weigh such a walk with it.
 */
export const OBJECT_STEPS = 60;

/**
 * Steps one state of `keepFamilies` counts as at each value, besides its sums: its placements' probabilities, its key
 * and its next row (issue 33: `1d569800ro<3kh>=5` visited 569,800 values at over 10 µs each).
 */
export const VISIT_STEPS = 200;

let active: WorkMeter | undefined;

/** A meter with nothing counted yet. */
export function createMeter(limit?: number): WorkMeter {
  return limit === undefined
    ? { steps: 0, entries: 0, largest: 0 }
    : { steps: 0, entries: 0, largest: 0, limit };
}

/**
 * Runs `work` with `meter` counting what it does (meters nest: the inner one counts alone).
 *
 * @example
 * const meter = createMeter();
 * metered(meter, () => notationOdds('4d6kh3'));
 * meter.steps; // a few thousand
 */
export function metered<T>(meter: WorkMeter, work: () => T): T {
  const outer = active;
  active = meter;
  try {
    return work();
  } finally {
    active = outer;
  }
}

/** Counts `n` inner-loop iterations. */
export function countSteps(n: number): void {
  if (!active) return;
  active.steps += n;
  check(active);
}

/** Counts one allocation of `n` entries (also as `n` steps: filling it). */
export function countEntries(n: number): void {
  if (!active) return;
  active.entries += n;
  active.steps += n;
  if (n > active.largest) active.largest = n;
  check(active);
}

function check(meter: WorkMeter): void {
  if (meter.limit !== undefined && meter.steps > meter.limit) {
    throw new MeterLimitError(`work meter: ${meter.steps} steps, past its limit of ${meter.limit}`);
  }
}
