// A roll is admitted by its entry's size at worst, from its input, before its dice are drawn. A T13 Dice Test
// of 9,999 dice of a million sides used to be admitted by twice the cost model's estimate of its resolve
// answer, which lists at most 1,000 dice, so about 350,000 bytes: admitted under the default entry limit
// (ROOM_ENTRY_BYTES, 500,000), then appended at about 780,000 bytes, since a room's entry keeps every die.
// The Dice Test now bounds what its roll records itself (`maxEntryBytes`), and the room admits by that.
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

const dice = (notation: string) => ({
  system: 't13',
  test: 'dice',
  input: { main: { dice: notation }, proficiencies: 0, difficulty: 8 },
});

describe("a roll admitted by its system's own bound", () => {
  it('is refused before the draw when its entry could pass the entry limit, and appended within it', async () => {
    const { gm } = await createRoom(server.url, 'Many dice');
    const before = (await get(server.url, gm, 'entries')).body.entries.length as number;
    const huge = await post(server.url, gm, 'rolls', { ...dice('9999d1000000'), clientSeed: 'huge' });
    expect(huge.status, JSON.stringify(huge.body).slice(0, 300)).toBe(422);
    expect(huge.body).toMatchObject({ code: 'limit_exceeded', errors: [{ path: '/input' }] });
    expect(huge.body.detail).toContain('ROOM_ENTRY_BYTES');
    expect((await get(server.url, gm, 'entries')).body.entries.length).toBe(before);
    // A pool whose entry fits is rolled and appended, every die in it, within the limit.
    const fits = await post(server.url, gm, 'rolls', { ...dice('4000d1000000'), clientSeed: 'fits' });
    expect(fits.status, JSON.stringify(fits.body).slice(0, 300)).toBe(201);
    expect(fits.body.entry.dice).toHaveLength(4000);
    expect(new TextEncoder().encode(JSON.stringify(fits.body.entry)).byteLength).toBeLessThan(500_000);
  }, 120_000);
});
