import type { OddsResponse } from '@verdict/core';
import { humanize } from '../form/json-schema.js';
import { formatPercent } from '../outcome/tier.js';

const SKIP = new Set(['system', 'test', 'outcomes']);

/**
 * What a system adds beside the outcomes (the chance of a Crisis, expected turns, a distribution), shown
 * generically: numbers as facts, anything larger as JSON under a disclosure.
 */
export function OddsExtras({ odds }: { odds: OddsResponse }) {
  const entries = Object.entries(odds).filter(([key]) => !SKIP.has(key));
  if (entries.length === 0) return null;
  const simple = entries.filter(([, value]) => typeof value === 'number' || typeof value === 'string');
  const complex = entries.filter(([, value]) => typeof value === 'object' && value !== null);
  return (
    <div className="odds-extras">
      {simple.length > 0 ? (
        <dl className="facts">
          {simple.map(([key, value]) => (
            <div key={key} className="fact">
              <dt>{humanize(key)}</dt>
              <dd>{formatExtra(key, value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {complex.length > 0 ? (
        <details>
          <summary>More numbers</summary>
          {complex.map(([key, value]) => (
            <div key={key}>
              <h4>{humanize(key)}</h4>
              <pre className="json">{JSON.stringify(value, null, 1)}</pre>
            </div>
          ))}
        </details>
      ) : null}
    </div>
  );
}

function formatExtra(key: string, value: unknown): string {
  if (typeof value === 'number' && /probab|chance/i.test(key) && value >= 0 && value <= 1)
    return formatPercent(value);
  if (typeof value === 'number' && !Number.isInteger(value)) return value.toFixed(3);
  return String(value);
}
