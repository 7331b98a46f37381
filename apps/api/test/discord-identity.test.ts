// Issue 24, item 6: in a Discord channel linked to a room, only the Discord user who linked it rolls as the
// GM; everyone else rolls as their own member (joined on first use under their Discord name, kept across a
// restart), and may not roll privately (a GM's sealed roll); a replayed signed interaction is acted on once,
// even after a restart. On the real server with a real room (SQLite) and Discord's signing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSigningKey, type SigningKey, type StandIn, startStandIn } from './discord-stand-in.js';
import { type PostgresCluster, postgresAvailable, startPostgres } from './postgres-cluster.mjs';
import { type ServerProcess, startServer } from './server-process.js';

const APP = '112233445566778899';
const GM_USER = '42';
let key: SigningKey;
let standIn: StandIn;
let server: ServerProcess;
const dataDir = mkdtempSync(join(tmpdir(), 'verdict-discord-identity-'));
let ids = 5000;

const discordEnv = () => ({
  DISCORD_PUBLIC_KEY: key.publicKeyHex,
  DISCORD_API_BASE: standIn.url,
  DISCORD_USER_LIMIT_PER_MINUTE: '0',
  WEB_DIST: join(import.meta.dirname, 'missing'),
  VERDICT_DATA_DIR: dataDir,
});

beforeAll(async () => {
  key = await generateSigningKey();
  standIn = await startStandIn();
  server = await startServer(discordEnv());
}, 60_000);
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await standIn?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// biome-ignore lint/suspicious/noExplicitAny: Discord's and the room's JSON, read loosely by the assertions.
type Json = Record<string, any>;

