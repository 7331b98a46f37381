// The read run (issue 33.2, F2 of the reliability review): a room filled to its byte cap (100 MB by default) with
// the largest rolls its entry cap admits (T13 Dice Tests of about 415 KB), then read from seq 0 by many clients
// at once (BENCH_READ_CLIENTS, default 20: a third export it, a third pages it with `GET /entries?limit=1000`,
// a third streams it from `Last-Event-ID: 0`) while `/healthz` is polled every 10 ms on its own connection.
// Reports `/healthz` p50/p99/max and the polls over 200 ms (aims: p99 under 50 ms, none over 200 ms), the
// server's own event loop delay, and its read meter (the most entry text one SQL statement and one turn of
// the event loop read). BENCH_READ_MB sets the room's cap (ROOM_MAX_BYTES) in MB.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aimLine, loadNote, openRoom, quantile, startProber, startServer } from './server.mjs';

const ROOM_MB = Number(process.env.BENCH_READ_MB ?? 100);
const CLIENTS = Number(process.env.BENCH_READ_CLIENTS ?? 20);

/** Fills the room (`{ room, token }`) with the largest T13 rolls the entry cap admits, two at a time, until its log is full. */
export async function fill(url, room) {
  const roll = (dice, i) =>
    fetch(`${url}/v1/rooms/${room.room.id}/rolls`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${room.token}` },
      body: JSON.stringify({
        system: 't13',
        test: 'dice',
        clientSeed: `fill-${i}`,
        input: {
          main: { dice: `${dice}d1000000` },
          descendant: { dice: `${dice}d1000000` },
          proficiencies: 1,
          difficulty: 8,
        },
      }),
    });
  let dice = 3000;
  while ((await roll(dice, 0)).status === 422 && dice > 100) dice -= 100;
  let next = 1;
  let full = false;
  const lane = async () => {
    while (!full) {
      const res = await roll(dice, next++);
      await res.arrayBuffer();
      if (res.status !== 201) full = true;
    }
  };
  await Promise.all([lane(), lane()]);
  return dice;
}

/** A GET, tried again when a kept-alive connection was closed under it (the server's keep-alive timeout). */
async function getWithRetry(url, headers) {
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(url, { headers });
      return { status: res.status, text: await res.text() };
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

export const read = {
  async export(url, room) {
    const res = await fetch(`${url}/v1/rooms/${room.room.id}/export`, {
      headers: { authorization: `Bearer ${room.token}` },
    });
    return (await res.arrayBuffer()).byteLength;
  },
  async entries(url, room, last) {
    let after = 0;
    let bytes = 0;
    while (after < last) {
      const { text } = await getWithRetry(
        `${url}/v1/rooms/${room.room.id}/entries?after=${after}&limit=1000`,
        {
          authorization: `Bearer ${room.token}`,
        },
      );
      bytes += text.length;
      const seqs = [...text.matchAll(/"seq":(\d+)/g)].map((m) => Number(m[1]));
      after = Math.max(after + 1, ...seqs.filter((s) => s <= last));
    }
    return bytes;
  },
  async events(url, room, last) {
    const stop = new AbortController();
    const res = await fetch(`${url}/v1/rooms/${room.room.id}/events`, {
      headers: { authorization: `Bearer ${room.token}`, 'last-event-id': '0' },
      signal: stop.signal,
    });
    const reader = res.body.getReader();
    // The last entry's id line, looked for in the bytes (never decoding the entries), across chunk edges.
    const end = Buffer.from(`\nid: ${last}\n`);
    let carry = Buffer.alloc(0);
    let bytes = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.byteLength;
        const chunk = Buffer.concat([carry, Buffer.from(value.buffer, value.byteOffset, value.byteLength)]);
        if (chunk.includes(end)) break;
        carry = chunk.subarray(-end.length);
      }
    } finally {
      stop.abort();
    }
    return bytes;
  },
};

/** Runs the read run; resolves with whether its aims were met (undefined: not judged). */
export async function runReads() {
  const dataDir = mkdtempSync(join(tmpdir(), 'verdict-bench-reads-'));
  const { url, stop, child } = await startServer({
    VERDICT_DATA_DIR: dataDir,
    ROOM_MAX_BYTES: String(ROOM_MB * 1_000_000),
    REQUEST_DEADLINE_MS: '60000',
    VERDICT_READ_METER: '1',
  });
  let meter;
  child.stderr.on('data', (chunk) => {
    const found = /room reads: (\{.*\})/.exec(chunk.toString());
    if (found) meter = JSON.parse(found[1]);
  });
  let result;
  try {
    const room = await openRoom(url, 'Read run');
    const started = performance.now();
    const dice = await fill(url, room);
    const view = await (
      await fetch(`${url}/v1/rooms/${room.room.id}`, { headers: { authorization: `Bearer ${room.token}` } })
    ).json();
    const last = view.room.lastSeq;
    const size = await read.export(url, room);
    console.log(
      `\napps/api read run: a room of ${(size / 1e6).toFixed(1)} MB (${last} entries, T13 ${dice}+${dice} dice) filled in ${((performance.now() - started) / 1000).toFixed(1)} s; ${CLIENTS} clients read it from seq 0; ${loadNote()}`,
    );
    // /healthz alone first, for comparison on a busy machine.
    const idleStop = await startProber(url);
    await new Promise((r) => setTimeout(r, 3000));
    const idle = await idleStop();
    const pollStop = await startProber(url);
    const kinds = Object.keys(read);
    const t0 = performance.now();
    const bytes = await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) => read[kinds[i % kinds.length]](url, room, last)),
    );
    const seconds = (performance.now() - t0) / 1000;
    const { times, failures } = await pollStop();
    result = { idle, times, failures, seconds, bytes: bytes.reduce((a, b) => a + b, 0) };
  } finally {
    const loopDelay = await stop();
    rmSync(dataDir, { recursive: true, force: true });
    result = { ...result, loopDelay };
  }
  const { idle, times, failures, seconds, bytes, loopDelay } = result;
  const p50 = quantile(times, 0.5);
  const p99 = quantile(times, 0.99);
  const max = Math.max(...times);
  const over200 = times.filter((t) => t > 200).length;
  console.log(
    `  ${CLIENTS} readers took ${(bytes / 1e6).toFixed(0)} MB in ${seconds.toFixed(1)} s; /healthz ${times.length} polls: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms, ${over200} over 200 ms, ${failures} failed (idle p99 ${quantile(idle.times, 0.99).toFixed(1)} ms)`,
  );
  console.log(`  server: ${loopDelay}; read meter ${JSON.stringify(meter)}`);
  const p99Met = p99 < 50;
  const maxMet = over200 === 0 && failures === 0;
  console.log(
    aimLine(
      '/healthz p99 while a full room is read from seq 0',
      `${p99.toFixed(1)} ms`,
      'under 50 ms',
      p99Met,
    ),
  );
  console.log(
    aimLine('/healthz polls over 200 ms (or failed) meanwhile', `${over200 + failures}`, 'none', maxMet),
  );
  return p99Met && maxMet;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = await runReads();
  if (!ok) process.exitCode = 1;
}
