// Issue 33, the reproductions of F1, F3 and L3 (../shared/reviews/reliability.md) on the real server:
// - F1: `POST /v1/odds {"notation":"10000d1000000!>1kh1"}` was refused 422 only after 155.5 s of its cost estimate on
//   the event loop, during which /healthz never answered;
// - F3: `1d1000000max5` and the like were estimated at about 1,000,000 steps but held a worker 0.85-3 s (three such
//   requests rotating over 10 addresses made a victim's cheap requests fail 503);
// - L3: `1d569800ro<3kh>=5` overflowed a worker's stack (503 worker_failed, the worker replaced each time).
// Each is now refused 422 `limit_exceeded` by its estimate, on the event loop, before any worker: here the only
// worker is held by a computation that never ends, so an answer that needed a worker would never come, and a
// /healthz asked meanwhile is answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from './server-process.js';
import { spinLog } from './spin-log.js';

let server: ServerProcess;
const held = new AbortController();
let holding: Promise<unknown>;

beforeAll(async () => {
  const spins = spinLog();
  server = await startServer({
    VERDICT_SYSTEMS: './test-fixtures/system-slow',
    ...spins.env,
    WORKERS: '1',
    REQUEST_DEADLINE_MS: '600000',
  });
  // The one worker, held until the end (the client leaving stops it).
  holding = fetch(`${server.url}/v1/systems/slow/tests/spin/odds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ input: { ms: -1 } }),
    signal: held.signal,
  }).catch(() => undefined);
  await spins.waitForStart(-1);
}, 120_000);

afterAll(async () => {
  held.abort();
  await holding;
  await server.stop();
});

const odds = async (notation: string) => {
  const response = await fetch(`${server.url}/v1/odds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ notation }),
  });
  return { status: response.status, body: (await response.json()) as { code?: string; detail?: string } };
};

describe('the reproductions of F1, F3 and L3 are refused by their estimate, before any worker (issue 33)', () => {
  it.each([
    // F1: explosions with keep/drop over huge dice.
    '10000d1000000!>1kh1',
    '1000d1000000!>1kh1',
    '100d1000000!>1kh1',
    // F3: single dice with many sides walked face by face, and the fuzz's worst ratio.
    '1d1000000max5',
    '1d1000000>=500000',
    '1d1000000ro<2max5',
    '1d1000000min999999',
    '{1d1000000>=2,1d1000000>=2}',
    '2d727361max5!<2',
    // L3: a 17-character notation that overflowed the engine's stack.
    '1d569800ro<3kh>=5',
    '1d1000000ro<3kh>=5',
  ])('%s', async (notation) => {
    const answer = await odds(notation);
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.code).toBe('limit_exceeded');
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
