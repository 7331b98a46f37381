import type { OddsTable } from '@verdict/form';
import { useState } from 'react';

/** Rows drawn at once: a 10,000-turn table shows 50 and pages through the rest, never 10,000 rows in the page. */
export const PAGE_SIZE = 50;

const count = (n: number) => n.toLocaleString('en-US');

/**
 * The page a distribution's table opens on: the one holding its most likely row, where the mass is (a 10,000-turn
 * test whose mass is near turn 4,050 opened on pages of "0%" rows). Other tables open on their first page.
 */
export function openingPage(table: OddsTable): number {
  const points = table.distribution;
  if (!points || points.length !== table.rows.length) return 0;
  let most = 0;
  points.forEach((point, index) => {
    if (point.probability > points[most]!.probability) most = index;
  });
  return Math.floor(most / PAGE_SIZE);
}

/**
 * One odds table (from `@verdict/form`'s `oddsTables`), a page of {@link PAGE_SIZE} rows at a time with First,
 * Previous, Next and Last, opening where its mass is ({@link openingPage}); numbers right-aligned. The table
 * scrolls sideways inside its frame on a narrow screen (the frame is focusable, so a keyboard reaches it). Its
 * caption names it for assistive technology only: the heading above already shows the title.
 */
export function PagedTable({ table, id }: { table: OddsTable; id: string }) {
  const pages = Math.max(1, Math.ceil(table.rows.length / PAGE_SIZE));
  // A page chosen for this table; a new table (a new input) opens where its own mass is.
  const [chosen, setChosen] = useState<{ of: OddsTable; page: number }>();
  const setPage = (page: number) => setChosen({ of: table, page });
  const wanted = chosen?.of === table ? chosen.page : openingPage(table);
  const page = Math.min(wanted, pages - 1);
  const from = page * PAGE_SIZE;
  const rows = table.rows.slice(from, from + PAGE_SIZE);
  const captionId = `${id}-caption`;
  return (
    <div className="odds-table">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: it may scroll sideways, so a keyboard must reach it (axe's scrollable-region-focusable); named by the caption */}
      <section className="odds-table-frame" tabIndex={0} aria-labelledby={captionId}>
        <table>
          <caption id={captionId} className="visually-hidden">
            {table.title}
            {pages > 1
              ? `, rows ${count(from + 1)} to ${count(from + rows.length)} of ${count(table.rows.length)}`
              : ''}
          </caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column.key} scope="col" className={column.numeric ? 'numeric' : undefined}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={from + index}>
                {row.map((text, cell) =>
                  cell === 0 ? (
                    <th key={cell} scope="row" className={table.columns[0]?.numeric ? 'numeric' : undefined}>
                      {text}
                    </th>
                  ) : (
                    <td key={cell} className={table.columns[cell]?.numeric ? 'numeric' : undefined}>
                      {text}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {pages > 1 ? (
        <nav className="odds-table-pages" aria-label={`Pages of ${table.title}`}>
          <button type="button" onClick={() => setPage(0)} disabled={page === 0}>
            First
          </button>
          <button type="button" onClick={() => setPage(page - 1)} disabled={page === 0}>
            Previous {PAGE_SIZE}
          </button>
          <span aria-live="polite">
            Page {count(page + 1)} of {count(pages)}
          </span>
          <button type="button" onClick={() => setPage(page + 1)} disabled={page === pages - 1}>
            Next {PAGE_SIZE}
          </button>
          <button type="button" onClick={() => setPage(pages - 1)} disabled={page === pages - 1}>
            Last
          </button>
        </nav>
      ) : null}
    </div>
  );
}
