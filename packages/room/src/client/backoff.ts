/**
 * @module
 * When to try again after a connection is lost: full-jitter exponential backoff with a cap. Attempt `n`
 * waits a uniformly random time in [0, min(cap, base × 2^n)), so clients that lost the same server at the
 * same moment (a restart) come back spread over the whole window rather than in the same second. The
 * random source is given (this package takes no randomness of its own); a server's `retry:` sets the base.
 */
import type { RandomSource } from '@verdict/dice';

/** The schedule's scale: the first window and the largest. */
export interface BackoffOptions {
  /** The first attempt's window, in milliseconds (a server's `retry:` replaces it). */
  readonly baseMs: number;
  /** No window is wider than this (a `retry:` above it widens it to the `retry:`). */
  readonly capMs: number;
}

/** A reconnect schedule: the next wait, and back to the first after a connection that held. */
export interface Backoff {
  /** The wait before the next attempt, in whole milliseconds; each call is one more attempt. */
  next(): number;
  /** A connection was made: the next wait is the first attempt's again. */
  reset(): void;
  /** The server asked for this delay (`retry:`): it becomes the base. */
  retry(ms: number): void;
}

const TWO_32 = 2 ** 32;

/**
 * The window of attempt `attempt` (0 first): `min(cap, base × 2^attempt)`, and never below the base.
 *
 * @example
 * backoffCeiling(3, { baseMs: 1000, capMs: 30_000 }); // 8000
 */
export function backoffCeiling(attempt: number, { baseMs, capMs }: BackoffOptions): number {
  const cap = Math.max(capMs, baseMs);
  return Math.min(cap, baseMs * 2 ** Math.min(attempt, 52));
}

/**
 * The wait before attempt `attempt`: uniform in [0, its window) from one word of `random`.
 *
 * @example
 * backoffDelay(0, secureSource(), { baseMs: 1000, capMs: 30_000 }); // 0 to 999
 */
export function backoffDelay(attempt: number, random: RandomSource, options: BackoffOptions): number {
  return Math.floor((random.nextUint32() / TWO_32) * backoffCeiling(attempt, options));
}

/**
 * A schedule that counts its attempts.
 *
 * @example
 * const backoff = createBackoff(secureSource(), { baseMs: 1000, capMs: 30_000 });
 * setTimeout(reconnect, backoff.next());
 */
export function createBackoff(random: RandomSource, options: BackoffOptions): Backoff {
  let attempt = 0;
  let baseMs = options.baseMs;
  return {
    next: () => backoffDelay(attempt++, random, { baseMs, capMs: options.capMs }),
    reset() {
      attempt = 0;
    },
    retry(ms) {
      // At least 1 ms, so that even `retry: 0` still doubles from one attempt to the next.
      if (Number.isFinite(ms) && ms >= 0) baseMs = Math.max(1, ms);
    },
  };
}
