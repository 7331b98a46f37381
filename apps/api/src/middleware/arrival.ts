import type { Context, MiddlewareHandler } from 'hono';
import { MAX_KEY_LENGTH } from './rate-limit.js';

/** When a request arrived and whose it is: its work's deadline counts from then, in that client's lane. */
export interface Arrival {
  /** On the app's clock (`performance.now`). */
  readonly arrivedAt: number;
  /** The client's key (its address, as the rate limiter counts it). */
  readonly client: string;
}

const arrivals = new WeakMap<Context, Arrival>();

/**
 * Notes each request's arrival time and client, first thing, for the job executor: a request's deadline
 * counts from its arrival (time reading its body, checking it and waiting for a worker included), and its
 * jobs wait in its client's lane of the worker pool's fair queue.
 *
 * @example
 * app.use('/v1/*', noteArrival({ now: () => performance.now(), clientKey: (c) => addressOf(c) }));
 */
export function noteArrival(options: {
  readonly now: () => number;
  readonly clientKey: (c: Context) => string;
}): MiddlewareHandler {
  return async (c, next) => {
    arrivals.set(c, { arrivedAt: options.now(), client: options.clientKey(c).slice(0, MAX_KEY_LENGTH) });
    await next();
  };
}

/** The request's {@link Arrival}, or nothing when it was not noted (then its deadline counts from now). */
export function arrivalOf(c: Context): Arrival | Record<string, never> {
  return arrivals.get(c) ?? {};
}
