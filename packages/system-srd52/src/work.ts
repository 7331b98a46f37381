/**
 * A count of the work the exact odds really do, for the tests of the cost model (the way `@verdict/dice`'s meter
 * counts its own loops): every inner-loop iteration is counted where it runs, weighed in the engine's steps, never
 * timed. Nothing is counted unless a count is active ({@link countedWork}), so a loop pays one comparison per call.
 */
export interface WorkCount {
  /** Steps of work counted (iterations weighed by {@link BIGINT_STEPS}, {@link CALL_STEPS}, {@link LOOP_STEPS}). */
  steps: number;
}

/**
 * Steps weighed per bigint multiply-add, division or remainder: the exact counts here are bigints of up to a few
 * hundred bits (a Critical Hit's 60d20 has 20^60 outcomes), and the engine weighs a bigint operation at 100 steps
 * and more (docs/create-a-game-system.md, "What it costs").
 */
export const BIGINT_STEPS = 150;

/**
 * Steps weighed per call of a small function in an inner loop (reading a natural as a category): a closure, a
 * comparison and a Map entry or two.
 */
export const CALL_STEPS = 150;

/** Steps weighed per iteration of a loop over small whole numbers (tallying a d20 roll). */
export const LOOP_STEPS = 10;

let active: WorkCount | undefined;

/** Counts `steps` steps of work (already weighed). */
export function countWork(steps: number): void {
  if (active) active.steps += steps;
}

/**
 * Runs `work` with `count` counting what the odds do.
 *
 * @example
 * const count = { steps: 0 };
 * countedWork(count, () => oddsTest(registry, request));
 * count.steps; // at most the test's cost estimate
 */
export function countedWork<T>(count: WorkCount, work: () => T): T {
  const outer = active;
  active = count;
  try {
    return work();
  } finally {
    active = outer;
  }
}
