// The room client's reconnects, step by step with the timers and the random source given: each wait is a
// full-jitter draw from a window that starts at the server's `retry:`, doubles while the server stays
// unreachable and starts again once a stream opens; each stream resumes from the last `id:` it saw, with the
// token in a header and never in the URL.
import type { RoomEntry } from '@verdict/fair';
import { describe, expect, it } from 'vitest';
import { roomEvents } from '../protocol/answers.js';
import { buildRoom } from '../test-support/build-room.js';
import type { RoomRequestInit } from './call.js';
import { createRoomClient } from './room-client.js';
import { eventsOverFetch } from './sse.js';

const SERVER = 'http://verdict.test';
const TOKEN = 'olaf-token';
/** A source that answers half of every window. */
const HALF = { nextUint32: () => 2 ** 31 };

/** The room's server, played by the test: its log's first `shown` entries, and a script for its streams. */
function roomServer(log: readonly RoomEntry[]) {
  const state = {
    shown: 3,
    up: true,
    /** What each stream sends, in turn (then it ends). */
    streams: [] as string[],
    /** Each stream request's URL and headers. */
    opened: [] as { url: string; headers: Record<string, string> }[],
  };
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  const members = [
    { id: 'gm', name: 'Gwen', role: 'gm' },
    { id: 'olaf', name: 'Olaf', role: 'player' },
    { id: 'grog', name: 'Grog', role: 'player' },
  ];
  const fetch = async (url: string, init: RoomRequestInit): Promise<Response> => {
    if (!state.up) throw new TypeError('fetch failed');
    const { pathname, searchParams } = new URL(url);
    if (pathname === '/v1/rooms/room-1') {
      return json({
        room: { id: 'room-1', name: 'Thursday table', epoch: 1, closed: false, lastSeq: state.shown },
        members,
        present: [],
        me: members[1],
      });
    }
    if (pathname === '/v1/rooms/room-1/entries') {
      const after = Number(searchParams.get('after'));
      return json({ entries: log.slice(after, state.shown) });
    }
    if (pathname === '/v1/rooms/room-1/events') {
      state.opened.push({ url, headers: init.headers });
      const text = state.streams.shift() ?? '';
      return new Response(new TextEncoder().encode(text), {
        headers: { 'content-type': 'text/event-stream' },
      });
    }
    return new Response('{}', { status: 404 });
  };
  return { state, fetch };
}

/** Timers the test runs by hand: each wait the client asks for is recorded and run when the test says. */
function handTimers() {
  const waits: number[] = [];
  let pending: (() => void) | undefined;
  let asked: (() => void) | undefined;
  return {
    waits,
    timers: {
      setTimeout(run: () => void, ms: number) {
        waits.push(ms);
        pending = run;
        asked?.();
        return waits.length;
      },
      clearTimeout() {
        pending = undefined;
      },
    },
    /** Resolves once the client has asked for its `n`th wait. */
    asked(n: number): Promise<void> {
      return new Promise((resolve) => {
        if (waits.length >= n) return resolve();
        asked = () => {
          if (waits.length >= n) resolve();
        };
      });
    },
    /** The wait is over: runs what the client scheduled. */
    run() {
      const run = pending;
      pending = undefined;
      run?.();
    },
  };
}

describe('the room client reconnects', () => {
  it('after a jittered wait that honours retry:, doubles while the server is down and resets once a stream opens', async () => {
    const log = buildRoom(5).entries;
    const server = roomServer(log);
    const hand = handTimers();
    const client = createRoomClient({
      server: SERVER,
      roomId: 'room-1',
      token: TOKEN,
      fetch: server.fetch,
      openEvents: eventsOverFetch(server.fetch),
      timers: hand.timers,
      newKey: () => 'key',
      random: HALF,
      retryMs: 500,
      closedPollMs: 0,
    });
    // The first stream sets the reconnection delay to 2 s and sends entry 4, then the server restarts.
    server.state.streams.push(
      `${roomEvents.retry}${roomEvents.presence(['olaf'])}${roomEvents.entry(4, JSON.stringify(log[3]))}`,
    );
    await client.connect();
    await hand.asked(1);
    expect(client.getSnapshot().entries.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    expect(client.getSnapshot().status).toBe('reconnecting');
    // Half of the window [0, 2000): the server's retry, not the client's 500.
    expect(hand.waits).toEqual([1000]);

    // The server is down: each failed attempt doubles the window (2,000 -> 4,000 -> 8,000), half of each.
    server.state.up = false;
    hand.run();
    await hand.asked(2);
    hand.run();
    await hand.asked(3);
    expect(hand.waits).toEqual([1000, 2000, 4000]);

    // Back up, with entry 5 written meanwhile: the stream opens (the schedule starts again) and resumes from
    // the last id seen; when it ends, the next wait is the first window's again.
    server.state.up = true;
    server.state.shown = 5;
    server.state.streams.push(`${roomEvents.retry}${roomEvents.presence(['olaf'])}`);
    hand.run();
    await hand.asked(4);
    expect(hand.waits).toEqual([1000, 2000, 4000, 1000]);
    expect(client.getSnapshot().entries.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);

    expect(server.state.opened.map((o) => o.headers['last-event-id'])).toEqual(['3', '5']);
    for (const { url, headers } of server.state.opened) {
      expect(url).toBe(`${SERVER}/v1/rooms/room-1/events`);
      expect(headers.authorization).toBe(`Bearer ${TOKEN}`);
    }
    client.disconnect();
  });

  it('resumes from the id of the last event the stream sent', async () => {
    const log = buildRoom(5).entries;
    const server = roomServer(log);
    const hand = handTimers();
    const client = createRoomClient({
      server: SERVER,
      roomId: 'room-1',
      token: TOKEN,
      fetch: server.fetch,
      openEvents: eventsOverFetch(server.fetch),
      timers: hand.timers,
      newKey: () => 'key',
      random: HALF,
      closedPollMs: 0,
    });
    // The stream sends entries 4 and 5 (the paged read had 3); presence after them carries no id.
    server.state.streams.push(
      roomEvents.entry(4, JSON.stringify(log[3])) +
        roomEvents.entry(5, JSON.stringify(log[4])) +
        roomEvents.presence(['olaf']),
    );
    await client.connect();
    await hand.asked(1);
    // No retry: from this server, so half the client's own first window (1,000).
    expect(hand.waits).toEqual([500]);
    hand.run();
    await hand.asked(2);
    expect(server.state.opened.map((o) => o.headers['last-event-id'])).toEqual(['3', '5']);
    client.disconnect();
  });
});
