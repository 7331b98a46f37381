// Issue 36, "rounds off the event loop": a round of a test of rounds in a room (its earlier rounds replayed, then
// its own dice drawn) is engine work, so it runs in the worker pool as a roll does, never on the event loop. On the
// real server process, with the `slow` fixture's `laps` test (each round after the first works for `ms`), so no test
// depends on what the bundled systems' cost models accept: while one member's heavy round works, another member's
// light requests are answered first, and the server's own event-loop delay (`VERDICT_LOOP_DELAY=1`, measured
// inside the process by `monitorEventLoopDelay`) stays far below the round's work.
import { describe, expect, it } from 'vitest';
import { createRoom, get, join, post } from './rooms-client.js';
import { startServer } from './server-process.js';
import { spinLog } from './spin-log.js';

/** How long the heavy round works: its loop delay, were it run on the event loop, would be at least this. */
const ROUND_MS = 6000;

/** Settles with what `promise` gave, pushing `label` to `order` when it settles. */
function track<T>(order: string[], label: string, promise: Promise<T>): Promise<T> {
  return promise.then((value) => {
    order.push(label);
    return value;
  });
}

describe('a round of a test of rounds in a room runs in the worker pool', () => {
  it("answers another member's light requests while a heavy round works, the loop never blocked by it", async () => {
    const spins = spinLog();
    const server = await startServer({
      VERDICT_SYSTEMS: './test-fixtures/system-slow',
      ...spins.env,
      REQUEST_DEADLINE_MS: '120000',
      VERDICT_LOOP_DELAY: '1',
    });
    try {
      const { gm, invite } = await createRoom(server.url, 'Laps table');
      const bea = await join(server.url, gm.roomId, invite, 'Bea');
      const started = await post(server.url, gm, 'rounds', {
        system: 'slow',
        test: 'laps',
        input: { ms: ROUND_MS, laps: 2 },
      });
      expect(started.status).toBe(201);
      const of = started.body.entry.seq as number;
      // Round 1 is instant; round 2 works for ROUND_MS.
      const first = await post(server.url, gm, 'rounds/next', { of, clientSeed: 'lap-1' });
      expect(first.status).toBe(201);
      const order: string[] = [];
      const heavy = track(order, 'round', post(server.url, gm, 'rounds/next', { of, clientSeed: 'lap-2' }));
      await spins.waitForStart(ROUND_MS); // the round is being worked on
      // A light request the blocked server could not answer (its connection reset) counts as not answered.
      const health = await track(
        order,
        'healthz',
        fetch(`${server.url}/healthz`).catch(() => undefined),
      );
      const view = await track(
        order,
        'room',
        get(server.url, bea, '').catch(() => undefined),
      );
      // Both light requests were answered while the round still worked.
      expect(order).toEqual(['healthz', 'room']);
      expect(health?.status).toBe(200);
      expect(view?.status).toBe(200);
      const second = await heavy;
      expect(second.status).toBe(201);
      expect(second.body.entry).toMatchObject({ type: 'round', of, round: 2 });
      expect(second.body.ended.entry).toMatchObject({ type: 'rounds.ended', of });

      await server.stop();
      const delay = /event loop delay .* max ([\d.]+) ms/.exec(server.stderr());
      expect(delay, server.stderr()).not.toBeNull();
      // On the loop the round would have blocked it for ROUND_MS at least; in a worker the loop only waits on a
      // busy machine's scheduling, far less than half of that even 10x slower than usual.
      expect(Number(delay![1])).toBeLessThan(ROUND_MS / 2);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  }, 180_000);

  it('plays each round once: a test of n rounds works n rounds in all, not n²/2 (its state kept, not replayed)', async () => {
    // Each lap after the first logs one piece of work as it starts, wherever it runs, replayed or played: counted.
    const spins = spinLog();
    const server = await startServer({
      VERDICT_SYSTEMS: './test-fixtures/system-slow',
      ...spins.env,
      REQUEST_DEADLINE_MS: '120000',
    });
    try {
      const { gm } = await createRoom(server.url, 'Laps table');
      const laps = 6;
      const started = await post(server.url, gm, 'rounds', {
        system: 'slow',
        test: 'laps',
        input: { ms: 0, laps },
      });
      expect(started.status).toBe(201);
      const of = started.body.entry.seq as number;
      for (let n = 1; n <= laps; n++) {
        const res = await post(server.url, gm, 'rounds/next', { of, clientSeed: `lap-${n}` });
        expect(res.status).toBe(201);
        expect(res.body.entry).toMatchObject({ type: 'round', of, round: n });
      }
      // Laps 2..6 work once each (5); replaying every earlier round for each round would be 1+2+3+4+5 = 15.
      expect(spins.started()).toHaveLength(laps - 1);
    } finally {
      await server.stop();
    }
  }, 180_000);
});
