// Issue 36: the state after a test of rounds' last round was kept in one server's memory, so a round played on another
// server of the same PostgreSQL database, or after a restart, replayed the test's every earlier round (a test of n
// rounds alternating between two servers cost n²/2 rounds' work). Now it is kept in the database with the round, in
// its transaction, so any server starts the next round from it: each round is worked once, wherever it is played.
// Two real API processes on a PostgreSQL cluster the test starts (skipped locally without PostgreSQL, and said so;
// required in CI); the `slow` fixture's `laps` rounds after the first each work ROUND_MS, counted by its spin log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PostgresCluster, postgresAvailable, startPostgres } from './postgres-cluster.mjs';
import { createRoom, post } from './rooms-client.js';
import { type ServerProcess, startServer } from './server-process.js';
import { spinLog } from './spin-log.js';

const available = postgresAvailable();
const ROUND_MS = 150;

describe.skipIf(!available)('a test of rounds on several servers, and after a restart, on PostgreSQL', () => {
  let cluster: PostgresCluster;
  const servers: ServerProcess[] = [];
  const spins = spinLog();
  let env: Record<string, string>;
  const stop = async (server: ServerProcess) => {
    server.child.kill('SIGTERM');
    await server.exited;
  };
  beforeAll(async () => {
    cluster = await startPostgres();
    env = {
      WEB_DIST: '/nonexistent',
      DATABASE_URL: cluster.url,
      REQUEST_DEADLINE_MS: '120000',
      RATE_LIMIT_PER_MINUTE: '0',
      VERDICT_SYSTEMS: './test-fixtures/system-slow',
      ...spins.env,
    };
    servers.push(...(await Promise.all([startServer(env), startServer(env)])));
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    await cluster?.stop();
  }, 60_000);

  it('works each round once, whichever server plays it, and after both servers restart', async () => {
    const [a, b] = servers.map((s) => s.url) as [string, string];
    const { gm } = await createRoom(a, 'Laps on two servers');
    const started = await post(a, gm, 'rounds', {
      system: 'slow',
      test: 'laps',
      input: { ms: ROUND_MS, laps: 5 },
    });
    expect(started.status).toBe(201);
    const of = started.body.entry.seq as number;
    const play = async (url: string, n: number) => {
      const res = await post(url, gm, 'rounds/next', { of, clientSeed: `lap-${n}` });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.entry).toMatchObject({ type: 'round', of, round: n });
      return res;
    };
    const worked = () => spins.started().filter((ms) => ms === ROUND_MS).length;
    await play(a, 1); // instant
    await play(b, 2); // works once
    await play(a, 3); // from the state B kept: round 2 is not replayed
    await play(b, 4);
    expect(worked()).toBe(3);
    // Both servers restart: nothing is kept in memory, the database has the state after round 4.
    await Promise.all(servers.splice(0).map(stop));
    servers.push(await startServer(env));
    const last = await play(servers[0]!.url, 5);
    expect(last.body.ended.entry).toMatchObject({ type: 'rounds.ended', of });
    expect(worked()).toBe(4);
  }, 240_000);
});
