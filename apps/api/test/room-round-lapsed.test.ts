// Issue 36: a round whose job gets no result after its draw began (here its work passes the request's deadline)
// used to append nothing and leave its nonce unspent (422 deadline_exceeded), so whether a drawn round was logged
// could depend on how it went. Now a round.lapsed is appended with its nonce, the test's next round is the same
// round, the close counts the nonce, and the export verifies, with a note of what the round's seeds give.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom, join, post } from './rooms-client.js';
import { type ServerProcess, startServer } from './server-process.js';
import { verifySlowExport } from './slow-room-export.js';

let server: ServerProcess;
beforeAll(async () => {
  // The `slow` fixture's `laps`: its first round is instant, its second works for `ms`, past the deadline.
  server = await startServer({
    VERDICT_SYSTEMS: './test-fixtures/system-slow',
    WORKERS: '1',
    REQUEST_DEADLINE_MS: '3000',
  });
}, 120_000);
afterAll(async () => {
  await server.stop();
});

describe('a round whose job gets no result after its draw', () => {
  it('is appended as round.lapsed with its nonce, the same round comes next, and the export verifies', async () => {
    const { gm, invite } = await createRoom(server.url, 'Lapsed round');
    const grog = await join(server.url, gm.roomId, invite, 'Grog');
    const started = await post(server.url, grog, 'rounds', {
      system: 'slow',
      test: 'laps',
      input: { ms: 10_000, laps: 3 },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const of = started.body.entry.seq as number;
    const first = await post(server.url, grog, 'rounds/next', { of, clientSeed: 'lap-1' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.entry).toMatchObject({ type: 'round', round: 1, nonce: 0 });
    const slow = await post(server.url, grog, 'rounds/next', { of, clientSeed: 'lap-2' });
    expect(slow.status, JSON.stringify(slow.body)).toBe(201);
    expect(slow.body.entry).toMatchObject({
      type: 'round.lapsed',
      of,
      round: 2,
      nonce: 1,
      clientSeed: 'lap-2',
      noResult: 'deadline',
    });
    expect(slow.body).not.toHaveProperty('ended');
    expect((await post(server.url, grog, 'rounds/abandon', { of })).status).toBe(201);
    const closed = await post(server.url, gm, 'close', {});
    expect(closed.status).toBe(201);
    expect(closed.body.entry).toMatchObject({ type: 'room.closed', nonces: { [grog.memberId]: 2 } });

    const { verified, sentence } = await verifySlowExport(server.url, gm);
    expect(verified.failures).toEqual([]);
    expect(verified.status).toBe('verified');
    const seq = slow.body.entry.seq as number;
    expect(verified.notes.map((n) => n.message)).toContain(
      `#${seq}: round 2 of test #${of} ran out of time on the server; its seeds give no dice`,
    );
    expect(sentence(seq)).toMatch(
      new RegExp(`^Grog drew round 2 of #${of}, which got no result: ran out of time against `),
    );
  }, 180_000);
});
