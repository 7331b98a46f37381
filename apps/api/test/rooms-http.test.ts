// A whole room over HTTP on the real server process (SQLite): a GM and two players, every visibility, a
// hidden request answered, reveals, an epoch rotation, closing, and the export verified by verifyLog.
import { verifyLog } from '@verdict/room';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppRegistry } from '../src/registry.js';
import { call, createRoom, get, join, openEvents, post, type Seat, seqsOf } from './rooms-client.js';
import { type ServerProcess, startServer } from './server-process.js';
import { until } from './until.js';

let server: ServerProcess;
let url: string;
beforeAll(async () => {
  server = await startServer({ WEB_DIST: '/nonexistent', PUBLIC_URL: 'https://verdict.example' });
  url = server.url;
});
afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
});

const check = (value: number) => ({ system: 'd20-roll-under', test: 'check', input: { value } });

describe('a room over HTTP', () => {
  let gm: Seat;
  let ann: Seat;
  let bo: Seat;
  let invite: string;

  it('plays a whole session, and its export verifies', async () => {
    const room = await createRoom(url);
    gm = room.gm;
    invite = room.invite;
    expect(room.created.room).toMatchObject({ name: 'Friday table', epoch: 1 });
    expect(room.created.room.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(room.created.joinUrl).toBe(
      `https://verdict.example/#/rooms/${gm.roomId}/join?invite=${encodeURIComponent(invite)}`,
    );
    expect(room.created.token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    ann = await join(url, gm.roomId, invite, 'Ann');
    bo = await join(url, gm.roomId, invite, 'Bo');
    const live = await openEvents(url, ann);
    expect(live.status).toBe(200);
    // A token in the URL is refused (and, like every token, never logged: see the last test).
    const inUrl = await call(url, 'GET', `/v1/rooms/${ann.roomId}/events?access_token=${ann.token}`);
    expect(inUrl.status).toBe(422);

    const view = await get(url, bo, '');
    expect(view.body.me).toEqual({ id: bo.memberId, name: 'Bo', role: 'player' });
    expect(view.body.members.map((m: { name: string }) => m.name)).toEqual(['Ada', 'Ann', 'Bo']);

    // public, outcome, blind, gm and entered dice
    const pub = await post(url, gm, 'rolls', { ...check(12), clientSeed: 'table-1' });
    expect(pub.status).toBe(201);
    expect(pub.body.entry).toMatchObject({
      seq: 5,
      type: 'roll',
      visibility: 'public',
      nonce: 0,
      clientSeed: 'table-1',
    });
    expect(pub.body.content).toBeUndefined();
    const out = await post(url, ann, 'rolls', { ...check(10), clientSeed: 'ann-1', visibility: 'outcome' });
    expect(out.body.entry).toMatchObject({
      visibility: 'outcome',
      nonce: 0, // protocol 2: Ann's own first roll (each member counts their own)
      result: { label: expect.any(String) },
    });
    expect(out.body.entry.input).toBeUndefined();
    expect(out.body.content).toMatchObject({
      clientSeed: 'ann-1',
      input: { value: 10 },
      salt: expect.any(String),
    });
    const blind = await post(url, bo, 'rolls', { ...check(9), clientSeed: 'bo-1', visibility: 'blind' });
    expect(Object.keys(blind.body.entry).sort()).toEqual(
      ['at', 'by', 'epoch', 'hash', 'nonce', 'prev', 'sealed', 'seq', 'type', 'visibility'].sort(),
    ); // protocol 2 seals what a blind roll rolls: no system or test in the open
    expect(blind.body.content).toBeUndefined();
    const secret = await post(url, gm, 'rolls', { ...check(15), clientSeed: 'gm-1', visibility: 'gm' });
    expect(secret.body.content).toMatchObject({
      clientSeed: 'gm-1',
      system: 'd20-roll-under',
      test: 'check',
    });
    const entered = await post(url, bo, 'rolls', { ...check(12), dice: [7] });
    expect(entered.body.entry).toMatchObject({
      visibility: 'public',
      dice: [{ face: 7, source: 'entered' }],
    });
    expect(entered.body.entry.nonce).toBeUndefined();

    // who may open what
    const outSeq = out.body.entry.seq;
    const blindSeq = blind.body.entry.seq;
    expect((await get(url, ann, `entries/${outSeq}/private`)).status).toBe(200);
    expect((await get(url, gm, `entries/${outSeq}/private`)).body).toEqual({
      seq: outSeq,
      content: out.body.content,
    });
    expect((await get(url, bo, `entries/${outSeq}/private`)).status).toBe(403);
    expect((await get(url, bo, `entries/${blindSeq}/private`)).status).toBe(403);
    expect((await get(url, gm, `entries/${blindSeq}/private`)).status).toBe(200);
    expect((await get(url, ann, `entries/${secret.body.entry.seq}/private`)).status).toBe(403);
    expect((await get(url, gm, `entries/${pub.body.entry.seq}/private`)).status).toBe(404);
    expect((await get(url, gm, 'entries/999/private')).status).toBe(404);
    // only the GM rolls gm
    expect((await post(url, ann, 'rolls', { ...check(9), clientSeed: 'x', visibility: 'gm' })).status).toBe(
      403,
    );

    // a hidden request to Ann: her answer is sealed from her until the request is revealed
    const req = await post(url, gm, 'requests', {
      to: [ann.memberId],
      ...check(11),
      hidden: true,
      note: 'Listen',
    });
    expect(req.status).toBe(201);
    expect(req.body.entry).toMatchObject({ type: 'request', visibility: 'outcome', to: [ann.memberId] });
    expect(req.body.entry.input).toBeUndefined();
    expect(req.body.content).toMatchObject({ input: { value: 11 } });
    const reqSeq = req.body.entry.seq;
    expect((await post(url, bo, 'rolls', { request: reqSeq, clientSeed: 'bo-2' })).status).toBe(403);
    const conflicting = await post(url, ann, 'rolls', {
      request: reqSeq,
      clientSeed: 'a',
      visibility: 'public',
    });
    expect(conflicting.status).toBe(422);
    expect(conflicting.body.errors[0].path).toBe('/visibility');
    const answer = await post(url, ann, 'rolls', { request: reqSeq, clientSeed: 'ann-2' });
    expect(answer.status).toBe(201);
    expect(answer.body.entry).toMatchObject({ request: reqSeq, visibility: 'outcome' });
    expect(answer.body.content).toBeUndefined();
    expect((await get(url, ann, `entries/${answer.body.entry.seq}/private`)).status).toBe(403);
    expect((await get(url, gm, `entries/${answer.body.entry.seq}/private`)).body.content.input).toEqual(
      expect.objectContaining({ value: 11 }),
    );
    expect((await post(url, ann, 'rolls', { request: reqSeq, clientSeed: 'ann-3' })).status).toBe(409);
    expect((await post(url, ann, 'reveals', { of: reqSeq })).status).toBe(403);
    const revealed = await post(url, gm, 'reveals', { of: reqSeq });
    expect(revealed.body.entry).toMatchObject({ type: 'reveal', of: reqSeq, content: req.body.content });
    expect((await post(url, gm, 'reveals', { of: reqSeq })).status).toBe(409);
    expect((await post(url, gm, 'reveals', { of: pub.body.entry.seq })).status).toBe(422);
    expect((await get(url, ann, `entries/${answer.body.entry.seq}/private`)).status).toBe(200);

    // a new epoch: its seed committed, the old one revealed, nonces from 0
    const rotated = await post(url, gm, 'epochs');
    expect(rotated.body.entry).toMatchObject({ type: 'epoch.rotated', epoch: 1, next: { epoch: 2 } });
    const after = await post(url, bo, 'rolls', { ...check(8), clientSeed: 'bo-3' });
    expect(after.body.entry).toMatchObject({ epoch: 2, nonce: 0 });
    expect((await get(url, gm, '')).body.room).toMatchObject({
      epoch: 2,
      commitment: rotated.body.entry.next.commitment,
    });

    // closing: then only reveals
    expect((await post(url, bo, 'close')).status).toBe(403);
    const closed = await post(url, gm, 'close', {});
    expect(closed.body.entry).toMatchObject({
      type: 'room.closed',
      epoch: 2,
      serverSeed: expect.any(String),
    });
    expect((await post(url, bo, 'rolls', { ...check(8), clientSeed: 'late' })).status).toBe(409);
    expect((await post(url, gm, 'requests', { to: 'all', ...check(8) })).status).toBe(409);
    expect((await post(url, gm, 'epochs')).status).toBe(409);
    expect((await post(url, gm, 'close')).status).toBe(409);
    expect(
      (await call(url, 'POST', `/v1/rooms/${gm.roomId}/members`, { body: { invite, name: 'Late' } })).status,
    ).toBe(409);
    expect((await post(url, gm, 'reveals', { of: blindSeq })).status).toBe(201);

    const exported = await get(url, bo, 'export');
    expect(exported.body).toMatchObject({ format: 'verdict-room-log', version: 1 });
    const entries = exported.body.entries as { seq: number; type: string }[];
    expect(entries.map((e) => e.seq)).toEqual(entries.map((_, i) => i + 1));
    const result = verifyLog(exported.body, createAppRegistry());
    expect(result.failures).toEqual([]);
    expect(result.ok).toBe(true);
    // The GM's secret roll and Ann's two outcome rolls stay sealed.
    expect(result.unverifiable.map((u) => u.seq).sort((x, y) => x - y)).toEqual([
      outSeq,
      secret.body.entry.seq,
      answer.body.entry.seq,
    ]);

    // The live stream got every entry once, in order, and ended after room.closed.
    await live.until((events) => seqsOf(events).includes(closed.body.entry.seq));
    await live.ended;
    expect(seqsOf(live.events)).toEqual(
      entries.filter((e) => e.seq <= closed.body.entry.seq).map((e) => e.seq),
    );
    const first = live.events.find((e) => e.event === 'entry');
    expect(JSON.parse(first!.data!)).toEqual(entries[0]);
    // A stream of a closed room ends with room.closed (the reveal after it is read with GET entries),
    // at once for a client that has seen it.
    const replay = await openEvents(url, bo);
    await replay.ended;
    expect(seqsOf(replay.events).at(-1)).toBe(closed.body.entry.seq);
    const done = await openEvents(url, bo, { lastEventId: String(closed.body.entry.seq) });
    await done.ended;
    expect(seqsOf(done.events)).toEqual([]);

    // Entries by page; limits
    const page = await get(url, gm, 'entries?after=2&limit=3');
    expect(page.body.entries.map((e: { seq: number }) => e.seq)).toEqual([3, 4, 5]);
    expect((await get(url, gm, 'entries?limit=1001')).status).toBe(422);
    expect((await get(url, gm, 'entries?after=-1')).status).toBe(422);
  });

  it('refuses missing, wrong and foreign tokens (401), wrong invites (403), unknown rooms (404)', async () => {
    const other = await createRoom(url, 'Other');
    const path = `/v1/rooms/${gm.roomId}`;
    for (const token of [undefined, 'not-a-token', other.gm.token]) {
      const answer = await call(url, 'GET', path, token ? { token } : {});
      expect(answer.status).toBe(401);
      expect(answer.headers.get('content-type')).toBe('application/problem+json');
      expect(answer.body.code).toBe('unauthorized');
    }
    expect(
      (await call(url, 'POST', `${path}/rolls`, { body: { ...check(1), clientSeed: 'x' } })).status,
    ).toBe(401);
    const wrongInvite = await call(url, 'POST', `/v1/rooms/${other.gm.roomId}/members`, {
      body: { invite: invite, name: 'Eve' },
    });
    expect(wrongInvite.status).toBe(403);
    expect((await call(url, 'GET', '/v1/rooms/nope', { token: gm.token })).body.code).toBe('unknown_room');
    // players may not use the GM's routes
    const bob = await join(url, other.gm.roomId, other.invite, 'Bob');
    for (const route of ['requests', 'reveals', 'epochs', 'close']) {
      expect((await post(url, bob, route, {})).status).toBe(403);
    }
    // requests name members of the room, and a hidden input is never asked for in the open
    const ask = { system: 'd20-roll-under', test: 'check', input: { value: 9 } };
    const stranger = await post(url, other.gm, 'requests', { ...ask, to: [gm.memberId] });
    expect(stranger.status).toBe(422);
    expect(stranger.body.errors[0].path).toBe('/to/0');
    const leaky = await post(url, other.gm, 'requests', {
      ...ask,
      to: 'all',
      hidden: true,
      visibility: 'public',
    });
    expect(leaky.body.errors[0].path).toBe('/visibility');
    const gmOnly = await post(url, other.gm, 'requests', { ...ask, to: [bob.memberId], visibility: 'gm' });
    expect(gmOnly.status).toBe(422);
    expect((await post(url, other.gm, 'requests', { ...ask, to: 'all', note: 'n'.repeat(501) })).status).toBe(
      422,
    );
    // bad bodies: unknown fields and long names are named
    const unknown = await call(url, 'POST', '/v1/rooms', {
      body: { name: 'x', gm: { name: 'y' }, extra: 1 },
    });
    expect(unknown.status).toBe(422);
    const long = await call(url, 'POST', '/v1/rooms', { body: { name: 'x'.repeat(101), gm: { name: 'y' } } });
    expect(long.body.errors[0].path).toBe('/name');
    const seed = await post(url, bob, 'rolls', { ...check(5), clientSeed: '🎲'.repeat(129) });
    expect(seed.body.errors[0].path).toBe('/clientSeed');
    expect((await post(url, bob, 'rolls', { ...check(5), clientSeed: '🎲'.repeat(128) })).status).toBe(201);
    expect((await post(url, bob, 'rolls', '{"system":')).status).toBe(400);
  });

  it('answers a retried roll with the first answer, never a second roll', async () => {
    const room = await createRoom(url, 'Retries');
    const body = { ...check(12), clientSeed: 'retry' };
    const first = await post(url, room.gm, 'rolls', body, { 'idempotency-key': 'roll-1' });
    const again = await post(url, room.gm, 'rolls', body, { 'idempotency-key': 'roll-1' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    // Racing retries: one roll.
    const raced = await Promise.all(
      Array.from({ length: 5 }, () => post(url, room.gm, 'rolls', body, { 'idempotency-key': 'roll-2' })),
    );
    expect(new Set(raced.map((r) => r.body.entry.seq)).size).toBe(1);
    // Another body or route with the same key: 409.
    const other = await post(
      url,
      room.gm,
      'rolls',
      { ...body, clientSeed: 'other' },
      { 'idempotency-key': 'roll-1' },
    );
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('idempotency_conflict');
    expect((await post(url, room.gm, 'epochs', undefined, { 'idempotency-key': 'roll-1' })).status).toBe(409);
    // A failure is not remembered: the key still works for a good body.
    const failed = await post(
      url,
      room.gm,
      'rolls',
      { ...check(12), input: { value: 'x' }, clientSeed: 'x' },
      {
        'idempotency-key': 'k3',
      },
    );
    expect(failed.status).toBe(422);
    expect((await post(url, room.gm, 'rolls', body, { 'idempotency-key': 'k3' })).status).toBe(201);
    // Keys are per member: another member's same key is a new roll.
    const player = await join(url, room.gm.roomId, room.invite, 'P');
    const theirs = await post(url, player, 'rolls', body, { 'idempotency-key': 'roll-1' });
    expect(theirs.body.entry.by).toBe(player.memberId);
    const entries = (await get(url, room.gm, 'entries')).body.entries as { type: string }[];
    expect(entries.filter((e) => e.type === 'roll').length).toBe(4);
    expect((await post(url, room.gm, 'rolls', body, { 'idempotency-key': 'bad key' })).status).toBe(422);
  });

  it('never writes a token to its logs', async () => {
    // A stream is logged once it has ended: its line is waited for, then every line is read.
    await until(() => server.stdout.some((line) => line.includes('/events')), 'an event stream logged');
    const logs = server.stdout.join('\n') + server.stderr();
    expect(logs).toContain('/events');
    for (const seat of [gm, ann, bo]) expect(logs).not.toContain(seat.token);
    expect(logs).not.toContain(invite);
    expect(logs).not.toContain('access_token');
  });
});
