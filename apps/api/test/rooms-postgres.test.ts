// Two API processes on one PostgreSQL: rolls posted to both, in parallel, into one room make one gap-free
// verified chain, and the event subscribers of each server receive every entry once. Skipped locally
// without PostgreSQL (and said so); required in CI.
import { verifyLog } from '@verdict/room';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppRegistry } from '../src/registry.js';
import { type PostgresCluster, postgresAvailable, startPostgres } from './postgres-cluster.mjs';
import { createRoom, get, join, openEvents, post, seqsOf } from './rooms-client.js';
import { type ServerProcess, startServer } from './server-process.js';

const available = postgresAvailable();

describe.skipIf(!available)('rooms on PostgreSQL, two servers', () => {
  let cluster: PostgresCluster;
  let servers: ServerProcess[] = [];
  beforeAll(async () => {
    cluster = await startPostgres();
    // Forty rolls into one room at once queue for it (every roll is computed in a worker, and the deadline
    // counts from each request's arrival): a roomy deadline, as the chain is what is tested here, not latency.
    const env = { WEB_DIST: '/nonexistent', DATABASE_URL: cluster.url, REQUEST_DEADLINE_MS: '60000' };
    // Both start (and migrate) at once: the migrator's lock makes one of them do it.
    servers = await Promise.all([startServer(env), startServer(env)]);
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    await cluster?.stop();
  }, 30_000);

  it('says where its data lives, without the password', () => {
    expect(servers[0]!.stderr()).toMatch(
      /Verdict rooms: PostgreSQL database at postgres:\/\/verdict@127\.0\.0\.1:\d+\/postgres/,
    );
  });

  it('keeps one gap-free chain and tells every subscriber of each server', async () => {
    const [a, b] = servers.map((s) => s.url) as [string, string];
    const { gm, invite } = await createRoom(a, 'Shared');
    const pat = await join(b, gm.roomId, invite, 'Pat');
    const onA = await openEvents(a, pat);
    const onB = await openEvents(b, gm);
    const roll = (i: number) => ({
      system: 'd20-roll-under',
      test: 'check',
      input: { value: 11 },
      clientSeed: `seed-${i}`,
      ...(i % 3 === 0 ? { visibility: 'outcome' } : {}),
    });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => post(i % 2 ? a : b, i % 4 < 2 ? gm : pat, 'rolls', roll(i))),
    );
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 201));
    await post(a, gm, 'epochs');
    const closed = await post(b, gm, 'close');
    const last = closed.body.entry.seq;
    expect(last).toBe(3 + 40 + 2);
    const exported = (await get(a, pat, 'export')).body;
    expect(exported.entries.map((e: { seq: number }) => e.seq)).toEqual(
      Array.from({ length: last }, (_, i) => i + 1),
    );
    // Protocol 2: each member's nonces count their own rolls, gap-free whichever server took them.
    const nonces = new Map<string, number[]>();
    for (const e of exported.entries.filter((e: { type: string }) => e.type === 'roll'))
      nonces.set(e.by, [...(nonces.get(e.by) ?? []), e.nonce]);
    expect([...nonces.values()].map((n) => n.length).sort()).toEqual([20, 20]);
    for (const n of nonces.values()) expect(n).toEqual(n.map((_, i) => i));
    const result = verifyLog(exported, createAppRegistry());
    expect(result.failures).toEqual([]);
    expect(result.ok).toBe(true);
    await Promise.all([onA.ended, onB.ended]);
    const every = Array.from({ length: last }, (_, i) => i + 1);
    expect(seqsOf(onA.events)).toEqual(every);
    expect(seqsOf(onB.events)).toEqual(every);
  }, 60_000);
});
