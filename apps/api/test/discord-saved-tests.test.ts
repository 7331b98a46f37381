// Issue 40, saved tests: `/save` keeps the test a user rolled last, `/saved` lists a user's and the server's,
// `/r` rolls one (autocompleted) with fields changed, `/unsave` forgets one; a server's list is changed only by
// members who may manage the server; a user's own saved tests work from a DM (a user install); all of it
// survives a restart and is shared by two servers behind one PostgreSQL; one whose system is no longer served
// explains itself. On the real server processes with
// Discord's signing and the stand-in for Discord's webhook API.
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
let ids = 12_000;

beforeAll(async () => {
  key = await generateSigningKey();
  standIn = await startStandIn();
});
afterAll(async () => {
  await standIn?.close();
});

const discordEnv = () => ({
  DISCORD_PUBLIC_KEY: key.publicKeyHex,
  DISCORD_API_BASE: standIn.url,
  DISCORD_USER_LIMIT_PER_MINUTE: '0',
  WEB_DIST: join(import.meta.dirname, 'missing'),
});

// biome-ignore lint/suspicious/noExplicitAny: Discord's JSON, read loosely by the assertions.
type Json = Record<string, any>;

interface Who {
  user: string;
  /** A server's id, or undefined for a DM (a user install). */
  guild?: string;
  permissions?: string;
}
const inServer = (user: string, permissions = '0'): Who => ({ user, guild: 'g1', permissions });
const inDm = (user: string): Who => ({ user });

async function send(server: ServerProcess, interaction: Json, who: Who) {
  const id = String(++ids);
  const token = `saved-token-${id}`;
  const body = JSON.stringify({
    application_id: APP,
    token,
    id,
    channel_id: who.guild ? 'c1' : `dm-${who.user}`,
    ...(who.guild
      ? {
          guild_id: who.guild,
          context: 0,
          member: { user: { id: who.user, username: `u${who.user}` }, permissions: who.permissions },
        }
      : {
          context: 1,
          user: { id: who.user, username: `u${who.user}` },
          authorizing_integration_owners: { '1': who.user },
        }),
    ...interaction,
  });
  const { status, answer } = await postSigned(server.url, key, body);
  expect(status).toBe(200);
  return { body: answer as Json, token };
}

const slash = (name: string, options: Json[] = []) => ({ type: 2, data: { name, type: 1, options } });
const opt = (name: string, value: string | number | boolean) => ({
  name,
  type: typeof value === 'string' ? 3 : typeof value === 'number' ? 4 : 5,
  value,
});
/** A d20 Check of Skill 12 with a torchlight modifier of -2 (effective 10). */
const check = slash('d20-roll-under', [
  { type: 1, name: 'check', options: [opt('value', 12), opt('fields', 'modifiers=-2:torchlight')] },
]);

/** Sends, expects a private note, and returns its text. */
async function note(server: ServerProcess, interaction: Json, who: Who): Promise<string> {
  const { body } = await send(server, interaction, who);
  expect(body).toMatchObject({ type: 4, data: { flags: 64 } });
  return body.data.content as string;
}

/** Rolls a saved test with entered dice: the deferred result's embed, from the stand-in. */
async function rollSaved(server: ServerProcess, name: string, who: Who, extra: Json[] = []) {
  const { body, token } = await send(server, slash('r', [opt('name', name), ...extra]), who);
  expect(body.type).toBe(5);
  const edit = await standIn.next(new RegExp(`/webhooks/${APP}/${token}/messages/@original$`));
  return (edit.body as Json).embeds[0] as Json;
}

