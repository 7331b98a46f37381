import { ETA, type FloatError, SLACK, U } from './float-error.js';
import { countEntries } from './meter.js';

/** Below this (log2) a probability may be subnormal, and a division by the sides may underflow. */
const NORMAL = -1000;

/**
 * The sum of n dice with `sides` sides in floating point, with a bound on its error (issue 37). A sliding window
 * adds the face that enters it and subtracts the one that leaves; in the upper tail those subtractions cancelled
 * (100d10 at 1000 read 2.9e-18 for 1e-100, and tails that went negative were cut: 60d100's highest read 5784). Here
 * only the lower half is computed, where every window grows, and the upper half is its mirror (a sum of n dice is
 * symmetric about n(sides + 1)/2). Each window's rounding is bounded as it runs (`U` times the sum of its partial
 * results); where that is small beside the window it joins the relative error, else (an underflowed tail) the
 * absolute one. About half the sliding window's steps, so no more work than before.
 *
 * @example
 * floatSumOfDice(100, 10).probabilities[900]; // 1e-100, within error.relative of it
 */
export function floatSumOfDice(n: number, sides: number): { probabilities: Float64Array; error: FloatError } {
  let probs = Float64Array.of(1);
  let relative = 0;
  let absolute = 0;
  const log2Sides = Math.log2(sides);
  for (let die = 1; die <= n; die++) {
    const len = probs.length + sides - 1;
    countEntries(len);
    const next = new Float64Array(len);
    const half = (len - 1) >> 1;
    let window = 0;
    let rounding = 0;
    let worstRelative = 0;
    let worstAbsolute = 0;
    const carried = sides * absolute;
    for (let j = 0; j <= half; j++) {
      if (j < probs.length) {
        window += probs[j]!;
        rounding += Math.abs(window);
      }
      if (j >= sides) {
        window -= probs[j - sides]!;
        rounding += Math.abs(window);
      }
      next[j] = window / sides;
      // The window is within relative·W + sides·absolute (its inputs) + r (its own roundings) of the true W.
      const r = U * rounding;
      const low = (window - carried - r) / (1 + relative);
      if (low > 0 && r <= low * 2 ** -20) {
        if (r / low > worstRelative) worstRelative = r / low;
      } else if (r / sides > worstAbsolute) worstAbsolute = r / sides;
    }
    for (let j = 0; j <= half; j++) next[len - 1 - j] = next[j]!;
    probs = next;
    const underflow = absolute > 0 || die * log2Sides > -NORMAL ? ETA : 0;
    relative = ((relative + worstRelative) * (1 + U) + U) * SLACK;
    absolute = ((absolute + worstAbsolute) * (1 + U) + underflow) * SLACK;
  }
  return { probabilities: probs, error: { relative, absolute, log2Smallest: -n * log2Sides } };
}
