import type { NotationOdds } from '@verdict/dice';
import { describeAccuracy, formatChance, snap } from '@verdict/form';
import { bar, MAX_BAR, percent } from './bar.js';
import type { Palette } from './colour.js';

/** Totals below this probability are left out of the chart (they are all in --json). */
const SHOWN = 0.0001;

/**
 * A notation's distribution as a table and bar chart, one line per total: total, its chance, the chance of at
 * least and of at most that total, a bar, the exact fraction; then the mean, the spread and any truncated mass.
 *
 * @example
 * formatNotationOdds(notationOdds('2d6'), palette, 80);
 * // '      Chance  At least   At most'
 * // ' 2     2.78%     100%     2.78% ██▊  1/36' ...
 */
export function formatNotationOdds(odds: NotationOdds, palette: Palette, width = 80): string {
  // Cumulative chances over every total (the hidden ones too), so "at least" and "at most" stay exact sums.
  const atMost: number[] = [];
  let sum = 0;
  for (const o of odds.distribution) {
    sum += o.probability;
    atMost.push(sum);
  }
  const shown = odds.distribution.map((o, index) => ({ ...o, index })).filter((o) => o.probability >= SHOWN);
  const top = Math.max(...shown.map((o) => o.probability));
  const valueWidth = Math.max(...shown.map((o) => String(o.value).length));
  const barWidth = Math.min(MAX_BAR, Math.max(10, width - valueWidth - 30 - 14));
  const cumulative = (p: number) => percent(snap(p)).padStart(8);
  const lines = [
    palette.style(
      'dim',
      `${''.padStart(valueWidth)} ${'Chance'.padStart(8)} ${'At least'.padStart(8)} ${'At most'.padStart(8)}`,
    ),
    ...shown.map((o) => {
      const fraction = o.fraction && o.fraction.length <= 14 ? palette.style('dim', `  ${o.fraction}`) : '';
      const atLeast = sum - (atMost[o.index - 1] ?? 0);
      return `${String(o.value).padStart(valueWidth)} ${percent(o.probability).padStart(8)} ${cumulative(atLeast)} ${cumulative(atMost[o.index]!)} ${palette.style('cyan', bar(o.probability / top, barWidth))}${fraction}`;
    }),
  ];
  const hidden = odds.distribution.length - shown.length;
  if (hidden > 0)
    lines.push(
      palette.style(
        'dim',
        `(${hidden} ${hidden === 1 ? 'total' : 'totals'} under ${percent(SHOWN)} left out; all in --json)`,
      ),
    );
  lines.push(
    `Mean ${odds.mean.toFixed(4)}, standard deviation ${odds.standardDeviation.toFixed(4)}, ${odds.min} to ${odds.max}`,
  );
  lines.push(extremes(odds));
  lines.push(palette.style('dim', describeAccuracy(odds)));
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

/** The chance of the lowest and of the highest total, with the digits the answer's accuracy allows. */
function extremes(odds: NotationOdds): string {
  const first = odds.distribution[0];
  const last = odds.distribution.at(-1);
  if (!first || !last) return '';
  const chance = (o: { probability: number; value: number }) => formatChance(o.probability, odds, o.value);
  return first === last
    ? `Always ${first.value}`
    : `Lowest ${first.value}: chance ${chance(first)}; highest ${last.value}: chance ${chance(last)}`;
}
