// Issue 33, F3: the rate limit charged a job by its estimate, never by the worker time it took, so jobs estimated
// light but slow could hold the pool at a fraction of a client's limit. A job's worker time beyond its estimate
// is now charged once it has run: the client's next requests pay for it.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from './server-process.js';

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({
    VERDICT_SYSTEMS: './test-fixtures/system-slow',
    WORKERS: '1',
    RATE_LIMIT_PER_MINUTE: '60',
    WEB_DIST: join(import.meta.dirname, 'missing'),
  });
});
afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
});

describe('the rate limit and worker time', () => {
  it("charges a job's worker time once it has run: 1.5 s of a worker is more than a minute's 60 requests", async () => {
    const spin = await fetch(`${server.url}/v1/systems/slow/tests/spin/odds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ input: { ms: 1500 } }),
    });
    expect(spin.status).toBe(200);
    const next = await fetch(`${server.url}/v1/systems`);
    expect(next.status).toBe(429);
    expect(Number(next.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await next.json()).code).toBe('rate_limited');
  });
});
