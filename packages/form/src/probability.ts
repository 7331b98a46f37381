/**
 * @module
 * Probabilities as people read them, one rule for every frontend (web, CLI, Discord, room sentences): a
 * percentage with a set number of decimals (one more near 0% and 100%), the exact fraction beside it when short,
 * a bar, and the running "at least"/"at most" sums. A possible outcome never reads 0% and an uncertain one never
 * reads 100%; percentages that must add up to 100% (a headline's kinds of result) do.
 */

/** How a percentage is written. */
export interface PercentOptions {
  /** Decimals shown between 1% and 99% (default 1); near 0% and 100% one more is shown. */
  readonly precision?: number;
}

const DEFAULT_PRECISION = 1;

/**
 * A probability as a percentage: `precision` decimals (default 1), one more under 1% and over 99%; anything
 * possible but smaller than the last decimal reads `<0.01%` (at the default), anything uncertain but closer to
 * 1 than that reads `>99.99%`; exactly 0 and 1 read `0%` and `100%`.
 *
 * @example
 * formatPercent(0.25); // '25.0%'
 * formatPercent(1 / 20_000); // '<0.01%'
 * formatPercent(0.132, { precision: 2 }); // '13.20%'
 */
export function formatPercent(probability: number, options: PercentOptions = {}): string {
  if (!(probability > 0)) return '0%';
  if (probability >= 1) return '100%';
  const precision = precisionOf(options);
  const fine = precision + 1;
  const smallest = 10 ** -fine;
  const percent = probability * 100;
  if (percent < smallest) return `<${smallest.toFixed(fine)}%`;
  if (percent > 100 - smallest) return `>${(100 - smallest).toFixed(fine)}%`;
  const digits = percent < 1 || percent > 99 ? fine : precision;
  return `${percent.toFixed(digits)}%`;
}

/**
 * A probability with its exact fraction beside it when the fraction is short enough to read: `25.0% (1/4)`.
 *
 * @example
 * formatProbability(0.25, '1/4'); // '25.0% (1/4)'
 */
export function formatProbability(
  probability: number,
  fraction?: string,
  options: PercentOptions = {},
): string {
  const text = formatPercent(probability, options);
  return fraction && fraction.length <= MAX_FRACTION ? `${text} (${fraction})` : text;
}

/** The longest exact fraction worth printing beside its percentage (`--json` and the API keep all). */
export const MAX_FRACTION = 24;

/**
 * Percentages for parts that together make 100% (each kind of result in a headline; a contest's sides): when the
 * parts add up to 1, all are written with the same decimals (one more than usual when a part is under 1% or over
 * 99%) and the rounded ones add up to exactly 100 (the largest remainders round up). A possible part too small
 * to show still reads `<0.01%` (it counts as nothing in the sum), never 0%. Parts that do not add up to 1 read
 * as {@link formatPercent} writes them.
 *
 * @example
 * formatShares([1 / 3, 1 / 3, 1 / 3]); // ['33.4%', '33.3%', '33.3%']
 */
export function formatShares(probabilities: readonly number[], options: PercentOptions = {}): string[] {
  const texts = probabilities.map((probability) => formatPercent(probability, options));
  const total = probabilities.reduce((sum, probability) => sum + probability, 0);
  if (Math.abs(total - 1) > 1e-9 || probabilities.length < 2) return texts;
  const precision = precisionOf(options);
  const smallest = 10 ** -(precision + 1);
  const percents = probabilities.map((probability) => probability * 100);
  if (percents.some((percent) => percent > 100 - smallest && percent < 100)) return texts;
  const shown = percents.map((percent) => percent >= smallest);
  const fine = percents.some((percent, index) => shown[index] && (percent < 1 || percent > 99));
  const digits = fine ? precision + 1 : precision;
  const scale = 10 ** digits;
  const units = percents.map((percent, index) => (shown[index] ? percent * scale : 0));
  const rounded = units.map((unit) => Math.floor(unit + 1e-9));
  let missing = 100 * scale - rounded.reduce((sum, unit) => sum + unit, 0);
  const order = units
    .map((unit, index) => ({ index, remainder: unit - rounded[index]! }))
    .filter(({ index }) => shown[index])
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (missing <= 0) break;
    rounded[index]! += 1;
    missing -= 1;
  }
  if (missing !== 0) return texts;
  return texts.map((text, index) => {
    if (!shown[index] || rounded[index] === 100 * scale) return text;
    return `${(rounded[index]! / scale).toFixed(digits)}%`;
  });
}

/**
 * The chance of at least and at most each value of a distribution (sorted by value), running sums snapped to 0
 * and 1 when within rounding of them, so the last "at most" is exactly 1.
 *
 * @example
 * cumulative([{ value: 1, probability: 0.5 }, { value: 2, probability: 0.5 }]);
 * // [{ value: 1, atLeast: 1, atMost: 0.5 }, { value: 2, atLeast: 0.5, atMost: 1 }]
 */
export function cumulative<T extends { readonly probability: number }>(
  distribution: readonly T[],
): (T & { readonly atLeast: number; readonly atMost: number })[] {
  const total = distribution.reduce((sum, point) => sum + point.probability, 0);
  let below = 0;
  return distribution.map((point) => {
    const atLeast = snap(total - below);
    below += point.probability;
    return { ...point, atLeast, atMost: snap(below) };
  });
}

/** A running sum within rounding of 0 or 1 is 0 or 1 ("100%", not ">99.99%" for the last "at most"). */
export function snap(probability: number): number {
  if (probability < 1e-12) return 0;
  return Math.abs(probability - 1) < 1e-9 ? 1 : probability;
}

const EIGHTHS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];

/**
 * A horizontal bar for a probability, `width` cells wide at 100%, with eighth-cell precision; a possible outcome
 * shows at least a sliver.
 *
 * @example
 * probabilityBar(0.5, 10); // '█████'
 */
export function probabilityBar(probability: number, width: number): string {
  const clamped = Math.min(1, Math.max(0, probability));
  let eighths = Math.round(clamped * width * 8);
  if (eighths === 0 && clamped > 0) eighths = 1;
  return '█'.repeat(Math.floor(eighths / 8)) + EIGHTHS[eighths % 8];
}

function precisionOf(options: PercentOptions): number {
  const precision = options.precision ?? DEFAULT_PRECISION;
  return Number.isInteger(precision) && precision >= 0 && precision <= 6 ? precision : DEFAULT_PRECISION;
}
