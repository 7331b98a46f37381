// Issue 35: a seat taken back with its recovery key. The GM's key comes with the room (shown once); the seat
// recovered is the same member with a new token (the old token keeps working); a wrong, replaced or unknown
// room's key is one 403 saying nothing more, counted for the GM; a retry with the same Idempotency-Key is the
// same token; a closed room still gives its seats back; every attempt costs 10 requests of the rate limit.
import { afterEach, describe, expect, it } from 'vitest';
import { expectProblem, post } from './http.js';
import { type RoomsApp, roomsApp } from './rooms-app.js';

let opened: RoomsApp | undefined;
async function fresh(options?: Parameters<typeof roomsApp>[0]): Promise<RoomsApp> {
  opened = await roomsApp(options);
  return opened;
}
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

const recover = (t: RoomsApp, roomId: string, key: string, idempotencyKey?: string) =>
  post(
    t.app,
    `/v1/rooms/${roomId}/recovery`,
    { key },
    idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  );

describe('POST /v1/rooms/{id}/recovery', () => {
  it("seats another screen as the GM with the room's recovery key, and refuses every other key alike", async () => {
    const t = await fresh();
    const created = await (await post(t.app, '/v1/rooms', { name: 'Campaign', gm: { name: 'Ada' } })).json();
    expect(created.recoveryKey).toMatch(/^[\w-]{43}$/);
    expect(created.recoveryKey).not.toBe(created.token);
    const roomId = created.room.id as string;

    const back = await recover(t, roomId, created.recoveryKey);
    expect(back.status).toBe(201);
    const seat = await back.json();
    expect(seat.member).toEqual(created.member);
    expect(seat.token).not.toBe(created.token);
    // The new token is the GM's: it may do what only the GM may; the first token still works.
    const view = await t.app.request(`/v1/rooms/${roomId}`, { headers: t.auth(seat.token) });
    expect((await view.json()).me).toEqual(created.member);
    const closed = await post(t.app, `/v1/rooms/${roomId}/close`, { revealAll: true }, t.auth(seat.token));
    expect(closed.status).toBe(201);
    expect((await t.app.request(`/v1/rooms/${roomId}`, { headers: t.auth(created.token) })).status).toBe(200);

    // A closed room still gives its seat back (its export is read with a seat).
    expect((await recover(t, roomId, created.recoveryKey)).status).toBe(201);

    // Wrong key, another room's key, an unknown room: one answer, saying nothing more.
    const answers = await Promise.all([
      recover(t, roomId, 'not-the-key'),
      recover(t, t.roomId, created.recoveryKey),
      recover(t, 'no-such-room', created.recoveryKey),
    ]);
    const bodies = [];
    for (const answer of answers) bodies.push(await expectProblem(answer, 403, 'forbidden'));
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0]!.errors).toEqual([{ path: '/key', message: 'wrong key' }]);

    // Counted for the GM only.
    const gmView = await (await t.app.request(`/v1/rooms/${roomId}`, { headers: t.auth(seat.token) })).json();
    expect(gmView.failedRecoveries).toBe(1);
    const other = await (await t.app.request(`/v1/rooms/${t.roomId}`, { headers: t.auth(t.gmToken) })).json();
    expect(other.failedRecoveries).toBe(1);
  });

  it("replaces a seat's key with a new one (a player's too), and answers a retry with the same token", async () => {
    const t = await fresh();
    const joined = await (
      await post(t.app, `/v1/rooms/${t.roomId}/members`, { invite: t.invite, name: 'Grog' })
    ).json();
    const made = await post(t.app, `/v1/rooms/${t.roomId}/recovery-key`, '', t.auth(joined.token));
    expect(made.status).toBe(201);
    const { recoveryKey } = await made.json();
    const replaced = await (
      await post(t.app, `/v1/rooms/${t.roomId}/recovery-key`, {}, t.auth(joined.token))
    ).json();
    expect(replaced.recoveryKey).not.toBe(recoveryKey);
    await expectProblem(await recover(t, t.roomId, recoveryKey), 403, 'forbidden');

    const key = 'recover-5b8f0c2e-6d1a-4c1b';
    const first = await recover(t, t.roomId, replaced.recoveryKey, key);
    const again = await recover(t, t.roomId, replaced.recoveryKey, key);
    expect(first.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const [a, b] = [await first.json(), await again.json()];
    expect(b).toEqual(a);
    expect(a.member).toEqual({ id: joined.member.id, name: 'Grog', role: 'player' });
    // Nobody joined: the log has the GM and Grog only.
    const members = (
      await (await t.app.request(`/v1/rooms/${t.roomId}`, { headers: t.auth(a.token) })).json()
    ).members;
    expect(members.map((m: { name: string }) => m.name)).toEqual(['G', 'Grog']);
  });

  it('costs 10 requests of the rate limit, refused or not', async () => {
    // The room's creation was 1 request: 31 leaves room for 3 attempts exactly.
    const t = await fresh({ app: { rateLimitPerMinute: 31 } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await recover(t, t.roomId, `wrong-${i}`)).status);
    expect(statuses).toEqual([403, 403, 403, 429]);
  });
});
