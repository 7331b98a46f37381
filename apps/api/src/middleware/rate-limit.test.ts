import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { expectProblem, post } from '../../test/http.js';
import { createApp } from '../app.js';
import { mapError } from '../http/errors.js';
import { problemResponse } from '../http/problem.js';
import { createAppRegistry } from '../registry.js';
import { chargeRateLimit, rateLimit } from './rate-limit.js';

const registry = createAppRegistry();

function limitedApp(perMinute: number) {
  const clock = { ms: 10 * 60_000, now: () => clock.ms, date: () => new Date(clock.ms) };
  const app = createApp({
    registry,
    rateLimitPerMinute: perMinute,
    clock,
    clientKey: (c) => c.req.header('x-client') ?? 'anonymous',
  });
  const get = (client: string) => app.request('/v1/systems/t13', { headers: { 'x-client': client } });
  return { app, clock, get };
}

describe('rate limit', () => {
  it('answers 429 with Retry-After past the limit, per client', async () => {
    const { get } = limitedApp(3);
    for (let i = 0; i < 3; i++) {
      const response = await get('alice');
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit-remaining')).toBe(String(2 - i));
    }
    const limited = await get('alice');
    const problem = await expectProblem(limited, 429, 'rate_limited');
    expect(problem.detail).toContain('More than 3 requests in a minute');
    // 3 in this minute weigh 3 * (1 - t) in the next; one more fits once 3 * (1 - t) + 1 <= 3: t = 1/3.
    expect(limited.headers.get('retry-after')).toBe('80');
    expect((await get('bob')).status).toBe(200);
  });

  it('counts POSTs and errors too, but not /healthz', async () => {
    const { app } = limitedApp(2);
    expect((await post(app, '/v1/roll', { notation: '1d6' })).status).toBe(200);
    expect((await post(app, '/v1/roll', '{')).status).toBe(400);
    await expectProblem(await post(app, '/v1/roll', { notation: '1d6' }), 429, 'rate_limited');
    for (let i = 0; i < 5; i++) expect((await app.request('/healthz')).status).toBe(200);
  });

  it('slides: a full minute weighs on the next one until it has passed', async () => {
    const { clock, get } = limitedApp(4);
    for (let i = 0; i < 4; i++) await get('carol');
    clock.ms += 60_000 + 15_000; // a quarter into the next minute: 4 * 0.75 = 3 still count
    expect((await get('carol')).status).toBe(200);
    const limited = await get('carol');
    expect(limited.status).toBe(429);
    // 4 * (1 - t) + 1 < 4 from t > 1/4 on: already true a moment later, so wait at least a second.
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    clock.ms += 60_000;
    expect((await get('carol')).status).toBe(200);
  });

  it('is off at 0', async () => {
    const { get } = limitedApp(0);
    for (let i = 0; i < 50; i++) expect((await get('dave')).status).toBe(200);
  });
});

/** The middleware alone, with a tiny client table; `/heavy/:weight` charges its weight like a compute route. */
function bareLimit(perMinute: number, maxClients: number) {
  const app = new Hono();
  const clock = { ms: 10 * 60_000 };
  app.use(
    rateLimit({
      perMinute,
      now: () => clock.ms,
      clientKey: (c) => c.req.header('x-client') ?? '',
      maxClients,
    }),
  );
  app.get('/light', (c) => c.text('ok'));
  app.get('/heavy/:weight', (c) => {
    chargeRateLimit(c, Number(c.req.param('weight')));
    return c.text('done');
  });
  app.onError((error) => problemResponse(mapError(error).problem, mapError(error).headers));
  const get = (client: string, path = '/light') => app.request(path, { headers: { 'x-client': client } });
  return { get, clock };
}

describe('rate limit that holds', () => {
  it('never fails open when the client table is full: the least recently seen client is forgotten', async () => {
    const { get } = bareLimit(2, 3);
    for (const client of ['a', 'b', 'c']) expect((await get(client)).status).toBe(200);
    // The table is full; a new client is still limited like any other.
    expect((await get('d')).status).toBe(200);
    expect((await get('d')).status).toBe(200);
    expect((await get('d')).status).toBe(429);
    // 'a' was the least recently seen: forgotten, so it starts afresh; 'c' is still remembered.
    expect((await get('c')).status).toBe(200);
    expect((await get('c')).status).toBe(429);
  });

  it('never forgets a client at its limit for new ones: 100,000 fresh addresses do not free it', async () => {
    const { get } = bareLimit(2, 100_000);
    expect((await get('limited')).status).toBe(200);
    expect((await get('limited')).status).toBe(200);
    expect((await get('limited')).status).toBe(429);
    for (let i = 0; i < 100_000; i++) await get(`fresh-${i}`);
    await expectProblem(await get('limited'), 429, 'rate_limited');
  }, 180_000);

  it('refuses a new address with 429 when every client it could forget is at its limit', async () => {
    const { get, clock } = bareLimit(1, 2);
    for (const client of ['a', 'b']) expect((await get(client)).status).toBe(200);
    const refused = await expectProblem(await get('c'), 429, 'rate_limited');
    expect(refused.detail).toContain('clients at their limit');
    expect((await get('a')).status).toBe(429);
    // Two minutes on, their counts have decayed to nothing: they may be forgotten.
    clock.ms += 120_000;
    expect((await get('c')).status).toBe(200);
  });

  it('keeps keys of bounded size: a 15 KB key is cut, not stored whole', async () => {
    const { get } = bareLimit(1, 10);
    const long = 'k'.repeat(15_000);
    expect((await get(long)).status).toBe(200);
    // Another key with the same first 100 characters is the same client.
    expect((await get(`${'k'.repeat(100)}other`)).status).toBe(429);
  });

  it('weighs a request by its estimated work, refusing it before the work when it does not fit', async () => {
    const { get } = bareLimit(10, 10);
    const first = await get('e', '/heavy/6');
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-remaining')).toBe('4');
    const second = await get('e', '/heavy/6');
    const problem = await expectProblem(second, 429, 'rate_limited');
    expect(problem.detail).toContain('counts as 6 requests');
    expect((await get('e')).status).toBe(200); // a light request still fits
  });

  it('lets a request heavier than the whole limit take the whole limit, rather than never', async () => {
    const { get, clock } = bareLimit(5, 10);
    expect((await get('f', '/heavy/50')).status).toBe(200);
    expect((await get('f')).status).toBe(429);
    clock.ms += 120_000;
    expect((await get('f', '/heavy/50')).status).toBe(200);
  });
});

describe('weighted by the estimated work', () => {
  it('counts an expensive /v1/odds as many requests, a cheap one as one', async () => {
    const app = createApp({ registry, rateLimitPerMinute: 60, clientKey: () => 'g' });
    const cheap = await post(app, '/v1/odds', { notation: '2d6' });
    expect(cheap.headers.get('ratelimit-remaining')).toBe('59');
    // 40d100kh9: about 4.4 * 10^7 steps of work (9^3 * 100^2 steps of keep-highest, 6 each, and the exact
    // upper tail's terms since issue 37), so it counts as 1 + 44 requests. (40d100kh11, 8 * 10^7 steps, is
    // refused as too costly since the budget fits the deadline.)
    const heavy = await post(app, '/v1/odds', { notation: '40d100kh9' });
    expect(heavy.status).toBe(200);
    expect(heavy.headers.get('ratelimit-remaining')).toBe('14');
    const again = await post(app, '/v1/odds', { notation: '40d100kh9' });
    await expectProblem(again, 429, 'rate_limited');
  });
});
