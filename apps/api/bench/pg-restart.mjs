// The PostgreSQL restart run (issue 25): two servers on one throwaway cluster, a room opened on the first
// and an event stream on the second. Rolls go to the first every 50 ms for BENCH_RESTART_SECONDS (default 15);
// a third of the way in, `pg_ctl restart -m fast` cuts every connection. Reports the cross-server delivery
// time (201 on one server to the entry on the other's stream) p50/p99 before the restart and from it on, the
// answers by status, and whether both servers are still running. Skipped when PostgreSQL is not installed.
import http from 'node:http';
import { findPostgresBin, startPostgres } from '../test/postgres-cluster.mjs';
import { loadNote, openRoom, quantile, startServer } from './server.mjs';

const SECONDS = Number(process.env.BENCH_RESTART_SECONDS ?? 15);
const INTERVAL_MS = 50;

const rollBody = (seed) =>
  JSON.stringify({ system: 'd20-roll-under', test: 'check', input: { value: 12 }, clientSeed: seed });

/** Opens an event stream and calls `onEntry(seq, time)` for each entry; resolves with the request. */
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

/** Runs the restart; true when both servers stayed up and every failed roll was a 503. */
export async function runPostgresRestart() {
  if (!findPostgresBin()) {
    console.log('\napps/api PostgreSQL restart run: skipped (PostgreSQL not installed)');
    return true;
  }
  const cluster = await startPostgres();
  const servers = [];
  let stream;
  try {
    const env = { DATABASE_URL: cluster.url };
    servers.push(await startServer(env), await startServer(env));
    const [a, b] = servers;
    const room = await openRoom(a.url, 'Restart');
    const arrived = new Map(); // seq -> time on B's stream
    stream = await openStream(b.url, room.room.id, room.token, (seq, time) => {
      if (!arrived.has(seq)) arrived.set(seq, time);
    });
    const acked = []; // { seq, at, phase }
    const statuses = {};
    let phase = 'before';
    let restartedAt = Number.NaN;
    let backAt = Number.NaN;
    const restart = (async () => {
      await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 3));
      phase = 'through';
      restartedAt = performance.now();
      await cluster.restart();
      backAt = performance.now();
    })();
    const end = performance.now() + SECONDS * 1000;
    for (let i = 0; performance.now() < end; i++) {
      const rolledIn = phase;
      let status = 'error';
      try {
        const response = await fetch(`${a.url}/v1/rooms/${room.room.id}/rolls`, {
          method: 'POST',
          headers: { authorization: `Bearer ${room.token}`, 'content-type': 'application/json' },
          body: rollBody(`restart-${i}`),
        });
        const at = performance.now();
        const body = await response.json();
        status = response.status === 201 ? '201' : `${response.status} ${body.code}`;
        if (response.status === 201) acked.push({ seq: body.entry.seq, at, phase: rolledIn });
      } catch {}
      statuses[status] = (statuses[status] ?? 0) + 1;
      await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
    }
    await restart;
    const deadline = Date.now() + 10_000;
    while (acked.some((r) => !arrived.has(r.seq)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const report = (which) => {
      const rolls = acked.filter((r) => r.phase === which);
      const times = rolls
        .filter((r) => arrived.has(r.seq))
        .map((r) => Math.max(0, arrived.get(r.seq) - r.at));
      const missing = rolls.length - times.length;
      return `${rolls.length} rolls, p50 ${quantile(times, 0.5).toFixed(1)} ms, p99 ${quantile(times, 0.99).toFixed(1)} ms${missing ? `, ${missing} never delivered` : ''}`;
    };
    const alive = servers.every((s) => s.child.exitCode === null && s.child.signalCode === null);
    const unexpected = Object.keys(statuses).filter((s) => s !== '201' && !s.startsWith('503 '));
    console.log(
      `\napps/api PostgreSQL restart run: 2 servers on one cluster, a roll on A every ${INTERVAL_MS} ms for ${SECONDS} s, pg_ctl restart -m fast at ${(SECONDS / 3).toFixed(0)} s (PostgreSQL back after ${((backAt - restartedAt) / 1000).toFixed(1)} s)`,
    );
    console.log(
      `  cross-server delivery (201 on A -> entry on B's stream), before the restart: ${report('before')}`,
    );
    console.log(`  cross-server delivery, from the restart on:                         ${report('through')}`);
    console.log(`  roll answers by status: ${JSON.stringify(statuses)}`);
    console.log(`  both servers still running: ${alive ? 'yes' : 'NO'}`);
    console.log(`  measured with ${loadNote()}`);
    return alive && unexpected.length === 0;
  } finally {
    stream?.destroy();
    await Promise.all(servers.map((s) => s.stop()));
    await cluster.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!(await runPostgresRestart())) process.exit(1);
}
