import type { Registry } from '@verdict/core';
import { useCallback, useMemo } from 'react';
import { computeTestOdds } from '../workers/compute-odds.js';
import type { OddsRefusal, OddsRequest, TestOdds } from '../workers/odds-request.js';
import { useOddsRequest } from './use-odds-request.js';

/**
 * The odds of the current input: absent while the input is invalid, a problem when the engine refuses it, else
 * the odds with their headline, facts and tables.
 */
export type OddsResult = TestOdds | OddsRefusal | undefined;

type TestRequest = Extract<OddsRequest, { kind: 'test' }>;

/**
 * The exact odds of every outcome of the current input, recomputed as it changes, in the odds worker (see
 * {@link useOddsRequest}): typing stays responsive however long the odds take, and `stale` says the odds shown are
 * still those of an earlier input. Computed once in the app, for the odds panel and the phone's action bar.
 */
export function useOdds(
  registry: Registry,
  system: string,
  test: string,
  input: unknown,
  valid: boolean,
): { result: OddsResult; stale: boolean } {
  const request = useMemo<TestRequest | undefined>(
    () => (valid ? { kind: 'test', system, test, input } : undefined),
    [system, test, input, valid],
  );
  const inline = useCallback((r: TestRequest) => computeTestOdds(registry, r), [registry]);
  return useOddsRequest(inline, request);
}
