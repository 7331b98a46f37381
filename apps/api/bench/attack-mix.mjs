// The attack mix (issue 33's done-when): the reliability review's four attacks at once, each from addresses of
// its own, against a server with its default limits (rate limit 600 a minute, connection caps, quotas), while a
// victim sends a cheap 2d6 check resolve every 250 ms from its own address and /healthz is polled every 10 ms:
// - F1: estimates that once ran for minutes (`10000d1000000!>1kh1` and smaller), one a second;
// - F2: a room filled to its byte cap (BENCH_MIX_MB, 100 by default) read from seq 0 in a loop: an export, a
//   pager (`/entries?limit=1000`) and an event stream;
// - F3: three concurrent single dice walked face by face (`1d1000000max5` and its kin), rotating over 10 addresses;
// - F4: a slowloris of 1,000 connections from 4 addresses, one header byte every 5 s;
// and, so that "worst accepted" judges admitted work and not only refusals, one client sending an admitted
// request at the notation odds' edge (`7000d2`, as the attack run's ladder finds it) every second.
// Aims: worst accepted computation under 1 s, /healthz p99 under 50 ms (on a busy machine: within 3 times its
// idle p99), every victim request answered 200 with p99 under 500 ms, no 5xx but 503/507, no crash.
// BENCH_MIX_SECONDS sets the attack's length (30).
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeAgents, request } from './client.mjs';
import { fill, read } from './reads.mjs';
import { aimLine, loadNote, machineBusy, openRoom, quantile, startProber, startServer } from './server.mjs';

const SECONDS = Number(process.env.BENCH_MIX_SECONDS ?? 30);
const ROOM_MB = Number(process.env.BENCH_MIX_MB ?? 100);

const F1 = ['10000d1000000!>1kh1', '1000d1000000!>1kh1', '100d1000000!>1kh1'];
const F3 = [
  '1d1000000max5',
  '1d1000000>=500000',
  '1d1000000ro<2max5',
  '1d1000000min999999',
  '{1d1000000>=2,1d1000000>=2}',
];
/** Admitted at the edge of the notation odds' budget (bench/attack.mjs's ladder): accepted, the heaviest kind. */
const ACCEPTED = ['7000d2'];
const VICTIM_PATH = '/v1/systems/2d6-pool/tests/check/resolve';
const VICTIM_BODY = JSON.stringify({ input: { attribute: 'might', rating: 2, bonusDice: 1, difficulty: 8 } });
const VICTIM_ADDRESS = '127.0.0.2';

/** F4: `count` connections spread over `addresses`, each sending a request's headers one byte every 5 s. */
function slowloris(url, count, addresses) {
  const { hostname, port } = new URL(url);
  const head = `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Pad: ${'a'.repeat(10_000)}`;
  const state = { connected: 0, closedByServer: 0, errors: 0 };
  const sockets = [];
  for (let i = 0; i < count; i++) {
    const socket = net.connect({
      host: hostname,
      port: Number(port),
      localAddress: addresses[i % addresses.length],
    });
    let at = 0;
    socket.on('connect', () => {
      state.connected += 1;
      socket.write(head.slice(0, 20));
      at = 20;
    });
    socket.on('data', () => {});
    socket.on('error', () => {
      state.errors += 1;
    });
    socket.on('close', () => {
      state.closedByServer += 1;
    });
    socket.next = () => {
      if (!socket.destroyed && at > 0) socket.write(head[at++ % head.length]);
    };
    sockets.push(socket);
  }
  const tick = setInterval(() => {
    for (const socket of sockets) socket.next();
  }, 5000);
  return {
    state,
    stop() {
      clearInterval(tick);
      for (const socket of sockets) {
        socket.removeAllListeners('close');
        socket.destroy();
      }
    },
  };
}

