// Starts dist/serve.js on a free loopback port for the benchmarks, with JSON request logs drained and
// discarded, and reads its memory from /proc.
import { fork, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';

const SERVE = join(import.meta.dirname, '..', 'dist', 'serve.js');

/** Starts the server with `env` on top of a free port, no rate limit and JSON logs. */
export function startServer(env = {}) {
  if (!existsSync(SERVE))
    throw new Error(`${SERVE} is missing: build first (npx turbo run build --filter=@verdict/api...)`);
  // BENCH_NODE_ARGS: extra flags for the servers' node (`--cpu-prof --cpu-prof-dir=/tmp/prof` to see where
  // their main thread spends its time during a run).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, SERVE], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_FORMAT: 'json',
      VERDICT_LOOP_DELAY: '1',
      ...env,
    },
    // stderr is passed on for start-up failures (the shutdown notice is expected there at the end), except
    // the event loop delay line, which `stop()` resolves with.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let loopDelay;
  let errBuffer = '';
  child.stderr.on('data', (chunk) => {
    errBuffer += chunk.toString();
    for (let cut = errBuffer.indexOf('\n'); cut >= 0; cut = errBuffer.indexOf('\n')) {
      const line = errBuffer.slice(0, cut);
      errBuffer = errBuffer.slice(cut + 1);
      const delay = /^Verdict: (event loop delay .*)$/.exec(line);
      if (delay) loopDelay = delay[1];
      else process.stderr.write(`${line}\n`);
    }
  });
  return new Promise((resolveStart, reject) => {
    let buffer = '';
    const onData = (chunk) => {
      buffer += chunk.toString();
      const match = /^Verdict listening on (http:\/\/\S+)\n/.exec(buffer);
      if (!match) return;
      child.stdout.off('data', onData);
      child.stdout.resume(); // drain and discard the request logs
      // stop() resolves with the server's own event loop delay line (see src/node/loop-delay.ts).
      resolveStart({ child, url: match[1], stop: () => stopServer(child).then(() => loopDelay) });
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening`)));
  });
}

/** Opens a room as its GM on a running server: its id and the GM's token (`{ room, token, ... }`). */
export async function openRoom(url, name = 'Bench') {
  const response = await fetch(`${url}/v1/rooms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, gm: { name: 'GM' } }),
  });
  return response.json();
}

/**
 * Starts a prober (prober.mjs) in its own process: `/healthz` every 10 ms by default, or `args` (path,
 * interval, body, source address). Resolves once it polls, with its stop function, which resolves with
 * `{ times, failures, statuses }`.
 */
export async function startProber(url, args = []) {
  const child = fork(join(import.meta.dirname, 'prober.mjs'), [url, ...args.map(String)]);
  await new Promise((resolve) => child.once('message', resolve));
  return () =>
    new Promise((resolve) => {
      child.once('message', resolve);
      child.send('stop');
    });
}

function stopServer(child) {
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  return exited;
}

/** The resident memory of a process in MB (Linux), or NaN. */
export function residentMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

/**
 * The machine's load average (1, 5 and 15 minutes) and its cores, printed beside every result: the machine
 * may be shared, and a number means little without the load it was measured under.
 */
export function loadNote() {
  return `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${availableParallelism()} cores`;
}

/**
 * Whether the machine is busy: its 1-minute load average above its cores. On a busy machine a latency aim is
 * judged against the same route's idle latency measured in the same run (within 3 times), not in milliseconds.
 */
export function machineBusy() {
  return loadavg()[0] > availableParallelism();
}

/** An aim's line: what, the measured value, the aim, met or not (undefined: not judged), and the load average now. */
export function aimLine(what, measured, aim, met) {
  const verdict = met === undefined ? 'NOT JUDGED' : met ? 'PASS' : 'FAIL';
  return `  AIM ${what}: ${measured} (aim ${aim}): ${verdict}; ${loadNote()}`;
}

/** The q-quantile (0..1) of a list of numbers. */
export function quantile(values, q) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
