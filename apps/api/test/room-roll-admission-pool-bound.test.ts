// A roll is admitted by its entry's size at worst, from its input, before its dice are drawn. A 2d6-pool extended
// test of one 100-die pool for 80 turns used to be admitted by twice the cost model's estimate of its resolve answer
// (which lists at most 1,000 dice and summarises the turns between the first and the last), about 358,000 bytes:
// admitted under the default entry limit (ROOM_ENTRY_BYTES, 500,000), its nonce taken, then appended at about
// 560,000 bytes, since a room's entry keeps every die of every turn. The extended test now bounds what its roll
// records itself (`maxEntryBytes`: every turn, every die, its participant's name), and the room admits by that.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom, get, post } from './rooms-client.js';
import { type ServerProcess, startServer } from './server-process.js';

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({ WEB_DIST: '/nonexistent' });
}, 120_000);
afterAll(async () => {
  await server.stop();
});

/** The default limit for one entry (ROOM_ENTRY_BYTES). */
const ENTRY_LIMIT = 500_000;

/**
 * Grog's 100-die pool, every turn played: a million progress is out of reach, so the entry holds `maxTurns` x 100
 * dice whatever they show.
 */
const labour = (maxTurns: number) => ({
  system: '2d6-pool',
  test: 'extended',
  input: {
    difficulty: 11,
    progressRequired: 1_000_000,
    maxTurns,
    participants: [{ name: 'Grog', rating: 98 }],
  },
});

const bytes = (entry: unknown) => new TextEncoder().encode(JSON.stringify(entry)).byteLength;

describe("a 2d6-pool roll admitted by its system's own bound", () => {
  it('is refused before the draw when its entry would pass the entry limit, and appended just under it', async () => {
    const { gm } = await createRoom(server.url, 'Long labour');
    const first = await post(server.url, gm, 'rolls', { ...labour(1), clientSeed: 'first' });
    expect(first.status, JSON.stringify(first.body).slice(0, 300)).toBe(201);
    const nonce = first.body.entry.nonce as number;
    const before = (await get(server.url, gm, 'entries')).body.entries.length as number;

    // 8,000 dice, about 560,000 bytes of entry: refused, naming the limit, nothing drawn or logged.
    const long = await post(server.url, gm, 'rolls', { ...labour(80), clientSeed: 'long' });
    expect(long.status, JSON.stringify(long.body).slice(0, 300)).toBe(422);
    expect(long.body).toMatchObject({ code: 'limit_exceeded', errors: [{ path: '/input' }] });
    expect(long.body.detail).toContain('ROOM_ENTRY_BYTES');
    expect((await get(server.url, gm, 'entries')).body.entries.length).toBe(before);

    // 7,000 dice: appended, every die of every turn, just under the limit, with the next nonce (none was taken).
    const fits = await post(server.url, gm, 'rolls', { ...labour(70), clientSeed: 'fits' });
    expect(fits.status, JSON.stringify(fits.body).slice(0, 300)).toBe(201);
    expect(fits.body.entry.outcome).toMatchObject({ result: 'unresolved', turns: 70 });
    expect(fits.body.entry.dice).toHaveLength(7_000);
    expect(fits.body.entry.nonce).toBe(nonce + 1);
    expect(bytes(fits.body.entry)).toBeLessThan(ENTRY_LIMIT);
    expect(bytes(fits.body.entry)).toBeGreaterThan(0.9 * ENTRY_LIMIT);
    // Read after the first roll: a page is cut by bytes, and an entry this large comes on a page of its own.
    const after = (await get(server.url, gm, `entries?after=${before}`)).body.entries as { seq: number }[];
    expect(after.map((e) => e.seq)).toEqual([fits.body.entry.seq]);
    expect(fits.body.entry.seq).toBe(before + 1);
  }, 120_000);
});
