// The reconnect schedule, with the random source given: full jitter in a window that doubles from the base
// up to the cap, back to the first window after a connection, and a server's `retry:` as the base.
import { seededSource } from '@verdict/dice';
import { describe, expect, it } from 'vitest';
import { backoffCeiling, backoffDelay, createBackoff } from './backoff.js';

/** A source that answers the same word every time: 2^31 is half of every window. */
const always = (word: number) => ({ nextUint32: () => word });
const HALF = 2 ** 31;
const options = { baseMs: 1000, capMs: 30_000 };

describe('full-jitter backoff', () => {
  it('doubles its window from the base up to the cap', () => {
    expect(Array.from({ length: 8 }, (_, n) => backoffCeiling(n, options))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(backoffCeiling(5000, options)).toBe(30_000);
  });

  it('waits anywhere in the window, from 0 to just under it', () => {
    expect(backoffDelay(2, always(0), options)).toBe(0);
    expect(backoffDelay(2, always(HALF), options)).toBe(2000);
    expect(backoffDelay(2, always(2 ** 32 - 1), options)).toBe(3999);
  });

  it('counts attempts, starts again after reset, and takes the server’s retry as its base', () => {
    const backoff = createBackoff(always(HALF), options);
    expect(Array.from({ length: 7 }, () => backoff.next())).toEqual([
      500, 1000, 2000, 4000, 8000, 15_000, 15_000,
    ]);
    backoff.reset();
    expect(backoff.next()).toBe(500);
    backoff.reset();
    backoff.retry(2000);
    expect([backoff.next(), backoff.next(), backoff.next()]).toEqual([1000, 2000, 4000]);
    // A retry above the cap is honoured: the window is the server's.
    backoff.reset();
    backoff.retry(60_000);
    expect([backoff.next(), backoff.next()]).toEqual([30_000, 30_000]);
    // retry: 0 still grows.
    backoff.reset();
    backoff.retry(0);
    expect([backoff.next(), backoff.next(), backoff.next()]).toEqual([0, 1, 2]);
  });

  it('spreads clients that lost the server together over the whole window', () => {
    const waits = Array.from({ length: 1000 }, (_, i) =>
      backoffDelay(3, seededSource(`table-${i}`), options),
    );
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...waits)).toBeLessThan(8000);
    // Each second of the 8 s window gets about an eighth of them (seeded, so always the same counts).
    const perSecond = Array.from(
      { length: 8 },
      (_, s) => waits.filter((w) => Math.floor(w / 1000) === s).length,
    );
    for (const count of perSecond) expect(count).toBeGreaterThan(90);
    for (const count of perSecond) expect(count).toBeLessThan(160);
  });
});
