// Issue 33.2 (F2 of the reliability review): reading a room at its byte cap blocked the event loop. Each page
// of `entriesOf` measured `length(body)` over up to 1,000 following rows (with 415 KB entries, the rest of the
// room for every page), SQLite is synchronous, and the export pulled its next page without yielding: one
// export of a full 100 MB room held `/healthz` for 8-15 s. Here, on the real server: a room filled to its cap
// with the largest rolls the entry cap admits (T13 Dice Tests of about 415 KB, as in the review; the room's cap
// is lowered to 10 MB so the fill is quick, the shape is the same), read from seq 0 by several clients at
// once (exports, `GET /entries` pages, event streams) while `/healthz` is polled every 10 ms. What is asserted
// is counted, not timed: the server's read meter (`VERDICT_READ_METER=1`) says how much entry text one SQL
// statement read, and how much all readers read in one turn of the event loop; every poll is answered.
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { PAGES_PER_TURN } from '../src/rooms/next-turn.js';
import { READ_BYTES } from '../src/rooms/options.js';
import { createRoom, get, post, type Seat } from './rooms-client.js';
import { type ServerProcess, startServer } from './server-process.js';

const ROOM_BYTES = 10_000_000;
const ENTRY_BYTES = 500_000;
/** Readers of each kind, together. */
const EACH = 2;

/** The largest T13 roll the entry cap admits: the most dice (in steps of 100) whose roll is not refused. */
async function fill(url: string, gm: Seat): Promise<number> {
  const roll = (dice: number, i: number) =>
    post(url, gm, 'rolls', {
      system: 't13',
      test: 'dice',
      clientSeed: `fill-${i}`,
      input: {
        main: { dice: `${dice}d1000000` },
        descendant: { dice: `${dice}d1000000` },
        proficiencies: 1,
        difficulty: 8,
      },
    });
  let dice = 3000;
  let first = await roll(dice, 0);
  while (first.status === 422 && dice > 100) {
    dice -= 100;
    first = await roll(dice, 0);
  }
  expect(first.status).toBe(201);
  let rolls = 1;
  for (let i = 1; ; i++) {
    const next = await roll(dice, i);
    if (next.status !== 201) {
      // The room is full: its log's cap, not anything else.
      expect(next.status).toBe(422);
      expect(JSON.stringify(next.body)).toMatch(/full|bytes/i);
      break;
    }
    rolls += 1;
  }
  return rolls;
}

/** Polls `/healthz` one at a time, 10 ms apart, until stopped: how many were answered 200, and the others. */
function pollHealth(url: string) {
  const base = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const result = { ok: 0, failed: [] as string[] };
  let running = true;
  const once = () =>
    new Promise<void>((resolve) => {
      const req = http.get({ host: base.hostname, port: base.port, path: '/healthz', agent }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode === 200) result.ok += 1;
          else result.failed.push(String(res.statusCode));
          resolve();
        });
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        result.failed.push(error.code ?? error.message);
        resolve();
      });
    });
  const done = (async () => {
    while (running) {
      await once();
      await new Promise((r) => setTimeout(r, 10));
    }
    agent.destroy();
  })();
  return {
    result,
    stop: async () => {
      running = false;
      await done;
      return result;
    },
  };
}

const auth = (gm: Seat) => ({ authorization: `Bearer ${gm.token}` });

async function exportAll(url: string, gm: Seat): Promise<number[]> {
  const res = await fetch(`${url}/v1/rooms/${gm.roomId}/export`, { headers: auth(gm) });
  expect(res.status).toBe(200);
  const log = JSON.parse(await res.text());
  return log.entries.map((e: { seq: number }) => e.seq);
}

