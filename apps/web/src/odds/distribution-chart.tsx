import type { DistributionPoint } from '@verdict/form';
import { formatPercent } from '../outcome/tier.js';
import { chartBars } from './chart-bars.js';

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
  const modeIndex = bars.reduce(
    (best, b, index) => (b.probability > bars[best]!.probability ? index : best),
    0,
  );
  const mode = bars[modeIndex]!;
  // A flat distribution (1d6) has no most likely value: every column is as tall as the tallest.
  const flat = bars.every((b) => Math.abs(b.probability - top) <= top * 1e-9);
  const cut =
    plan.cutProbability > 0
      ? `${[
          plan.cutBelow ? `${plan.cutBelow} and below` : '',
          plan.cutAbove ? `${plan.cutAbove} and above` : '',
        ]
          .filter(Boolean)
          .join(', ')} (${formatPercent(plan.cutProbability)} together) not drawn`
      : '';
  const name = `Chart of ${title}: ${bars.length} ${bars.length === 1 ? 'column' : 'columns'} from ${bars[0]!.label} to ${bars.at(-1)!.label}; ${flat ? `each equally likely, at ${formatPercent(top)}` : `the most likely is ${mode.label} at ${formatPercent(mode.probability)}`}; the axis runs from 0% to ${formatPercent(top)}${cut ? `; ${cut}` : ''}. The table lists every value.`;
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
        <span>{bars[0]!.label}</span>
        <span>{bars.at(-1)!.label}</span>
        {bars.length > 2 && !flat ? (
          // On a row of its own under the edge labels (so it never runs into them), under its own column: the
          // column's middle, as a share of the chart's width. Near an edge it hangs inward from its column, so it
          // never runs past the chart on a phone.
          <span className="odds-chart-mode-row">
            <span className="odds-chart-mode" style={modeStyle((modeIndex + 0.5) / bars.length)}>
              most likely {mode.label}
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
