import { describe, expect, it } from 'vitest';
import { expectProblem, post } from '../../test/http.js';
import { createApp } from '../app.js';
import { createAppRegistry } from '../registry.js';

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
