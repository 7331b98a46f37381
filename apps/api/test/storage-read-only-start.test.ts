// A read-only data directory at start-up (issue 25, item 5): the server starts anyway, answers room routes
// 503 storage_unavailable naming storage, serves its stateless routes, and logs the real error (it used to
// exit 1). The directory is a read-only tmpfs, so this runs only where the test may mount one (root with
// CAP_SYS_ADMIN), as the full-disk test does.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { call } from './rooms-client.js';
import { startServer } from './server-process.js';

const mount = mkdtempSync(join(tmpdir(), 'verdict-ro-'));
const mounted = (() => {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m,ro', 'tmpfs', mount], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!mounted)
  console.warn('cannot mount a tmpfs here (not root, or no CAP_SYS_ADMIN): skipping the read-only test');
afterAll(() => {
  if (mounted) execFileSync('umount', ['-l', mount]);
  rmSync(mount, { recursive: true, force: true });
});

it.skipIf(!mounted)(
  'starts on a read-only data directory: rooms answer 503 storage_unavailable, stateless routes work, the log names the error',
  async () => {
    // No free-space reserve: a 4 MB disk is under the default one, which would answer new rooms 507 first.
    const server = await startServer({
      WEB_DIST: '/nonexistent',
      VERDICT_DATA_DIR: mount,
      STORAGE_RESERVE_BYTES: '0',
    });
    try {
      const room = await call(server.url, 'POST', '/v1/rooms', {
        body: { name: 'Nope', gm: { name: 'Ada' } },
      });
      expect({ status: room.status, code: room.body?.code }).toEqual({
        status: 503,
        code: 'storage_unavailable',
      });
      expect(room.body.detail).toMatch(/storage/i);
      expect(room.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(server.stderr()).toMatch(/SQLITE_CANTOPEN|SQLITE_READONLY|EROFS|read-only/i);
      expect(server.stderr()).toContain(mount);
      const roll = await fetch(`${server.url}/v1/roll`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ notation: '2d6', seed: 'ro' }),
      });
      expect(roll.status).toBe(200);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect(server.child.exitCode).toBeNull();
      // Once the operator makes the directory writable, rooms work without a restart (tried every 5 s).
      execFileSync('mount', ['-o', 'remount,rw', mount]);
      let created = room;
      for (const stopAt = Date.now() + 60_000; created.status !== 201 && Date.now() < stopAt; ) {
        await new Promise((r) => setTimeout(r, 500));
        created = await call(server.url, 'POST', '/v1/rooms', { body: { name: 'Now', gm: { name: 'Ada' } } });
      }
      expect(created.status).toBe(201);
      expect(server.stderr()).toContain('is open');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  },
  120_000,
);
