// The one room client (@verdict/room's createRoomClient) against the real server, behind a proxy that cuts
// its event streams: stable snapshots, a paged first read then the stream resumed with Last-Event-ID (no
// gap, no repeat), the head and the join's Idempotency-Key kept in the given storage, sealed parts opened,
// close with revealAll, and refusals said plainly.
import { randomUUID } from 'node:crypto';
import {
  createRoomClient,
  eventsOverFetch,
  RoomCallError,
  type RoomClient,
  storageKeys,
} from '@verdict/room';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../api/test/rooms-client.js';
import { type CuttingProxy, startCuttingProxy } from '../../web/e2e/cutting-proxy.js';
import { roomServerPerFile } from './room-server.js';

const table = roomServerPerFile();
let proxy: CuttingProxy;
const clients: RoomClient[] = [];

beforeAll(async () => {
  proxy = await startCuttingProxy(table.server.url);
}, 120_000);

afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});
afterAll(async () => {
  await proxy?.close();
});

const memory = () => {
  const map = new Map<string, string>();
  return {
    map,
    get: (key: string) => map.get(key),
    set: (key: string, value: string) => void map.set(key, value),
  };
};

function client(
  url: string,
  extra: { roomId?: string; token?: string; storage?: ReturnType<typeof memory> } = {},
) {
  const made = createRoomClient({
    server: url,
    fetch: (to, init) => fetch(to, init),
    openEvents: eventsOverFetch((to, init) => fetch(to, init)),
    timers: { setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (h) => clearTimeout(h as never) },
    newKey: randomUUID,
    retryMs: 50,
    closedPollMs: 0,
    storage: extra.storage ?? memory(),
    ...(extra.roomId ? { roomId: extra.roomId } : {}),
    ...(extra.token ? { token: extra.token } : {}),
  });
  clients.push(made);
  return made;
}

async function until(predicate: () => boolean, what: string, timeout = 60_000) {
  const end = Date.now() + timeout;
  while (!predicate()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const check = (value: number) => ({ system: 'd20-roll-under', test: 'check', input: { value } });

describe('createRoomClient', () => {
  it('follows the log through cuts with no gap or repeat, and keeps its snapshot stable', async () => {
    const gm = client(proxy.url);
    const created = await gm.create({ name: 'Friday table', gmName: 'Ada' });
    const storage = memory();
    const grog = client(table.server.url, { roomId: created.seat.roomId, storage });
    await grog.join({ invite: created.invite, name: 'Grog' });
    let changes = 0;
    gm.subscribe(() => changes++);
    await gm.connect();
    await until(() => gm.getSnapshot().status === 'live', 'the stream live');
    const live = gm.getSnapshot();
    expect(gm.getSnapshot()).toBe(live);
    expect(live.name).toBe('Friday table');
    expect(live.me).toMatchObject({ name: 'Ada', role: 'gm' });
    expect(live.members.map((m) => m.name)).toEqual(['Ada', 'Grog']);
    expect(changes).toBeGreaterThan(0);

    for (let i = 0; i < 3; i++) {
      // Cut a stream that is open: on a busy machine the client may still be reopening the last one (it
      // catches up with a paged read first), and a cut then would cut nothing.
      await until(() => proxy.openStreams() > 0, `a stream open before cut ${i}`);
      proxy.cut();
      const rolled = await grog.roll({ ...check(11), clientSeed: `cut-${i}` });
      await until(() => gm.getSnapshot().head?.seq === rolled.entry.seq, `roll ${i}`);
    }
    const after = gm.getSnapshot();
    expect(after).not.toBe(live);
    expect(after.entries.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    await until(() => proxy.streams.length >= 4, 'the stream reopened after each cut');
    const all = (
      await call(table.server.url, 'GET', `/v1/rooms/${created.seat.roomId}/entries`, {
        token: created.seat.token,
      })
    ).body.entries;
    expect(after.entries).toEqual(all);
    expect(after.head).toEqual({ seq: 6, hash: all[5].hash });
  });

  it('a retried join with the storage that kept its key makes one member', async () => {
    const gm = client(table.server.url);
    const created = await gm.create({ name: 'T', gmName: 'Ada' });
    const storage = memory();
    const first = await client(table.server.url, { roomId: created.seat.roomId, storage }).join({
      invite: created.invite,
      name: 'Grog',
    });
    // The answer was lost: a new client with the same storage joins again.
    const again = await client(table.server.url, { roomId: created.seat.roomId, storage }).join({
      invite: created.invite,
      name: 'Grog',
    });
    expect(again.memberId).toBe(first.memberId);
    const view = await gm.refreshView();
    expect(view.members.map((m) => m.name)).toEqual(['Ada', 'Grog']);
    expect(storage.map.get(storageKeys.seat(created.seat.roomId))).toContain(first.memberId);
  });

  it('opens what this member may open, keeps the head, sees requests, and closes with revealAll', async () => {
    const gm = client(table.server.url);
    const created = await gm.create({ name: 'T', gmName: 'Ada' });
    const storage = memory();
    const grog = client(table.server.url, { roomId: created.seat.roomId, storage });
    const seat = await grog.join({ invite: created.invite, name: 'Grog' });
    await gm.connect();
    await grog.connect();
    const secret = await grog.roll({ ...check(11), visibility: 'outcome' });
    expect(grog.getSnapshot().opened.get(secret.entry.seq)).toBeDefined();
    // The GM opens the player's sealed roll by itself, from the stream.
    await until(() => gm.getSnapshot().opened.has(secret.entry.seq), 'the GM opening the sealed roll');
    const asked = await gm.request({ to: [seat.memberId], ...check(9) });
    await until(() => grog.getSnapshot().requests.some((r) => r.seq === asked.entry.seq), 'the request');
    await grog.answer(asked.entry.seq);
    await until(() => grog.getSnapshot().requests.length === 0, 'the request answered');
    const closed = await gm.close({ revealAll: true });
    expect(closed.revealed).toBe(1);
    await until(() => grog.getSnapshot().status === 'closed', 'the room closed for Grog');
    const head = grog.getSnapshot().head!;
    expect(JSON.parse(storage.map.get(storageKeys.head(created.seat.roomId))!)).toEqual(head);
    expect(head.seq).toBe(gm.getSnapshot().entries.at(-1)!.seq);
    const exported = JSON.parse(await grog.export());
    expect(exported.entries.length).toBe(head.seq);
  });

  it('says why it cannot follow: a bad token is an error naming it, an unreachable server names the server', async () => {
    const gm = client(table.server.url);
    const created = await gm.create({ name: 'T', gmName: 'Ada' });
    const stranger = client(table.server.url, { roomId: created.seat.roomId, token: 'not-a-token' });
    await stranger.connect();
    expect(stranger.getSnapshot().status).toBe('error');
    expect(stranger.getSnapshot().reason).toMatch(/token/i);

    const nowhere = createRoomClient({
      server: 'http://127.0.0.1:9',
      roomId: created.seat.roomId,
      token: created.seat.token,
      fetch: (to, init) => fetch(to, init),
      newKey: randomUUID,
    });
    const refused = await nowhere.readAll().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RoomCallError);
    expect((refused as RoomCallError).status).toBe(0);
    expect((refused as RoomCallError).message).toContain('http://127.0.0.1:9');
    expect((refused as RoomCallError).message).not.toMatch(/\\u000a|\n/);

    const bad = await gm
      .roll({ system: 'd20-roll-under', test: 'check', input: { value: 'x' } })
      .catch((e) => e);
    expect(bad).toBeInstanceOf(RoomCallError);
    expect((bad as RoomCallError).message).toContain('input.value');
  });
});
