import type { InputIssue, OddsResponse } from '@verdict/core';
import { type DisplayLabels, formatPath, oddsSections } from '@verdict/form';
import { Box, Text, useInput } from 'ink';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { bar, percent } from '../format/bar.js';
import { tierColour } from '../format/colour.js';
import { headlineValue, outcomeLabel } from '../format/odds-text.js';
import { type OddsLine as Line, tableLines, wrapText } from './odds-table-lines.js';

/**
 * A label and its value on one line when the label fits its column; else the label wrapped on lines of its own (never
 * cut: a contest's side may have a long name) and the value on the next line under the column, still aligned.
 */
function labelledLines(
  key: string,
  label: string,
  column: number,
  width: number,
  style: { bold?: boolean; color?: string },
  row: (label: string) => ReactNode,
): Line[] {
  if (label.length <= column) return [{ key, node: row(label.padEnd(column)) }];
  const above = wrapText(label, Math.max(10, width)).map((text, index) => ({
    key: `${key}-label-${index}`,
    node: (
      <Text wrap="truncate" {...style}>
        {text}
      </Text>
    ),
  }));
  return [...above, { key, node: row(''.padEnd(column)) }];
}

/** Whether a line of {@link oddsLines} is read at a glance (the headline and the outcomes), not paged to. */
export function atAGlance(line: { readonly key: string }): boolean {
  return /^[ho]-/.test(line.key);
}

/** Lines cut into pages of `size`, a table's header repeated on a page that begins inside it. */
export function paginate(lines: readonly Line[], size: number): Line[][] {
  const pages: Line[][] = [];
  let page: Line[] = [];
  for (const line of lines) {
    if (page.length >= size) {
      pages.push(page);
      page = line.header && size > 1 ? [{ ...line.header, key: `${line.header.key}-again` }] : [];
    }
    page.push(line);
  }
  if (page.length > 0) pages.push(page);
  return pages;
}

/**
 * The odds panel's lines, in the order people read odds: the headline (the total chance of each kind of result, then
 * the test's own numbers), one bar per outcome, the extras that are one number, then each table (a bar chart beside
 * a distribution; a long one shortened to its first likely rows).
 */
export function oddsLines(odds: OddsResponse, width: number, labels?: DisplayLabels): Line[] {
  const { headline, facts, tables } = oddsSections(odds, labels);
  const lines: Line[] = [];
  const headWidth = Math.min(Math.floor(width * 0.6), Math.max(4, ...headline.map((f) => f.label.length)));
  for (const fact of headline) {
    lines.push(
      ...labelledLines(`h-${fact.key}`, fact.label, headWidth, width, { bold: true }, (label) => (
        <Text wrap="truncate">
          <Text bold>{label}</Text>
          <Text> {headlineValue(fact).padStart(7)}</Text>
        </Text>
      )),
    );
  }
  // As wide as the longest label where the panel has room (45% of it): cut at 18 whatever the width, an outcome's label
  // took a line of its own with its chance on the next at 120 and 200 columns (the earlier review's 8).
  const longest = Math.max(0, ...odds.outcomes.map((o) => outcomeLabel(o, labels).length));
  const labelWidth = Math.min(Math.max(8, Math.floor(width * 0.45)), Math.max(8, longest));
  const barWidth = Math.max(4, width - labelWidth - 10);
  for (const o of odds.outcomes) {
    const colour = tierColour(o.tier);
    lines.push(
      ...labelledLines(
        `o-${o.label}/${o.winner ?? ''}`,
        outcomeLabel(o, labels),
        labelWidth,
        width,
        colour ? { color: colour } : {},
        (name) => (
          <Text wrap="truncate">
            <Text color={colour}>{name}</Text>
            <Text> {percent(o.probability).padStart(7)} </Text>
            <Text color={colour}>{bar(o.probability, barWidth)}</Text>
          </Text>
        ),
      ),
    );
  }
  // A fact longer than the panel wraps (never cut), its continuation indented.
  for (const fact of facts)
    wrapText(`${fact.label}: ${fact.text}`, Math.max(10, width), 2).forEach((text, index) => {
      lines.push({
        key: `x-${fact.key}-${index}`,
        node: (
          <Text wrap="truncate" dimColor>
            {text}
          </Text>
        ),
      });
    });
  // What the test's own numbers mean (and why one is missing), after the outcomes so that those stay at a glance;
  // wrapped here, so that every line on a page is one line on the screen.
  for (const fact of headline) {
    if (fact.source !== 'system' || !fact.help) continue;
    wrapText(`${fact.label}: ${fact.help}`, Math.max(10, width)).forEach((text, index) => {
      lines.push({
        key: `n-${fact.key}-${index}`,
        node: (
          <Text wrap="truncate" dimColor>
            {text}
          </Text>
        ),
      });
    });
  }
  for (const table of tables) lines.push(...tableLines(table, width));
  return lines;
}

/**
 * The exact odds, updating with the input: the headline first, then the outcomes and the tables, a page at a time
 * (PgUp/PgDn while no field is being edited, which leaves them to numbers); the input's problems when it has any.
 */
export function OddsView(props: {
  odds?: OddsResponse;
  issues: readonly InputIssue[];
  error?: string;
  height: number;
  width: number;
  /** The test's words and formats for its odds extras. */
  labels?: DisplayLabels | undefined;
  /** Whether PgUp/PgDn turn the pages (not while a field takes them). */
  paging?: boolean;
}) {
  const { odds, issues, error, height, width, labels, paging = false } = props;
  const lines = useMemo(() => (odds ? oddsLines(odds, width, labels) : []), [odds, width, labels]);
  const size = Math.max(1, height - 2);
  // Lines that fit under the title need no page line.
  const paged = useMemo(
    () => (lines.length <= height - 1 ? [lines] : paginate(lines, size)),
    [lines, height, size],
  );
  const pages = Math.max(1, paged.length);
  const [page, setPage] = useState(0);
  // New odds (the input changed) start at their headline.
  useEffect(() => setPage(0), [odds]);
  useInput(
    (_input, key) => {
      if (key.pageDown) setPage((p) => Math.min(pages - 1, p + 1));
      if (key.pageUp) setPage((p) => Math.max(0, p - 1));
    },
    { isActive: paging && pages > 1 },
  );
  const current = Math.min(page, pages - 1);
  const shown = pages > 1 ? (paged[current] ?? []) : lines.slice(0, height - 1);
  return (
    <Box flexDirection="column" width={width} height={height}>
      <Text bold underline>
        Odds
      </Text>
      {issues.length > 0 || error ? (
        <>
          <Text color="red">Fix the input:</Text>
          {issues.slice(0, height - 2).map((issue) => (
            <Text key={formatPath(issue.path)} color="red" wrap="truncate">
              {formatPath(issue.path.slice(1)) || 'input'}: {issue.message}
            </Text>
          ))}
          {error ? (
            <Text color="red" wrap="wrap">
              {error}
            </Text>
          ) : null}
        </>
      ) : (
        <>
          {shown.map((line) => (
            <Box key={line.key}>{line.node}</Box>
          ))}
          {pages > 1 ? (
            <Text dimColor wrap="truncate">
              {`Page ${current + 1}/${pages} · PgDn more · PgUp back`}
            </Text>
          ) : null}
        </>
      )}
    </Box>
  );
}
