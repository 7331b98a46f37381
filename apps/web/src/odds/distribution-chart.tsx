import type { DistributionPoint } from '@verdict/form';
import { formatPercent } from '../outcome/tier.js';
import { chartBars } from './chart-bars.js';

/** Up to this many columns, each is named under it; a longer chart names its edges and its most likely value. */
export const NAMED_COLUMNS = 12;

/**
 * A distribution as a column chart (SVG), at most 60 columns however long it is (see {@link chartBars}). The chart
 * is an image named by what it shows (the range, the most likely value); the table beside it has every number.
 */
export function DistributionChart({
  title,
  points,
}: {
  title: string;
  points: readonly DistributionPoint[];
}) {
  const plan = chartBars(points);
  const { bars } = plan;
  if (bars.length === 0) return null;
  const top = Math.max(...bars.map((b) => b.probability), Number.MIN_VALUE);
  // A flat distribution (1d6) has no most likely value: every column is as tall as the tallest. A plateau
  // (1d20+1d4-1: 4 to 20 alike) has no one most likely value either: the tied run is named, or only counted.
  const tied = bars.flatMap((b, index) => (Math.abs(b.probability - top) <= top * 1e-9 ? [index] : []));
  const flat = tied.length === bars.length;
  const first = tied[0]!;
  const last = tied.at(-1)!;
  const run = last - first + 1 === tied.length;
  const modeText =
    tied.length === 1
      ? bars[first]!.label
      : run
        ? `${bars[first]!.label} to ${bars[last]!.label}, alike`
        : `${tied.length} values, alike`;
  const modeSpoken = `${tied.length === 1 ? 'the most likely is' : 'the most likely, each'} ${
    tied.length === 1
      ? bars[first]!.label
      : run
        ? `${bars[first]!.label} to ${bars[last]!.label}`
        : tied.map((i) => bars[i]!.label).join(', ')
  } at ${formatPercent(top)}`;
  // Under the middle of the tied run (its only column, usually); under the chart's middle when they are apart.
  const modeShare = run ? (first + last + 1) / 2 / bars.length : 0.5;
  const cut =
    plan.cutProbability > 0
      ? `${[
          plan.cutBelow ? `${plan.cutBelow} and below` : '',
          plan.cutAbove ? `${plan.cutAbove} and above` : '',
        ]
          .filter(Boolean)
          .join(', ')} (${formatPercent(plan.cutProbability)} together) not drawn`
      : '';
  const name = `Chart of ${title}: ${bars.length} ${bars.length === 1 ? 'column' : 'columns'} from ${bars[0]!.label} to ${bars.at(-1)!.label}; ${flat ? `each equally likely, at ${formatPercent(top)}` : modeSpoken}; the axis runs from 0% to ${formatPercent(top)}${cut ? `; ${cut}` : ''}. The table lists every value.`;
  return (
    <figure className="odds-chart">
      <div className="odds-chart-plot">
        <div className="odds-chart-scale" aria-hidden="true">
          <span>{formatPercent(top)}</span>
          <span>0%</span>
        </div>
        <svg
          role="img"
          aria-label={name}
          viewBox={`0 0 ${bars.length} 100`}
          preserveAspectRatio="none"
          className="odds-chart-svg"
        >
          {bars.map((b, index) => {
            const height = (b.probability / top) * 100;
            return (
              <rect key={index} x={index + 0.1} y={100 - height} width={0.8} height={height}>
                <title>{`${b.label}: ${formatPercent(b.probability)}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <figcaption className="odds-chart-axis" aria-hidden="true">
        {bars.length <= NAMED_COLUMNS ? (
          // A short chart names each column under it (T13's Levels named 2 of its 5): each label at its column's middle.
          <span className="odds-chart-ticks">
            {bars.map((b, index) => (
              <span
                key={index}
                className="odds-chart-tick"
                style={{ left: `${((index + 0.5) / bars.length) * 100}%` }}
              >
                {b.label}
              </span>
            ))}
          </span>
        ) : (
          <>
            <span>{bars[0]!.label}</span>
            <span>{bars.at(-1)!.label}</span>
          </>
        )}
        {bars.length > 2 && !flat ? (
          // On a row of its own under the edge labels (so it never runs into them), under its own column: the
          // column's middle, as a share of the chart's width. Near an edge it hangs inward from its column, so it
          // never runs past the chart on a phone.
          <span className="odds-chart-mode-row">
            <span className="odds-chart-mode" style={modeStyle(modeShare)}>
              most likely {modeText}
            </span>
          </span>
        ) : null}
      </figcaption>
      {cut ? <p className="muted odds-chart-note">{`${cut[0]!.toUpperCase()}${cut.slice(1)}.`}</p> : null}
    </figure>
  );
}

/** Where "most likely" sits: under its column, hanging inward from it in the outer thirds of the chart. */
function modeStyle(share: number): { left: string; transform: string } {
  const shift = share < 1 / 3 ? '0' : share > 2 / 3 ? '-100%' : '-50%';
  return { left: `${share * 100}%`, transform: `translateX(${shift})` };
}
