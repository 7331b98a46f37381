// Issue 25, item 5, on the real server process: a full disk answers 507 storage_full (it was a 500 hiding
// SQLITE_FULL behind "cannot rollback - no transaction is active"), the log names the real error, and the
// server keeps serving reads. The disk is a small tmpfs, so this runs only where the test may mount one
// (root with CAP_SYS_ADMIN); src/rooms/storage-faults.test.ts covers the same answers everywhere.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { call, createRoom, get } from './rooms-client.js';
import { startServer } from './server-process.js';

const mount = mkdtempSync(join(tmpdir(), 'verdict-full-'));
const mounted = (() => {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', mount], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!mounted)
  console.warn('cannot mount a tmpfs here (not root, or no CAP_SYS_ADMIN): skipping the full-disk test');
afterAll(() => {
  if (mounted) execFileSync('umount', ['-l', mount]);
  rmSync(mount, { recursive: true, force: true });
});

it.skipIf(!mounted)(
  'answers 507 storage_full on a full disk, logs SQLITE_FULL, and still serves reads',
  async () => {
    const server = await startServer({ WEB_DIST: '/nonexistent', VERDICT_DATA_DIR: join(mount, 'data') });
    try {
      const { gm } = await createRoom(server.url, 'Before the disk filled');
      // Fill the disk, but for a little room, then create rooms until one does not fit.
      const free = Number(
        execFileSync('df', ['--output=avail', '-B1', mount], { encoding: 'utf8' }).split('\n')[1],
      );
      writeFileSync(join(mount, 'filler'), Buffer.alloc(Math.max(0, free - 64 * 1024)));
      let answer = await call(server.url, 'POST', '/v1/rooms', {
        body: { name: 'More', gm: { name: 'Ada' } },
      });
      for (let i = 0; i < 2_000 && answer.status === 201; i++) {
        answer = await call(server.url, 'POST', '/v1/rooms', { body: { name: 'More', gm: { name: 'Ada' } } });
      }
      expect({ status: answer.status, code: answer.body?.code }).toEqual({
        status: 507,
        code: 'storage_full',
      });
      expect(answer.body.detail).toMatch(/storage/i);
      expect(server.stderr()).toMatch(/SQLITE_FULL|database or disk is full/);
      expect(server.stderr()).not.toContain('cannot rollback');
      expect(server.child.exitCode).toBeNull();
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect((await get(server.url, gm, '')).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  },
  120_000,
);
