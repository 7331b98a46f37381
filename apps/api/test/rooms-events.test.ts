// The event stream on the real server: resumed after a reconnect with nothing lost or repeated,
// Last-Event-ID from the header or the query (the header wins), and malformed ids refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createRoom, get, join, openEvents, post, type SseEvent, seqsOf } from './rooms-client.js';
import { type ServerProcess, startServer } from './server-process.js';

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({ WEB_DIST: '/nonexistent', VERDICT_HEARTBEAT_MS: '200' });
});
afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
});

const roll = (clientSeed: string) => ({
  system: '2d6-pool',
  test: 'check',
  input: { rating: 2, difficulty: 8 },
  clientSeed,
});

describe('GET /v1/rooms/{id}/events', () => {
  it('delivers each entry once across reconnects, and heartbeats while idle', async () => {
    const url = server.url;
    const { gm, invite } = await createRoom(url);
    const player = await join(url, gm.roomId, invite, 'Pat');
    const first = await openEvents(url, player);
    expect(first.status).toBe(200);
    await first.until((events) => seqsOf(events).length === 3);
    // Idle: a comment line comes at least every heartbeat.
    await first.until((events) => events.some((e) => e.comment === 'heartbeat'), 3000);
    for (let i = 0; i < 4; i++) await post(url, gm, 'rolls', roll(`a${i}`));
    await first.until((events) => seqsOf(events).length === 7);
    first.close();
    const seen = seqsOf(first.events);
    // Written while nobody listens, then resumed from the last id seen.
    const writes = Array.from({ length: 10 }, (_, i) =>
      post(url, i % 2 ? gm : player, 'rolls', roll(`b${i}`)),
    );
    const resumed = await openEvents(url, player, { lastEventId: String(seen[seen.length - 1]) });
    await Promise.all(writes);
    await post(url, gm, 'close');
    await resumed.until((events) => events.some((e) => e.data?.includes('"room.closed"')));
    await resumed.ended;
    const all = [...seen, ...seqsOf(resumed.events)];
    expect(all).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    // A stream opened after closing replays from the query's id and ends.
    const late = await openEvents(url, player, { query: 'lastEventId=15' });
    await late.ended;
    expect(seqsOf(late.events)).toEqual([16, 17, 18]);
    // The header wins over the query.
    const both = await openEvents(url, player, { lastEventId: '17', query: 'lastEventId=2' });
    await both.ended;
    expect(seqsOf(both.events)).toEqual([18]);
  });

  it('tells who is present: in GET /v1/rooms/{id} and as presence events outside the chain', async () => {
    const url = server.url;
    const { gm, invite } = await createRoom(url);
    const player = await join(url, gm.roomId, invite, 'Pat');
    const presence = (events: SseEvent[]) =>
      events.filter((e) => e.event === 'presence').map((e) => JSON.parse(e.data!).present as string[]);
    const latest = (events: SseEvent[]) => presence(events).at(-1)?.join(',');
    expect((await get(url, gm, '')).body.present).toEqual([]);
    const gmStream = await openEvents(url, gm);
    await gmStream.until((events) => latest(events) === gm.memberId && seqsOf(events).length === 3);
    expect((await get(url, player, '')).body.present).toEqual([gm.memberId]);
    // A second member connects: every stream hears it; a second stream of the same member changes nothing.
    const playerStream = await openEvents(url, player);
    const both = `${gm.memberId},${player.memberId}`;
    await gmStream.until((events) => latest(events) === both);
    await playerStream.until((events) => latest(events) === both);
    const again = await openEvents(url, player);
    await again.until((events) => latest(events) === both);
    expect((await get(url, gm, '')).body.present).toEqual([gm.memberId, player.memberId]);
    // Presence events carry no id, so they never move Last-Event-ID; entries keep theirs.
    for (const e of gmStream.events.filter((e) => e.event === 'presence')) expect(e.id).toBeUndefined();
    await post(url, gm, 'rolls', roll('p1'));
    await gmStream.until((events) => seqsOf(events).at(-1) === 4);
    // The player leaves (both streams): the GM's stream hears it and the room says so.
    const heardBefore = presence(gmStream.events).length;
    playerStream.close();
    again.close();
    await gmStream.until((events) => latest(events) === gm.memberId && presence(events).length > heardBefore);
    expect((await get(url, gm, '')).body.present).toEqual([gm.memberId]);
    gmStream.close();
    await expect.poll(async () => (await get(url, gm, '')).body.present).toEqual([]);
  });

  it('refuses a malformed or future Last-Event-ID (422) and a missing token (401)', async () => {
    const url = server.url;
    const { gm } = await createRoom(url);
    const path = `/v1/rooms/${gm.roomId}/events`;
    for (const id of ['abc', '-1', '1.5', '99']) {
      const answer = await call(url, 'GET', path, { token: gm.token, headers: { 'last-event-id': id } });
      expect(answer.status, id).toBe(422);
      expect(answer.body.code).toBe('invalid_parameter');
    }
    expect((await call(url, 'GET', `${path}?lastEventId=x`, { token: gm.token })).status).toBe(422);
    expect((await call(url, 'GET', path)).status).toBe(401);
  });

  it('never takes a token from a URL: ?access_token= is refused on every room route, naming it', async () => {
    const url = server.url;
    const { gm } = await createRoom(url);
    const inUrl = `access_token=${encodeURIComponent(gm.token)}`;
    const room = `/v1/rooms/${gm.roomId}`;
    // Asks, and reads the answer unless it is an event stream (a stream that opened is cancelled, not awaited).
    const ask = async (method: 'GET' | 'POST', path: string, token?: string) => {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
        ...(method === 'POST' ? { body: JSON.stringify(roll('url')) } : {}),
      });
      const stream = response.headers.get('content-type')?.startsWith('text/event-stream');
      if (stream) await response.body?.cancel();
      return {
        status: response.status,
        headers: response.headers,
        body: stream ? {} : await response.json(),
      };
    };
    // The member's own valid token, alone in the URL or beside the header: refused before anything is read.
    for (const [method, path] of [
      ['GET', `${room}/events?${inUrl}`],
      ['GET', `${room}/events?lastEventId=0&${inUrl}`],
      ['GET', `${room}?${inUrl}`],
      ['GET', `${room}/entries?${inUrl}`],
      ['GET', `${room}/export?${inUrl}`],
      ['POST', `${room}/rolls?${inUrl}`],
      ['POST', `/v1/rooms?${inUrl}`],
    ] as const) {
      for (const token of [undefined, gm.token]) {
        const answer = await ask(method, path, token);
        expect(answer.status, `${method} ${path}`).toBe(422);
        expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
        expect(answer.body.code).toBe('invalid_parameter');
        expect(answer.body.errors).toEqual([expect.objectContaining({ path: 'query:access_token' })]);
        expect(answer.body.detail).toContain('Authorization: Bearer');
        // The problem never echoes the token back.
        expect(JSON.stringify(answer.body)).not.toContain(gm.token);
      }
    }
    // Nothing was appended by the refused roll; the header alone still works.
    const entries = await get(url, gm, 'entries');
    expect(entries.body.entries.map((e: { type: string }) => e.type)).toEqual([
      'room.opened',
      'member.joined',
    ]);
    const stream = await openEvents(url, gm);
    expect(stream.status).toBe(200);
    await stream.until((events) => seqsOf(events).length === 2);
    stream.close();
  });
});
