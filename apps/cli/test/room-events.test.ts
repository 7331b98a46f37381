// followEvents (the room screen's live log) against the real server through a proxy that cuts the stream:
// it resumes after the last seq seen, so every entry arrives once, in order.
import type { RoomEntry } from '@verdict/fair';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createRoom, join, openEvents, post } from '../../api/test/rooms-client.js';
import type { ServerProcess } from '../../api/test/server-process.js';
import { type CuttingProxy, startCuttingProxy } from '../../web/e2e/cutting-proxy.js';
import { followEvents, type StreamStatus } from '../src/room/event-stream.js';
import { startRoomServer } from './room-server.js';

let server: ServerProcess;
let proxy: CuttingProxy;

beforeAll(async () => {
  server = await startRoomServer();
  proxy = await startCuttingProxy(server.url);
}, 120_000);

afterAll(async () => {
  await proxy?.close();
  server?.child.kill();
  await server?.exited;
});

async function until(predicate: () => boolean, what: string, timeout = 15_000) {
  const end = Date.now() + timeout;
  while (!predicate()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('followEvents', () => {
  it('resumes after drops without losing or repeating an entry, and ends after room.closed', async () => {
    const { gm, invite } = await createRoom(server.url);
    const grog = await join(server.url, gm.roomId, invite, 'Grog');
    const seen: RoomEntry[] = [];
    const presences: string[][] = [];
    const statuses: StreamStatus[] = [];
    const stop = new AbortController();
    const done = followEvents(
      { server: proxy.url, roomId: gm.roomId, token: gm.token },
      0,
      (entry) => seen.push(entry),
      (status) => statuses.push(status),
      stop.signal,
      (present) => presences.push(present),
    );
    await until(() => seen.length === 3, 'the first three entries');
    // Presence comes outside the log: the GM's own stream first, then Grog's when it connects.
    await until(() => presences.at(-1)?.join() === gm.memberId, 'the GM present');
    const grogStream = await openEvents(server.url, grog);
    await until(() => presences.at(-1)?.join() === `${gm.memberId},${grog.memberId}`, 'Grog present');
    grogStream.close();
    await until(() => presences.at(-1)?.join() === gm.memberId, 'Grog gone');
    for (let i = 0; i < 3; i++) {
      proxy.cut();
      const rolled = await post(server.url, gm, 'rolls', {
        system: 'd20-roll-under',
        test: 'check',
        input: { value: 12 },
        clientSeed: `seed-${i}`,
      });
      expect(rolled.status).toBe(201);
      await until(() => seen.some((e) => e.seq === rolled.body.entry.seq), `roll ${i}`);
    }
    expect(statuses).toContain('reconnecting');
    expect(proxy.streams.slice(1).map((s) => s.resumeFrom)).toEqual(['3', '4', '5']);
    expect((await post(server.url, gm, 'close', {})).status).toBe(201);
    await done;
    expect(statuses.at(-1)).toBe('ended');
    const all = (await call(server.url, 'GET', `/v1/rooms/${gm.roomId}/entries`, { token: gm.token })).body
      .entries;
    expect(seen).toEqual(all);
    stop.abort();
  });
});
