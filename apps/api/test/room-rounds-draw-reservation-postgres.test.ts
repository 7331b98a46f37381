// Issue 36, "rounds off the event loop": a round computed in the worker pool, outside the room's transaction, has its
// draw reserved in the database as a roll's is (`draw-reservations.ts`), so a rotation on another server waits
// until the round is appended: the round is logged with the draw it began with, computed once. Without the
// reservation the rotation went first, and the round, its draw changed (a new seed, the nonces from 0), was
// computed again. Two real API processes on a PostgreSQL cluster the test starts (skipped locally without
// PostgreSQL, and said so; required in CI); the `slow` fixture's `laps` round works for ROUND_MS, counted by its spin log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PostgresCluster, postgresAvailable, startPostgres } from './postgres-cluster.mjs';
import { createRoom, post } from './rooms-client.js';
import { type ServerProcess, startServer } from './server-process.js';
import { spinLog } from './spin-log.js';

const available = postgresAvailable();
const ROUND_MS = 3000;

describe.skipIf(!available)("a round's draw is reserved, with several servers on PostgreSQL", () => {
  let cluster: PostgresCluster;
  let servers: ServerProcess[] = [];
  const spins = spinLog();
  beforeAll(async () => {
    cluster = await startPostgres();
    const env = {
      WEB_DIST: '/nonexistent',
      DATABASE_URL: cluster.url,
      REQUEST_DEADLINE_MS: '120000',
      RATE_LIMIT_PER_MINUTE: '0',
      VERDICT_SYSTEMS: './test-fixtures/system-slow',
      ...spins.env,
    };
    servers = await Promise.all([startServer(env), startServer(env)]);
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    await cluster?.stop();
  }, 60_000);

  it('a rotation on server A waits for the round being computed on server B, which is drawn once', async () => {
    const [a, b] = servers.map((s) => s.url) as [string, string];
    const { gm } = await createRoom(a, 'Laps cluster');
    const started = await post(b, gm, 'rounds', {
      system: 'slow',
      test: 'laps',
      input: { ms: ROUND_MS, laps: 2 },
    });
    expect(started.status).toBe(201);
    const of = started.body.entry.seq as number;
    expect((await post(b, gm, 'rounds/next', { of, clientSeed: 'lap-1' })).status).toBe(201);
    const heavy = post(b, gm, 'rounds/next', { of, clientSeed: 'lap-2' });
    await spins.waitForStart(ROUND_MS); // drawn, working in B's pool
    const rotated = await post(a, gm, 'epochs');
    expect(rotated.status).toBe(201);
    const round = await heavy;
    expect(round.status).toBe(201);
    // Appended before the rotation, with the epoch's first nonce of the GM's it drew; computed once.
    expect(round.body.entry.seq).toBeLessThan(rotated.body.entry.seq);
    expect(round.body.entry).toMatchObject({ type: 'round', of, round: 2, nonce: 1 });
    expect(spins.started().filter((ms) => ms === ROUND_MS)).toHaveLength(1);
  }, 180_000);
});
