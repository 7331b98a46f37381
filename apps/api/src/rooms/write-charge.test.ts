// What one write to a room weighs in the rate limit (issue 33): its estimate first, then the worker time of every
// computation of it beyond what the estimate charged, and 1 request per 10,000 bytes it appended; an answer to a
// hidden request its fixed cost and its bytes, never its worker time. The middleware is the real one, on a fixed clock.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { JobCost } from '../compute/cost.js';
import { rateLimit } from '../middleware/rate-limit.js';
import { writeCharge } from './write-charge.js';

interface Write {
  readonly estimate: JobCost;
  readonly workerMs?: readonly number[];
  readonly bytes?: number;
  readonly fixed?: JobCost;
}

/** How many requests of a limit of 1,000 a minute one write used, as its answer's `RateLimit-Remaining` says. */
async function used(write: Write): Promise<number> {
  const app = new Hono();
  app.use(rateLimit({ perMinute: 1_000, now: () => 60_000, clientKey: () => 'client' }));
  app.post('/write', (c) => {
    const charge = writeCharge(c, write.fixed);
    charge.estimate(write.estimate);
    for (const ms of write.workerMs ?? []) charge.workerTime(ms);
    charge.written(write.bytes ?? 0);
    return c.text('written');
  });
  const answer = await app.request('/write', { method: 'POST' });
  return 1_000 - Number(answer.headers.get('ratelimit-remaining'));
}

describe("a room write's charge", () => {
  it('is its estimate when its work and bytes are within it', async () => {
    expect(await used({ estimate: { work: 1 }, workerMs: [5], bytes: 900 })).toBe(1);
    expect(await used({ estimate: { work: 5_000_000 }, workerMs: [100] })).toBe(6);
  });

  it('adds the worker time beyond the estimate, over every computation of the write', async () => {
    expect(await used({ estimate: { work: 1 }, workerMs: [2_000] })).toBe(101);
    // A roll computed three times (the log moved on meanwhile) held a worker for all three.
    expect(await used({ estimate: { work: 1 }, workerMs: [30, 30, 30] })).toBe(5);
    expect(await used({ estimate: { work: 5_000_000 }, workerMs: [100, 100] })).toBe(11);
  });

  it('adds 1 request per 10,000 bytes appended, beside the worker time', async () => {
    expect(await used({ estimate: { work: 1 }, bytes: 415_000 })).toBe(42);
    expect(await used({ estimate: { work: 1 }, workerMs: [200], bytes: 20_000 })).toBe(13);
  });

  it('charges an answer to a hidden request its fixed cost and its bytes, never its estimate or worker time', async () => {
    const fixed = { work: 2_000_000 };
    const light = await used({ estimate: { work: 1 }, workerMs: [1], fixed });
    const heavy = await used({ estimate: { work: 100_000_000 }, workerMs: [5_000], fixed });
    expect(light).toBe(3);
    expect(heavy).toBe(3);
    expect(await used({ estimate: { work: 1 }, workerMs: [5_000], bytes: 30_000, fixed })).toBe(6);
  });
});
