// The merge of rooms (event streams) with issue 17's connection timeouts: a room's event stream is quiet
// between heartbeats by design, so the server's idle timeout (WRITE_TIMEOUT_MS) must not cut it, while a
// plain idle connection is still closed.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom, openEvents, post, seqsOf } from './rooms-client.js';
import { type ServerProcess, startServer } from './server-process.js';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

let server: ServerProcess;
beforeAll(async () => {
  // Heartbeats far apart, and an idle timeout much shorter than the wait below.
  server = await startServer({ WRITE_TIMEOUT_MS: '300', VERDICT_HEARTBEAT_MS: '60000' });
}, 120_000);
afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
});

describe('event streams and the idle timeout', () => {
  it('keeps a quiet event stream open past WRITE_TIMEOUT_MS, and delivers the next entry', async () => {
    const { gm } = await createRoom(server.url);
    const stream = await openEvents(server.url, gm);
    try {
      expect(stream.status).toBe(200);
      let ended = false;
      void stream.ended.then(() => {
        ended = true;
      });
      // The idle timeout as the clock, rather than a while: a plain connection opened after the stream, and
      // silent, is closed by it; by then the stream, quiet for longer, would have been cut too.
      expect(await silentConnectionClosed()).toBe('closed');
      expect(ended).toBe(false);
      const rolled = await post(server.url, gm, 'rolls', {
        system: 'd20-roll-under',
        test: 'check',
        input: { value: 12 },
        clientSeed: 'quiet-stream',
      });
      expect(rolled.status).toBe(201);
      await stream.until((events) => seqsOf(events).includes(rolled.body.entry.seq), 60_000);
    } finally {
      stream.close();
    }
  }, 90_000);

  it('still closes a connection that sends nothing', async () => {
    expect(await silentConnectionClosed()).toBe('closed');
  }, 90_000);
});

/** Opens a connection that sends nothing: `closed` once the server closes it, `open` if it has not after 60 s. */
async function silentConnectionClosed(): Promise<'closed' | 'open'> {
  const { port, hostname } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => {});
  // A wide cap: the server closes it after WRITE_TIMEOUT_MS (300 ms), later on a busy machine.
  const result = await Promise.race([
    closed.then(() => 'closed' as const),
    pause(60_000).then(() => 'open' as const),
  ]);
  socket.destroy();
  return result;
}