/** A signed interaction, ready to be sent (and sent again, as a replay would). */
async function signed(interaction: Json, user: { id: string; global_name?: string }, channel = 'c1') {
  const id = String(++ids);
  const token = `identity-token-${id}`;
  const body = JSON.stringify({
    application_id: APP,
    token,
    id,
    channel_id: channel,
    guild_id: 'g1',
    member: { user: { username: `user${user.id}`, ...user } },
    ...interaction,
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  return { body, token, id, timestamp, signature: await key.sign(timestamp, body) };
}

async function post(s: Awaited<ReturnType<typeof signed>>, url = server.url) {
  const response = await fetch(`${url}/discord/interactions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-signature-ed25519': s.signature,
      'x-signature-timestamp': s.timestamp,
    },
    body: s.body,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Json;
}

const send = async (interaction: Json, user: { id: string; global_name?: string }, channel = 'c1') => {
  const s = await signed(interaction, user, channel);
  return { ...s, answer: await post(s) };
};

const table = (sub: string, options: Json[] = []) => ({
  type: 2,
  data: {
    name: 'verdict',
    options: [{ type: 2, name: 'table', options: [{ type: 1, name: sub, options }] }],
  },
});
const check = (options: Json[] = []) => ({
  type: 2,
  data: {
    name: 'd20-roll-under',
    options: [{ type: 1, name: 'check', options: [{ name: 'value', type: 4, value: 12 }, ...options] }],
  },
});
const privately = [{ name: 'private', type: 5, value: true }];
const edit = async (token: string) =>
  (await standIn.next(new RegExp(`/webhooks/${APP}/${token}/messages/@original$`), 60_000)).body as Json;

async function rooms(path: string, body: unknown, token?: string, method = 'POST', url = server.url) {
  const response = await fetch(`${url}/v1/rooms${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
  });
  expect(response.status).toBeLessThan(300);
  return (await response.json()) as Json;
}

async function restart() {
  server.child.kill('SIGTERM');
  await server.exited;
  server = await startServer(discordEnv());
}

describe('who rolls in a linked channel', () => {
  let roomId: string;
  let gmToken: string;
  let gmId: string;
  const ulla = { id: '77', global_name: 'Ulla' };
  const bo = { id: '78', global_name: 'Bo' };
  const entries = async () =>
    (await rooms(`/${roomId}/entries`, undefined, gmToken, 'GET')).entries as Json[];
  const memberNames = async () =>
    ((await rooms(`/${roomId}`, undefined, gmToken, 'GET')).members as Json[]).map(
      (m) => `${m.name}:${m.role}`,
    );

  it('rolls as the GM only for the linking user; others roll as their own member, joined once', async () => {
    const created = await rooms('', { name: 'The Crypt', gm: { name: 'Gerd' } });
    roomId = created.room.id;
    gmToken = created.token;
    gmId = created.member.id;
    const linked = await send(
      table('link', [
        { name: 'room', type: 3, value: roomId },
        { name: 'token', type: 3, value: gmToken },
      ]),
      { id: GM_USER, global_name: 'Gerd' },
    );
    expect(linked.answer.data.content).toMatch(/linked to the room "The Crypt"/);

    const gmRoll = await send(check(), { id: GM_USER });
    await edit(gmRoll.token);
    const first = await send(check(), ulla);
    expect((await edit(first.token)).embeds[0].footer.text).toMatch(/^Room "The Crypt" · entry #5 /);
    const second = await send(check(), ulla);
    await edit(second.token);
    const other = await send(check(), bo);
    await edit(other.token);

    expect(await memberNames()).toEqual(['Gerd:gm', 'Ulla:player', 'Bo:player']);
    const log = await entries();
    const members = Object.fromEntries(
      log.filter((e) => e.type === 'member.joined').map((e) => [e.member.name, e.member.id]),
    );
    const rolls = log.filter((e) => e.type === 'roll').map((e) => e.by);
    expect(rolls).toEqual([gmId, members.Ulla, members.Ulla, members.Bo]);
    expect(members.Ulla).not.toBe(gmId);
  }, 120_000);

  it("refuses a player's private roll (the GM's sealed roll) with an ephemeral note, and keeps the GM's", async () => {
    const before = (await entries()).length;
    const refused = await send(check(privately), ulla);
    expect(refused.answer).toMatchObject({ type: 4, data: { flags: 64 } });
    expect(refused.answer.data.content).toMatch(/Only the GM rolls with visibility gm: here that is <@42>/);
    expect((await entries()).length).toBe(before);

    const secret = await send(check(privately), { id: GM_USER });
    expect(secret.answer).toEqual({ type: 5, data: { flags: 64 } });
    await edit(secret.token);
    const sealed = (await entries()).at(-1)!;
    expect(sealed).toMatchObject({ type: 'roll', visibility: 'gm', by: gmId });
  }, 120_000);

  it('acts on an interaction id once: a replayed signed interaction rolls nothing, even after a restart', async () => {
    const rolled = await signed(check(), ulla);
    expect(await post(rolled)).toEqual({ type: 5 });
    await edit(rolled.token);
    const count = (await entries()).length;
    const replayed = await post(rolled);
    expect(replayed).toMatchObject({ type: 4, data: { flags: 64 } });
    expect(replayed.data.content).toMatch(/already handled/);
    expect((await entries()).length).toBe(count);

    await restart();
    const again = await post(rolled);
    expect(again.data.content).toMatch(/already handled/);
    expect((await entries()).length).toBe(count);
    // The mapping survived the restart: Ulla is still one member.
    const after = await send(check(), ulla);
    await edit(after.token);
    expect(await memberNames()).toEqual(['Gerd:gm', 'Ulla:player', 'Bo:player']);
    const last = (await entries()).at(-1)!;
    const ullaId = (await entries()).find((e) => e.type === 'member.joined' && e.member.name === 'Ulla')!
      .member.id;
    expect(last).toMatchObject({ type: 'roll', by: ullaId });
  }, 120_000);
});

describe.skipIf(!postgresAvailable())('two servers on one PostgreSQL', () => {
  let cluster: PostgresCluster;
  let servers: ServerProcess[] = [];
  beforeAll(async () => {
    cluster = await startPostgres();
    const { VERDICT_DATA_DIR: _sqlite, ...discord } = discordEnv();
    const env = { ...discord, DATABASE_URL: cluster.url };
    servers = await Promise.all([startServer(env), startServer(env)]);
  }, 120_000);
  afterAll(async () => {
    for (const s of servers) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    await cluster?.stop();
  }, 60_000);

  it('refuses a replay sent to the other server, and joins a user once whichever server they reach', async () => {
    const [a, b] = servers.map((s) => s.url) as [string, string];
    const created = await rooms('', { name: 'Shared', gm: { name: 'Gerd' } }, undefined, 'POST', a);
    const roomId = created.room.id as string;
    const link = await signed(
      table('link', [
        { name: 'room', type: 3, value: roomId },
        { name: 'token', type: 3, value: created.token },
      ]),
      { id: GM_USER },
      'c-shared',
    );
    const linked = await post(link, a);
    expect(linked.data.content).toMatch(/linked to the room "Shared"/);

    const rolls = await Promise.all(
      [a, b, a, b].map(async (url) => {
        const s = await signed(check(), { id: '90', global_name: 'Kim' }, 'c-shared');
        expect(await post(s, url)).toEqual({ type: 5 });
        await edit(s.token);
        return s;
      }),
    );
    const replayed = await post(rolls[0]!, b);
    expect(replayed.data.content).toMatch(/already handled/);
    const { entries } = await rooms(`/${roomId}/entries`, undefined, created.token, 'GET', b);
    const joins = entries.filter((e: Json) => e.type === 'member.joined');
    expect(joins.map((e: Json) => e.member.name)).toEqual(['Gerd', 'Kim']);
    const byKim = entries.filter((e: Json) => e.type === 'roll').map((e: Json) => e.by);
    expect(byKim).toEqual([joins[1].member.id, joins[1].member.id, joins[1].member.id, joins[1].member.id]);
  }, 120_000);
});
