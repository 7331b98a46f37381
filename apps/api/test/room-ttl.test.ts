// Issue 25, item 5: ROOM_TTL_DAYS=0 means rooms never expire. It deleted every room at start-up (the
// sweep deleted rooms idle longer than 0 days: all of them).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createRoom, get } from './rooms-client.js';
import { startServer } from './server-process.js';

const dataDir = mkdtempSync(join(tmpdir(), 'verdict-ttl-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function run<T>(env: Record<string, string>, fn: (url: string) => Promise<T>): Promise<T> {
  const server = await startServer({ WEB_DIST: '/nonexistent', VERDICT_DATA_DIR: dataDir, ...env });
  try {
    return await fn(server.url);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

it('keeps every room across restarts with ROOM_TTL_DAYS=0 (never expire)', async () => {
  const { gm } = await run({}, (url) => createRoom(url, 'Kept'));
  const kept = await run({ ROOM_TTL_DAYS: '0' }, async (url) => {
    // The start-up sweep's delete is queued before any request's query; a moment more all the same.
    await new Promise((resolve) => setTimeout(resolve, 500));
    return get(url, gm, '');
  });
  expect(kept.status).toBe(200);
  expect(kept.body.room.name).toBe('Kept');
}, 60_000);
