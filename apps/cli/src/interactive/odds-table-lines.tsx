import type { OddsTable } from '@verdict/form';
import { Text } from 'ink';
import type { ReactNode } from 'react';
import { moreRowsText, tableText } from '../format/odds-table-text.js';

/** One line of the odds panel: every line is one screen line (wrapped ahead), so pages count what is drawn. */
export interface OddsLine {
  readonly key: string;
  readonly node: ReactNode;
  /** A table row's column header, repeated at the top of a page the row starts. */
  readonly header?: OddsLine;
}

/**
 * Text broken at spaces into lines of at most `width` characters (a longer word is cut), continuation lines indented
 * by `indent`.
 *
 * @example
 * wrapText('Neither wins (round limit): The chance that 20 rounds pass', 20); // ['Neither wins (round', ...]
 */
export function wrapText(text: string, width: number, indent = 0): string[] {
  const lines: string[] = [];
  const pad = ' '.repeat(Math.min(indent, Math.max(0, width - 10)));
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width) line = next;
    else {
      if (line) lines.push(line);
      const lead = lines.length > 0 ? pad : '';
      const room = width - lead.length;
      line = `${lead}${word.length > room ? `${word.slice(0, room - 1)}…` : word}`;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const dim = (key: string, text: string, header?: OddsLine): OddsLine => ({
  key,
  ...(header ? { header } : {}),
  node: (
    <Text dimColor wrap="truncate">
      {text}
    </Text>
  ),
});

/**
 * An odds table as panel lines: aligned columns (a bar chart beside a distribution) when they fit the panel; else each
 * row as a record, its first cell on a line of its own and every other cell under it as `Column: value`, wrapped, so
 * that a table wider than the panel (a contest's endings, read at 80x24) is never cut.
 *
 * @example
 * tableLines(oddsSections(odds).tables[0]!, 39).length; // lines to page through
 */
export function tableLines(table: OddsTable, width: number): OddsLine[] {
  // Cells are cut to 40 at most: a table that does not fit then shows its rows as records, each cell whole.
  const text = tableText(table, { width, shortestCell: 40 });
  // Wrapped, never cut: the only … a panel shows begins the line of rows left out.
  const more = (count: number, where: 'before' | 'after') =>
    wrapText(
      moreRowsText(count, where).replace('all in --json', 'all with verdict odds --json'),
      width,
      2,
    ).map((line, part) => dim(`t-${table.key}-${where}-${part}`, line));
  const title: OddsLine = {
    key: `t-${table.key}`,
    node: (
      <Text bold wrap="truncate">
        {table.title}
      </Text>
    ),
  };
  const lines: OddsLine[] = [title];
  const fits = [text.header, ...text.rows.map((row) => `${row.cells}${row.bar ? `  ${row.bar}` : ''}`)].every(
    (line) => line.length <= width,
  );
  if (fits) {
    const header = dim(`t-${table.key}-head`, text.header);
    lines.push(header);
    if (text.before > 0) lines.push(...more(text.before, 'before'));
    text.rows.forEach((row, index) => {
      lines.push({
        key: `t-${table.key}-${index}`,
        header,
        node: (
          <Text wrap="truncate">
            {row.cells}
            {row.bar === undefined ? null : <Text color="cyan">{`  ${row.bar}`}</Text>}
          </Text>
        ),
      });
    });
  } else {
    if (text.before > 0) lines.push(...more(text.before, 'before'));
    const [first, ...others] = table.columns;
    table.rows.slice(text.before, text.before + text.rows.length).forEach((row, index) => {
      // A row named by its label reads as that name ("Attacker wins"), not as "Label: Attacker wins" (N13).
      const head = first?.key === 'label' ? (row[0] ?? '') : `${first?.label ?? ''}: ${row[0] ?? ''}`;
      wrapText(head, width, 2).forEach((line, part) => {
        lines.push({
          key: `t-${table.key}-${index}-${part}`,
          node: (
            <Text wrap="truncate" bold>
              {line}
            </Text>
          ),
        });
      });
      others.forEach((column, c) => {
        wrapText(`${column.label}: ${row[c + 1] ?? ''}`, width - 2, 2).forEach((line, part) => {
          lines.push({
            key: `t-${table.key}-${index}-${c}-${part}`,
            node: <Text wrap="truncate">{`  ${line}`}</Text>,
          });
        });
      });
    });
  }
  if (text.after > 0) lines.push(...more(text.after, 'after'));
  return lines;
}
