// Issue 25.4: one anonymous client opened all 1,000 event streams of the server in 10 s, and every other
// room got 429 until it left. Streams are now capped per client address and per member too.
import { afterAll, describe, expect, it } from 'vitest';
import { post } from './http.js';
import { type RoomsApp, roomsApp } from './rooms-app.js';

const rooms: RoomsApp[] = [];
afterAll(async () => {
  for (const r of rooms) await r.close();
});

describe('event streams per client address and per member', () => {
  it('one client cannot take the server streams; another client still gets one', async () => {
    const r = await roomsApp({
      limits: { streams: 100, streamsPerClient: 3, streamsPerMember: 2 },
      app: { clientKey: (c) => c.req.header('x-test-client') ?? 'nobody' },
    });
    rooms.push(r);
    const open = async (roomId: string, token: string, client: string) => {
      const res = await r.app.request(`/v1/rooms/${roomId}/events`, {
        headers: { ...r.auth(token), 'x-test-client': client },
      });
      const reader = res.status === 200 ? res.body!.getReader() : undefined;
      await reader?.read(); // started
      return { status: res.status, res, reader };
    };
    // The hoarder makes rooms (each gives it a GM's token) and opens a stream in each.
    const hoarder: Awaited<ReturnType<typeof open>>[] = [];
    for (let i = 0; i < 5; i++) {
      const made = await (await post(r.app, '/v1/rooms', { name: `R${i}`, gm: { name: 'H' } })).json();
      hoarder.push(await open(made.room.id, made.token, 'hoarder'));
    }
    expect(hoarder.map((h) => h.status)).toEqual([200, 200, 200, 429, 429]);
    const refused = await hoarder[3]!.res.json();
    expect(refused).toMatchObject({ code: 'too_many_streams' });
    expect(refused.detail).toContain('ROOM_STREAMS_PER_CLIENT');
    expect(hoarder[3]!.res.headers.get('retry-after')).toBe('5');
    // Someone else still gets a stream.
    const other = await open(r.roomId, r.gmToken, 'table');
    expect(other.status).toBe(200);
    // One member, from several addresses: at most 2.
    const second = await open(r.roomId, r.gmToken, 'phone');
    expect(second.status).toBe(200);
    const third = await open(r.roomId, r.gmToken, 'laptop');
    expect(third.status).toBe(429);
    expect((await third.res.json()).detail).toContain('ROOM_STREAMS_PER_MEMBER');
    // A stream that ends frees its place.
    await hoarder[0]!.reader!.cancel();
    for (let waited = 0; r.rooms.hub.size !== 4; waited += 20) {
      if (waited > 60_000) throw new Error(`streams did not close: ${r.rooms.hub.size}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const made = await (await post(r.app, '/v1/rooms', { name: 'R9', gm: { name: 'H' } })).json();
    expect((await open(made.room.id, made.token, 'hoarder')).status).toBe(200);
    r.rooms.hub.close();
  }, 60_000);
});
