// The store reads and writes the tables through Kysely's CamelCasePlugin, while the database keeps its
// snake_case names from the migrations: rows written in SQL's own names (as by a server from before) read
// back as the store's types, and what the store writes lands in those same columns.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createKyselyStore } from './kysely-store.js';
import { sqliteEngine } from './sqlite.js';

const temp = mkdtempSync(join(tmpdir(), 'verdict-snake-case-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('the room store on snake_case columns', () => {
  it('reads rows written in SQL names, and writes its own into them', async () => {
    const engine = await sqliteEngine(temp);
    const store = await createKyselyStore(engine);
    try {
      await sql`insert into rooms (id, name, invite_hash, created_at, last_activity, closed, epoch, nonce, last_seq, last_hash, bytes)
        values ('r1', 'Table', 'ih', 1000, 2000, 0, 1, 3, 1, ${'h'.repeat(64)}, 10)`.execute(engine.db);
      await sql`insert into members (id, room_id, name, role, token_hash, joined_seq)
        values ('m1', 'r1', 'Ada', 'gm', 'th', 2)`.execute(engine.db);
      await sql`insert into entries (room_id, seq, type, member_id, answers, hash, body)
        values ('r1', 1, 'roll', 'm1', null, 'e1', '{}')`.execute(engine.db);
      await sql`insert into private_contents (room_id, seq, content, revealed_seq)
        values ('r1', 1, '{"salt":"s"}', null)`.execute(engine.db);
      expect(await store.room('r1')).toEqual({
        id: 'r1',
        name: 'Table',
        inviteHash: 'ih',
        createdAt: 1000,
        lastActivity: 2000,
        closed: false,
        closedSeq: 0,
        epoch: 1,
        nonce: 3,
        lastSeq: 1,
        lastHash: 'h'.repeat(64),
        bytes: 10,
        failedRecoveries: 0,
        // A room written before protocol 2 reads as protocol 1 (migration 0007's default).
        protocol: 1,
      });
      expect(await store.memberByToken('r1', 'th')).toEqual({
        id: 'm1',
        roomId: 'r1',
        name: 'Ada',
        role: 'gm',
        tokenHash: 'th',
        joinedSeq: 2,
        nonce: 0,
        nonceEpoch: 0,
      });
      expect(await store.entries('r1', 0, 10)).toEqual([
        { seq: 1, type: 'roll', memberId: 'm1', answers: null, hash: 'e1', body: '{}' },
      ]);
      expect(await store.content('r1', 1)).toEqual({ seq: 1, content: '{"salt":"s"}', revealedSeq: null });

      await store.write('r1', async (tx) => {
        await tx.append({
          now: 3000,
          entry: { seq: 2, type: 'reveal', memberId: 'm1', answers: null, hash: 'e2', body: '{"of":1}' },
          reveals: 1,
        });
        await tx.remember('m1', 'k1', { route: 'reveals', bodyHash: 'bh', status: 201, response: '{}' });
      });
      await store.failedAttempt('r1', 1, 'm1');
      const raw = async (query: ReturnType<typeof sql>) => (await query.execute(engine.db)).rows;
      expect(await raw(sql`select last_seq, last_hash, last_activity from rooms`)).toEqual([
        { last_seq: 2, last_hash: 'e2', last_activity: 3000 },
      ]);
      expect(await raw(sql`select revealed_seq from private_contents`)).toEqual([{ revealed_seq: 2 }]);
      expect(await raw(sql`select member_id, body_hash, created_at from idempotency`)).toEqual([
        { member_id: 'm1', body_hash: 'bh', created_at: 3000 },
      ]);
      expect(await store.failedAttempts('r1')).toEqual([{ request: 1, member: 'm1', count: 1 }]);
    } finally {
      await store.close();
    }
  });
});
