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

/** One table with its heading, and its chart first when it is a distribution; the table itself a click away. */
function OddsTableBlock({ table, id }: { table: OddsTable; id: string }) {
  const rows = table.rows.length.toLocaleString('en-US');
  return (
    <div className="odds-table-block">
      <h3 id={`${id}-heading`}>{table.title}</h3>
      {table.help ? <p className="muted">{table.help}</p> : null}
      {/* One value is no chart: its table says it all. */}
      {table.distribution && table.distribution.length > 1 ? (
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
