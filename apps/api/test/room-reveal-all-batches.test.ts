// Issue 34 (N6): a close with `revealAll` revealed every sealed entry in one transaction, holding the room
// writer (on SQLite, every room's writes and reads) for all of it: 7.1 s for 20,000 reveals, during which a
// roll in another room waited. Now the reveals go in batches of their own transactions, each bounded in time
// (reveal-batches.ts), and other writes take their turn between them. Proved by order, not by time: a roll in
// another room, sent once the close's first reveals are committed, is answered while the room is still open
// and before the close answers.

import { verifyLog } from '@verdict/room';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppRegistry } from '../src/registry.js';
import { MAX_REVEAL_BATCH } from '../src/rooms/reveal-batches.js';
import { post } from './http.js';
import { appendRolls, type RoomsApp, roomsApp } from './rooms-app.js';

// How many prove it: the close must take many turns at the writer while the other room's roll needs one. Batches
// start at 64 reveals and at most double (64 + 128 + 256 + 512 + 1,024), then hold at most MAX_REVEAL_BATCH
// (2,000), and fewer on a slower machine (each is also bounded in time): 10,000 sealed entries are at least ten
// batches, the last five full. Once 20,000 (14 batches, 70 s of a CI run, most of it writing the rolls).
const SEALED = 5 * MAX_REVEAL_BATCH;

let r: RoomsApp;
beforeAll(async () => {
  r = await roomsApp();
  await appendRolls(r, SEALED, (i) => ({
    system: 'd20-roll-under',
    test: 'check',
    input: { value: 12 },
    clientSeed: `gm-${i}`,
    visibility: 'gm',
  }));
}, 600_000);
afterAll(() => r?.close());

describe('closing with revealAll', () => {
  it("lets another room's roll through while it reveals, and reveals everything before it closes", async () => {
    const before = (await r.store.room(r.roomId))!.lastSeq;
    const other = await (await post(r.app, '/v1/rooms', { name: 'Other', gm: { name: 'Bo' } })).json();
    let closedAnswered = false;
    const closing = Promise.resolve(
      post(r.app, `/v1/rooms/${r.roomId}/close`, { revealAll: true }, r.auth(r.gmToken)),
    ).then(async (res: Response) => {
      closedAnswered = true;
      return { status: res.status, body: await res.json() };
    });
    // Wait for the first batch of reveals to be committed (reads take their turn between batches).
    for (;;) {
      const room = (await r.store.room(r.roomId))!;
      if (room.lastSeq > before || room.closed) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    const roll = await post(
      r.app,
      `/v1/rooms/${other.room.id}/rolls`,
      { system: 'd20-roll-under', test: 'check', input: { value: 12 }, clientSeed: 'other' },
      r.auth(other.token),
    );
    expect(roll.status).toBe(201);
    // Answered while the reveal-all was under way: the room not closed yet, its close not answered.
    const during = (await r.store.room(r.roomId))!;
    expect({ closed: during.closed, closeAnswered: closedAnswered }).toEqual({
      closed: false,
      closeAnswered: false,
    });
    expect(during.lastSeq).toBeGreaterThan(before);
    const closed = await closing;
    expect(closed.status, JSON.stringify(closed.body)).toBe(201);
    expect(closed.body.revealed).toBe(SEALED);
    expect(closed.body.entry).toMatchObject({ type: 'room.closed', seq: before + SEALED + 1 });
    // The log verifies completely: every sealed entry revealed, once.
    const exported = await (
      await r.app.request(`/v1/rooms/${r.roomId}/export`, { headers: r.auth(r.gmToken) })
    ).json();
    const verdict = verifyLog(exported, createAppRegistry());
    expect(verdict.ok, JSON.stringify(verdict).slice(0, 500)).toBe(true);
  }, 600_000);
});
