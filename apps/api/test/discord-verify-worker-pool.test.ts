// `/verdict table verify` checks a room's whole log, resolving every roll again: engine work, so it runs in the
// worker pool under the request deadline like every other (it ran on the event loop, with no deadline). On the real
// server with real SQLite: a log whose one roll is the `slow` fixture's spin of 3 s verifies under a roomy deadline,
// and, on the same database under a 1 s deadline, is stopped at the deadline and says so (on the event loop it
// verified).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  generateSigningKey,
  postSigned,
  type SigningKey,
  type StandIn,
  startStandIn,
} from './discord-stand-in.js';
import { createRoom, post } from './rooms-client.js';
import { type ServerProcess, startServer } from './server-process.js';

const APP = '112233445566778899';
let key: SigningKey;
let standIn: StandIn;
let ids = 30_000;
const dataDir = mkdtempSync(join(tmpdir(), 'verdict-discord-verify-'));

beforeAll(async () => {
  key = await generateSigningKey();
  standIn = await startStandIn();
});
afterAll(async () => {
  await standIn?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const start = (deadlineMs: number) =>
  startServer({
    VERDICT_SYSTEMS: './test-fixtures/system-slow',
    DISCORD_PUBLIC_KEY: key.publicKeyHex,
    DISCORD_API_BASE: standIn.url,
    DISCORD_USER_LIMIT_PER_MINUTE: '0',
    VERDICT_DATA_DIR: dataDir,
    WORKERS: '1',
    REQUEST_DEADLINE_MS: String(deadlineMs),
  });

// biome-ignore lint/suspicious/noExplicitAny: Discord's JSON, read loosely by the assertions.
type Json = Record<string, any>;

async function table(server: ServerProcess, sub: string, options: Json[] = []) {
  const id = String(++ids);
  const token = `verify-token-${id}`;
  const body = JSON.stringify({
    type: 2,
    application_id: APP,
    token,
    id,
    channel_id: 'c1',
    guild_id: 'g1',
    member: { user: { id: '42', username: 'gm' } },
    data: {
      name: 'verdict',
      options: [{ type: 2, name: 'table', options: [{ type: 1, name: sub, options }] }],
    },
  });
  const { status, answer } = await postSigned(server.url, key, body);
  expect(status).toBe(200);
  return { answer: answer as Json, token };
}
const edited = async (token: string) =>
  ((await standIn.next(new RegExp(`/webhooks/${APP}/${token}/messages/@original$`))).body as Json)
    .content as string;

describe('/verdict table verify', () => {
  it('runs in the worker pool under the request deadline', async () => {
    let server = await start(60_000);
    try {
      const { gm } = await createRoom(server.url, 'Slow log');
      const linked = await table(server, 'link', [
        { name: 'room', type: 3, value: gm.roomId },
        { name: 'token', type: 3, value: gm.token },
      ]);
      expect(linked.answer.data.content).toMatch(/linked/);
      const rolled = await post(server.url, gm, 'rolls', {
        system: 'slow',
        test: 'spin',
        input: { ms: 3000 },
        clientSeed: 'slow',
      });
      expect(rolled.status).toBe(201);
      // The epoch's seed revealed, so the verifier resolves the roll again (the room open: "incomplete").
      expect((await post(server.url, gm, 'epochs')).status).toBe(201);
      const roomy = await table(server, 'verify');
      expect(roomy.answer).toEqual({ type: 5 });
      expect(await edited(roomy.token)).toMatch(
        /^⏳ The log of "Slow log": Incomplete: chain intact to seq 4 .*; log still open/,
      );

      server.child.kill('SIGTERM');
      await server.exited;
      server = await start(1000);
      const tight = await table(server, 'verify');
      expect(tight.answer).toEqual({ type: 5 });
      expect(await edited(tight.token)).toMatch(/^⌛ .*deadline of 1000 ms/);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 240_000);
});
