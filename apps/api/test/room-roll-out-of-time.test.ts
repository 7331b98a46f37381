// A room roll whose computation passes the request's deadline after its dice began to be drawn used to be
// dropped: its nonce was fixed, but the log showed nothing, so the server could quietly lose a roll it did
// not like. Now it is appended with the documented no-result outcome and its nonce, the next roll takes the
// next nonce, and the verifier accepts the entry, recomputing what its seeds give once the seed is revealed.
import { LAPSED_OUTCOME } from '@verdict/room';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom, join, post } from './rooms-client.js';
import { type ServerProcess, startServer } from './server-process.js';
import { verifySlowExport } from './slow-room-export.js';

let server: ServerProcess;
beforeAll(async () => {
  // Work that takes as long as its input says (test-fixtures/system-slow), under a deadline it cannot meet. The
  // deadline is wide enough for everything else on a loaded machine: at 1 s, the roll meant to run out of time
  // after its draw sometimes never got a worker in time (503, nothing drawn) with two busy loops beside the suite.
  server = await startServer({
    VERDICT_SYSTEMS: './test-fixtures/system-slow',
    WORKERS: '1',
    REQUEST_DEADLINE_MS: '5000',
  });
}, 120_000);
afterAll(async () => {
  await server.stop();
});

describe('a room roll that runs out of time after its draw', () => {
  it('is appended with no result and its nonce, and the export verifies', async () => {
    const { gm, invite } = await createRoom(server.url, 'Out of time');
    const grog = await join(server.url, gm.roomId, invite, 'Grog');
    const late = await post(server.url, grog, 'rolls', {
      system: 'slow',
      test: 'spin',
      input: { ms: 8_000 },
      clientSeed: 'too-slow',
    });
    expect(late.status, JSON.stringify(late.body)).toBe(201);
    expect(late.body.entry).toMatchObject({ type: 'roll', nonce: 0, outcome: LAPSED_OUTCOME, dice: [] });
    const next = await post(server.url, grog, 'rolls', {
      system: 'slow',
      test: 'spin',
      input: { ms: 0 },
      clientSeed: 'quick',
    });
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    expect(next.body.entry).toMatchObject({ nonce: 1, outcome: { label: 'Done' } });
    expect((await post(server.url, gm, 'close', {})).status).toBe(201);

    const { verified, sentence } = await verifySlowExport(server.url, gm);
    expect(verified.failures).toEqual([]);
    expect(verified).toMatchObject({ ok: true, status: 'verified' });
    const seq = late.body.entry.seq as number;
    expect(verified.notes).toContainEqual({
      seq,
      message: `#${seq} ran out of time on the server; its seeds give Done`,
    });
    expect(sentence(seq)).toBe("Grog's roll of Spin ran out of time");
  }, 180_000);
});
