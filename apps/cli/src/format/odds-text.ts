import type { OddsResponse } from '@verdict/core';
import {
  type DisplayLabels,
  outcomeLabel as formOutcomeLabel,
  type HeadlineFact,
  oddsSections,
} from '@verdict/form';
import { bar, MAX_BAR, percent } from './bar.js';
import type { Palette } from './colour.js';
import { moreRowsText, tableText } from './odds-table-text.js';
import { wrapWords } from './wrap-words.js';

/** A headline number as the form writes it (its parts that make a whole add up to 100%, as on the web). */
export function headlineValue(fact: HeadlineFact): string {
  return fact.text;
}

/**
 * The words for an outcome: its label in the test's words, a contest's side by the name the input gives it (the
 * form's `outcomeLabel`, as the web's bars and Discord's embed say it).
 */
export function outcomeLabel(o: OddsResponse['outcomes'][number], labels?: DisplayLabels): string {
  return formOutcomeLabel(o, labels);
}

/**
 * Odds as people read them: the headline first (the total chance of each kind of result, then the test's own
 * numbers with what they mean), then one bar per outcome (label coloured by tier, percentage, bar, exact fraction),
 * the extras that are one number, and every other extra as an aligned table (a bar chart beside a distribution;
 * long tables shortened, with what was left out). No JSON: everything is also in --json.
 */
export function formatOdds(odds: OddsResponse, palette: Palette, width = 80, labels?: DisplayLabels): string {
  const { headline, facts, tables } = oddsSections(odds, labels);
  const lines: string[] = [];
  const headWidth = Math.min(40, Math.max(5, ...headline.map((fact) => fact.label.length)));
  for (const fact of headline) {
    const fraction = shortFraction(fact.fraction, palette);
    lines.push(
      `${palette.style('bold', fact.label.padEnd(headWidth))} ${headlineValue(fact).padStart(8)}${fraction}`,
    );
    if (fact.source === 'system' && fact.help)
      for (const part of wrapWords(`  ${fact.help}`, width, 4)) lines.push(palette.style('dim', part));
  }
  if (lines.length > 0) lines.push('');

  // Labels are cut at 28 characters in 80 columns; a wider line (or a pipe, of unlimited width) shows them whole.
  const labelCap = Math.max(28, width - 52);
  const labelWidth = Math.min(
    labelCap,
    Math.max(...odds.outcomes.map((o) => outcomeLabel(o, labels).length), 5),
  );
  // The bar takes what the label, the percentage and the fraction leave (a certain outcome's bar is full).
  const fractionWidth = Math.max(
    0,
    ...odds.outcomes.map((o) =>
      o.fraction && o.fraction.length <= MAX_FRACTION ? o.fraction.length + 2 : 0,
    ),
  );
  const barWidth = Math.min(MAX_BAR, Math.max(10, width - labelWidth - 10 - fractionWidth));
  for (const o of odds.outcomes) {
    const whole = outcomeLabel(o, labels);
    // A label cut short says so ('…'), never ending inside a word as if whole.
    const label = (whole.length > labelWidth ? `${whole.slice(0, labelWidth - 1)}…` : whole).padEnd(
      labelWidth,
    );
    const fraction = shortFraction(o.fraction, palette);
    lines.push(
      `${palette.tier(o.tier, label)} ${percent(o.probability).padStart(8)} ${palette.tier(o.tier, bar(o.probability, barWidth))}${fraction}`,
    );
  }
  for (const fact of facts) {
    const [first = '', ...rest] = wrapWords(`${fact.label}  ${fact.text}`, width, 2);
    lines.push(`${palette.style('bold', fact.label)}${first.slice(fact.label.length)}`, ...rest);
  }

  for (const table of tables) {
    const text = tableText(table, { width });
    lines.push('', ...wrapWords(table.title, width, 2).map((part) => palette.style('bold', part)));
    if (table.help) lines.push(...wrapWords(table.help, width, 2).map((part) => palette.style('dim', part)));
    // A table with more columns than fit, even with its text cut short, has each line wrapped at spaces.
    lines.push(...wrapWords(text.header, width, 2).map((part) => palette.style('dim', part)));
    if (text.before > 0) lines.push(palette.style('dim', moreRowsText(text.before, 'before')));
    for (const row of text.rows)
      lines.push(
        ...(row.bar === undefined
          ? wrapWords(row.cells, width, 2)
          : [`${row.cells}  ${palette.style('cyan', row.bar)}`]),
      );
    if (text.after > 0) lines.push(palette.style('dim', moreRowsText(text.after, 'after')));
  }
  return lines.join('\n');
}

/**
 * An exact fraction worth reading beside its percentage: a 40-digit one says nothing the percentage does not, and
 * would wrap an 80-column line (`--json` keeps every fraction).
 */
function shortFraction(fraction: string | undefined, palette: Palette): string {
  return fraction && fraction.length <= MAX_FRACTION ? palette.style('dim', `  ${fraction}`) : '';
}

const MAX_FRACTION = 24;
