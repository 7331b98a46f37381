// A Discord user's (or server's) saved tests are bounded (issue 40, "a user's list is bounded"), on both real
// engines (PostgreSQL skipped locally when it is not installed): past the bound a new name is refused and the
// list is unchanged, a name already saved is replaced in place (any case), and a forgotten one frees a place;
// saves arriving at once through two servers keep it too.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PostgresCluster, postgresAvailable, startPostgres } from '../../test/postgres-cluster.mjs';
import type { RoomStore } from '../rooms/store/types.js';
import { openRoomStore } from './open.js';

function suite(name: string, open: () => Promise<[RoomStore, RoomStore]>, skip = false) {
  describe.skipIf(skip)(`saved tests on ${name}`, () => {
    let store: RoomStore;
    let other: RoomStore;
    beforeAll(async () => {
      [store, other] = await open();
    }, 120_000);
    afterAll(async () => {
      await store?.close();
      if (other !== store) await other?.close();
    });

    it('keeps at most the bound per owner; a saved name is replaced, a forgotten one frees a place', async () => {
      const save = (owner: string, name: string, record = '{}') =>
        store.saveTest({ scope: 'user', owner, name, record, created: 1 }, 3);
      for (const name of ['A', 'B', 'C']) expect(await save('42', name)).toBe(true);
      expect(await save('42', 'D')).toBe(false);
      // Another owner's list is its own.
      expect(await save('77', 'D')).toBe(true);
      // At the bound, a name already saved (in any case) is replaced, not refused.
      expect(await save('42', 'b', '{"v":2}')).toBe(true);
      const list = await store.savedTests('user', '42');
      expect(list.map((s) => [s.name, s.record])).toEqual([
        ['A', '{}'],
        ['b', '{"v":2}'],
        ['C', '{}'],
      ]);
      expect(await store.deleteSavedTest('user', '42', 'a')).toBe(true);
      expect(await save('42', 'D')).toBe(true);
      expect((await store.savedTests('user', '42')).map((s) => s.name)).toEqual(['b', 'C', 'D']);
    });

    it('keeps the bound when saves of new names arrive at once through two servers', async () => {
      const saves = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          (i % 2 ? store : other).saveTest(
            { scope: 'user', owner: 'racer', name: `n${i}`, record: '{}', created: 1 },
            3,
          ),
        ),
      );
      expect(saves.filter(Boolean)).toHaveLength(3);
      expect(await store.savedTests('user', 'racer')).toHaveLength(3);
    });
  });
}

const temp = mkdtempSync(join(tmpdir(), 'verdict-discord-saved-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
suite('SQLite', async () => {
  const store = await openRoomStore({ dataDir: temp });
  return [store, store];
});

let cluster: PostgresCluster | undefined;
afterAll(async () => cluster?.stop());
suite(
  'PostgreSQL',
  async () => {
    cluster = await startPostgres();
    const a = await openRoomStore({ dataDir: '', databaseUrl: cluster.url });
    const b = await openRoomStore({ dataDir: '', databaseUrl: cluster.url });
    return [a, b];
  },
  !postgresAvailable(),
);
