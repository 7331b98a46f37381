import type { NotationOdds } from '@verdict/dice';
import { bar, percent } from './bar.js';
import type { Palette } from './colour.js';

/** Totals below this probability are left out of the chart (they are all in --json). */
const SHOWN = 0.0001;

/**
 * A notation's distribution as a bar chart, one line per total: total, percentage, bar, exact fraction;
 * then the mean, the spread and any truncated mass.
 *
 * @example
 * formatNotationOdds(notationOdds('2d6'), palette, 80);
 */
export function formatNotationOdds(odds: NotationOdds, palette: Palette, width = 80): string {
  const shown = odds.distribution.filter((o) => o.probability >= SHOWN);
  const top = Math.max(...shown.map((o) => o.probability));
  const valueWidth = Math.max(...shown.map((o) => String(o.value).length));
  const barWidth = Math.max(10, width - valueWidth - 12 - 14);
  const lines = shown.map((o) => {
    const fraction = o.fraction && o.fraction.length <= 14 ? palette.style('dim', `  ${o.fraction}`) : '';
    return `${String(o.value).padStart(valueWidth)} ${percent(o.probability).padStart(8)} ${palette.style('cyan', bar(o.probability / top, barWidth))}${fraction}`;
  });
  const hidden = odds.distribution.length - shown.length;
  if (hidden > 0)
    lines.push(palette.style('dim', `(${hidden} totals under ${percent(SHOWN)} left out; all in --json)`));
  lines.push(
    `Mean ${odds.mean.toFixed(4)}, standard deviation ${odds.standardDeviation.toFixed(4)}, ${odds.min} to ${odds.max}`,
  );
  if (odds.truncated) {
    lines.push(
      palette.style(
        'dim',
        `Truncated: ${odds.truncated.toExponential(1)} (the series of exploding dice, cut below 1e-12)`,
      ),
    );
  }
  return lines.join('\n');
}
