// The soak run (issue 17): ordinary mixed load for BENCH_SOAK_SECONDS (default 60) against one server, with
// its resident memory before and after. A flat profile means nothing grows per request.
import autocannon from 'autocannon';
import { residentMb, startServer } from './server.mjs';

const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);

const json = (path, body) => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

const REQUESTS = [
  { method: 'GET', path: '/healthz' },
  json('/v1/systems/d20-roll-under/tests/check/resolve', { input: { value: 12 } }),
  json('/v1/systems/2d6-pool/tests/check/odds', { input: { rating: 2, bonusDice: 1, difficulty: 8 } }),
  json('/v1/roll', { notation: '4d6kh3+2' }),
  json('/v1/odds', { notation: '3d6+2' }),
  json('/v1/systems/t13/tests/dice/resolve', {
    input: { facet: 'Craft', main: { label: 'Craft', boon: 13 }, proficiencies: 1, difficulty: 8 },
  }),
  { method: 'GET', path: '/v1/systems' },
];

/** Runs the soak and prints memory before and after; resolves with whether every answer was 2xx. */
export async function runSoak() {
  const server = await startServer();
  try {
    // Warm up (JIT, caches, workers) before the first measurement.
    await autocannon({ url: server.url, requests: REQUESTS, connections: 10, duration: 2 });
    const before = residentMb(server.child.pid);
    const result = await autocannon({
      url: server.url,
      requests: REQUESTS,
      connections: 10,
      duration: SECONDS,
    });
    await new Promise((r) => setTimeout(r, 1000));
    const after = residentMb(server.child.pid);
    console.log(
      `\nsoak: ${SECONDS} s, 10 connections, ${REQUESTS.length} routes in turn: ${result.requests.total} requests (${result.requests.average.toFixed(0)}/s), p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors`,
    );
    console.log(
      `  server memory (RSS): ${before.toFixed(1)} MB before, ${after.toFixed(1)} MB after (${(after - before >= 0 ? '+' : '') + (after - before).toFixed(1)} MB)`,
    );
    return result.non2xx + result.errors === 0;
  } finally {
    await server.stop();
  }
}
