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
  /** Clients tracked per minute at most, so memory stays bounded (past it, new clients are not limited). */
  readonly maxClients?: number;
}

const MINUTE = 60_000;

/**
 * A per-client rate limit over a sliding minute (the sliding-window counter: the previous minute's
 * count, weighted by how much of it still overlaps, plus this minute's), so a client cannot double its
 * rate across a minute boundary. Past the limit: 429 with `Retry-After`. Every answer carries
 * `RateLimit-Limit` and `RateLimit-Remaining`.
 *
 * @example
 * app.use('/v1/*', rateLimit({ perMinute: 600, now: Date.now, clientKey: () => 'everyone' }));
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const limit = options.perMinute;
  const maxClients = options.maxClients ?? 100_000;
  let windowStart = 0;
  let current = new Map<string, number>();
  let previous = new Map<string, number>();

  return async (c, next) => {
    if (limit <= 0) return next();
    const now = options.now();
    const start = Math.floor(now / MINUTE) * MINUTE;
    if (start !== windowStart) {
      previous = start - windowStart === MINUTE ? current : new Map();
      current = new Map();
      windowStart = start;
    }
    const key = options.clientKey(c);
    const count = current.get(key) ?? 0;
    const overlap = 1 - (now - windowStart) / MINUTE;
    const before = (previous.get(key) ?? 0) * overlap;
    if (before + count >= limit) {
      const retryAfter = secondsUntilAllowed({
        count,
        prev: previous.get(key) ?? 0,
        limit,
        now,
        windowStart,
      });
      throw problemOf(
        'rate_limited',
        `More than ${limit} requests in a minute from this client: retry in ${retryAfter} s`,
        undefined,
        {
          'retry-after': String(retryAfter),
          'ratelimit-limit': String(limit),
          'ratelimit-remaining': '0',
        },
      );
    }
    if (current.has(key) || current.size < maxClients) current.set(key, count + 1);
    await next();
    c.header('ratelimit-limit', String(limit));
    c.header('ratelimit-remaining', String(Math.max(0, Math.floor(limit - before - count - 1))));
  };
}

/** Whole seconds (at least 1) until the client's weighted count drops below the limit. */
function secondsUntilAllowed(s: {
  count: number;
  prev: number;
  limit: number;
  now: number;
  windowStart: number;
}): number {
  const windowEnd = s.windowStart + MINUTE;
  let at: number;
  if (s.count >= s.limit) {
    // This minute alone is full: wait for the next one, where this minute's count then decays.
    at = windowEnd + MINUTE * (1 - s.limit / s.count);
  } else {
    // prev * (1 - (t - windowStart) / MINUTE) + count < limit
    at = s.windowStart + MINUTE * (1 - (s.limit - s.count) / s.prev);
  }
  return Math.max(1, Math.ceil((at - s.now) / 1000));
}
