import type { HeadlineFact } from '@verdict/form';
import { tierClass } from '../outcome/tier.js';
import type { OddsResult } from './use-odds.js';

/** Options of {@link OddsSummary}. */
export interface OddsSummaryOptions {
  /** The odds last worked out, from {@link useOdds}. */
  readonly result: OddsResult;
  /** Whether `result` is still an earlier input's (the current one's odds are being computed). */
  readonly stale: boolean;
}

/**
 * The odds in one line, for the phone's action bar: the chance of each kind of result ("Success 25.0% ·
 * Failure 75.0%") over a thin bar of every outcome by tier. The full odds stay in the odds panel. While the
 * current input's odds are computed it says so instead of any number (the bar stays, greyed, so the bar keeps its
 * height); the words appear only past a moment (styles.css), so quick odds never flash them.
 */
export function OddsSummary({ result, stale }: OddsSummaryOptions) {
  if (result === undefined && !stale) {
    return <p className="odds-summary muted">Fix the input to see the odds</p>;
  }
  if (result !== undefined && !result.ok && !stale) {
    return <p className="odds-summary muted">No odds for this input</p>;
  }
  const outcomes = result?.ok ? result.value.outcomes : [];
  const rows = [...outcomes].sort((a, b) => b.tier - a.tier);
  return (
    <div className="odds-summary" aria-busy={stale}>
      {stale ? (
        <p className="odds-summary-text odds-summary-computing muted">Computing the odds…</p>
      ) : (
        <p className="odds-summary-text">
          <span className="visually-hidden">Odds: </span>
          {result?.ok ? summarize(result.headline) : ''}
        </p>
      )}
      <span className="odds-summary-bar" aria-hidden="true">
        {rows.map((outcome, index) => (
          <span
            key={index}
            className={tierClass(outcome.tier)}
            style={{ flexGrow: Math.max(0, outcome.probability) }}
          />
        ))}
      </span>
    </div>
  );
}

/**
 * "Success 25.0% · Failure 75.0%", or a contest's "Witch wins 53.5% · Abbot wins 46.5%": the headline's chances in
 * the headline's words and digits (`@verdict/form`'s `oddsHeadline`: each kind of result, or each side by name), so
 * the phone's line never says another word or another rounding than the big numbers (a narrow screen cuts the line
 * short at its end).
 */
export function summarize(headline: readonly HeadlineFact[]): string {
  return headline
    .filter(
      (fact) =>
        fact.format === 'percent' &&
        (fact.source === 'result' || fact.key.startsWith('side.') || fact.key === 'neither'),
    )
    .map((fact) => `${fact.label} ${fact.text}`)
    .join(' · ');
}
