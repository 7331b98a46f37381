// Start-up with rooms: the server says where its data lives, and servers started together on one new
// SQLite folder all start (their migrations race; the losers retry and find the work done).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { failToStart, startServer } from './server-process.js';

const dataDir = mkdtempSync(join(tmpdir(), 'verdict-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('prints where its data lives, and starts beside others on one new data folder', async () => {
  const env = { WEB_DIST: '/nonexistent', VERDICT_DATA_DIR: dataDir };
  const servers = await Promise.all([startServer(env), startServer(env), startServer(env)]);
  try {
    for (const server of servers) {
      expect(server.stderr()).toContain(`Verdict rooms: SQLite database at ${join(dataDir, 'rooms.sqlite')}`);
      expect(server.stdout[0]).toMatch(/^Verdict listening on /);
    }
  } finally {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
  }
});

it('exits 1 naming DATABASE_URL when it is not a PostgreSQL URL', async () => {
  const failed = await failToStart({ DATABASE_URL: 'mysql://x' });
  expect(failed.code).toBe(1);
  expect(failed.stderr).toContain('DATABASE_URL');
});