/** Runs `act` back to back (or every `everyMs`) until `end`, collecting what it resolves with. */
async function loop(end, act, everyMs = 0) {
  const results = [];
  for (let i = 0; performance.now() < end; i++) {
    const started = performance.now();
    results.push(await act(i));
    const wait = everyMs - (performance.now() - started);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  return results;
}

/** Fills a room to its cap on a server without a rate limit, in `dataDir`: the room (`{ room, token }`). */
async function prepareRoom(dataDir) {
  const server = await startServer({
    VERDICT_DATA_DIR: dataDir,
    ROOM_MAX_BYTES: String(ROOM_MB * 1_000_000),
    REQUEST_DEADLINE_MS: '60000',
    STORAGE_CLIENT_BYTES_PER_DAY: '0',
  });
  try {
    const room = await openRoom(server.url, 'Attack mix');
    await fill(server.url, room);
    const view = await (
      await fetch(`${server.url}/v1/rooms/${room.room.id}`, {
        headers: { authorization: `Bearer ${room.token}` },
      })
    ).json();
    return { ...room, last: view.room.lastSeq };
  } finally {
    await server.stop();
  }
}

/** Runs the attack mix and prints its report; resolves with whether no 5xx but 503/507 came and nothing crashed. */
export async function runAttackMix() {
  const dataDir = mkdtempSync(join(tmpdir(), 'verdict-bench-mix-'));
  try {
    const room = await prepareRoom(dataDir);
    const server = await startServer({
      VERDICT_DATA_DIR: dataDir,
      ROOM_MAX_BYTES: String(ROOM_MB * 1_000_000),
      RATE_LIMIT_PER_MINUTE: '600',
    });
    const url = server.url;
    let report;
    let exited = null;
    let loopDelay;
    try {
      // Idle first: /healthz alone, then the victim alone, on the same server.
      const stopIdleProbe = await startProber(url);
      await new Promise((r) => setTimeout(r, 3000));
      const idle = await stopIdleProbe();
      const stopIdleVictim = await startProber(url, [VICTIM_PATH, 250, VICTIM_BODY, VICTIM_ADDRESS]);
      await new Promise((r) => setTimeout(r, 3000));
      const idleVictim = await stopIdleVictim();
      const busy = machineBusy();
      console.log(
        `\napps/api attack mix: F1-F4 at once for ${SECONDS} s against default limits (rate limit 600 a minute), a room of ${room.last} entries at its ${ROOM_MB} MB cap; ${loadNote()}${busy ? ': a BUSY machine: /healthz p99 is judged against 3 times its idle p99' : ''}`,
      );
      const stopProbe = await startProber(url);
      const stopVictim = await startProber(url, [VICTIM_PATH, 250, VICTIM_BODY, VICTIM_ADDRESS]);
      const loris = slowloris(url, 1000, ['127.0.2.1', '127.0.2.2', '127.0.2.3', '127.0.2.4']);
      const end = performance.now() + SECONDS * 1000;
      const odds = (from, notation) =>
        request(url, { from, method: 'POST', path: '/v1/odds', body: { notation } });
      const [f1, f2, heavy, ...f3] = await Promise.all([
        loop(
          end,
          (i) =>
            odds('127.0.0.6', F1[i % F1.length]).then((r) => ({ kind: `F1 ${F1[i % F1.length]}`, ...r })),
          1000,
        ),
        Promise.all(
          Object.entries(read).map(([kind, reader]) =>
            loop(end, async () => {
              const started = performance.now();
              try {
                await reader(url, room, room.last);
                return { kind: `F2 ${kind}`, status: 200, ms: performance.now() - started };
              } catch (error) {
                return {
                  kind: `F2 ${kind}`,
                  status: 0,
                  error: error.cause?.code ?? error.message,
                  ms: performance.now() - started,
                };
              }
            }),
          ),
        ).then((lists) => lists.flat()),
        loop(
          end,
          (i) =>
            odds('127.0.0.7', ACCEPTED[i % ACCEPTED.length]).then((r) => ({
              kind: `accepted ${ACCEPTED[i % ACCEPTED.length]}`,
              ...r,
            })),
          1000,
        ),
        ...[0, 1, 2].map((lane) =>
          loop(end, (i) => {
            const notation = F3[(i + lane) % F3.length];
            return odds(`127.0.1.${1 + ((i * 3 + lane) % 10)}`, notation).then((r) => ({
              kind: `F3 ${notation}`,
              ...r,
            }));
          }),
        ),
      ]);
      const health = await stopProbe();
      const victim = await stopVictim();
      const lorisState = { ...loris.state, openAtEnd: loris.state.connected - loris.state.closedByServer };
      loris.stop();
      report = {
        idle,
        idleVictim,
        health,
        victim,
        lorisState,
        results: [...f1, ...f2, ...heavy, ...f3.flat()],
        busy,
      };
    } finally {
      closeAgents();
      exited = server.child.exitCode ?? server.child.signalCode;
      if (exited === null) loopDelay = await server.stop();
    }
    return judge(report, exited, loopDelay);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function judge({ idle, idleVictim, health, victim, lorisState, results, busy }, exited, loopDelay) {
  const ms = (v) => `${v.toFixed(1)} ms`;
  if (loopDelay) console.log(`  the server's ${loopDelay} over the whole run`);
  const kinds = [...new Set(results.map((r) => r.kind))];
  for (const kind of kinds) {
    const mine = results.filter((r) => r.kind === kind);
    const statuses = {};
    for (const r of mine) statuses[r.status || r.error] = (statuses[r.status || r.error] ?? 0) + 1;
    console.log(
      `  ${kind.padEnd(34)} ${String(mine.length).padStart(4)} ${kind.startsWith('F2') ? 'whole reads' : 'sent'}, ${JSON.stringify(statuses)}, slowest ${Math.max(...mine.map((r) => r.ms)).toFixed(0)} ms`,
    );
  }
  console.log(
    `  F4 slowloris: 1000 connections tried, ${lorisState.closedByServer} closed by the server (refused over the cap per address, or cut at the headers timeout), ${lorisState.openAtEnd} open at the end, ${lorisState.errors} errors`,
  );
  const p99 = quantile(health.times, 0.99);
  const idleP99 = quantile(idle.times, 0.99);
  console.log(
    `  /healthz: ${health.times.length} polls, p50 ${ms(quantile(health.times, 0.5))}, p99 ${ms(p99)}, max ${ms(Math.max(...health.times))}, ${health.failures} failed (idle p99 ${ms(idleP99)})`,
  );
  const victimP99 = quantile(victim.times, 0.99);
  console.log(
    `  victim (2d6 check every 250 ms): ${JSON.stringify(victim.statuses)}, p50 ${ms(quantile(victim.times, 0.5))}, p99 ${ms(victimP99)}, max ${ms(Math.max(...victim.times))} (idle p99 ${ms(quantile(idleVictim.times, 0.99))})`,
  );
  // Computations only: a read of a 100 MB room takes as long as the bytes take to travel.
  const computed = results.filter((r) => !r.kind.startsWith('F2') && r.status >= 200 && r.status < 300);
  // The victim's answers are accepted requests too.
  const victimMax = victim.times.length > 0 ? Math.max(...victim.times) : undefined;
  const worst = [...computed, ...(victimMax === undefined ? [] : [{ kind: 'victim', ms: victimMax }])].reduce(
    (a, b) => (b.ms > (a?.ms ?? -1) ? b : a),
    undefined,
  );
  const all = [...results.map((r) => r.status), ...Object.keys(victim.statuses).map(Number)];
  const fivexx = all.filter((s) => s >= 500 && s !== 503 && s !== 507).length;
  const crashed = exited !== null;
  const healthMet = busy ? p99 <= 3 * idleP99 : p99 < 50;
  console.log(aimLine('attack mix: no crash', crashed ? `exited (${exited})` : 'none', 'none', !crashed));
  console.log(aimLine('attack mix: no 5xx but 503/507', `${fivexx}`, '0', fivexx === 0));
  console.log(
    aimLine(
      'attack mix: /healthz p99',
      ms(p99),
      busy ? `within 3 times the idle ${ms(idleP99)} (busy machine)` : 'under 50 ms',
      healthMet,
    ),
  );
  console.log(
    aimLine(
      'attack mix: worst accepted request',
      worst ? `${worst.ms.toFixed(0)} ms (${worst.kind})` : 'none accepted',
      'under 1000 ms',
      (worst?.ms ?? 0) < 1000,
    ),
  );
  console.log(
    aimLine(
      "attack mix: victim's requests answered 200, p99",
      `${victim.failures} not 200, p99 ${ms(victimP99)}`,
      'all 200, p99 under 500 ms',
      victim.failures === 0 && victimP99 < 500,
    ),
  );
  return fivexx === 0 && !crashed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = await runAttackMix();
  if (!ok) process.exitCode = 1;
}
