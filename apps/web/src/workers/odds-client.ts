import type { OddsAnswer, OddsMessage, OddsReply, OddsRequest } from './odds-request.js';

/** The part of a `Worker` the client uses (a Web Worker in the browser). */
export interface OddsWorker {
  postMessage(message: OddsMessage): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<OddsReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

/**
 * Asks a worker for odds, the latest request first: a new request supersedes the one before, whose promise then
 * resolves `undefined` and whose answer, should it still come, is ignored by its id.
 */
export interface OddsClient {
  /** The answer to `request`, or `undefined` once another request (or {@link OddsClient.cancel}) superseded it. */
  compute(request: OddsRequest): Promise<OddsAnswer | undefined>;
  /** Drops the request in flight, stopping its work. */
  cancel(): void;
  /** Stops the worker for good. */
  dispose(): void;
}

interface Pending {
  readonly id: number;
  readonly resolve: (answer: OddsAnswer | undefined) => void;
  readonly timer: ReturnType<typeof setTimeout>;
}

/**
 * How long one computation may take before its worker is stopped: far beyond the heaviest odds the engine's cost
 * limits allow (about a second on a laptop), so only a stuck one reaches it.
 */
export const ODDS_TIMEOUT_MS = 60_000;

/**
 * A client over workers made by `create`. A worker still busy with a superseded request is terminated and a fresh
 * one started for the next, so a long computation (or a stuck one) never delays the odds of the input now on
 * screen; a worker that fails (its script would not load) answers with a problem and is replaced next time, and
 * one still computing after `timeoutMs` (60 s by default) is stopped, its request answered "took too long".
 *
 * @example
 * const client = createOddsClient(() => new Worker(new URL('./odds.worker.ts', import.meta.url), { type: 'module' }));
 * const answer = await client.compute({ kind: 'notation', notation: '2d20kh1+5' });
 */
export function createOddsClient(
  create: () => OddsWorker,
  options: { readonly timeoutMs?: number } = {},
): OddsClient {
  const timeoutMs = options.timeoutMs ?? ODDS_TIMEOUT_MS;
  let worker: OddsWorker | undefined;
  let pending: Pending | undefined;
  let nextId = 1;

  const stop = () => {
    worker?.terminate();
    worker = undefined;
  };
  const failed = (message: string): OddsAnswer => ({
    ok: false,
    problem: { message: `The odds could not be computed: ${message}`, issues: [], user: false },
  });
  const settle = (answer: OddsAnswer | undefined) => {
    const done = pending;
    pending = undefined;
    if (done) clearTimeout(done.timer);
    done?.resolve(answer);
  };
  const start = (): OddsWorker => {
    const made = create();
    made.onmessage = (event) => {
      // Only the answer to the request in flight counts; anything else is stale.
      if (made === worker && pending && event.data.id === pending.id) settle(event.data.answer);
    };
    made.onerror = (event) => {
      event.preventDefault?.();
      if (made !== worker) return;
      stop();
      settle(failed(event.message || 'the odds worker stopped'));
    };
    return made;
  };
  const cancel = () => {
    // A worker busy with a request nobody wants is stopped, not waited for.
    if (pending) stop();
    settle(undefined);
  };

  return {
    compute(request) {
      cancel();
      try {
        worker ??= start();
      } catch (error) {
        // A page whose policy forbids workers, say: a plain answer rather than a crash.
        return Promise.resolve(failed(error instanceof Error ? error.message : String(error)));
      }
      const id = nextId++;
      const answer = new Promise<OddsAnswer | undefined>((resolve) => {
        const timer = setTimeout(() => {
          if (pending?.id !== id) return;
          stop();
          settle(failed(`they took longer than ${Math.round(timeoutMs / 1000)} s, so they were stopped`));
        }, timeoutMs);
        pending = { id, resolve, timer };
      });
      worker.postMessage({ id, request });
      return answer;
    },
    cancel,
    dispose() {
      cancel();
      stop();
    },
  };
}
