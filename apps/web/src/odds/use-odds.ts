import { type OddsResponse, oddsTest, type Registry } from '@verdict/core';
import { useDeferredValue, useMemo } from 'react';
import { attempt, type Problem } from '../play/problem.js';

/** The odds of the current input: absent while the input is invalid, a problem when the engine refuses it. */
export type OddsResult = { ok: true; value: OddsResponse } | { ok: false; problem: Problem } | undefined;

/**
 * The exact odds of every outcome of the current input, recomputed as it changes. The input is deferred, so
 * typing stays responsive while a long contest's odds are worked out; `stale` says the odds shown are still
 * those of an earlier input. Computed once in the app, for the odds panel and the phone's action bar.
 */
export function useOdds(
  registry: Registry,
  system: string,
  test: string,
  input: unknown,
  valid: boolean,
): { result: OddsResult; stale: boolean } {
  const request = useDeferredValue(
    useMemo(() => ({ system, test, input, valid }), [system, test, input, valid]),
  );
  const result = useMemo<OddsResult>(
    () => (request.valid ? attempt(() => oddsTest(registry, request)) : undefined),
    [registry, request],
  );
  return { result, stale: request.input !== input };
}
