// A room roll whose computation fails after its dice began to be drawn (its worker ran out of stack) used to
// be dropped: 503 worker_failed, its nonce unspent, the log showing nothing, so whether a drawn roll was
// logged could depend on how it went. Now it is appended with the documented no-result outcome of a failed
// computation and its nonce, the next roll takes the next nonce, and the verifier accepts the entry.
import { FAILED_OUTCOME } from '@verdict/room';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom, join, post } from './rooms-client.js';
import { type ServerProcess, startServer } from './server-process.js';
import { verifySlowExport } from './slow-room-export.js';

let server: ServerProcess;
beforeAll(async () => {
  // `spin` recurses as deep as its input says (test-fixtures/system-slow): a roll that overflows its worker's stack.
  server = await startServer({
    VERDICT_SYSTEMS: './test-fixtures/system-slow',
    WORKERS: '1',
    REQUEST_DEADLINE_MS: '60000',
  });
}, 120_000);
afterAll(async () => {
  await server.stop();
});

describe('a room roll whose computation fails after its draw', () => {
  it('is appended with no result and its nonce, the server goes on, and the export verifies', async () => {
    const { gm, invite } = await createRoom(server.url, 'Failed roll');
    const grog = await join(server.url, gm.roomId, invite, 'Grog');
    const failed = await post(server.url, grog, 'rolls', {
      system: 'slow',
      test: 'spin',
      input: { ms: 0, depth: 1_000_000_000 },
      clientSeed: 'too-deep',
    });
    expect(failed.status, JSON.stringify(failed.body)).toBe(201);
    expect(failed.body.entry).toMatchObject({ type: 'roll', nonce: 0, outcome: FAILED_OUTCOME, dice: [] });
    const next = await post(server.url, grog, 'rolls', {
      system: 'slow',
      test: 'spin',
      input: { ms: 0 },
      clientSeed: 'shallow',
    });
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    expect(next.body.entry).toMatchObject({ nonce: 1, outcome: { label: 'Done' } });
    expect(server.stdout.some((line) => / 50\d /.test(line))).toBe(false);
    expect((await post(server.url, gm, 'close', {})).status).toBe(201);

    const { verified, sentence } = await verifySlowExport(server.url, gm);
    expect(verified.failures).toEqual([]);
    expect(verified).toMatchObject({ ok: true, status: 'verified' });
    const seq = failed.body.entry.seq as number;
    // Whether the verifier's own recomputation also overflows its stack or not, it is a note, never a failure.
    expect(verified.notes.find((note) => note.seq === seq)?.message).toMatch(
      new RegExp(`^#${seq} failed to compute on the server`),
    );
    expect(sentence(seq)).toBe("Grog's roll of Spin could not be computed");
  }, 180_000);
});
