// The room store on both real engines: SQLite in a temporary folder, and PostgreSQL in a throwaway
// cluster (skipped locally when PostgreSQL is not installed; required in CI).
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PostgresCluster, postgresAvailable, startPostgres } from '../../../test/postgres-cluster.mjs';
import { openRoomStore } from '../../storage/open.js';
import type { RoomStore } from './types.js';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** Appends one roll-like entry that takes the next nonce, as the room service does. */
function appendRoll(store: RoomStore, roomId: string, now = 1_000) {
  return store.write(roomId, async (tx) => {
    const { lastSeq, nonce } = tx.room;
    const seq = lastSeq + 1;
    const body = JSON.stringify({ seq, nonce, prev: tx.room.lastHash });
    await tx.append({
      now,
      entry: { seq, type: 'roll', memberId: 'm1', answers: null, hash: sha(body), body },
      room: { nonce: nonce + 1 },
    });
    return { seq, nonce };
  });
}

function storeSuite(name: string, open: () => Promise<[RoomStore, RoomStore]>, skip = false) {
  describe.skipIf(skip)(`room store on ${name}`, () => {
    let a: RoomStore;
    let b: RoomStore;
    beforeAll(async () => {
      [a, b] = await open();
    });
    afterAll(async () => {
      await a?.close();
      if (b !== a) await b?.close();
    });

    it('keeps seqs and nonces gap-free under concurrent writers on two connections', async () => {
      const roomId = `r-${name}-1`;
      const heardA: number[] = [];
      const heardB: number[] = [];
      a.onAppend((room, seq) => room === roomId && heardA.push(seq));
      b.onAppend((room, seq) => room === roomId && heardB.push(seq));
      const created = await a.write(roomId, async (tx) => tx.room.lastSeq, {
        id: roomId,
        name: 'Table',
        inviteHash: 'i',
        now: 1_000,
        serverSeed: 'a'.repeat(64),
        commitment: 'b'.repeat(64),
      });
      expect(created).toBe(0);
      const writes = Array.from({ length: 60 }, (_, i) => appendRoll(i % 2 ? a : b, roomId));
      const results = await Promise.all(writes);
      expect(results.map((r) => r!.seq).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 60 }, (_, i) => i + 1),
      );
      const entries = await a.entries(roomId, 0, 1000);
      expect(entries.map((e) => e.seq)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
      // Each entry saw the previous one's hash and the next nonce: the lock held.
      entries.forEach((entry, i) => {
        const body = JSON.parse(entry.body);
        expect(body.nonce).toBe(i);
        expect(body.prev).toBe(i === 0 ? '0'.repeat(64) : entries[i - 1]!.hash);
      });
      const room = await b.room(roomId);
      expect(room).toMatchObject({ lastSeq: 60, nonce: 60, lastHash: entries[59]!.hash, closed: false });
      // Every store hears every append: its own directly, the other's (PostgreSQL) through NOTIFY.
      await expect.poll(() => new Set(heardA).size).toBe(60);
      await expect.poll(() => new Set(heardB).size).toBe(60);
    });

    it('refuses an entry that does not follow the head, and rolls the whole write back', async () => {
      const roomId = `r-${name}-2`;
      await a.write(roomId, async () => {}, {
        id: roomId,
        name: 'T',
        inviteHash: 'i',
        now: 1_000,
        serverSeed: 'a'.repeat(64),
        commitment: 'b'.repeat(64),
      });
      await appendRoll(a, roomId);
      await expect(
        a.write(roomId, async (tx) => {
          await tx.append({
            now: 1_000,
            entry: { seq: 2, type: 'roll', memberId: null, answers: null, hash: 'h', body: '{}' },
            room: { nonce: 5 },
          });
          await tx.append({
            now: 1_000,
            entry: { seq: 4, type: 'roll', memberId: null, answers: null, hash: 'h', body: '{}' },
          });
        }),
      ).rejects.toThrow('does not follow');
      expect(await a.room(roomId)).toMatchObject({ lastSeq: 1, nonce: 1 });
      expect((await a.entries(roomId, 0, 10)).length).toBe(1);
      expect(await a.write('missing', async () => 1)).toBeUndefined();
    });

    it('keeps one answer per member and request', async () => {
      const roomId = `r-${name}-3`;
      await a.write(roomId, async () => {}, {
        id: roomId,
        name: 'T',
        inviteHash: 'i',
        now: 1_000,
        serverSeed: 'a'.repeat(64),
        commitment: 'b'.repeat(64),
      });
      const answer = (seq: number) =>
        a.write(roomId, (tx) =>
          tx.append({
            now: 1_000,
            entry: { seq, type: 'roll', memberId: 'm1', answers: 7, hash: 'h', body: '{}' },
          }),
        );
      await answer(1);
      await expect(answer(2)).rejects.toThrow();
      expect(await a.write(roomId, (tx) => tx.answered(7, 'm1'))).toBe(true);
    });

    it('deletes idle rooms with everything in them (Discord links too), and forgets old idempotency records', async () => {
      const roomId = `r-${name}-4`;
      await a.write(
        roomId,
        async (tx) => {
          await tx.append({
            now: 5_000,
            entry: { seq: 1, type: 'room.opened', memberId: null, answers: null, hash: 'h', body: '{}' },
            content: '{"salt":"x"}',
            member: { id: `m-${name}`, name: 'GM', role: 'gm', tokenHash: sha(`token-${name}`) },
          });
          await tx.remember('m', 'k', { route: 'r', bodyHash: 'b', status: 201, response: '{}' });
        },
        {
          id: roomId,
          name: 'T',
          inviteHash: 'i',
          now: 5_000,
          serverSeed: 'a'.repeat(64),
          commitment: 'b'.repeat(64),
        },
      );
      expect(await a.memberByToken(roomId, sha(`token-${name}`))).toMatchObject({ role: 'gm', joinedSeq: 1 });
      // A channel bound to the room, seen from the other connection; linking again replaces the binding.
      const link = { channelId: `c-${name}`, roomId, memberId: `m-${name}`, linkedBy: 'u1', created: 5_000 };
      await a.setDiscordLink(link);
      await a.setDiscordLink({ ...link, linkedBy: 'u2', created: 5_500 });
      expect(await b.discordLink(`c-${name}`)).toEqual({ ...link, linkedBy: 'u2', created: 5_500 });
      await b.setDiscordLink({ ...link, channelId: `c-${name}-gone` });
      await b.deleteDiscordLink(`c-${name}-gone`);
      expect(await a.discordLink(`c-${name}-gone`)).toBeUndefined();
      expect(await a.forgetIdempotency(4_000)).toBe(0);
      expect(await a.write(roomId, (tx) => tx.idempotency('m', 'k'))).toMatchObject({ status: 201 });
      expect(await a.forgetIdempotency(6_000)).toBeGreaterThanOrEqual(1);
      expect(await a.deleteIdleRooms(5_000)).not.toContain(roomId);
      expect(await a.deleteIdleRooms(5_001)).toContain(roomId);
      expect(await a.room(roomId)).toBeUndefined();
      expect(await a.entries(roomId, 0, 10)).toEqual([]);
      expect(await a.content(roomId, 1)).toBeUndefined();
      expect(await a.members(roomId)).toEqual([]);
      expect(await a.discordLink(`c-${name}`)).toBeUndefined();
    });
  });
}

const temp = mkdtempSync(join(tmpdir(), 'verdict-store-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
// One process per SQLite file (better-sqlite3 is synchronous: a second connection in the same process
// would block the event loop waiting for the first): its writers are concurrent requests of one server.
storeSuite('SQLite', async () => {
  const store = await openRoomStore({ dataDir: temp });
  return [store, store];
});

const withPostgres = postgresAvailable();
let cluster: PostgresCluster | undefined;
afterAll(async () => cluster?.stop());
storeSuite(
  'PostgreSQL',
  async () => {
    cluster = await startPostgres();
    const a = await openRoomStore({ dataDir: '', databaseUrl: cluster.url });
    const b = await openRoomStore({ dataDir: '', databaseUrl: cluster.url });
    return [a, b];
  },
  !withPostgres,
);
