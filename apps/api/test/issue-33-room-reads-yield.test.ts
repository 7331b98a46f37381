// Issue 33.2 (F2): a reader that pulls page after page gave the event loop back only when a socket happened to
// be slow. A write that the kernel takes at once signals its drain in the same turn, so the export read its
// next page before any other request was served: a 20,000-entry export of small rolls held /healthz for
// 227 ms in one piece. Here, on a real store, every page read is counted with the turn of the event loop it
// ran in: the export, an event stream catching up from seq 0 and a room's feed catching up on a burst of
// entries each read at most one page a turn, however fast their reader takes them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoomStore } from '../src/rooms/store/types.js';
import { appendRolls, type RoomsApp, roomsApp } from './rooms-app.js';

const ENTRIES = 4_000;

/** Page reads, and how many of them followed their reader's last page in the same turn of the event loop. */
interface Turns {
  pages: number;
  sameTurn: number;
}

/**
 * The real store, with each page read checked against its reader's last one: a reader's next page starts
 * after the last seq it got, with the same `limit` (an export's 1,000, a stream's 100, a feed's 1,000), so
 * a read that continues one made in the same turn of the event loop is counted.
 */
function turnCounted(store: RoomStore, turns: Turns): RoomStore {
  let turn = 0;
  let turnPending = false;
  /** Where reads ended (`last seq:limit`), and in which turn. */
  const ends = new Map<string, number>();
  return {
    ...store,
    engine: store.engine,
    location: store.location,
    async entries(roomId, after, limit, maxBytes) {
      turns.pages += 1;
      if (ends.get(`${after}:${limit}`) === turn) turns.sameTurn += 1;
      if (!turnPending) {
        turnPending = true;
        setImmediate(() => {
          turnPending = false;
          turn += 1;
        });
      }
      const page = await store.entries(roomId, after, limit, maxBytes);
      const end = page.at(-1);
      if (end) ends.set(`${end.seq}:${limit}`, turn);
      return page;
    },
  };
}

const roll = (i: number) => ({
  system: 'd20-roll-under',
  test: 'check',
  input: { value: 1 + (i % 20) },
  clientSeed: `seed-${i}`,
});

/** Reads a stream as fast as it comes, to its end or (an event stream) until the entry `untilSeq`. */
async function drain(body: ReadableStream<Uint8Array>, untilSeq?: number) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    text += decoder.decode(value, { stream: true });
    const events = text.split('\n\n');
    text = events.pop()!;
    if (untilSeq !== undefined && events.some((e) => e.startsWith(`id: ${untilSeq}\n`))) {
      await reader.cancel();
      return;
    }
  }
}

describe('room readers read one page a turn of the event loop (issue 33.2)', () => {
  const turns: Turns = { pages: 0, sameTurn: 0 };
  let r: RoomsApp;
  let last: number;
  beforeAll(async () => {
    r = await roomsApp({ wrap: (store) => turnCounted(store, turns) });
    await appendRolls(r, ENTRIES, roll, 1_000);
    last = (await r.store.room(r.roomId))!.lastSeq;
  }, 300_000);
  afterAll(() => r?.close());

  const reset = () => {
    turns.pages = 0;
    turns.sameTurn = 0;
  };

  it('the export', async () => {
    reset();
    const res = await r.app.request(`/v1/rooms/${r.roomId}/export`, { headers: r.auth(r.gmToken) });
    expect(res.status).toBe(200);
    await drain(res.body!);
    expect(turns.pages).toBeGreaterThan(3);
    expect(turns.sameTurn).toBe(0);
  }, 120_000);

  it('an event stream from seq 0', async () => {
    reset();
    const res = await r.app.request(`/v1/rooms/${r.roomId}/events`, {
      headers: { ...r.auth(r.gmToken), 'last-event-id': '0' },
    });
    expect(res.status).toBe(200);
    await drain(res.body!, last);
    expect(turns.pages).toBeGreaterThan(3);
    expect(turns.sameTurn).toBe(0);
  }, 120_000);

  it("a room's feed catching up on a burst of entries", async () => {
    const res = await r.app.request(`/v1/rooms/${r.roomId}/events`, {
      headers: { ...r.auth(r.gmToken), 'last-event-id': String(last) },
    });
    expect(res.status).toBe(200);
    reset();
    // One transaction appends 3,000 entries: the feed hears of them at once and reads them in pages.
    await appendRolls(r, 3_000, (i) => roll(ENTRIES + i), 3_000);
    const head = (await r.store.room(r.roomId))!.lastSeq;
    await drain(res.body!, head);
    expect(turns.pages).toBeGreaterThan(2);
    expect(turns.sameTurn).toBe(0);
  }, 120_000);
});
