import type { OddsTable } from '@verdict/form';
import { bar } from './bar.js';

/** Rows a table shows before it is shortened: a 10,000-turn extended test reads as its first likely turns. */
export const MAX_TABLE_ROWS = 30;
/** A distribution's rows before the first this likely are skipped when the table is shortened. */
const LIKELY = 0.0001;
/** Text cells are cut no shorter than this to fit, unless told (a table with more columns wraps instead). */
const MIN_TEXT_CELL = 12;

/** One row of a table as text: the aligned cells, and a bar for a distribution's row. */
export interface TableRowText {
  readonly cells: string;
  /** The bar of the row's probability, scaled to the table's most likely row (distributions only). */
  readonly bar?: string;
}

/** A table laid out for a terminal: header, rows, and what was left out. */
export interface TableText {
  readonly header: string;
  readonly rows: readonly TableRowText[];
  /** Rows left out before the ones shown (each under 0.01%), and after them. */
  readonly before: number;
  readonly after: number;
}

/**
 * An odds table (from `oddsTables` of `@verdict/form`) as aligned text: numbers right-aligned, text left, a bar chart
 * for a distribution when there is room, and at most `maxRows` rows, starting at the first likely one.
 *
 * @example
 * tableText(oddsTables(odds, labels)[0]!, { width: 80 }).header; // 'Value  Probability  At least  At most'
 */
export function tableText(
  full: OddsTable,
  o: { width: number; maxRows?: number; shortestCell?: number },
): TableText {
  const shortest = o.shortestCell ?? MIN_TEXT_CELL;
  const maxRows = o.maxRows ?? MAX_TABLE_ROWS;
  let start = 0;
  if (full.rows.length > maxRows && full.distribution) {
    const first = full.distribution.findIndex((point) => point.probability >= LIKELY);
    start = Math.max(0, Math.min(first, full.rows.length - maxRows));
  }
  const table = withoutRepeats(full, full.rows.slice(start, start + maxRows));
  const shown = table.rows.slice(start, start + maxRows);
  // Text cells are cut (with '…') only as far as the width needs, longest first: a pipe's width is unlimited, a
  // wide terminal keeps more of each. The numbers are never cut.
  const widthWith = (limit: number) =>
    table.columns.reduce(
      (sum, column, index) =>
        sum +
        2 +
        Math.max(
          column.label.length,
          ...shown.map((row) =>
            Math.min(column.numeric ? Number.POSITIVE_INFINITY : limit, (row[index] ?? '').length),
          ),
        ),
      -2,
    );
  let limit = Number.POSITIVE_INFINITY;
  if (widthWith(limit) > o.width) {
    const longest = Math.max(0, ...shown.flatMap((row) => row.map((cell) => cell.length)));
    limit = shortest;
    for (let cap = longest; cap > shortest; cap--) {
      if (widthWith(cap) <= o.width) {
        limit = cap;
        break;
      }
    }
  }
  const cut = (text: string) => (text.length > limit ? `${text.slice(0, limit - 1).trimEnd()}…` : text);
  const widths = table.columns.map((column, index) =>
    Math.max(column.label.length, ...shown.map((row) => cut(row[index] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    table.columns
      .map((column, index) => {
        const text = cut(cells[index] ?? '');
        return column.numeric ? text.padStart(widths[index]!) : text.padEnd(widths[index]!);
      })
      .join('  ')
      .trimEnd();
  const cellsWidth = widths.reduce((sum, w) => sum + w, 0) + 2 * (widths.length - 1);
  const barWidth = Math.min(30, o.width - cellsWidth - 2);
  const points = table.distribution?.slice(start, start + maxRows);
  const top = points ? Math.max(...points.map((p) => p.probability)) : 0;
  const rows = shown.map((cells, index) => {
    const point = points?.[index];
    const chart = point && barWidth >= 6 && top > 0 ? bar(point.probability / top, barWidth) : undefined;
    // A row of 0% has no bar: no trailing blanks either.
    return chart ? { cells: line(cells).padEnd(cellsWidth), bar: chart } : { cells: line(cells) };
  });
  return {
    header: line(table.columns.map((column) => column.label)),
    rows,
    before: start,
    after: table.rows.length - start - shown.length,
  };
}

/**
 * The table less a column that repeats its "At least" or "At most" cell for cell in the rows shown (an extended
 * test's "Within" is its "At most"): the same numbers twice only push the chart off a narrow screen; --json has both.
 */
function withoutRepeats(table: OddsTable, shown: readonly (readonly string[])[]): OddsTable {
  const cumulative = table.columns.flatMap((column, i) => (/^at(Least|Most)$/.test(column.key) ? [i] : []));
  // A row or two may agree by chance: only a column repeating the cumulative one over several rows goes.
  if (cumulative.length === 0 || shown.length < 3) return table;
  const same = (a: number, b: number) => shown.every((row) => row[a] === row[b]);
  const drop = new Set(
    table.columns
      .map((column, i) =>
        column.numeric &&
        !cumulative.includes(i) &&
        column.key !== 'probability' &&
        cumulative.some((j) => same(i, j))
          ? i
          : -1,
      )
      .filter((i) => i >= 0),
  );
  if (drop.size === 0) return table;
  const keep = <T>(list: readonly T[]) => list.filter((_, i) => !drop.has(i));
  return { ...table, columns: keep(table.columns), rows: table.rows.map(keep) };
}

/** "… 9,970 more rows; all in --json": what a shortened table left out, after it. */
export function moreRowsText(count: number, where: 'before' | 'after'): string {
  const rows = `${count.toLocaleString('en-US')} ${where === 'after' ? 'more ' : ''}${count === 1 ? 'row' : 'rows'}`;
  return where === 'before'
    ? `… ${rows} before, each under 0.01%; all in --json`
    : `… ${rows}; all in --json`;
}
