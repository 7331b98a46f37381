// Issue 25, "the event loop only does I/O", for a room's appends: the protocol hashes each entry into the chain (RFC
// 8785 canonical JSON, then SHA-256), and an entry may be as large as ROOM_ENTRY_BYTES allows (500,000 bytes). The
// roll's job runs in the worker pool, and now the entry is decided, canonicalized, hashed and written as JSON there
// too: the event loop's hashing per append must not grow with the entry. Counted by `@verdict/fair`'s own count of
// what it canonicalizes and hashes in this thread (a worker thread loads its own copy), never timed. A real worker
// pool (`dist/worker.js`), real SQLite, the app's real roll route.
import { fileURLToPath } from 'node:url';
import { hashingCount } from '@verdict/fair';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkerPool, type WorkerPool } from '../src/node/worker-pool.js';
import { post } from './http.js';
import { type RoomsApp, roomsApp } from './rooms-app.js';

let pool: WorkerPool;
let r: RoomsApp;

beforeAll(async () => {
  pool = createWorkerPool({
    size: 1,
    file: new URL('../dist/worker.js', import.meta.url),
    setup: { systems: [], cwd: fileURLToPath(new URL('..', import.meta.url)), maxResponseBytes: 1_000_000 },
  });
  await pool.ready;
  // A wide deadline: the largest entry is a few hundred thousand dice faces, and the machine may be busy.
  r = await roomsApp({ app: { compute: pool.run, requestDeadlineMs: 60_000 } });
}, 120_000);

afterAll(async () => {
  await r?.close();
  await pool?.close();
});

/** Bytes this thread canonicalized and hashed while rolling `input` (a T13 Dice Test), and the entry's size. */
async function rollCounted(dice: string, clientSeed: string, visibility = 'public') {
  const before = { ...hashingCount };
  const res = await post(
    r.app,
    `/v1/rooms/${r.roomId}/rolls`,
    {
      system: 't13',
      test: 'dice',
      input: { main: { dice }, proficiencies: 0, difficulty: 10 },
      clientSeed,
      visibility,
    },
    r.auth(r.gmToken),
  );
  const text = await res.text();
  expect(res.status, text).toBe(201);
  return {
    hashed: hashingCount.hashedBytes - before.hashedBytes,
    canonical: hashingCount.canonicalChars - before.canonicalChars,
    // The entry and, for a sealed roll the GM may open, its hidden part.
    entryBytes: text.length,
  };
}

describe("a room append's hashing on the event loop", () => {
  it('does not grow with the entry: the largest entry the caps allow costs the loop what a small one does', async () => {
    const small = await rollCounted('1d6', 'small');
    // 4,000 dice of a million sides: near the largest roll ROOM_ENTRY_BYTES admits (T13's maxEntryBytes bounds it).
    const large = await rollCounted('4000d1000000', 'large');
    expect(small.entryBytes).toBeLessThan(5_000);
    expect(large.entryBytes).toBeGreaterThan(100_000);
    // Whatever the loop still hashes per append (nothing, or a seed's commitment) is the same for both.
    expect(large.hashed).toBeLessThanOrEqual(small.hashed + 1_000);
    expect(large.canonical).toBeLessThanOrEqual(small.canonical + 1_000);
  }, 120_000);

  it('nor does a sealed one: its hidden part is sealed where it was rolled too', async () => {
    const small = await rollCounted('1d6', 'small-gm', 'gm');
    const large = await rollCounted('4000d1000000', 'large-gm', 'gm');
    expect(large.entryBytes).toBeGreaterThan(100_000);
    expect(large.hashed).toBeLessThanOrEqual(small.hashed + 1_000);
    expect(large.canonical).toBeLessThanOrEqual(small.canonical + 1_000);
  }, 120_000);
});
