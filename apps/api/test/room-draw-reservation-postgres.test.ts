// Issue 34 (fairplay.md N7, several servers): a drawn roll is always logged, whichever server ends the epoch.
// One server's rolls wait for no other server's: before, a heavy roll computed on server B while the GM
// rotated the epoch on server A met a changed draw (a new seed, nonces from 0), was drawn again, and after three
// draws answered 503 with nothing appended. Now the draw is reserved in the database when it begins, and a
// rotation or a close on any server waits for the reservations of the room: every roll is 201, is logged with
// the draw it began with, and the export verifies. Two real API processes on a PostgreSQL cluster the test
// starts (skipped locally without PostgreSQL, and said so; required in CI).
import { verifyLog } from '@verdict/room';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppRegistry } from '../src/registry.js';
import { type PostgresCluster, postgresAvailable, startPostgres } from './postgres-cluster.mjs';
import { call, createRoom, join, post } from './rooms-client.js';
import { type ServerProcess, startServer } from './server-process.js';

const available = postgresAvailable();

// About 25 ms of work each on an idle machine: always computed in the worker pool, outside the transaction.
const heavy = {
  system: '2d6-pool',
  test: 'extended',
  input: {
    difficulty: 10,
    progressRequired: 100,
    maxTurns: 20,
    participants: Array.from({ length: 100 }, (_, i) => ({ name: `P${i}`, rating: 0 })),
  },
};

// A hidden request to Pia (its input sealed; answered blind), within the hidden-answer budget.
const hiddenRequest = (to: string) => ({
  to: [to],
  system: '2d6-pool',
  test: 'extended',
  input: {
    difficulty: 6,
    progressRequired: 40,
    maxTurns: 30,
    participants: Array.from({ length: 5 }, (_, i) => ({ name: `P${i}`, rating: 2 })),
  },
  hidden: true,
  visibility: 'blind',
});

describe.skipIf(!available)('a drawn roll is always logged, with several servers on PostgreSQL', () => {
  let cluster: PostgresCluster;
  let servers: ServerProcess[] = [];
  beforeAll(async () => {
    cluster = await startPostgres();
    // A roomy deadline: what is tested is that no roll fails for another server's rotation, not latency.
    const env = {
      WEB_DIST: '/nonexistent',
      DATABASE_URL: cluster.url,
      REQUEST_DEADLINE_MS: '60000',
      RATE_LIMIT_PER_MINUTE: '0',
    };
    servers = await Promise.all([startServer(env), startServer(env)]);
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    await cluster?.stop();
  }, 60_000);

  it('rotations on one server while rolls are drawn on both: every roll 201, the log verifies', async () => {
    const [a, b] = servers.map((s) => s.url) as [string, string];
    const { gm, invite } = await createRoom(a, 'N7 cluster');
    const pia = await join(b, gm.roomId, invite, 'Pia');
    let rolling = true;
    let rotations = 0;
    // The GM ends epochs on server A as fast as it lets them, for as long as the rolls go on.
    const churn = (async () => {
      while (rolling) {
        const rotated = await post(a, gm, 'epochs');
        if (rotated.status !== 201)
          throw new Error(`rotation: ${rotated.status} ${JSON.stringify(rotated.body)}`);
        rotations++;
      }
    })();
    const answers: { status: number; body: unknown }[] = [];
    try {
      for (let i = 0; i < 15; i++) {
        // Pia's heavy rolls on both servers at once (her nonce taken by one of them first), then her answer
        // to a hidden request on B, computed at once and committed at its floor (a second later).
        answers.push(
          ...(await Promise.all(
            [a, b].map((url, j) => post(url, pia, 'rolls', { ...heavy, clientSeed: `pia-${i}-${j}` })),
          )),
        );
        if (i % 5 !== 0) continue;
        const asked = await post(a, gm, 'requests', hiddenRequest(pia.memberId));
        expect(asked.status, JSON.stringify(asked.body)).toBe(201);
        const request = asked.body.entry.seq as number;
        answers.push(await post(b, pia, 'rolls', { request, clientSeed: `hidden-${i}` }));
      }
    } finally {
      rolling = false;
      await churn;
    }
    if (answers.some((r) => r.status === 500)) console.log(servers.map((s) => s.stderr().slice(-3000)));
    expect(answers.filter((r) => r.status !== 201)).toEqual([]);
    expect(rotations).toBeGreaterThan(0);

    // A close on server A sent while a roll is being drawn on server B: the roll is logged before the close,
    // or refused before any draw because the room closed first; never 503.
    const last = post(b, pia, 'rolls', { ...heavy, clientSeed: 'pia-last' });
    const closed = await post(a, gm, 'close', { revealAll: true });
    expect(closed.status).toBe(201);
    const lastAnswer = await last;
    expect([201, 409]).toContain(lastAnswer.status);
    if (lastAnswer.status === 201) expect(lastAnswer.body.entry.seq).toBeLessThan(closed.body.entry.seq);

    const exported = await call(a, 'GET', `/v1/rooms/${gm.roomId}/export`, { token: gm.token });
    const rolls = exported.body.entries.filter((e: { type: string }) => e.type === 'roll');
    expect(rolls).toHaveLength(lastAnswer.status === 201 ? 34 : 33);
    // The rolls were drawn in several epochs: the rotations went on between them.
    expect(new Set(rolls.map((e: { epoch: number }) => e.epoch)).size).toBeGreaterThan(1);
    const result = verifyLog(exported.body, createAppRegistry());
    expect(result.failures).toEqual([]);
    expect(result.status).toBe('verified');
  }, 600_000);
});
