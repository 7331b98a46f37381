// The room service in the app (SQLite in a temporary folder, the app's injected clock): the idle-room
// sweep, the limit of open event streams, slow readers dropped, and the members limit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectProblem, post } from '../../test/http.js';
import { createApp } from '../app.js';
import { createAppRegistry } from '../registry.js';
import { openRoomStore } from '../storage/open.js';
import { createRoomService } from './service.js';

const temp = mkdtempSync(join(tmpdir(), 'verdict-rooms-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

async function roomsApp(limits: { streams?: number; members?: number } = {}, ttlDays = 30) {
  const clock = { ms: Date.UTC(2026, 11, 1), now: () => performance.now(), date: () => new Date(clock.ms) };
  const store = await openRoomStore({ dataDir: mkdtempSync(join(temp, 'db-')) });
  const registry = createAppRegistry();
  const rooms = createRoomService({ store, ttlDays, heartbeatMs: 50, stallMs: 300, limits }, registry, clock);
  const app = createApp({ registry, rooms, rateLimitPerMinute: 0, clock });
  const created = await (await post(app, '/v1/rooms', { name: 'T', gm: { name: 'G' } })).json();
  const auth = { authorization: `Bearer ${created.token}` };
  return { app, rooms, clock, created, auth };
}

describe('the room service', () => {
  it('never deletes a room with a TTL of 0 days', async () => {
    const { app, rooms, clock, created, auth } = await roomsApp({}, 0);
    expect(await rooms.sweep()).toEqual([]);
    clock.ms += 100 * 365 * 24 * 3600 * 1000;
    expect(await rooms.sweep()).toEqual([]);
    expect((await app.request(`/v1/rooms/${created.room.id}`, { headers: auth })).status).toBe(200);
    await rooms.close();
  });

  it('deletes rooms idle longer than the TTL, and ends their streams', async () => {
    const { app, rooms, clock, created, auth } = await roomsApp();
    const path = `/v1/rooms/${created.room.id}`;
    const stream = await app.request(`${path}/events`, { headers: auth });
    const reader = stream.body!.getReader();
    await reader.read();
    clock.ms += 29 * 24 * 3600 * 1000;
    expect(await rooms.sweep()).toEqual([]);
    // Activity moves the deadline.
    await post(
      app,
      `${path}/rolls`,
      {
        system: 't13',
        test: 'value',
        input: { tested: { contributions: [{ boon: 10 }] }, opposing: { difficulty: 5 } },
        dice: [],
      },
      auth,
    );
    clock.ms += 29 * 24 * 3600 * 1000;
    expect(await rooms.sweep()).toEqual([]);
    clock.ms += 2 * 24 * 3600 * 1000;
    expect(await rooms.sweep()).toEqual([created.room.id]);
    await expectProblem(await app.request(path, { headers: auth }), 404, 'unknown_room');
    for (;;) if ((await reader.read()).done) break;
    expect(rooms.hub.size).toBe(0);
    await rooms.close();
  });

  it('answers 429 past the open streams limit, and drops a client that stops reading', async () => {
    const { app, rooms, created, auth } = await roomsApp({ streams: 2 });
    const path = `/v1/rooms/${created.room.id}/events`;
    const reading = await app.request(path, { headers: auth });
    const stalled = await app.request(path, { headers: auth });
    const refused = await app.request(path, { headers: auth });
    await expectProblem(refused, 429, 'too_many_streams');
    expect(refused.headers.get('retry-after')).toBe('5');
    // One client reads (and gets heartbeats); the other took nothing after its first chunk.
    const reader = reading.body!.getReader();
    const stalledReader = stalled.body!.getReader();
    await stalledReader.read();
    // The reader keeps reading until it has had a heartbeat and the stalled client is dropped (a stall is 300 ms
    // without asking, checked every 75 ms): a condition with a wide cap rather than a second of reading.
    const texts: string[] = [];
    for (
      const until = Date.now() + 60_000;
      !(texts.join('').includes(': heartbeat') && rooms.hub.size === 1);
    ) {
      if (Date.now() > until) throw new Error(`no heartbeat or no drop in 60 s: ${rooms.hub.size} streams`);
      const { value } = await reader.read();
      texts.push(new TextDecoder().decode(value));
    }
    expect(texts.join('')).toContain(': heartbeat');
    expect(rooms.hub.size).toBe(1);
    await expect(stalledReader.read()).rejects.toThrow('stopped reading');
    const again = await app.request(path, { headers: auth });
    expect(again.status).toBe(200);
    await again.body!.cancel();
    await reader.cancel();
    expect(rooms.hub.size).toBe(0);
    await rooms.close();
  });

  it('refuses members past the limit (422), and a body-less POST with a body schema (400)', async () => {
    const { app, rooms, created } = await roomsApp({ members: 2 });
    const path = `/v1/rooms/${created.room.id}/members`;
    expect((await post(app, path, { invite: created.invite, name: 'P1' })).status).toBe(201);
    await expectProblem(await post(app, path, { invite: created.invite, name: 'P2' }), 422, 'limit_exceeded');
    await expectProblem(await post(app, path, ''), 400, 'malformed_json');
    await rooms.close();
  });

  it('answers 503 on room routes when the server keeps no rooms', async () => {
    const app = createApp({ registry: createAppRegistry() });
    await expectProblem(
      await post(app, '/v1/rooms', { name: 'x', gm: { name: 'y' } }),
      503,
      'rooms_unavailable',
    );
  });
});
