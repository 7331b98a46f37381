import type { OddsResponse } from '@verdict/core';
import { bar, percent } from './bar.js';
import type { Palette } from './colour.js';

/**
 * Odds as a bar chart, one line per outcome: label (coloured by tier), bar, percentage, exact fraction.
 * Extras a system puts beside the outcomes are named, to read with --json.
 */
export function formatOdds(odds: OddsResponse, palette: Palette, width = 80): string {
  const labelWidth = Math.min(28, Math.max(...odds.outcomes.map((o) => labelOf(o).length), 5));
  const barWidth = Math.max(10, width - labelWidth - 12);
  const lines = odds.outcomes.map((o) => {
    const label = labelOf(o).padEnd(labelWidth).slice(0, labelWidth);
    const fraction = o.fraction ? palette.style('dim', `  ${o.fraction}`) : '';
    return `${palette.tier(o.tier, label)} ${percent(o.probability).padStart(8)} ${palette.tier(o.tier, bar(o.probability, barWidth))}${fraction}`;
  });
  const extras = Object.keys(odds).filter((key) => !['system', 'test', 'outcomes'].includes(key));
  if (extras.length > 0) lines.push(palette.style('dim', `Also in --json: ${extras.join(', ')}`));
  return lines.join('\n');
}

function labelOf(o: OddsResponse['outcomes'][number]): string {
  return o.winner && !o.label.toLowerCase().includes(o.winner) ? `${o.label} (${o.winner})` : o.label;
}
