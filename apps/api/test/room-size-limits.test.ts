// Issue 25.3: rooms had no size. Any member could append entries of about 830 KB (a T13 dice test of
// 5000d1000000), 50 MB in 32 s, and reading them back held them whole. Now an entry's size at worst (from
// the input, before the draw), a room's bytes and its entries are capped, each refusal naming its limit,
// and reads of a room take pages bounded in characters whatever the entries hold.
import { afterAll, describe, expect, it } from 'vitest';
import { READ_BYTES } from '../src/rooms/options.js';
import { post } from './http.js';
import { appendRolls, type RoomsApp, roomsApp } from './rooms-app.js';

const rooms: RoomsApp[] = [];
afterAll(async () => {
  for (const r of rooms) await r.close();
});

const bigDice = {
  system: 't13',
  test: 'dice',
  input: { main: { dice: '5000d1000000' }, proficiencies: 0, difficulty: 10 },
};
const check = (i: number) => ({
  system: 'd20-roll-under',
  test: 'check',
  input: { value: 10 },
  clientSeed: `c-${i}`,
});

describe('bounded rooms', () => {
  it('refuses an entry that could be past ROOM_ENTRY_BYTES before drawing its dice', async () => {
    const r = await roomsApp({ limits: { entryBytes: 50_000 } });
    rooms.push(r);
    const res = await post(
      r.app,
      `/v1/rooms/${r.roomId}/rolls`,
      { ...bigDice, clientSeed: 'x' },
      r.auth(r.gmToken),
    );
    expect(res.status).toBe(422);
    const problem = await res.json();
    expect(problem).toMatchObject({ code: 'limit_exceeded', errors: [{ path: '/input' }] });
    expect(problem.detail).toContain('50,000 bytes');
    expect(problem.detail).toContain('ROOM_ENTRY_BYTES');
    expect((await r.store.members(r.roomId)).map((m) => m.nonce)).toEqual([0]); // no nonce taken (protocol 2: the GM's)
    // A small roll still fits.
    expect((await post(r.app, `/v1/rooms/${r.roomId}/rolls`, check(0), r.auth(r.gmToken))).status).toBe(201);
  }, 60_000);

  it('refuses rolls past ROOM_MAX_BYTES, and still closes the room', async () => {
    const r = await roomsApp({ limits: { roomBytes: 40_000 } });
    rooms.push(r);
    const path = `/v1/rooms/${r.roomId}/rolls`;
    let refused: { status: number; body: { code: string; detail: string } } | undefined;
    for (let i = 0; i < 200 && !refused; i++) {
      const res = await post(r.app, path, check(i), r.auth(r.gmToken));
      if (res.status !== 201) refused = { status: res.status, body: await res.json() };
    }
    expect(refused).toMatchObject({ status: 422, body: { code: 'limit_exceeded' } });
    expect(refused!.body.detail).toContain('ROOM_MAX_BYTES');
    const room = (await r.store.room(r.roomId))!;
    expect(room.bytes).toBeLessThanOrEqual(40_000);
    const again = await post(r.app, path, check(999), r.auth(r.gmToken));
    expect(again.status).toBe(422);
    const closed = await post(r.app, `/v1/rooms/${r.roomId}/close`, {}, r.auth(r.gmToken));
    expect(closed.status).toBe(201);
  }, 60_000);

  it('refuses rolls past ROOM_MAX_ENTRIES', async () => {
    const r = await roomsApp({ limits: { entries: 5 } });
    rooms.push(r);
    const path = `/v1/rooms/${r.roomId}/rolls`;
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(r.app, path, check(i), r.auth(r.gmToken))).status);
    expect(statuses.filter((s) => s === 201).length).toBe(5 - 2); // room.opened and the GM's join
    const res = await post(r.app, path, check(9), r.auth(r.gmToken));
    expect(await res.json()).toMatchObject({ status: 422, code: 'limit_exceeded' });
    // A full log refuses every command but closing, whatever else is wrong with it (here, the GM's part of a
    // request in parts, which is checked after the room: no estimate is made for it before).
    const request = {
      to: 'all',
      system: 'd20-roll-under',
      test: 'check',
      input: { value: 'high' },
      fixes: ['value'],
    };
    const asked = await post(r.app, `/v1/rooms/${r.roomId}/requests`, request, r.auth(r.gmToken));
    expect(await asked.json()).toMatchObject({ status: 422, code: 'limit_exceeded' });
    const rotated = await post(r.app, `/v1/rooms/${r.roomId}/epochs`, {}, r.auth(r.gmToken));
    expect(await rotated.json()).toMatchObject({ status: 422, code: 'limit_exceeded' });
  }, 60_000);

  it('reads large entries in pages bounded in bytes', async () => {
    const r = await roomsApp();
    rooms.push(r);
    await appendRolls(r, 12, (i) => ({ ...bigDice, clientSeed: `big-${i}` }), 12);
    const res = await r.app.request(`/v1/rooms/${r.roomId}/entries?limit=1000`, {
      headers: r.auth(r.gmToken),
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    const page = JSON.parse(text);
    expect(page.entries.length).toBeGreaterThan(0);
    expect(page.entries.length).toBeLessThan(14);
    const largest = Math.max(...page.entries.map((e: object) => JSON.stringify(e).length));
    expect(text.length).toBeLessThanOrEqual(READ_BYTES + largest + 100);
    // The export still has every entry.
    const exported = await (
      await r.app.request(`/v1/rooms/${r.roomId}/export`, { headers: r.auth(r.gmToken) })
    ).json();
    expect(exported.entries).toHaveLength(14);
  }, 120_000);
});
