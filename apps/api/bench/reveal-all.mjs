// Closing a room of 100,000 sealed entries with `revealAll` while another room plays (issue 34, N6): the
// reveals go in batches (src/rooms/reveal-batches.ts), so another room's rolls, sent one after another during
// the close, keep answering. Reports the close's time and the other room's roll latencies during it (p50,
// p99, max), against the request deadline (2,000 ms). BENCH_REVEAL_ENTRIES sets the room's size.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { aimLine, loadNote, openRoom, quantile, startServer } from './server.mjs';

const ENTRIES = Number(process.env.BENCH_REVEAL_ENTRIES ?? 100_000);
const DEADLINE_MS = 2_000;

const post = (url, path, token, body) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

export async function runRevealAll() {
  const dataDir = mkdtempSync(join(tmpdir(), 'verdict-bench-'));
  const server = await startServer({ VERDICT_DATA_DIR: dataDir, ROOM_MAX_ENTRIES: String(ENTRIES + 10) });
  try {
    const room = await openRoom(server.url, 'Sealed');
    const filled = await autocannon({
      url: `${server.url}/v1/rooms/${room.room.id}/rolls`,
      method: 'POST',
      headers: { authorization: `Bearer ${room.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        system: 'd20-roll-under',
        test: 'check',
        input: { value: 12 },
        clientSeed: 'bench',
        visibility: 'gm',
      }),
      connections: 16,
      amount: ENTRIES,
    });
    if (filled.non2xx + filled.errors + filled.timeouts > 0)
      throw new Error(`filling the room: ${filled.non2xx} non-2xx, ${filled.errors} errors`);
    const other = await openRoom(server.url, 'Other');
    const started = performance.now();
    let closing = true;
    const closed = post(server.url, `/v1/rooms/${room.room.id}/close`, room.token, { revealAll: true }).then(
      async (res) => {
        closing = false;
        return { status: res.status, body: await res.json(), ms: performance.now() - started };
      },
    );
    const latencies = [];
    let failures = 0;
    for (let i = 0; closing; i++) {
      const sent = performance.now();
      const res = await post(server.url, `/v1/rooms/${other.room.id}/rolls`, other.token, {
        system: 'd20-roll-under',
        test: 'check',
        input: { value: 12 },
        clientSeed: `other-${i}`,
      });
      await res.arrayBuffer();
      if (res.status !== 201) failures++;
      if (closing) latencies.push(performance.now() - sent);
    }
    const close = await closed;
    const p99 = quantile(latencies, 0.99);
    console.log(
      `\nreveal-all: closed a room of ${ENTRIES.toLocaleString('en-US')} sealed entries with revealAll in ${(close.ms / 1000).toFixed(1)} s (${close.status}, revealed ${close.body.revealed}); another room's rolls during it: ${latencies.length} answered, ${failures} not 201, p50 ${quantile(latencies, 0.5).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms; ${loadNote()}`,
    );
    const met = close.status === 201 && failures === 0 && latencies.length > 0 && p99 < DEADLINE_MS;
    console.log(
      aimLine(
        "another room's roll p99 during a 100,000-entry reveal-all close",
        `${p99.toFixed(0)} ms (${latencies.length} rolls)`,
        `under the ${DEADLINE_MS} ms request deadline`,
        met,
      ),
    );
    return met;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
