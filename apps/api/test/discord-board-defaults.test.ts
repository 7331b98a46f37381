// Issue 40: `/board` posts a button per saved test (a user's, or the server's) that rolls it in one tap, for its
// owner only on a user's board, on any server and after a restart (the button names the saved test, no state of
// its own), within Discord's 25 buttons; `/verdict defaults` lets members who may manage a server set whether rolls
// reply privately and tests show their odds first when a member leaves those options out. On the real server
// (SQLite) with Discord's signing and the stand-in for its webhook API.
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
import { type PostgresCluster, postgresAvailable, startPostgres } from './postgres-cluster.mjs';
import { type ServerProcess, startServer } from './server-process.js';

const APP = '112233445566778899';
const MANAGE_SERVER = String(1 << 5);
let key: SigningKey;
let standIn: StandIn;
let server: ServerProcess;
let ids = 20_000;
const dataDir = mkdtempSync(join(tmpdir(), 'verdict-discord-board-'));
const env = () => ({
  DISCORD_PUBLIC_KEY: key.publicKeyHex,
  DISCORD_API_BASE: standIn.url,
  DISCORD_USER_LIMIT_PER_MINUTE: '0',
  WEB_DIST: join(import.meta.dirname, 'missing'),
  VERDICT_DATA_DIR: dataDir,
});

beforeAll(async () => {
  key = await generateSigningKey();
  standIn = await startStandIn();
  server = await startServer(env());
}, 120_000);
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await standIn?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// biome-ignore lint/suspicious/noExplicitAny: Discord's JSON, read loosely by the assertions.
type Json = Record<string, any>;

/** A user in server g1 (with permissions), or in a DM when `dm`. */
async function send(
  interaction: Json,
  user: string,
  o: { permissions?: string; dm?: boolean; to?: ServerProcess } = {},
) {
  const id = String(++ids);
  const token = `board-token-${id}`;
  const body = JSON.stringify({
    application_id: APP,
    token,
    id,
    ...(o.dm
      ? { channel_id: `dm-${user}`, context: 1, user: { id: user, username: `u${user}` } }
      : {
          channel_id: 'c1',
          guild_id: 'g1',
          context: 0,
          member: { user: { id: user, username: `u${user}` }, permissions: o.permissions ?? '0' },
        }),
    ...interaction,
  });
  const { status, answer } = await postSigned((o.to ?? server).url, key, body);
  expect(status).toBe(200);
  return { body: answer as Json, token };
}
const slash = (name: string, options: Json[] = []) => ({ type: 2, data: { name, type: 1, options } });
const opt = (name: string, value: string | number | boolean) => ({
  name,
  type: typeof value === 'string' ? 3 : typeof value === 'number' ? 4 : 5,
  value,
});
const press = (customId: string) => ({ type: 3, data: { component_type: 2, custom_id: customId } });
const check = (extra: Json[] = []) =>
  slash('d20-roll-under', [{ type: 1, name: 'check', options: [opt('value', 12), ...extra] }]);
const defaults = (options: Json[]) => slash('verdict', [{ type: 1, name: 'defaults', options }]);
const edit = async (token: string) =>
  (await standIn.next(new RegExp(`/webhooks/${APP}/${token}/messages/@original$`))).body as Json;
const ids_ = (board: Json): string[] =>
  board.data.components.flatMap((row: Json) => row.components.map((b: Json) => b.custom_id));

