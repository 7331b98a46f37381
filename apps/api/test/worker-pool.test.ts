// Issue 17, findings 1-3 (server half): heavy work runs in worker threads with a deadline, off the event loop.
// The `slow` fixture system works for as long as its input says (or forever), whatever the bundled systems'
// cost models accept, so these tests do not depend on which real inputs are heavy on this machine.
import { describe, expect, it } from 'vitest';
import { startServer } from './server-process.js';
import { spinLog } from './spin-log.js';
import { until } from './until.js';

const SLOW = { VERDICT_SYSTEMS: './test-fixtures/system-slow' };
const spin = (url: string, input: unknown, init: RequestInit = {}) =>
  fetch(`${url}/v1/systems/slow/tests/spin/odds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ input }),
    ...init,
  });
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('heavy work off the event loop', () => {
  it('answers /healthz while a worker grinds through an accepted computation', async () => {
    const spins = spinLog();
    const server = await startServer({ ...SLOW, ...spins.env, WORKERS: '1', REQUEST_DEADLINE_MS: '30000' });
    try {
      const order: string[] = [];
      const heavy = spin(server.url, { ms: 4000 }).then(async (r) => {
        order.push('heavy');
        return r;
      });
      await spins.waitForStart(4000); // the heavy request is in the worker now
      const health = await fetch(`${server.url}/healthz`);
      order.push('healthz');
      expect(health.status).toBe(200);
      expect((await heavy).status).toBe(200);
      expect(order).toEqual(['healthz', 'heavy']);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('stops a stuck computation at the deadline (422 deadline_exceeded) and keeps serving', async () => {
    const server = await startServer({ ...SLOW, WORKERS: '1', REQUEST_DEADLINE_MS: '500' });
    try {
      const stuck = await spin(server.url, { ms: -1 });
      expect(stuck.status).toBe(422);
      expect(stuck.headers.get('content-type')).toBe('application/problem+json');
      expect(await stuck.json()).toMatchObject({ code: 'deadline_exceeded', status: 422 });
      // The worker was terminated and replaced: jobs run again once the new one has loaded its systems
      // (until then they wait, and may be answered 503 server_busy on a loaded machine).
      let next = await spin(server.url, { ms: 0 });
      for (const stopAt = Date.now() + 60_000; next.status === 503 && Date.now() < stopAt; ) {
        await pause(200);
        next = await spin(server.url, { ms: 0 });
      }
      expect(next.status).toBe(200);
      expect(server.stderr()).not.toContain('ERROR');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('terminates the work of a client that went away, and logs it as aborted, not as an error', async () => {
    const spins = spinLog();
    const server = await startServer({ ...SLOW, ...spins.env, WORKERS: '1', REQUEST_DEADLINE_MS: '60000' });
    try {
      const leaving = new AbortController();
      const stuck = spin(server.url, { ms: -1 }, { signal: leaving.signal }).catch((e: Error) => e.name);
      await spins.waitForStart(-1); // the work has started: it is the work that must be stopped
      leaving.abort();
      expect(await stuck).toBe('AbortError');
      // With the only worker still stuck, this would wait a minute; it was terminated and replaced instead.
      expect((await spin(server.url, { ms: 0 })).status).toBe(200);
      // Each request is logged once its answer has left (or its client went away): both lines, then the check.
      await until(() => server.stdout.length > 2, 'both requests logged');
      const lines = server.stdout.slice(1);
      expect(
        lines.some((l) => / POST \/v1\/systems\/slow\/tests\/spin\/odds 499 .*\(client went away\)$/.test(l)),
      ).toBe(true);
      expect(lines.some((l) => / 500 /.test(l))).toBe(false);
      expect(server.stderr()).not.toContain('ERROR');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('stops on SIGTERM while a worker is stuck: the request gets its deadline answer, then the process exits 0', async () => {
    const spins = spinLog();
    const server = await startServer({ ...SLOW, ...spins.env, WORKERS: '1', REQUEST_DEADLINE_MS: '1000' });
    const stuck = spin(server.url, { ms: -1 });
    await spins.waitForStart(-1);
    server.child.kill('SIGTERM');
    const answer = await stuck;
    expect(answer.status).toBe(422);
    expect((await answer.json()).code).toBe('deadline_exceeded');
    expect(await server.exited).toBe(0);
  });

  it('loads VERDICT_SYSTEMS in the workers too, and refuses an answer over MAX_RESPONSE_BYTES', async () => {
    const server = await startServer({ ...SLOW, MAX_RESPONSE_BYTES: '100000' });
    try {
      const small = await spin(server.url, { ms: 0, bytes: 1000 });
      expect(small.status).toBe(200);
      expect(Number(small.headers.get('content-length'))).toBeGreaterThan(1000);
      const big = await spin(server.url, { ms: 0, bytes: 5_000_000 });
      expect(big.status).toBe(422);
      const problem = await big.json();
      expect(problem.code).toBe('limit_exceeded');
      expect(problem.detail).toContain('MAX_RESPONSE_BYTES');
      expect(problem.detail).toContain('100000');
      // The same for a bundled route: 100d100 has 9,901 totals, over 100 KB of JSON.
      const odds = await fetch(`${server.url}/v1/odds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ notation: '100d100' }),
      });
      expect(odds.status).toBe(422);
      expect((await odds.json()).code).toBe('limit_exceeded');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