async function pageAll(url: string, gm: Seat, last: number): Promise<number[]> {
  const seqs: number[] = [];
  let after = 0;
  while (after < last) {
    const res = await fetch(`${url}/v1/rooms/${gm.roomId}/entries?after=${after}&limit=1000`, {
      headers: auth(gm),
    });
    expect(res.status).toBe(200);
    const { entries } = JSON.parse(await res.text());
    expect(entries.length).toBeGreaterThan(0);
    for (const e of entries) seqs.push(e.seq);
    after = seqs.at(-1)!;
  }
  return seqs;
}

async function streamAll(url: string, gm: Seat, last: number): Promise<number[]> {
  const stop = new AbortController();
  const res = await fetch(`${url}/v1/rooms/${gm.roomId}/events`, {
    headers: { ...auth(gm), 'last-event-id': '0' },
    signal: stop.signal,
  });
  expect(res.status).toBe(200);
  const seqs: number[] = [];
  const decoder = new TextDecoder();
  const reader = res.body!.getReader();
  let text = '';
  try {
    while (seqs.at(-1) !== last) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      // Keep only the last (maybe partial) event's text: the entries' data is large.
      const events = text.split('\n\n');
      text = events.pop()!;
      for (const event of events) {
        const id = /^id: (\d+)$/m.exec(event);
        if (id) seqs.push(Number(id[1]));
      }
    }
  } finally {
    stop.abort();
  }
  return seqs;
}

/** Stops the server and reads what it printed on the way out: the read meter's counts and its loop delay. */
async function stopAndRead(server: ServerProcess) {
  await server.stop();
  const err = server.stderr();
  const meter = /room reads: (\{.*\})/.exec(err);
  expect(meter, err).not.toBeNull();
  return {
    counts: JSON.parse(meter![1]!) as { statements: number; largestStatement: number; largestTurn: number },
    loopDelay: /event loop delay .*/.exec(err)?.[0],
  };
}

describe('reading a room at its byte cap never blocks the server (issue 33.2)', () => {
  it('reads no more than a page per SQL statement, and a few pages per turn of the event loop, while /healthz is answered', async () => {
    const server = await startServer({
      ROOM_MAX_BYTES: String(ROOM_BYTES),
      ROOM_ENTRY_BYTES: String(ENTRY_BYTES),
      REQUEST_DEADLINE_MS: '60000',
      VERDICT_READ_METER: '1',
      VERDICT_LOOP_DELAY: '1',
    });
    try {
      const { gm } = await createRoom(server.url);
      const rolls = await fill(server.url, gm);
      const last: number = (await get(server.url, gm, '')).body.room.lastSeq;
      expect(last).toBeGreaterThan(rolls);
      expect(last * 400_000).toBeGreaterThan(ROOM_BYTES * 0.9);
      const all = Array.from({ length: last }, (_, i) => i + 1);

      const health = pollHealth(server.url);
      const reads = await Promise.all([
        ...Array.from({ length: EACH }, () => exportAll(server.url, gm)),
        ...Array.from({ length: EACH }, () => pageAll(server.url, gm, last)),
        ...Array.from({ length: EACH }, () => streamAll(server.url, gm, last)),
      ]);
      const polls = await health.stop();
      for (const seqs of reads) expect(seqs).toEqual(all);
      expect(polls.failed).toEqual([]);
      expect(polls.ok).toBeGreaterThan(0);

      const { counts, loopDelay } = await stopAndRead(server);
      console.log(`issue 33.2: ${last} entries; ${JSON.stringify(counts)}; ${loopDelay}`);
      // One statement reads one page at most: the page's budget, or a single entry larger than it.
      const page = Math.max(READ_BYTES, ENTRY_BYTES);
      expect(counts.largestStatement).toBeLessThanOrEqual(page);
      // In one turn of the event loop, every reader together reads a few pages at most (PAGES_PER_TURN, and as
      // many again where the server's turn and the meter's straddle), whatever the room holds and however many
      // read it: the loop gets back to its I/O between pages.
      expect(counts.largestTurn).toBeLessThanOrEqual(2 * PAGES_PER_TURN * page);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  }, 600_000);
});
