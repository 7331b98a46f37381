// Issue 25, item 5: `pg_ctl restart -m fast` under load killed the API process (an unhandled client error,
// 57P01 admin_shutdown), both servers of a pair. Now the server stays up, requests caught by the restart
// answer 503 storage_unavailable, new ones work once PostgreSQL is back, and the event hub LISTENs again so
// entries rolled on one server still reach a stream on the other. Skipped locally without PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PostgresCluster, postgresAvailable, startPostgres } from './postgres-cluster.mjs';
import { createRoom, join, openEvents, post, type Seat, seqsOf } from './rooms-client.js';
import { type ServerProcess, startServer } from './server-process.js';

const available = postgresAvailable();

const roll = (i: number) => ({
  system: 'd20-roll-under',
  test: 'check',
  input: { value: 11 },
  clientSeed: `restart-${i}`,
});

async function until(condition: () => boolean | Promise<boolean>, what: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`still not true after 60 s: ${what()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!available)('a PostgreSQL restart under load, two servers', () => {
  let cluster: PostgresCluster;
  let servers: ServerProcess[] = [];
  beforeAll(async () => {
    cluster = await startPostgres();
    const env = { WEB_DIST: '/nonexistent', DATABASE_URL: cluster.url };
    servers = await Promise.all([startServer(env), startServer(env)]);
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    await cluster?.stop();
  }, 60_000);

  it('keeps both servers up: failed requests are 503 storage_unavailable, and rolls and events resume', async () => {
    const [a, b] = servers.map((s) => s.url) as [string, string];
    const { gm, invite } = await createRoom(a, 'Restart');
    const pat = await join(b, gm.roomId, invite, 'Pat');
    const onB = await openEvents(b, pat);

    // Four clients roll in a loop into the room, on both servers, until told to stop.
    const results: { status: number; code?: string; after: boolean }[] = [];
    let restarted = false;
    let stop = false;
    let n = 0;
    const client = async (seat: Seat, url: string) => {
      while (!stop) {
        const i = n++;
        try {
          const answer = await post(url, seat, 'rolls', roll(i));
          results.push({ status: answer.status, code: answer.body?.code, after: restarted });
        } catch (error) {
          results.push({ status: 0, code: String(error), after: restarted });
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    };
    const load = [client(gm, a), client(pat, b), client(gm, b), client(pat, a)];
    const ok = (after: boolean) => results.filter((r) => r.status === 201 && r.after === after).length;
    const state = () =>
      JSON.stringify({
        last: results.slice(-5),
        servers: servers.map((s) => ({ exit: s.child.exitCode, stderr: s.stderr().slice(-1500) })),
      });
    await until(
      () => ok(false) >= 10,
      () => `rolls succeed before the restart ${state()}`,
    );
    await cluster.restart();
    restarted = true;
    await until(
      () => ok(true) >= 20,
      () => `rolls succeed after the restart ${state()}`,
    );
    stop = true;
    await Promise.all(load);

    for (const server of servers) {
      expect({ exitCode: server.child.exitCode, signal: server.child.signalCode }).toEqual({
        exitCode: null,
        signal: null,
      });
    }
    const failed = results.filter((r) => r.status !== 201);
    expect(failed.filter((r) => r.status !== 503 || r.code !== 'storage_unavailable')).toEqual([]);

    // Events still cross: a roll on A reaches the stream on B (opened before the restart).
    const rolled = await post(a, gm, 'rolls', roll(-1));
    expect(rolled.status).toBe(201);
    const seq = rolled.body.entry.seq as number;
    await onB.until((events) => seqsOf(events).includes(seq), 60_000);
    onB.close();
  }, 180_000);
});
