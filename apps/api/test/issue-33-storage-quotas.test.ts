// Issue 33.5 (F5 of the reliability review): one address could write about 7.5 GB of rooms an hour (415 KB
// rolls weigh 2 in the rate limit), and when the disk filled everyone got 507, new rooms and old alike. On the
// real server: a per-address quota of bytes written a day (STORAGE_CLIENT_BYTES_PER_DAY) answers 429
// `storage_quota` to that address only, and still lets its GM close the room; a free-space reserve
// (STORAGE_RESERVE_BYTES) refuses new rooms with 507 `storage_reserve` while rooms that exist keep taking rolls
// and members.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, join, post, type Seat } from './rooms-client.js';
import { startServer } from './server-process.js';

const QUOTA = 20_000;

const from = (address: string) => ({ 'x-forwarded-for': address });

async function createAs(url: string, address: string) {
  return call(url, 'POST', '/v1/rooms', {
    body: { name: 'Table', gm: { name: 'Ada' } },
    headers: from(address),
  });
}

const d20 = (i: number) => ({
  system: 'd20-roll-under',
  test: 'check',
  input: { value: 12 },
  clientSeed: `seed-${i}`,
});

describe('storage quotas (issue 33.5)', () => {
  it('refuses an address past its bytes a day with 429 storage_quota, and no other address', async () => {
    const server = await startServer({ TRUST_PROXY: '1', STORAGE_CLIENT_BYTES_PER_DAY: String(QUOTA) });
    try {
      const created = await createAs(server.url, '10.0.0.1');
      expect(created.status).toBe(201);
      const gm: Seat = {
        roomId: created.body.room.id,
        token: created.body.token,
        memberId: created.body.member.id,
      };
      let refused: Awaited<ReturnType<typeof post>> | undefined;
      let largest = 0;
      for (let i = 0; i < 200 && !refused; i++) {
        const rolled = await post(server.url, gm, 'rolls', d20(i), from('10.0.0.1'));
        if (rolled.status === 201) largest = Math.max(largest, JSON.stringify(rolled.body.entry).length);
        else refused = rolled;
      }
      expect(refused?.status).toBe(429);
      expect(refused?.body).toMatchObject({ code: 'storage_quota' });
      expect(refused?.body.detail).toContain('STORAGE_CLIENT_BYTES_PER_DAY');
      expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
      // What the address wrote stays within its quota and one more write.
      const exported = await call(server.url, 'GET', `/v1/rooms/${gm.roomId}/export`, { token: gm.token });
      const written = exported.body.entries.reduce(
        (sum: number, e: object) => sum + new TextEncoder().encode(JSON.stringify(e)).length,
        0,
      );
      expect(written).toBeGreaterThan(QUOTA - 2 * largest);
      expect(written).toBeLessThanOrEqual(QUOTA + 2 * largest);
      // Its new rooms are refused too; its GM may still close the room.
      expect((await createAs(server.url, '10.0.0.1')).body).toMatchObject({ code: 'storage_quota' });
      expect((await post(server.url, gm, 'close', {}, from('10.0.0.1'))).status).toBe(201);
      // Another address is not charged for it.
      const other = await createAs(server.url, '10.0.0.2');
      expect(other.status).toBe(201);
      const theirs: Seat = {
        roomId: other.body.room.id,
        token: other.body.token,
        memberId: other.body.member.id,
      };
      expect((await post(server.url, theirs, 'rolls', d20(1), from('10.0.0.2'))).status).toBe(201);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('refuses new rooms below the free-space reserve with 507 storage_reserve, while rooms that exist keep working', async () => {
    const dataDir = mkdtempSync(joinPath(tmpdir(), 'verdict-reserve-'));
    try {
      const before = await startServer({ VERDICT_DATA_DIR: dataDir });
      const created = await createAs(before.url, '127.0.0.1');
      await before.stop();
      expect(created.status).toBe(201);
      const gm: Seat = {
        roomId: created.body.room.id,
        token: created.body.token,
        memberId: created.body.member.id,
      };
      // More free space kept than any disk has: the storage is "below its reserve" from the start.
      const server = await startServer({
        VERDICT_DATA_DIR: dataDir,
        STORAGE_RESERVE_BYTES: '1000000000000000',
      });
      try {
        const refused = await createAs(server.url, '127.0.0.1');
        expect(refused.status).toBe(507);
        expect(refused.body).toMatchObject({ code: 'storage_reserve' });
        expect(refused.body.detail).toContain('STORAGE_RESERVE_BYTES');
        expect((await post(server.url, gm, 'rolls', d20(1))).status).toBe(201);
        await join(server.url, gm.roomId, created.body.invite, 'Pip');
        expect((await post(server.url, gm, 'close', {})).status).toBe(201);
      } finally {
        await server.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
