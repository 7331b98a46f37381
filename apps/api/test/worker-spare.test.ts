// A terminated worker is replaced by a warm spare, loaded ahead of need: the next job does not wait for a
// cold start (loading the engine and the systems). The `slow` fixture system takes VERDICT_SLOW_LOAD_MS to
// load in every worker after the first (sleeping, not using a core; the main thread's load and the first
// worker's are quick, so the file does not wait for them) and logs each load, so the test waits for the spare
// to be loaded (a condition, not a time), then terminates the only worker: with the spare, the next job is
// served within its deadline; with a cold start it could not be (any later worker's load alone takes longer
// than the deadline).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startServer } from './server-process.js';

const dir = mkdtempSync(join(tmpdir(), 'verdict-spare-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const spin = (url: string, input: unknown) =>
  fetch(`${url}/v1/systems/slow/tests/spin/odds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ input }),
  });

it('serves the next job on a warm spare after a worker is terminated at the deadline', async () => {
  const log = join(dir, 'loads');
  const server = await startServer({
    VERDICT_SYSTEMS: './test-fixtures/system-slow',
    VERDICT_SLOW_LOAD_MS: '20000',
    VERDICT_LOAD_LOG: log,
    WORKERS: '1',
    REQUEST_DEADLINE_MS: '10000',
  });
  try {
    const loads = () =>
      readFileSync(log, 'utf8')
        .split('\n')
        .filter((l) => l === 'worker').length;
    // The worker, then the spare (started once the pool is ready); without a spare this waits in vain.
    for (const stopAt = Date.now() + 120_000; loads() < 2 && Date.now() < stopAt; ) {
      await new Promise((r) => setTimeout(r, 200));
    }
    const stuck = await spin(server.url, { ms: -1 });
    expect((await stuck.json()).code).toBe('deadline_exceeded');
    // A cold start would take 20 s to load, past this job's 10 s deadline (503 server_busy).
    const next = await spin(server.url, { ms: 0 });
    expect(next.status).toBe(200);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}, 240_000);
