import type { DisplayLabels } from '@verdict/form';
import { ComputingStatus } from './computing-status.js';
import { OddsBars } from './odds-bars.js';
import { OddsExtras } from './odds-extras.js';
import { headlineName, OddsHeadline } from './odds-headline.js';
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
  /** Whose odds these are, naming the headline ("Check (d20 roll-under)"); "the input" when not given. */
  readonly of?: string | undefined;
}

/**
 * The exact odds of the current input: the headline first (the chance of each kind of result, then the test's
 * own numbers), the outcomes as bars by tier, then the system's extras as facts, charts and tables. While new odds
 * are computed, the earlier ones are greyed (`aria-busy`) and "Computing the odds…" is said.
 */
export function OddsPanel({ result, stale, of = 'the input' }: OddsPanelOptions) {
  return (
    <section className="panel odds" aria-labelledby="odds-heading">
      <h2 id="odds-heading">Odds</h2>
      {/* Outside the busy part: a live region inside an aria-busy one would be held back until it is idle again. */}
      <ComputingStatus busy={stale} />
      <div className="odds-content" aria-busy={stale}>
        {result === undefined ? (
          stale ? null : (
            <p className="muted">Fix the input above to see the odds.</p>
          )
        ) : result.ok ? (
          <>
            <OddsHeadline facts={result.headline} name={headlineName(of)} />
            <h3 className="odds-subheading">Each outcome</h3>
            <OddsBars outcomes={result.value.outcomes} />
            <OddsExtras facts={result.facts} tables={result.tables} />
          </>
        ) : (
          <p className="problem">{result.problem.message}</p>
        )}
      </div>
    </section>
  );
}
