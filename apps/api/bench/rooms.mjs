// Room benchmarks on the real server (dist/serve.js) over loopback: appends (rolls) per second on SQLite
// and on PostgreSQL (a throwaway cluster, when PostgreSQL is installed), and the time from a roll's 201 to
// its delivery on 1,000 open event streams (p50/p99). Run by `npm run bench` after bench/index.mjs, or
// alone: `node bench/rooms.mjs` from apps/api after a build.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { findPostgresBin, startPostgres } from '../test/postgres-cluster.mjs';
import { openRoom, startServer } from './server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const STREAMS = 1000;
const ROLLS = 40;

const rollBody = (seed) =>
  JSON.stringify({ system: 'd20-roll-under', test: 'check', input: { value: 12 }, clientSeed: seed });

/** Rolls per second into one room, from 16 connections. */
async function appendsPerSecond(env) {
  const server = await startServer(env);
  try {
    const room = await openRoom(server.url);
    const result = await autocannon({
      url: `${server.url}/v1/rooms/${room.room.id}/rolls`,
      method: 'POST',
      headers: { authorization: `Bearer ${room.token}`, 'content-type': 'application/json' },
      body: rollBody('bench'),
      connections: 16,
      duration: SECONDS,
    });
    const bad = result.non2xx + result.errors + result.timeouts;
    return { rps: result.requests.average, p99: result.latency.p99, bad };
  } finally {
    await server.stop();
  }
}

/** Opens one event stream and calls `onEntry(seq, time)` for each entry. */
function openStream(url, roomId, token, onEntry) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${url}/v1/rooms/${roomId}/events`,
      { headers: { authorization: `Bearer ${token}` }, agent: false },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`stream: ${response.statusCode}`));
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          const now = performance.now();
          buffer += chunk;
          let cut = buffer.indexOf('\n\n');
          while (cut >= 0) {
            const id = /^id: (\d+)$/m.exec(buffer.slice(0, cut));
            if (id) onEntry(Number(id[1]), now);
            buffer = buffer.slice(cut + 2);
            cut = buffer.indexOf('\n\n');
          }
        });
        resolve(request);
      },
    );
    request.on('error', reject);
  });
}

/** Milliseconds from each roll's 201 to its arrival on each of 1,000 streams. */
async function fanOut() {
  const dataDir = mkdtempSync(join(tmpdir(), 'verdict-bench-'));
  // One bench client holds every stream of one member: lift the per-client and per-member caps for it.
  const server = await startServer({
    VERDICT_DATA_DIR: dataDir,
    ROOM_STREAMS_PER_CLIENT: String(STREAMS),
    ROOM_STREAMS_PER_MEMBER: String(STREAMS),
  });
  const requests = [];
  try {
    const room = await openRoom(server.url);
    const arrivals = new Map(); // seq -> [times]
    for (let i = 0; i < STREAMS; i++) {
      requests.push(
        await openStream(server.url, room.room.id, room.token, (seq, time) => {
          if (!arrivals.has(seq)) arrivals.set(seq, []);
          arrivals.get(seq).push(time);
        }),
      );
    }
    const acked = new Map();
    for (let i = 0; i < ROLLS; i++) {
      const response = await fetch(`${server.url}/v1/rooms/${room.room.id}/rolls`, {
        method: 'POST',
        headers: { authorization: `Bearer ${room.token}`, 'content-type': 'application/json' },
        body: rollBody(`fan-${i}`),
      });
      const time = performance.now();
      const { entry } = await response.json();
      acked.set(entry.seq, time);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const deadline = Date.now() + 10_000;
    const complete = () => [...acked.keys()].every((seq) => (arrivals.get(seq)?.length ?? 0) >= STREAMS);
    while (!complete() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const latencies = [];
    let missing = 0;
    for (const [seq, at] of acked) {
      const times = arrivals.get(seq) ?? [];
      missing += STREAMS - times.length;
      for (const time of times) latencies.push(Math.max(0, time - at));
    }
    latencies.sort((a, b) => a - b);
    const pick = (q) =>
      latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
    return { p50: pick(0.5), p99: pick(0.99), missing };
  } finally {
    for (const request of requests) request.destroy();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`\napps/api rooms: ${SECONDS} s of rolls into one room from 16 connections, server on loopback`);
const sqliteDir = mkdtempSync(join(tmpdir(), 'verdict-bench-'));
try {
  const sqlite = await appendsPerSecond({ VERDICT_DATA_DIR: sqliteDir });
  console.log(
    `SQLite      ${sqlite.rps.toFixed(0).padStart(7)} appends/s   p99 ${sqlite.p99} ms${sqlite.bad ? `   ${sqlite.bad} failed` : ''}`,
  );
} finally {
  rmSync(sqliteDir, { recursive: true, force: true });
}
if (findPostgresBin()) {
  const cluster = await startPostgres();
  try {
    const pg = await appendsPerSecond({ DATABASE_URL: cluster.url });
    console.log(
      `PostgreSQL  ${pg.rps.toFixed(0).padStart(7)} appends/s   p99 ${pg.p99} ms${pg.bad ? `   ${pg.bad} failed` : ''}`,
    );
  } finally {
    await cluster.stop();
  }
} else {
  console.log('PostgreSQL  skipped (not installed)');
}
const fan = await fanOut();
console.log(
  `201 -> delivery on ${STREAMS} event streams (${ROLLS} rolls): p50 ${fan.p50.toFixed(1)} ms, p99 ${fan.p99.toFixed(1)} ms${fan.missing ? `, ${fan.missing} deliveries missing` : ''}`,
);
