import { useContext, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { createOddsClient, type OddsClient, type OddsWorker } from '../workers/odds-client.js';
import type { OddsAnswer, OddsRequest } from '../workers/odds-request.js';
import { OddsWorkerContext } from './odds-worker-context.js';

/** The odds of a request as last answered, and whether that answer is still for an earlier request. */
export interface OddsState<A extends OddsAnswer = OddsAnswer> {
  /** Absent until a first answer, and while there is no request (an invalid input). */
  readonly result: A | undefined;
  /** True while the odds of the current request are being worked out: `result` is an earlier request's. */
  readonly stale: boolean;
}

/**
 * The odds of `request` (`undefined`: none wanted), in the odds worker when the app has one: a new request
 * supersedes the one in flight (a busy worker is terminated), so the answer shown is never for an input already
 * replaced. Without a worker (component tests, a browser without workers) `inline` computes them in the page from
 * a deferred request, as React keeps typing responsive; it is the very function the worker runs. Pass a stable
 * `request` (memoised): a new object is a new request.
 */
export function useOddsRequest<R extends OddsRequest, A extends OddsAnswer>(
  inline: (request: R) => A,
  request: R | undefined,
): OddsState<A> {
  const createWorker = useContext(OddsWorkerContext);
  const computed = useInlineOdds(createWorker ? undefined : inline, request);
  const worked = useWorkerOdds(createWorker, request);
  return createWorker ? (worked as OddsState<A>) : computed;
}

function useInlineOdds<R extends OddsRequest, A extends OddsAnswer>(
  inline: ((request: R) => A) | undefined,
  request: R | undefined,
): OddsState<A> {
  const deferred = useDeferredValue(request);
  const result = useMemo(() => (inline && deferred ? inline(deferred) : undefined), [inline, deferred]);
  return { result, stale: deferred !== request };
}

function useWorkerOdds(
  createWorker: (() => OddsWorker) | undefined,
  request: OddsRequest | undefined,
): OddsState {
  const client = useRef<OddsClient | undefined>(undefined);
  const [state, setState] = useState<{ request?: OddsRequest; answer?: OddsAnswer }>({});
  useEffect(
    () => () => {
      client.current?.dispose();
      client.current = undefined;
    },
    [],
  );
  useEffect(() => {
    if (!createWorker) return;
    if (!request) {
      client.current?.cancel();
      setState({});
      return;
    }
    client.current ??= createOddsClient(createWorker);
    let live = true;
    client.current.compute(request).then((answer) => {
      if (live && answer) setState({ request, answer });
    });
    return () => {
      live = false;
    };
  }, [createWorker, request]);
  return {
    result: request ? state.answer : undefined,
    stale: request !== undefined && state.request !== request,
  };
}
