// Crash safety: the server is killed with SIGKILL while clients roll; after a restart on the same data
// folder, every roll a client saw acknowledged (201) is in the log, and the chain verifies.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyLog } from '@verdict/room';
import { afterAll, expect, it } from 'vitest';
import { createAppRegistry } from '../src/registry.js';
import { createRoom, get, post } from './rooms-client.js';
import { startServer } from './server-process.js';

const dataDir = mkdtempSync(join(tmpdir(), 'verdict-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('keeps every acknowledged roll through a SIGKILL', async () => {
  const env = { WEB_DIST: '/nonexistent', VERDICT_DATA_DIR: dataDir };
  const first = await startServer(env);
  const { gm } = await createRoom(first.url, 'Crash');
  const acked: { seq: number; hash: string }[] = [];
  let killed = false;
  const client = async (n: number) => {
    for (let i = 0; !killed; i++) {
      try {
        const answer = await post(first.url, gm, 'rolls', {
          system: 'd20-roll-under',
          test: 'check',
          input: { value: 10 },
          clientSeed: `c${n}-${i}`,
        });
        if (answer.status === 201) acked.push({ seq: answer.body.entry.seq, hash: answer.body.entry.hash });
      } catch {
        return; // the connection died with the server
      }
    }
  };
  const clients = Array.from({ length: 4 }, (_, n) => client(n));
  while (acked.length < 40) await new Promise((resolve) => setTimeout(resolve, 5));
  first.child.kill('SIGKILL');
  killed = true;
  await first.exited;
  await Promise.all(clients);

  const second = await startServer(env);
  try {
    const exported = (await get(second.url, gm, 'export')).body;
    const bySeq = new Map(exported.entries.map((e: { seq: number; hash: string }) => [e.seq, e.hash]));
    for (const roll of acked) expect(bySeq.get(roll.seq), `seq ${roll.seq}`).toBe(roll.hash);
    const result = verifyLog(exported, createAppRegistry());
    expect(result.failures).toEqual([]);
    expect(result.ok).toBe(true);
    // The room goes on where it stopped.
    const next = await post(second.url, gm, 'rolls', {
      system: 'd20-roll-under',
      test: 'check',
      input: { value: 10 },
      clientSeed: 'after',
    });
    expect(next.body.entry.seq).toBe(exported.entries.length + 1);
  } finally {
    second.child.kill('SIGTERM');
    await second.exited;
  }
});
