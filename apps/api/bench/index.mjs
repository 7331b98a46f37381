// `npm run bench` (root) runs this after a build, with cwd apps/api: it starts dist/serve.js on a free
// loopback port (no rate limit, JSON logs drained and discarded) and drives it with autocannon from this
// process, a few seconds per route. It prints requests per second and p99 latency for GET /healthz and a
// resolve of each system, and each resolve's rate as a share of /healthz's in the same run. Then the attack
// run (attack.mjs), the attack mix of F1-F4 (attack-mix.mjs), the PostgreSQL restart run (pg-restart.mjs), the
// soak run (soak.mjs), the read run (reads.mjs), the room benchmarks (rooms.mjs), the hidden-answer timing
// comparison (hidden-timing.mjs) and the close of a 100,000-entry room with revealAll (reveal-all.mjs).
// BENCH_ONLY=routes|attack|mix|restart|soak|reads|rooms|hidden|reveal|heaviest runs one part (heaviest, the budgets' edges timed
// alone, only when asked: bench/heaviest.mjs); BENCH_SECONDS,
// BENCH_ATTACK_SECONDS, BENCH_RESTART_SECONDS and BENCH_SOAK_SECONDS set their lengths.
import autocannon from 'autocannon';
import { runAttack } from './attack.mjs';
import { runAttackMix } from './attack-mix.mjs';
import { runHeaviest } from './heaviest.mjs';
import { runHiddenTiming } from './hidden-timing.mjs';
import { runPostgresRestart } from './pg-restart.mjs';
import { runReads } from './reads.mjs';
import { runRevealAll } from './reveal-all.mjs';
import { aimLine, loadNote, startServer } from './server.mjs';
import { runSoak } from './soak.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = 3;
const CONNECTIONS = 10;
const AIM = 0.5; // a d20 check resolve at least half the rate of /healthz

const routes = [
  { name: 'GET /healthz', path: '/healthz' },
  resolve('d20-roll-under', 'check', { value: 12, modifiers: [{ label: 'torchlight', amount: -2 }] }),
  resolve('2d6-pool', 'check', { attribute: 'might', rating: 2, bonusDice: 1, difficulty: 8 }),
  resolve('t13', 'dice', {
    facet: 'Craft',
    main: { label: 'Craft', boon: 13 },
    proficiencies: 1,
    difficulty: 8,
  }),
];

function resolve(system, test, input) {
  return {
    name: `resolve ${system}/${test}`,
    path: `/v1/systems/${system}/tests/${test}/resolve`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ input }),
  };
}

function run(url, route, duration) {
  return autocannon({
    url: url + route.path,
    method: route.method ?? 'GET',
    headers: route.headers,
    body: route.body,
    connections: CONNECTIONS,
    duration,
  });
}

const ONLY = process.env.BENCH_ONLY;
let failed = false;

if (ONLY === undefined || ONLY === 'routes') {
  const { url, stop } = await startServer();
  // Routes take turns, one short run each per round, so that load from elsewhere on the machine weighs on
  // every route alike and the ratios stay meaningful; a route's rate is its median over the rounds.
  const samples = routes.map(() => ({ rps: [], p99: [] }));
  try {
    for (const route of routes) await run(url, route, 1); // warm up: JIT and caches
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, route] of routes.entries()) {
        const result = await run(url, route, DURATION / ROUNDS);
        const bad = result.non2xx + result.errors + result.timeouts;
        if (bad > 0) {
          failed = true;
          console.error(
            `${route.name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
          );
        }
        samples[i].rps.push(result.requests.average);
        samples[i].p99.push(result.latency.p99);
      }
    }
  } finally {
    await stop();
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const results = routes.map((route, i) => ({
    name: route.name,
    rps: median(samples[i].rps),
    p99: median(samples[i].p99),
  }));

  const health = results[0].rps;
  console.log(
    `apps/api: ${CONNECTIONS} connections, ${DURATION} s per route in ${ROUNDS} rounds (median), server and load generator on loopback; ${loadNote()}`,
  );
  console.log(
    `${'route'.padEnd(34)}${'req/s'.padStart(10)}${'p99 ms'.padStart(9)}${'/healthz'.padStart(10)}`,
  );
  for (const r of results) {
    const ratio = r.rps / health;
    console.log(
      `${r.name.padEnd(34)}${r.rps.toFixed(0).padStart(10)}${String(r.p99).padStart(9)}${ratio.toFixed(2).padStart(10)}`,
    );
  }
  const check = results[1].rps / health;
  console.log(
    `resolve d20-roll-under/check / healthz = ${check.toFixed(2)} (aim >= ${AIM}: ${check >= AIM ? 'met' : 'NOT met'})`,
  );
  console.log(
    aimLine(
      'd20 check resolve rate / /healthz rate, same server, same run',
      `${check.toFixed(2)} (${results[1].rps.toFixed(0)} / ${health.toFixed(0)} req/s)`,
      `at least ${AIM}`,
      check >= AIM,
    ),
  );
}
// The heaviest computation each kind of request may ask for, alone: the budgets' edges (aim: about 250 ms).
if (ONLY === 'heaviest') runHeaviest();
if ((ONLY === undefined || ONLY === 'attack') && !(await runAttack())) failed = true;
// The reliability review's F1-F4 at once beside a victim (issue 33's done-when).
if ((ONLY === undefined || ONLY === 'mix') && !(await runAttackMix())) failed = true;
// Faults: cross-server delivery through a PostgreSQL restart, both servers staying up.
if ((ONLY === undefined || ONLY === 'restart') && !(await runPostgresRestart())) failed = true;
if ((ONLY === undefined || ONLY === 'soak') && !(await runSoak())) failed = true;
// A room at its byte cap read from seq 0 by many clients while /healthz is polled (issue 33.2).
if ((ONLY === undefined || ONLY === 'reads') && !(await runReads())) failed = true;
// Issue 34: a hidden difficulty must not show in when its answer arrives (N1); a reveal-all close must not
// stall other rooms (N6).
if ((ONLY === undefined || ONLY === 'hidden') && !(await runHiddenTiming())) failed = true;
if ((ONLY === undefined || ONLY === 'reveal') && !(await runRevealAll())) failed = true;
// Rooms: appends per second on SQLite and PostgreSQL, and 201-to-delivery on 1,000 event streams.
if (ONLY === undefined || ONLY === 'rooms') await import('./rooms.mjs');
if (failed) process.exit(1);
