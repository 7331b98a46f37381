import type { OddsResponse } from '@verdict/core';
import { type DisplayLabels, oddsFacts, winnerLabel } from '@verdict/form';
import { bar, percent } from './bar.js';
import type { Palette } from './colour.js';

/**
 * Odds as a bar chart, one line per outcome: label (coloured by tier), bar, percentage, exact fraction. Extras a
 * system puts beside the outcomes follow in the test's words and formats; what is not one fact is named, to read
 * with --json.
 */
export function formatOdds(odds: OddsResponse, palette: Palette, width = 80, labels?: DisplayLabels): string {
  const labelOf = (o: OddsResponse['outcomes'][number]) => {
    const winner = o.winner ? winnerLabel(o.winner, labels) : undefined;
    return winner && !o.label.toLowerCase().includes(winner.toLowerCase())
      ? `${o.label} (${winner})`
      : o.label;
  };
  const labelWidth = Math.min(28, Math.max(...odds.outcomes.map((o) => labelOf(o).length), 5));
  const barWidth = Math.max(10, width - labelWidth - 12);
  const lines = odds.outcomes.map((o) => {
    const label = labelOf(o).padEnd(labelWidth).slice(0, labelWidth);
    const fraction = o.fraction ? palette.style('dim', `  ${o.fraction}`) : '';
    return `${palette.tier(o.tier, label)} ${percent(o.probability).padStart(8)} ${palette.tier(o.tier, bar(o.probability, barWidth))}${fraction}`;
  });
  const { facts, rest } = oddsFacts(odds, labels);
  for (const fact of facts) lines.push(`${palette.style('bold', fact.label)}  ${fact.text}`);
  if (rest.length > 0)
    lines.push(palette.style('dim', `Also in --json: ${rest.map(([key]) => key).join(', ')}`));
  return lines.join('\n');
}