describe('/board', () => {
  it('posts a button per saved test; one tap rolls it, for its owner only, and after a restart', async () => {
    expect((await send(slash('board'), '42')).body.data.content).toMatch(/no saved tests yet/);
    const rolled = await send(check(), '42');
    await edit(rolled.token);
    for (const name of ['Stealth', 'Perception'])
      expect((await send(slash('save', [opt('name', name)]), '42')).body.data.content).toMatch(/Saved/);

    const board = (await send(slash('board'), '42')).body;
    expect(board).toMatchObject({ type: 4 });
    expect(board.data.flags).toBeUndefined();
    expect(board.data.content).toMatch(/<@42>'s saved tests/);
    expect(ids_(board)).toEqual(['v:b:u:0:42:Perception', 'v:b:u:0:42:Stealth']);

    const tapped = await send(press('v:b:u:0:42:Stealth'), '42');
    expect(tapped.body).toEqual({ type: 5 });
    const result = await edit(tapped.token);
    expect(result.embeds[0].title).toMatch(/Success|Failure/);
    expect(result.embeds[0].author.name).toMatch(/Check/);

    const other = await send(press('v:b:u:0:42:Stealth'), '77');
    expect(other.body).toMatchObject({
      type: 4,
      data: { flags: 64, content: expect.stringMatching(/<@42>'s board/) },
    });

    server.child.kill('SIGTERM');
    await server.exited;
    server = await startServer(env());
    const after = await send(press('v:b:u:1:42:Perception'), '42');
    expect(after.body).toEqual({ type: 5, data: { flags: 64 } });
    expect((await edit(after.token)).embeds[0].title).toMatch(/Success|Failure/);

    expect((await send(slash('unsave', [opt('name', 'Perception')]), '42')).body.data.content).toMatch(
      /Forgot/,
    );
    expect((await send(press('v:b:u:0:42:Perception'), '42')).body.data.content).toMatch(/no longer saved/);
    expect((await send(press('v:b:u:0:42:'), '42')).body.data.content).toMatch(/not one of ours/);
  }, 240_000);

  it("posts the server's board for every member, and keeps to Discord's 25 buttons", async () => {
    const rolled = await send(check(), '42');
    await edit(rolled.token);
    for (let i = 0; i < 27; i++) {
      const saved = await send(
        slash('save', [opt('name', `T${String(i).padStart(2, '0')}`), opt('server', true)]),
        '42',
        {
          permissions: MANAGE_SERVER,
        },
      );
      expect(saved.body.data.content).toMatch(/for everyone on this server/);
    }
    const board = (await send(slash('board', [opt('server', true)]), '77')).body;
    expect(board.data.components).toHaveLength(5);
    for (const row of board.data.components) expect(row.components).toHaveLength(5);
    expect(ids_(board)[0]).toBe('v:b:g:0:T00');
    expect(board.data.content).toMatch(/2 more: `\/r name:` rolls them/);
    const tapped = await send(press('v:b:g:0:T03'), '77');
    expect(tapped.body).toEqual({ type: 5 });
    expect((await edit(tapped.token)).content).toMatch(/<@77>/);
    expect((await send(slash('board', [opt('server', true)]), '77', { dm: true })).body.data.content).toMatch(
      /not a DM/,
    );
  }, 240_000);
});

describe('/verdict defaults', () => {
  it('sets, for members who may manage the server, what commands use when a member leaves an option out', async () => {
    expect((await send(defaults([]), '77')).body.data.content).toMatch(/rolls reply publicly \(unset\)/);
    expect((await send(defaults([opt('private', true)]), '77')).body.data.content).toMatch(
      /Only members who may manage this server .* defaults/,
    );
    const set = await send(defaults([opt('private', true), opt('odds_first', true)]), '42', {
      permissions: MANAGE_SERVER,
    });
    expect(set.body.data.content).toMatch(/rolls reply privately, tests show their odds first/);

    // /roll: private unless the member says otherwise; a DM has no server, so no defaults.
    expect((await send(slash('roll', [opt('notation', '2d6')]), '77')).body).toMatchObject({
      type: 4,
      data: { flags: 64 },
    });
    const publicRoll = await send(slash('roll', [opt('notation', '2d6'), opt('private', false)]), '77');
    expect(publicRoll.body.data.flags).toBeUndefined();
    const inDm = await send(slash('roll', [opt('notation', '2d6')]), '77', { dm: true });
    expect(inDm.body.data.flags).toBeUndefined();

    // A test: its odds first (a Roll button), privately, unless asked otherwise.
    const odds = await send(check(), '77');
    expect(odds.body).toEqual({ type: 5, data: { flags: 64 } });
    expect((await edit(odds.token)).components[0].components[0].custom_id).toMatch(/^v:o:/);
    const rolled = await send(check([opt('odds_first', false), opt('private', false)]), '77');
    expect(rolled.body).toEqual({ type: 5 });
    expect((await edit(rolled.token)).embeds[0].title).toMatch(/Success|Failure/);

    // Kept over a restart (in the database).
    server.child.kill('SIGTERM');
    await server.exited;
    server = await startServer(env());
    expect((await send(defaults([]), '77')).body.data.content).toMatch(
      /rolls reply privately, tests show their odds first/,
    );
  }, 240_000);
});

describe.skipIf(!postgresAvailable())('/board and defaults on two servers behind one PostgreSQL', () => {
  let cluster: PostgresCluster;
  let pair: ServerProcess[] = [];
  beforeAll(async () => {
    cluster = await startPostgres();
    const { VERDICT_DATA_DIR: _sqlite, ...discord } = env();
    const shared = { ...discord, DATABASE_URL: cluster.url };
    pair = await Promise.all([startServer(shared), startServer(shared)]);
  }, 180_000);
  afterAll(async () => {
    for (const s of pair) s.child.kill('SIGTERM');
    await Promise.all(pair.map((s) => s.exited));
    await cluster?.stop();
  }, 60_000);

  it("a board posted through one server rolls through the other; a server's defaults set on one apply on both", async () => {
    const [a, b] = pair as [ServerProcess, ServerProcess];
    const rolled = await send(check(), '42', { to: a });
    await edit(rolled.token);
    expect((await send(slash('save', [opt('name', 'Stealth')]), '42', { to: a })).body.data.content).toMatch(
      /Saved/,
    );
    const board = (await send(slash('board'), '42', { to: a })).body;
    const tapped = await send(press(ids_(board)[0]!), '42', { to: b });
    expect(tapped.body).toEqual({ type: 5 });
    expect((await edit(tapped.token)).embeds[0].title).toMatch(/Success|Failure/);

    await send(defaults([opt('private', true)]), '42', { permissions: MANAGE_SERVER, to: a });
    expect((await send(slash('roll', [opt('notation', '2d6')]), '77', { to: b })).body.data.flags).toBe(64);
  }, 180_000);
});
