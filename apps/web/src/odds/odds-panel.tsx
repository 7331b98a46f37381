import type { DisplayLabels } from '@verdict/form';
import { ComputingStatus } from './computing-status.js';
import { OddsBars } from './odds-bars.js';
import { OddsExtras } from './odds-extras.js';
import { OddsHeadline } from './odds-headline.js';
import type { OddsResult } from './use-odds.js';
import './odds.css';

/** Options of {@link OddsPanel}. */
export interface OddsPanelOptions {
  /** The odds of the current input, from {@link useOdds}. */
  readonly result: OddsResult;
  /** Whether the odds shown are still those of an earlier input (the new ones are being computed). */
  readonly stale: boolean;
  /**
   * The test's words for its odds extras. The headline, facts and tables come worked out with the odds (in the
   * worker, in these words), so this is not read here; kept so callers need not change.
   */
  readonly labels?: DisplayLabels | undefined;
}

/**
 * The exact odds of the current input: the headline first (the chance of each kind of result, then the test's
 * own numbers), the outcomes as bars by tier, then the system's extras as facts, charts and tables. While new odds
 * are computed, the earlier ones are dimmed and "Computing the odds…" is said.
 */
export function OddsPanel({ result, stale }: OddsPanelOptions) {
  return (
    <section className="panel odds" aria-labelledby="odds-heading" aria-busy={stale}>
      <h2 id="odds-heading">Odds</h2>
      <ComputingStatus busy={stale} />
      {result === undefined ? (
        stale ? null : (
          <p className="muted">Fix the input above to see the odds.</p>
        )
      ) : result.ok ? (
        <div className={stale ? 'odds-body stale' : 'odds-body'}>
          <OddsHeadline facts={result.headline} />
          <h3 className="odds-subheading">Each outcome</h3>
          <OddsBars outcomes={result.value.outcomes} />
          <OddsExtras facts={result.facts} tables={result.tables} />
        </div>
      ) : (
        <p className={stale ? 'problem stale' : 'problem'}>{result.problem.message}</p>
      )}
    </section>
  );
}
