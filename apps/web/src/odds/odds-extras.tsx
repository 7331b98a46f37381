import type { OddsResponse } from '@verdict/core';
import { humanize } from '@verdict/form';
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
          {complex.map(([key, value]) => {
            const id = `odds-extra-${key.replace(/\W+/g, '-')}`;
            return (
              <div key={key}>
                <h3 id={id}>{humanize(key)}</h3>
                {/* biome-ignore lint/a11y/noNoninteractiveTabindex: it may scroll, so a keyboard must reach it (axe's scrollable-region-focusable); named by its heading */}
                <section className="json" tabIndex={0} aria-labelledby={id}>
                  <pre>{JSON.stringify(value, null, 1)}</pre>
                </section>
              </div>
            );
          })}
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
