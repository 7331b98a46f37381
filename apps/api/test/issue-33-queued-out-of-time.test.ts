// Issue 33, L2 on the real server: a job that waited for a worker behind a heavy one, got it with little of its
// deadline left and was stopped there, was answered 422 `deadline_exceeded` ("ask for less"), as if its own input
// were too heavy. It is the server that was busy: 503 `server_busy` with Retry-After. Here the one worker is held by
// a computation that never ends; a second request queued behind it gets the worker once the first is stopped at
// its deadline, having waited most of its own deadline (its own work never ends either, so it is stopped too).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ServerProcess, startServer } from './server-process.js';
import { spinLog } from './spin-log.js';

// Wide: the second request must arrive within half of it after the first, however busy the machine.
const DEADLINE_MS = 20_000;
// The second request arrives this long after the first started, so it waits about 15 s and then has about 5 s
// on the worker: room for its work to start however busy the machine (it arrived at once before, and its work,
// with a few ms left, could be stopped before it began: a race CI lost on a loaded machine), while still waiting
// much longer than it runs (anything under 10 s does).
const SECOND_AFTER_MS = 5_000;
const spins = spinLog();
let server: ServerProcess;

beforeAll(async () => {
  server = await startServer({
    VERDICT_SYSTEMS: './test-fixtures/system-slow',
    ...spins.env,
    WORKERS: '1',
    REQUEST_DEADLINE_MS: String(DEADLINE_MS),
  });
}, 120_000);
afterAll(async () => {
  await server.stop();
});

const forever = () =>
  fetch(`${server.url}/v1/systems/slow/tests/spin/odds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ input: { ms: -1 } }),
  });

it('answers a job stopped at its deadline after waiting longer than it ran 503 server_busy, not 422', async () => {
  const first = forever();
  await spins.waitForStart(-1);
  await new Promise((resolve) => setTimeout(resolve, SECOND_AFTER_MS));
  const second = forever();
  const [held, queued] = await Promise.all([first, second]);
  expect(held.status).toBe(422);
  expect((await held.json()).code).toBe('deadline_exceeded');
  expect(queued.status).toBe(503);
  expect(queued.headers.get('retry-after')).toBe('1');
  const problem = await queued.json();
  expect(problem.code).toBe('server_busy');
  // It got the worker (its work started), and was stopped there: the case L2 found, not a queue timeout.
  expect(spins.started().filter((ms) => ms === -1)).toHaveLength(2);
  expect(problem.detail).toMatch(/waited \d+ ms for a worker/);
}, 120_000);