describe('saved tests on SQLite', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'verdict-discord-saved-'));
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({ ...discordEnv(), VERDICT_DATA_DIR: dataDir });
  }, 60_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('saves the last test, lists it, rolls it with fields changed, in a DM too, and keeps it over a restart', async () => {
    const gm = inServer('42');
    expect(await note(server, slash('saved'), gm)).toMatch(/\*\*Yours\*\* \(0 of 50\)\nnone yet/);
    expect(await note(server, slash('save', [opt('name', 'Stealth')]), gm)).toMatch(/Roll a test first/);
    expect(await note(server, slash('save', [opt('name', 'no!')]), gm)).toMatch(/\*\*name\*\*: 'no!'/);

    const rolled = await send(server, check, gm);
    expect(rolled.body.type).toBe(5);
    await standIn.next(new RegExp(`/webhooks/${APP}/${rolled.token}/messages/@original$`));
    expect(await note(server, slash('save', [opt('name', 'Stealth')]), gm)).toMatch(
      /Saved \*\*Stealth\*\* \(.*Check\) for you/,
    );
    expect(await note(server, slash('saved'), gm)).toMatch(/• \*\*Stealth\*\*: .*Check/);
    const choices = await send(
      server,
      { type: 4, data: { name: 'r', type: 1, options: [{ ...opt('name', 'st'), focused: true }] } },
      gm,
    );
    expect(choices.body).toEqual({ type: 8, data: { choices: [{ name: 'Stealth', value: 'Stealth' }] } });

    // Skill 12, -2 torchlight: a 10 succeeds, an 11 fails; with value=14 in fields, an 11 succeeds.
    expect((await rollSaved(server, 'stealth', gm, [opt('dice', '10')])).title).toMatch(/Success/);
    expect((await rollSaved(server, 'stealth', gm, [opt('dice', '11')])).title).toMatch(/Failure/);
    expect(
      (await rollSaved(server, 'Stealth', gm, [opt('dice', '11'), opt('fields', 'value=14')])).title,
    ).toMatch(/Success/);
    const bad = await send(server, slash('r', [opt('name', 'stealth'), opt('fields', 'value=500')]), gm);
    expect(bad.body.data.content).toMatch(/value/);

    // A user install, from a DM: the user's own saved tests roll there.
    expect((await rollSaved(server, 'stealth', inDm('42'), [opt('dice', '10')])).title).toMatch(/Success/);
    expect(await note(server, slash('r', [opt('name', 'stealth')]), inDm('77'))).toMatch(
      /No saved test \*\*stealth\*\*/,
    );

    server.child.kill('SIGTERM');
    await server.exited;
    server = await startServer({ ...discordEnv(), VERDICT_DATA_DIR: dataDir });
    expect(await note(server, slash('saved'), gm)).toMatch(/\*\*Stealth\*\*/);
    expect(await note(server, slash('unsave', [opt('name', 'STEALTH')]), gm)).toMatch(
      /Forgot your saved test/,
    );
    expect(await note(server, slash('saved'), gm)).toMatch(/\(0 of 50\)/);
  }, 180_000);

  it("publishes a server's saved test only for members who may manage the server; every member rolls it", async () => {
    const rolled = await send(server, check, inServer('42', MANAGE_SERVER));
    await standIn.next(new RegExp(`/webhooks/${APP}/${rolled.token}/messages/@original$`));
    const publish = slash('save', [opt('name', 'Torchlit check'), opt('server', true)]);
    expect(await note(server, publish, inServer('42'))).toMatch(/Only members who may manage this server/);
    expect(await note(server, publish, inDm('42'))).toMatch(/not a DM/);
    expect(await note(server, publish, inServer('42', MANAGE_SERVER))).toMatch(/for everyone on this server/);
    expect(await note(server, slash('saved'), inServer('77'))).toMatch(
      /This server's.*\n• \*\*Torchlit check\*\*/,
    );
    expect((await rollSaved(server, 'torchlit check', inServer('77'), [opt('dice', '10')])).title).toMatch(
      /Success/,
    );
  }, 120_000);
});

