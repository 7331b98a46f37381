import type { Context, MiddlewareHandler } from 'hono';
import { problemOf } from '../http/errors.js';

/** Options of {@link rateLimit}. */
export interface RateLimitOptions {
  /** Requests per client per minute; 0 turns the limit off. */
  readonly perMinute: number;
  /** The clock, in milliseconds. */
  readonly now: () => number;
  /** Who is asking: the client's address, or whatever identifies a client on the platform. */
  readonly clientKey: (c: Context) => string;
  /**
   * Clients tracked at most (default 100,000), so memory stays bounded. Past it, a new client takes the
   * place of the least recently seen client that is under its limit (its count starts afresh); a client at
   * its limit is never forgotten. When the {@link EVICTION_SCAN} least recently seen are all at their limit,
   * the new client is refused with 429 until one of them decays (two minutes at most).
   */
  readonly maxClients?: number;
}

const MINUTE = 60_000;
/** Keys longer than this are cut: a platform's `clientKey` cannot make the table grow without bound. */
export const MAX_KEY_LENGTH = 100;
/** At most this many clients are looked at to free a place in a full table: constant work per request. */
export const EVICTION_SCAN = 32;

interface Usage {
  /** Start of the minute `current` counts. */
  window: number;
  current: number;
  previous: number;
}

/**
 * Charges a request's extra weight against its client's budget (see {@link chargeRateLimit}); `after` the work,
 * the weight is counted without refusing (the work is done: the client's next requests pay for it).
 */
type Charge = (weight: number, after?: boolean) => void;
const charges = new WeakMap<Context, Charge>();

/**
 * Counts a request as `weight` requests in all (it was counted as 1 on arrival), before its work starts:
 * a heavy request uses more of the client's budget. Past the limit: 429 and the work is not done. A no-op
 * when the route has no rate limit.
 *
 * @example
 * chargeRateLimit(c, 1 + Math.ceil(cost.work / 1_000_000));
 */
export function chargeRateLimit(c: Context, weight: number): void {
  if (weight > 1) charges.get(c)?.(weight - 1);
}

/**
 * Counts `extra` more requests against the client's budget once its work is done, without refusing this one:
 * what a job really cost (its worker time) beyond what its estimate charged (issue 33, F3). Its next requests
 * are refused until the minute has room again. A no-op when the route has no rate limit.
 *
 * @example
 * chargeUsedRateLimit(c, 40); // the job held a worker for far longer than its estimate said
 */
export function chargeUsedRateLimit(c: Context, extra: number): void {
  if (extra > 0) charges.get(c)?.(extra, true);
}

/**
 * A per-client rate limit over a sliding minute (the sliding-window counter: the previous minute's
 * count, weighted by how much of it still overlaps, plus this minute's), so a client cannot double its
 * rate across a minute boundary. Requests weigh 1 on arrival; compute routes add their estimated weight
 * with {@link chargeRateLimit}. Past the limit: 429 with `Retry-After`. Every answer carries
 * `RateLimit-Limit` and `RateLimit-Remaining`. Clients are kept in least-recently-used order; one at its
 * limit is never forgotten to make room for new ones (see {@link RateLimitOptions.maxClients}).
 *
 * @example
 * app.use('/v1/*', rateLimit({ perMinute: 600, now: Date.now, clientKey: () => 'everyone' }));
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const limit = options.perMinute;
  const maxClients = Math.max(1, options.maxClients ?? 100_000);
  const clients = new Map<string, Usage>();

  const roll = (usage: Usage, now: number): Usage => {
    const window = Math.floor(now / MINUTE) * MINUTE;
    if (usage.window !== window) {
      usage.previous = window - usage.window === MINUTE ? usage.current : 0;
      usage.current = 0;
      usage.window = window;
    }
    return usage;
  };

  const weighted = (usage: Usage, now: number) =>
    usage.previous * (1 - (now - usage.window) / MINUTE) + usage.current;

  /**
   * Frees a place for a new client: the least recently seen client under its limit is forgotten; clients
   * at their limit met on the way go to the back of the order (looked at again last). False: none found.
   */
  const evict = (now: number): boolean => {
    for (let i = 0; i < EVICTION_SCAN && clients.size > 0; i++) {
      const [oldest, usage] = clients.entries().next().value!;
      clients.delete(oldest);
      if (weighted(roll(usage, now), now) + 1 <= limit) return true;
      clients.set(oldest, usage);
    }
    return false;
  };

  const usageOf = (key: string, now: number): Usage => {
    let usage = clients.get(key);
    if (usage) {
      clients.delete(key); // re-inserted below: the Map's order is the order of last use
    } else {
      if (clients.size >= maxClients && !evict(now)) {
        throw problemOf(
          'rate_limited',
          `This server tracks ${clients.size} clients at their limit, as many as it keeps: retry in 60 s`,
          undefined,
          { 'retry-after': '60', 'ratelimit-limit': String(limit), 'ratelimit-remaining': '0' },
        );
      }
      usage = { window: Math.floor(now / MINUTE) * MINUTE, current: 0, previous: 0 };
    }
    clients.set(key, roll(usage, now));
    return usage;
  };

  const refuse = (usage: Usage, now: number, weight: number): never => {
    const retryAfter = secondsUntilAllowed(usage, now, limit, weight);
    throw problemOf(
      'rate_limited',
      weight > 1
        ? `This request counts as ${weight} requests (its estimated work), over what is left of ${limit} requests a minute for this client: retry in ${retryAfter} s`
        : `More than ${limit} requests in a minute from this client: retry in ${retryAfter} s`,
      undefined,
      { 'retry-after': String(retryAfter), 'ratelimit-limit': String(limit), 'ratelimit-remaining': '0' },
    );
  };

  return async (c, next) => {
    if (limit <= 0) return next();
    const key = options.clientKey(c).slice(0, MAX_KEY_LENGTH);
    const now = options.now();
    const usage = usageOf(key, now);
    if (weighted(usage, now) + 1 > limit) refuse(usage, now, 1);
    usage.current += 1;
    charges.set(c, (weight, after = false) => {
      // A request heavier than the whole limit takes the whole limit, rather than being refused forever.
      const extra = Math.min(weight, limit - 1);
      const at = options.now();
      const live = usageOf(key, at);
      if (!after && weighted(live, at) + extra > limit) refuse(live, at, extra + 1);
      live.current += extra;
    });
    await next();
    const at = options.now();
    c.header('ratelimit-limit', String(limit));
    const after = clients.get(key);
    const used = after ? weighted(roll(after, at), at) : 0;
    c.header('ratelimit-remaining', String(Math.max(0, Math.floor(limit - used))));
  };
}

/** Whole seconds (at least 1) until `weight` more requests fit under the limit again. */
function secondsUntilAllowed(usage: Usage, now: number, limit: number, weight: number): number {
  const { window, current, previous } = usage;
  const room = limit - weight; // the weighted count must fall to this
  let at: number;
  if (room < 0) {
    at = Number.POSITIVE_INFINITY;
  } else if (current > room) {
    // This minute alone is too full: wait into the next one, where this minute's count decays.
    at = window + MINUTE + MINUTE * (1 - room / current);
  } else {
    // previous * (1 - (t - window) / MINUTE) + current <= room
    at = previous > 0 ? window + MINUTE * (1 - (room - current) / previous) : now;
  }
  return Number.isFinite(at) ? Math.max(1, Math.ceil((at - now) / 1000)) : 60;
}
