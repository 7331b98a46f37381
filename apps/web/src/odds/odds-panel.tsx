import type { DisplayLabels } from '@verdict/form';
import { OddsBars } from './odds-bars.js';
import { OddsExtras } from './odds-extras.js';
import type { OddsResult } from './use-odds.js';

/** Options of {@link OddsPanel}. */
export interface OddsPanelOptions {
  /** The odds of the current input, from {@link useOdds}. */
  readonly result: OddsResult;
  /** Whether the odds shown are still those of an earlier input. */
  readonly stale: boolean;
  /** The test's words and formats for its odds extras. */
  readonly labels?: DisplayLabels | undefined;
}

/** The exact odds of every outcome of the current input, as bars, and the system's extras. */
export function OddsPanel({ result, stale, labels }: OddsPanelOptions) {
  return (
    <section className="panel odds" aria-labelledby="odds-heading" aria-busy={stale}>
      <h2 id="odds-heading">Odds</h2>
      {result === undefined ? (
        <p className="muted">Fix the input above to see the odds.</p>
      ) : result.ok ? (
        <>
          <OddsBars outcomes={result.value.outcomes} />
          <OddsExtras odds={result.value} labels={labels} />
        </>
      ) : (
        <p className="problem">{result.problem.message}</p>
      )}
    </section>
  );
}