describe("a roll's Save button", () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'verdict-discord-save-button-'));
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({ ...discordEnv(), VERDICT_DATA_DIR: dataDir });
  }, 60_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("asks a name in a modal and keeps the roll as the presser's own saved test, with its fields", async () => {
    const rolled = await send(server, check, inServer('42'));
    const message = (await standIn.next(new RegExp(`/webhooks/${APP}/${rolled.token}/messages/@original$`)))
      .body as Json;
    const [reroll, save] = message.components[0].components as [Json, Json];
    expect([reroll.label, save.label]).toEqual(['Reroll', 'Save…']);
    // Anyone who sees the roll may save it for themselves: a modal asks the name.
    const { body: modal } = await send(
      server,
      { type: 3, data: { custom_id: save.custom_id, component_type: 2 } },
      inServer('77'),
    );
    expect(modal).toMatchObject({
      type: 9,
      data: { title: 'Save this test', custom_id: expect.stringMatching(/^v:m:/) },
    });
    const submit = (name: string, customId = modal.data.custom_id as string) => ({
      type: 5,
      data: {
        custom_id: customId,
        components: [{ type: 1, components: [{ type: 4, custom_id: 'name', value: name }] }],
      },
    });
    expect(await note(server, submit('no!'), inServer('77'))).toMatch(/\*\*name\*\*: 'no!'/);
    expect(await note(server, submit('Torch', 'v:m:AAAAAAAAAAAAAAAA'), inServer('77'))).toMatch(/expired/);
    expect(await note(server, submit('Torch'), inServer('77'))).toMatch(
      /Saved \*\*Torch\*\* \(.*Check\) for you/,
    );
    expect(await note(server, slash('saved'), inServer('77'))).toMatch(/• \*\*Torch\*\*: .*Check/);
    expect(await note(server, slash('saved'), inServer('42'))).toMatch(/\*\*Yours\*\* \(0 of 50\)/);
    // Its fields were kept: Skill 12 with -2 torchlight, so an 11 fails, from a DM too.
    expect((await rollSaved(server, 'torch', inDm('77'), [opt('dice', '11')])).title).toMatch(/Failure/);
    expect((await rollSaved(server, 'torch', inDm('77'), [opt('dice', '10')])).title).toMatch(/Success/);
  }, 120_000);
});

describe('a saved test whose system the server no longer serves', () => {
  it('explains itself when rolled and listed, and can be forgotten; nothing crashes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'verdict-discord-removed-'));
    const withCoin = { ...discordEnv(), VERDICT_DATA_DIR: dataDir };
    let server = await startServer({ ...withCoin, VERDICT_SYSTEMS: './test-fixtures/system-coin' });
    try {
      const who = inServer('42');
      const flip = slash('coin', [{ type: 1, name: 'flip', options: [opt('call', 'heads')] }]);
      const rolled = await send(server, flip, who);
      expect(rolled.body.type).toBe(5);
      await standIn.next(new RegExp(`/webhooks/${APP}/${rolled.token}/messages/@original$`));
      expect(await note(server, slash('save', [opt('name', 'Call it')]), who)).toMatch(
        /Saved \*\*Call it\*\*/,
      );

      // The same database, the coin system no longer loaded (removed from VERDICT_SYSTEMS).
      server.child.kill('SIGTERM');
      await server.exited;
      server = await startServer(withCoin);
      expect(await note(server, slash('r', [opt('name', 'call it')]), who)).toMatch(
        /\*\*Call it\*\* rolls coin\/flip, which this server no longer serves .*`\/unsave name:Call it`/,
      );
      expect(await note(server, slash('saved'), who)).toMatch(
        /• \*\*Call it\*\*: coin\/flip \(no longer served here\)/,
      );
      expect(await note(server, slash('unsave', [opt('name', 'Call it')]), who)).toMatch(/Forgot/);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe.skipIf(!postgresAvailable())('saved tests on two servers behind one PostgreSQL', () => {
  let cluster: PostgresCluster;
  let servers: ServerProcess[] = [];
  beforeAll(async () => {
    cluster = await startPostgres();
    const env = { ...discordEnv(), DATABASE_URL: cluster.url };
    servers = await Promise.all([startServer(env), startServer(env)]);
  }, 120_000);
  afterAll(async () => {
    for (const s of servers) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    await cluster?.stop();
  }, 60_000);

  it('a test saved through one server is rolled through the other', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const gm = inServer('42');
    const rolled = await send(a, check, gm);
    await standIn.next(new RegExp(`/webhooks/${APP}/${rolled.token}/messages/@original$`));
    expect(await note(a, slash('save', [opt('name', 'Stealth')]), gm)).toMatch(/Saved/);
    expect((await rollSaved(b, 'stealth', gm, [opt('dice', '11')])).title).toMatch(/Failure/);
  }, 120_000);
});
