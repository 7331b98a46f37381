import { type OddsResponse, oddsTest, type Registry } from '@verdict/core';
import { useDeferredValue, useMemo } from 'react';
import { attempt, type Problem } from '../play/problem.js';
import { OddsBars } from './odds-bars.js';
import { OddsExtras } from './odds-extras.js';

/** Options of {@link OddsPanel}. */
export interface OddsPanelOptions {
  readonly registry: Registry;
  readonly system: string;
  readonly test: string;
  readonly input: unknown;
  /** Whether the input is valid; odds of an invalid input are not computed. */
  readonly valid: boolean;
}

/**
 * The exact odds of every outcome of the current input, recomputed as it changes. The input is deferred, so
 * typing stays responsive while a long contest's odds are worked out.
 */
export function OddsPanel({ registry, system, test, input, valid }: OddsPanelOptions) {
  const request = useDeferredValue(
    useMemo(() => ({ system, test, input, valid }), [system, test, input, valid]),
  );
  const result = useMemo<{ ok: true; value: OddsResponse } | { ok: false; problem: Problem } | undefined>(
    () => (request.valid ? attempt(() => oddsTest(registry, request)) : undefined),
    [registry, request],
  );
  const stale = request.input !== input;
  return (
    <section className="panel odds" aria-labelledby="odds-heading" aria-busy={stale}>
      <h2 id="odds-heading">Odds</h2>
      {result === undefined ? (
        <p className="muted">Fix the input above to see the odds.</p>
      ) : result.ok ? (
        <>
          <OddsBars outcomes={result.value.outcomes} />
          <OddsExtras odds={result.value} />
        </>
      ) : (
        <p className="problem">{result.problem.message}</p>
      )}
    </section>
  );
}
