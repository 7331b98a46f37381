import type { OddsResponse } from '@verdict/core';
import { type DisplayLabels, humanize, oddsFacts } from '@verdict/form';

/**
 * What a system adds beside the outcomes (the chance of a Crisis, expected turns, a distribution), in the test's
 * words and formats; what cannot be said as one fact is shown as JSON under a disclosure.
 */
export function OddsExtras({ odds, labels }: { odds: OddsResponse; labels?: DisplayLabels | undefined }) {
  const { facts, rest } = oddsFacts(odds, labels);
  if (facts.length === 0 && rest.length === 0) return null;
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
      {rest.length > 0 ? (
        <details>
          <summary>More numbers</summary>
          {rest.map(([key, value]) => {
            const id = `odds-extra-${key.replace(/\W+/g, '-')}`;
            return (
              <div key={key}>
                <h3 id={id}>{labels?.odds?.[key]?.label ?? humanize(key)}</h3>
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
