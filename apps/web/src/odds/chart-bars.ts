import type { DistributionPoint } from '@verdict/form';

/** One bar of a chart: one value, or a run of neighbouring values summed. */
export interface ChartBar {
  /** "7", or "120–139" for a run. */
  readonly label: string;
  readonly probability: number;
}

/** What a chart draws: at most `maxBars` bars, and what was left out at either end. */
export interface ChartPlan {
  readonly bars: readonly ChartBar[];
  /** The label of the first and last values left out at each end (tails under {@link TAIL} each), if any. */
  readonly cutBelow?: string;
  readonly cutAbove?: string;
  /** The probability of what was left out, together. */
  readonly cutProbability: number;
}

/** A tail holding less than this much is not drawn (for long distributions only): it is in the table. */
export const TAIL = 0.0005;

/**
 * Plans a chart of a distribution that stays readable and cheap however long it is: up to `maxBars` points are
 * drawn one bar each; a longer one (a 10,000-turn extended test) first loses the tails at either end that hold
 * less than 0.05% each, then neighbouring values are summed into runs so at most `maxBars` bars remain.
 *
 * @example
 * chartBars([{ label: '1', probability: 0.5 }, { label: '2', probability: 0.5 }]).bars.length; // 2
 */
export function chartBars(points: readonly DistributionPoint[], maxBars = 60): ChartPlan {
  if (points.length <= maxBars) return { bars: points.map(bar), cutProbability: 0 };
  let first = 0;
  let below = 0;
  while (first < points.length - 1 && below + points[first]!.probability < TAIL) {
    below += points[first]!.probability;
    first++;
  }
  let last = points.length - 1;
  let above = 0;
  while (last > first && above + points[last]!.probability < TAIL) {
    above += points[last]!.probability;
    last--;
  }
  const shown = points.slice(first, last + 1);
  const size = Math.ceil(shown.length / maxBars);
  const bars: ChartBar[] = [];
  for (let start = 0; start < shown.length; start += size) {
    const run = shown.slice(start, start + size);
    const probability = run.reduce((sum, point) => sum + point.probability, 0);
    const label = run.length === 1 ? run[0]!.label : `${run[0]!.label}–${run.at(-1)!.label}`;
    bars.push({ label, probability });
  }
  return {
    bars,
    ...(first > 0 ? { cutBelow: points[first - 1]!.label } : {}),
    ...(last < points.length - 1 ? { cutAbove: points[last + 1]!.label } : {}),
    cutProbability: below + above,
  };
}

function bar(point: DistributionPoint): ChartBar {
  return { label: point.label, probability: point.probability };
}
