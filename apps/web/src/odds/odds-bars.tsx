import type { OddsOutcome } from '@verdict/core';
import { formatPercent, tierClass } from '../outcome/tier.js';

/**
 * Every outcome's exact probability as a bar coloured by its tier, best tier first. The percentage is
 * written beside each bar, so colour is never the only cue.
 */
export function OddsBars({ outcomes }: { outcomes: readonly OddsOutcome[] }) {
  const rows = outcomes
    .map((outcome, index) => ({ outcome, index }))
    .sort((a, b) => b.outcome.tier - a.outcome.tier || a.index - b.index);
  return (
    <ul className="odds-bars" aria-label="Odds of each outcome">
      {rows.map(({ outcome, index }) => {
        const percent = formatPercent(outcome.probability);
        const exact = outcome.fraction ? ` (exactly ${outcome.fraction})` : '';
        return (
          <li
            key={index}
            className={`odds-row ${tierClass(outcome.tier)}`}
            title={`${outcome.label}: ${percent}${exact}`}
          >
            <span className="odds-label">{outcome.label}</span>
            <span className="odds-percent">{percent}</span>
            <span className="odds-track" aria-hidden="true">
              <span
                className="odds-bar"
                // A possible outcome too unlikely to draw still shows a sliver, as it reads "<0.01%", never 0%.
                style={{
                  width: `${Math.max(0, Math.min(1, outcome.probability)) * 100}%`,
                  ...(outcome.probability > 0 ? { minWidth: '2px' } : {}),
                }}
              />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
