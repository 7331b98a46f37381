// Issue 32: the PostgreSQL listener reconnects after a full-jitter wait, so the servers of a cluster do not all
// come back in the same instant after a restart. With the random source and the timers given, on a real
// cluster: the listener's connection is cut, each failed attempt doubles the window (100 ms, 200, 400, …, half
// of each with this source), and once it LISTENs again it resyncs and the next loss starts from the first window.
// Skipped locally without PostgreSQL.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL, postgresEngine } from '../src/storage/postgres.js';
import { type PostgresCluster, postgresAvailable, startPostgres } from './postgres-cluster.mjs';

const available = postgresAvailable();

/** Timers the test runs by hand: each wait asked for is recorded, and run when the test says. */
function handTimers() {
  const waits: number[] = [];
  let pending: (() => void) | undefined;
  const watchers = new Set<() => void>();
  return {
    waits,
    timers: {
      setTimeout(run: () => void, ms: number) {
        waits.push(ms);
        pending = run;
        for (const watch of watchers) watch();
        return waits.length;
      },
      clearTimeout() {
        pending = undefined;
      },
    },
    asked(n: number): Promise<void> {
      return new Promise((resolve) => {
        const watch = () => {
          if (waits.length < n) return;
          watchers.delete(watch);
          resolve();
        };
        watchers.add(watch);
        watch();
      });
    },
    run() {
      const run = pending;
      pending = undefined;
      run?.();
    },
  };
}

describe.skipIf(!available)('the PostgreSQL listener reconnects with full-jitter backoff', () => {
  let cluster: PostgresCluster;
  let admin: pg.Client;
  beforeAll(async () => {
    cluster = await startPostgres();
    admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE ROLE listener LOGIN');
  }, 60_000);
  afterAll(async () => {
    await admin?.end().catch(() => {});
    await cluster?.stop();
  }, 60_000);

  it('waits half of each window with this source, doubling while it cannot connect, from the first once it can', async () => {
    const hand = handTimers();
    const url = cluster.url.replace('//verdict@', '//listener@');
    const engine = postgresEngine(url, { random: { nextUint32: () => 2 ** 31 }, timers: hand.timers });
    let resyncs = 0;
    const resynced = (n: number) =>
      new Promise<void>((resolve, reject) => {
        const deadline = Date.now() + 60_000;
        const check = () => {
          if (resyncs >= n) return resolve();
          if (Date.now() > deadline) return reject(new Error(`still ${resyncs} resyncs, expected ${n}`));
          setTimeout(check, 20);
        };
        check();
      });
    const stop = await engine.listen!(
      () => {},
      () => resyncs++,
    );
    const cut = () =>
      admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = 'listener' AND query = $1`,
        [`LISTEN ${CHANNEL}`],
      );
    try {
      // The listener may not log in for now: its connection is cut, and each attempt fails.
      await admin.query('ALTER ROLE listener NOLOGIN');
      await cut();
      await hand.asked(1);
      for (let n = 2; n <= 7; n++) {
        hand.run();
        await hand.asked(n);
      }
      expect(hand.waits).toEqual([50, 100, 200, 400, 800, 1600, 2500]);
      // Back: the next attempt LISTENs again and resyncs; a later loss starts from the first window.
      await admin.query('ALTER ROLE listener LOGIN');
      hand.run();
      await resynced(1);
      await cut();
      await hand.asked(8);
      expect(hand.waits.at(-1)).toBe(50);
      hand.run();
      await resynced(2);
    } finally {
      await stop();
      await engine.close();
    }
  });
});
