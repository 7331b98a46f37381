// Issue 24, item 6: a retried join with the same Idempotency-Key is the same member with the same token,
// never a second member; the key with another body is a 409; a short key is refused (whoever sends the same
// key, invite and name gets the seat). On the real server process (SQLite).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createRoom, get, post } from './rooms-client.js';
import { type ServerProcess, startServer } from './server-process.js';

let server: ServerProcess;
let url: string;
const dataDir = mkdtempSync(join(tmpdir(), 'verdict-join-idempotent-'));
beforeAll(async () => {
  server = await startServer({ WEB_DIST: '/nonexistent', VERDICT_DATA_DIR: dataDir });
  url = server.url;
}, 60_000);
afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

const joinWith = (roomId: string, body: unknown, key?: string) =>
  call(url, 'POST', `/v1/rooms/${roomId}/members`, {
    body,
    ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }),
  });

describe('joining with Idempotency-Key', () => {
  it('answers a retried join with the first member and token, racing retries included', async () => {
    const room = await createRoom(url, 'Retried joins');
    const roomId = room.gm.roomId;
    const body = { invite: room.invite, name: 'Grog' };
    const key = 'join-5b8f0c2e-6d1a-4c1b';
    const first = await joinWith(roomId, body, key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await joinWith(roomId, body, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    // The replayed token is the member's token.
    const seat = { roomId, token: again.body.token as string, memberId: first.body.member.id as string };
    expect((await get(url, seat, '')).body.me).toEqual({ id: seat.memberId, name: 'Grog', role: 'player' });

    const raced = await Promise.all(
      Array.from({ length: 5 }, () => joinWith(roomId, { ...body, name: 'Ulla' }, 'join-raced-0123456789')),
    );
    expect(raced.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(raced.map((r) => r.body.member.id)).size).toBe(1);
    expect(new Set(raced.map((r) => r.body.token)).size).toBe(1);

    // Without a key, every join is a new member (as before), under a name no member has (issue 33, L4).
    expect((await joinWith(roomId, body)).status).toBe(422);
    expect((await joinWith(roomId, { ...body, name: 'Bo' })).status).toBe(201);
    const members = (await get(url, room.gm, '')).body.members as { name: string }[];
    expect(members.map((m) => m.name)).toEqual(['Ada', 'Grog', 'Ulla', 'Bo']);
    const joins = (await get(url, room.gm, 'entries')).body.entries.filter(
      (e: { type: string }) => e.type === 'member.joined',
    );
    expect(joins).toHaveLength(4);
  }, 60_000);

  it('refuses the key with another body (409), a wrong invite first (403), and a short key (422)', async () => {
    const room = await createRoom(url, 'Conflicts');
    const roomId = room.gm.roomId;
    const key = 'join-conflict-0123456789';
    expect((await joinWith(roomId, { invite: room.invite, name: 'Grog' }, key)).status).toBe(201);
    const other = await joinWith(roomId, { invite: room.invite, name: 'Ulla' }, key);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('idempotency_conflict');
    expect(JSON.stringify(other.body)).not.toContain(room.invite);
    const wrong = await joinWith(roomId, { invite: 'not-the-invite', name: 'Grog' }, key);
    expect(wrong.status).toBe(403);
    expect(JSON.stringify(wrong.body)).not.toContain('token');
    const short = await joinWith(roomId, { invite: room.invite, name: 'Grog' }, 'k1');
    expect(short.status).toBe(422);
    expect(short.body.errors[0].path).toBe('header:Idempotency-Key');
    const bad = await joinWith(roomId, { invite: room.invite, name: 'Grog' }, 'bad key with spaces');
    expect(bad.status).toBe(422);
    // A join's key is not a member's: the GM's roll with the same key is a roll of its own.
    const roll = await post(
      url,
      room.gm,
      'rolls',
      { system: 'd20-roll-under', test: 'check', input: { value: 10 }, clientSeed: 's' },
      { 'idempotency-key': key },
    );
    expect(roll.status).toBe(201);
    const members = (await get(url, room.gm, '')).body.members as { name: string }[];
    expect(members.map((m) => m.name)).toEqual(['Ada', 'Grog']);
  }, 60_000);

  it('replays the same answer after the room closed or filled, and never stores the token in clear', async () => {
    const room = await createRoom(url, 'Closed later');
    const roomId = room.gm.roomId;
    const body = { invite: room.invite, name: 'Grog' };
    const key = 'join-closed-0123456789';
    const first = await joinWith(roomId, body, key);
    expect((await post(url, room.gm, 'close', {})).status).toBe(201);
    const again = await joinWith(roomId, body, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    // A new key on the closed room is refused.
    expect((await joinWith(roomId, body, 'join-closed-other-0123')).status).toBe(409);
    // The database holds the token's hash, never the token (the remembered answer keeps it sealed).
    const files = readdirSync(dataDir, { recursive: true }) as string[];
    const data = files
      .filter((f) => /\.sqlite(-wal)?$/.test(f))
      .map((f) => readFileSync(join(dataDir, f)).toString('latin1'))
      .join('');
    expect(data).toContain(first.body.member.id);
    expect(data).not.toContain(first.body.token);
  }, 60_000);
});
