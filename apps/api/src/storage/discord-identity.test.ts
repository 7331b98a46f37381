// Discord's identities in the room store, on both real engines (PostgreSQL skipped locally when it is not
// installed): an interaction id is claimed once across two servers' connections, and forgotten after its
// time; a Discord user's member is kept in the room's transaction and deleted with the room.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PostgresCluster, postgresAvailable, startPostgres } from '../../test/postgres-cluster.mjs';
import type { RoomStore } from '../rooms/store/types.js';
import { openRoomStore } from './open.js';

function suite(name: string, open: () => Promise<[RoomStore, RoomStore]>, skip = false) {
  describe.skipIf(skip)(`Discord identities on ${name}`, () => {
    let a: RoomStore;
    let b: RoomStore;
    beforeAll(async () => {
      [a, b] = await open();
    }, 120_000);
    afterAll(async () => {
      await a?.close();
      if (b !== a) await b?.close();
    });

    it('claims an interaction id once, whichever server asks, and forgets it after its time', async () => {
      const claims = await Promise.all(
        Array.from({ length: 6 }, (_, i) => (i % 2 ? a : b).claimInteraction('i-1', 1_000, 0)),
      );
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await a.claimInteraction('i-2', 1_000, 0)).toBe(true);
      // Past its time (claimed before `before`), an id is forgotten, so the table stays bounded.
      expect(await b.claimInteraction('i-3', 2_000_000, 1_500_000)).toBe(true);
      expect(await a.claimInteraction('i-1', 2_000_001, 1_500_000)).toBe(true);
    });

    it("keeps a Discord user's member in the room's transaction, and deletes it with the room", async () => {
      const roomId = `r-discord-${name}`;
      await a.write(roomId, async () => undefined, {
        id: roomId,
        name: 'Table',
        inviteHash: 'i',
        now: 1_000,
        serverSeed: 'a'.repeat(64),
        commitment: 'b'.repeat(64),
      });
      expect(await a.write(roomId, (tx) => tx.discordMember('77'))).toBeUndefined();
      await a.write(roomId, (tx) => tx.setDiscordMember('77', 'm-77'));
      expect(await b.write(roomId, (tx) => tx.discordMember('77'))).toBe('m-77');
      await expect(a.write(roomId, (tx) => tx.setDiscordMember('77', 'm-other'))).rejects.toThrow();
      expect(await a.deleteIdleRooms(2_000)).toContain(roomId);
      // The same room id again: nothing of the deleted room's mapping is left.
      await a.write(roomId, async () => undefined, {
        id: roomId,
        name: 'Table',
        inviteHash: 'i',
        now: 3_000,
        serverSeed: 'a'.repeat(64),
        commitment: 'b'.repeat(64),
      });
      expect(await a.write(roomId, (tx) => tx.discordMember('77'))).toBeUndefined();
    });
  });
}

const temp = mkdtempSync(join(tmpdir(), 'verdict-discord-identity-'));
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
