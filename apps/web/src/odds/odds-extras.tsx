import type { DisplayFact, OddsTable } from '@verdict/form';
import { DistributionChart } from './distribution-chart.js';
import { PagedTable } from './paged-table.js';

/**
 * What a system adds beside the outcomes, in the test's words and formats: single facts (expected turns), then
 * every structured extra as a table of text (`@verdict/form`'s `oddsTables`), a distribution with a chart and
 * its "At least" and "At most" columns. Never JSON.
 */
export function OddsExtras({
  facts,
  tables,
  idPrefix = 'odds',
}: {
  facts: readonly DisplayFact[];
  tables: readonly OddsTable[];
  idPrefix?: string;
}) {
  if (facts.length === 0 && tables.length === 0) return null;
  return (
    <div className="odds-extras">
      {facts.length > 0 ? (
        <dl className="facts">
          {facts.map((fact) => (
            <div key={fact.key} className="fact" title={fact.help}>
              <dt>{fact.label}</dt>
              <dd>{fact.text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {tables.map((table) => (
        <OddsTableBlock
          key={table.key}
          table={table}
          id={`${idPrefix}-table-${table.key.replace(/\W+/g, '-')}`}
        />
      ))}
    </div>
  );
}

/**
 * A chart is drawn for an ordered distribution (totals, turns, levels: it has "At least") of more than this many
 * values; fewer rows, or named outcomes, read better as their table alone (T13's Dice Test drew five charts for
 * two to five values, and "Crises" two 16.7% columns at full height).
 */
export const CHART_MIN_VALUES = 7;

/** Whether a table is drawn as a chart too (see {@link CHART_MIN_VALUES}). */
export function charted(table: OddsTable): boolean {
  return (
    table.distribution !== undefined &&
    table.distribution.length >= CHART_MIN_VALUES &&
    table.columns.some((column) => column.key === 'atLeast')
  );
}

/** One table with its heading, and its chart first when it is a long ordered distribution; the table then a click away. */
function OddsTableBlock({ table, id }: { table: OddsTable; id: string }) {
  const rows = table.rows.length.toLocaleString('en-US');
  return (
    <div className="odds-table-block">
      <h3 id={`${id}-heading`}>{table.title}</h3>
      {table.help ? <p className="muted">{table.help}</p> : null}
      {table.distribution && charted(table) ? (
        <>
          <DistributionChart title={table.title} points={table.distribution} />
          <details className="odds-table-details">
            <summary>
              Table: {table.title} ({rows} {table.rows.length === 1 ? 'row' : 'rows'}
              {table.columns.some((c) => c.key === 'atLeast') ? ', with at least and at most' : ''})
            </summary>
            <PagedTable table={table} id={id} />
          </details>
        </>
      ) : (
        <PagedTable table={table} id={id} />
      )}
    </div>
  );
}
