// A computation that exhausts its worker (its stack, its memory) ends that worker, never the server: the
// request is answered 503 worker_failed naming the cause (a problem, not a bare 500), the worker is replaced
// and the next request is served. The `slow` fixture system recurses and hoards as deep and as much as its
// input says, so these tests do not depend on which real inputs are heavy on this machine.
import { describe, expect, it } from 'vitest';
import { startServer } from './server-process.js';

const SLOW = { VERDICT_SYSTEMS: './test-fixtures/system-slow' };
const spin = (url: string, input: unknown) =>
  fetch(`${url}/v1/systems/slow/tests/spin/odds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ input }),
  });

/** Sends a quick job until it is served (its worker is being replaced meanwhile), for at most 60 s. */
async function served(url: string): Promise<number> {
  let status = 0;
  for (const stopAt = Date.now() + 60_000; status !== 200 && Date.now() < stopAt; ) {
    status = (await spin(url, { ms: 0 })).status;
    if (status !== 200) await new Promise((r) => setTimeout(r, 200));
  }
  return status;
}

describe('a worker exhausted by a computation', () => {
  it('answers 503 worker_failed naming the stack when the computation overflows it, then serves the next request', async () => {
    const server = await startServer({ ...SLOW, WORKERS: '1', REQUEST_DEADLINE_MS: '60000' });
    try {
      const deep = await spin(server.url, { ms: 0, depth: 1_000_000_000 });
      expect(deep.status).toBe(503);
      expect(deep.headers.get('content-type')).toBe('application/problem+json');
      const problem = await deep.json();
      expect(problem).toMatchObject({ code: 'worker_failed', status: 503 });
      expect(problem.detail).toMatch(/stack/);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect(await served(server.url)).toBe(200);
      expect(server.child.exitCode).toBeNull();
      expect(server.stdout.some((l) => / 500 /.test(l))).toBe(false);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('answers 503 worker_failed naming memory and WORKER_MEMORY_MB when the computation runs out of it', async () => {
    const server = await startServer({
      ...SLOW,
      WORKERS: '1',
      WORKER_MEMORY_MB: '64',
      REQUEST_DEADLINE_MS: '60000',
    });
    try {
      const hog = await spin(server.url, { ms: 0, hoardMb: 1000 });
      expect(hog.status).toBe(503);
      const problem = await hog.json();
      expect(problem).toMatchObject({ code: 'worker_failed', status: 503 });
      expect(problem.detail).toMatch(/memory/);
      expect(problem.detail).toContain('WORKER_MEMORY_MB');
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect(await served(server.url)).toBe(200);
      expect(server.child.exitCode).toBeNull();
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
