// Issue 34 (fairplay.md N7): a drawn roll is always logged. Heavy rolls are computed outside the room's
// transaction; while they were, the GM's rotations (and any other append) moved the log on, and after three
// computations the roll was answered 503 with nothing appended (57/60 in the review) though its dice had been
// drawn. Now a rotation waits in the room's queue of rolls, and a roll whose draw is unchanged while the log
// moved on is decided again on the new head: every roll is 201 and the export verifies. Real server process
// (worker pool, SQLite).
import { verifyLog } from '@verdict/room';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppRegistry } from '../src/registry.js';
import { call, createRoom, join, post } from './rooms-client.js';
import { type ServerProcess, startServer } from './server-process.js';

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({ WEB_DIST: '/nonexistent', RATE_LIMIT_PER_MINUTE: '0' });
}, 120_000);
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
});

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

describe('a drawn roll is always logged', () => {
  it('heavy rolls under concurrent rotations and requests: every roll 201, none 503, and the log verifies', async () => {
    const url = server.url;
    const { gm, invite } = await createRoom(url, 'N7');
    const pia = await join(url, gm.roomId, invite, 'Pia');
    let rolling = true;
    let rotations = 0;
    let requests = 0;
    // The GM moves the log on as fast as the server lets it, for as long as the rolls go on.
    const churn = (async () => {
      while (rolling) {
        const rotated = await post(url, gm, 'epochs');
        expect(rotated.status).toBe(201);
        rotations++;
        const asked = await post(url, gm, 'requests', {
          to: [pia.memberId],
          system: 'd20-roll-under',
          test: 'check',
          input: { value: 10 },
        });
        expect(asked.status).toBe(201);
        requests++;
      }
    })();
    const statuses: number[] = [];
    try {
      for (let i = 0; i < 30; i++) {
        const rolled = await post(url, pia, 'rolls', { ...heavy, clientSeed: `pia-${i}` });
        statuses.push(rolled.status);
        if (rolled.status !== 201)
          throw new Error(`roll ${i}: ${rolled.status} ${JSON.stringify(rolled.body)}`);
      }
    } finally {
      rolling = false;
      await churn;
    }
    expect(statuses).toEqual(Array(30).fill(201));
    expect(rotations).toBeGreaterThan(0);
    expect(requests).toBeGreaterThan(0);
    expect((await post(url, gm, 'close', {})).status).toBe(201);
    const exported = await call(url, 'GET', `/v1/rooms/${gm.roomId}/export`, { token: gm.token });
    const rolls = exported.body.entries.filter((e: { type: string }) => e.type === 'roll');
    expect(rolls).toHaveLength(30);
    const result = verifyLog(exported.body, createAppRegistry());
    expect(result.failures).toEqual([]);
    expect(result.status).toBe('verified');
  }, 300_000);
});
