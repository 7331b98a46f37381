// Tables in Discord, on the real server: a GM links a channel to a room; the channel's test rolls then go
// into the room's fair log with the room's seeds, and /verdict table verify checks the whole log.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSigningKey, type SigningKey, type StandIn, startStandIn } from './discord-stand-in.js';
import { type ServerProcess, startServer } from './server-process.js';

const APP = '112233445566778899';
let key: SigningKey;
let standIn: StandIn;
let server: ServerProcess;
let ids = 1000;

const discordEnv = () => ({
  DISCORD_PUBLIC_KEY: key.publicKeyHex,
  DISCORD_API_BASE: standIn.url,
  DISCORD_USER_LIMIT_PER_MINUTE: '0',
  WEB_DIST: join(import.meta.dirname, 'missing'),
});

beforeAll(async () => {
  key = await generateSigningKey();
  standIn = await startStandIn();
  server = await startServer(discordEnv());
});
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await standIn?.close();
});

// biome-ignore lint/suspicious/noExplicitAny: Discord's and the room's JSON, read loosely by the assertions.
type Json = Record<string, any>;

async function send(interaction: Json, channel = 'c1', user = '42') {
  const id = String(++ids);
  const token = `table-token-${id}`;
  const body = JSON.stringify({
    application_id: APP,
    token,
    id,
    channel_id: channel,
    guild_id: 'g1',
    member: { user: { id: user } },
    ...interaction,
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const response = await fetch(`${server.url}/discord/interactions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-signature-ed25519': await key.sign(timestamp, body),
      'x-signature-timestamp': timestamp,
    },
    body,
  });
  expect(response.status).toBe(200);
  return { body: (await response.json()) as Json, token, id };
}

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
const edit = async (token: string) =>
  (await standIn.next(new RegExp(`/webhooks/${APP}/${token}/messages/@original$`))).body as Json;

async function rooms(path: string, body: unknown, token?: string, method = 'POST') {
  const response = await fetch(`${server.url}/v1/rooms${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
  });
  expect(response.status).toBeLessThan(300);
  return (await response.json()) as Json;
}

/** As a user-installed app is called in a DM or group DM: a `user`, no server, no member. */
const inDm = (interaction: Json, context = 1) => ({
  guild_id: undefined,
  member: undefined,
  user: { id: '77', username: 'dm-player' },
  context,
  authorizing_integration_owners: { '1': '77' },
  ...interaction,
});

describe('a user install, in DMs', () => {
  it('rolls a test in the bot DM and a group DM, and explains that a table needs a server channel', async () => {
    for (const context of [1, 2]) {
      const rolled = await send(inDm(check(), context), `dm-${context}`);
      expect(rolled.body.type).toBe(5); // deferred: the result follows as an edit
      const result = await edit(rolled.token);
      expect(JSON.stringify(result)).toMatch(/Success|Failure/);
    }
    const { body } = await send(
      inDm(
        table('link', [
          { name: 'room', type: 3, value: 'any' },
          { name: 'token', type: 3, value: 'any' },
        ]),
      ),
      'dm-1',
    );
    expect(body).toMatchObject({
      type: 4,
      data: { flags: 64, content: expect.stringMatching(/works in a server's channel.*DM or group DM/) },
    });
  });
});

describe('a play round by round in a linked channel', () => {
  it("offers the GM's choices to the room's GM (who linked the channel), not to the player who started it", async () => {
    const created = await rooms('', { name: 'The Duel', gm: { name: 'Gerd' } });
    await send(
      table('link', [
        { name: 'room', type: 3, value: created.room.id },
        { name: 'token', type: 3, value: created.token },
      ]),
      'c-duel',
      '42',
    );
    // Player 77 starts a Directed Contest (5 5: both succeed, round 1 goes on; then the attacker's 1).
    const started = await send(
      {
        type: 2,
        data: {
          name: 'd20-roll-under',
          options: [
            {
              type: 1,
              name: 'directed-contest',
              options: [
                { name: 'fields', type: 3, value: 'attacker.will=12 target.will=11' },
                { name: 'dice', type: 3, value: '5 5 1' },
                { name: 'by_round', type: 5, value: true },
              ],
            },
          ],
        },
      },
      'c-duel',
      '77',
    );
    expect(started.body.data.embeds[0].title).toBe('Round 1 played');
    const choice = started.body.data.components[1].components[0];
    const select = (user: string) =>
      send(
        { type: 3, data: { custom_id: choice.custom_id, component_type: 3, values: ['"automatic"'] } },
        'c-duel',
        user,
      );
    const refused = await select('77');
    expect(refused.body).toMatchObject({
      type: 4,
      data: { flags: 64, content: expect.stringMatching(/Only <@42>, the GM of this play/) },
    });
    const chosen = await select('42');
    expect(chosen.body.type).toBe(7);
    const roll = chosen.body.data.components[0].components[0];
    const played = await send(
      { type: 3, data: { custom_id: roll.custom_id, component_type: 2 } },
      'c-duel',
      '77',
    );
    expect(played.body.data.embeds[0].title).toMatch(/wins \(critical\)/);
  });
});

describe('/verdict table', () => {
  it('links a channel for the GM only, rolls into the room with its seeds, verifies the log, and unlinks', async () => {
    const created = await rooms('', { name: 'The Crypt', gm: { name: 'Gerd' } });
    const roomId = created.room.id as string;
    const gm = created.token as string;
    const player = (await rooms(`/${roomId}/members`, { invite: created.invite, name: 'Ulla' }))
      .token as string;

    const refusals: [Json, RegExp][] = [
      [
        table('link', [
          { name: 'room', type: 3, value: 'no-such-room' },
          { name: 'token', type: 3, value: gm },
        ]),
        /\*\*room\*\*: no room 'no-such-room'/,
      ],
      [
        table('link', [
          { name: 'room', type: 3, value: roomId },
          { name: 'token', type: 3, value: 'wrong' },
        ]),
        /\*\*token\*\*: not a member's token/,
      ],
      [
        table('link', [
          { name: 'room', type: 3, value: roomId },
          { name: 'token', type: 3, value: player },
        ]),
        /\*\*token\*\*: only the GM's token/,
      ],
      [table('verify'), /not linked to a room/],
    ];
    for (const [interaction, message] of refusals) {
      const { body } = await send(interaction);
      expect(body).toMatchObject({ type: 4, data: { flags: 64, content: expect.stringMatching(message) } });
    }

    const linked = await send(
      table('link', [
        { name: 'room', type: 3, value: roomId },
        { name: 'token', type: 3, value: gm },
      ]),
    );
    expect(linked.body.data).toMatchObject({
      flags: 64,
      content: expect.stringMatching(/linked to the room "The Crypt"/),
    });

    const hijack = await send(
      table('link', [
        { name: 'room', type: 3, value: roomId },
        { name: 'token', type: 3, value: gm },
      ]),
      'c1',
      '77',
    );
    expect(hijack.body.data.content).toMatch(/already linked to "The Crypt" by <@42>/);

    // A roll in the linked channel: generated by the room's seed, the interaction's client seed, nonce 0.
    const rolled = await send(check());
    expect(rolled.body).toEqual({ type: 5 });
    const message = await edit(rolled.token);
    const { entries } = await rooms(`/${roomId}/entries?after=2`, undefined, gm, 'GET');
    const entry = entries.at(-1);
    expect(entry).toMatchObject({
      seq: 4,
      type: 'roll',
      system: 'd20-roll-under',
      test: 'check',
      visibility: 'public',
      nonce: 0,
    });
    expect(entry.clientSeed).toBe(`discord:${rolled.id}`);
    expect(message.embeds[0].title).toBe(entry.outcome.label);
    expect(message.embeds[0].fields[0].value).toContain(`**${entry.dice[0].face}**`);
    expect(message.embeds[0].footer.text).toBe(
      `Room "The Crypt" · entry #4 · epoch 1 · nonce 0, client seed discord:${rolled.id}`,
    );

    // A private roll is the GM's secret roll in the room: sealed in the log, shown only to the roller.
    const secret = await send(check([{ name: 'private', type: 5, value: true }]));
    expect(secret.body).toEqual({ type: 5, data: { flags: 64 } });
    expect((await edit(secret.token)).embeds[0].footer.text).toMatch(/entry #5 · epoch 1 · nonce 1/);
    const sealed = (await rooms(`/${roomId}/entries?after=4`, undefined, gm, 'GET')).entries[0];
    expect(sealed).toMatchObject({ visibility: 'gm', sealed: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(sealed.outcome).toBeUndefined();

    // Reroll in the channel: the next nonce of the room.
    const reroll = message.components[0].components[0].custom_id;
    const again = await send({ type: 3, data: { custom_id: reroll, component_type: 2 } });
    expect((await edit(again.token)).embeds[0].footer.text).toMatch(
      /^Room "The Crypt" · entry #6 · epoch 1 · nonce 2/,
    );

    // Another channel is not linked: a plain seed.
    const elsewhere = await send(check(), 'c2');
    expect((await edit(elsewhere.token)).embeds[0].footer.text).toMatch(/^seed /);

    const verified = await send(table('verify'));
    expect(verified.body).toEqual({ type: 5 });
    const report = (await edit(verified.token)).content as string;
    // An open log with a sealed roll proves less than a closed, fully revealed one: the verdict says what.
    expect(report).toMatch(
      /⏳ The log of "The Crypt": Incomplete: chain intact to seq 6 \(hash [0-9a-f]{12}…\); 3 entries not verifiable yet \(sealed, epoch not revealed\): #4, #5, #6; log still open/,
    );
    expect(report).toMatch(/• entry 5 not verifiable yet: a sealed secret roll, not revealed yet/);
    expect(report).not.toMatch(/✅|verifies/);
    // The web app's verify page, at the origin Discord called (no PUBLIC_URL here), as a room's joinUrl.
    expect(report).toContain(`paste it into ${server.url}/#/verify`);

    await rooms(`/${roomId}/close`, { revealAll: true }, gm);
    const closed = await send(check());
    expect(closed.body.data).toMatchObject({
      flags: 64,
      content: expect.stringMatching(/Room: The room is closed/),
    });
    const afterClose = await send(table('verify'));
    expect((await edit(afterClose.token)).content).toMatch(
      /✅ The log of "The Crypt": Verified: closed log, all 8 entries checked/,
    );

    const notYours = await send(table('unlink'), 'c1', '99');
    expect(notYours.body.data.content).toMatch(/Only <@42>/);
    const unlinked = await send(table('unlink'));
    expect(unlinked.body.data.content).toMatch(/no longer linked/);
    const plain = await send(check());
    expect((await edit(plain.token)).embeds[0].footer.text).toMatch(/^seed /);
  });

  it('keeps a channel linked across a restart of the server (the link is in the room store)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'verdict-discord-links-'));
    const restart = async () => {
      server.child.kill('SIGTERM');
      await server.exited;
      server = await startServer({ ...discordEnv(), VERDICT_DATA_DIR: dataDir });
    };
    try {
      await restart();
      const created = await rooms('', { name: 'The Vault', gm: { name: 'Gerd' } });
      const roomId = created.room.id as string;
      const link = [
        { name: 'room', type: 3, value: roomId },
        { name: 'token', type: 3, value: created.token },
      ];
      expect((await send(table('link', link), 'c9')).body.data.content).toMatch(
        /linked to the room "The Vault"/,
      );
      const before = await send(check(), 'c9');
      expect((await edit(before.token)).embeds[0].footer.text).toMatch(
        /^Room "The Vault" · entry #3 · epoch 1 · nonce 0/,
      );

      await restart();
      const after = await send(check(), 'c9');
      expect((await edit(after.token)).embeds[0].footer.text).toMatch(
        /^Room "The Vault" · entry #4 · epoch 1 · nonce 1/,
      );
      // Still the linking user's to unlink, and the log it rolled into verifies.
      expect((await send(table('unlink'), 'c9', '99')).body.data.content).toMatch(/Only <@42>/);
      const verified = await send(table('verify'), 'c9');
      expect((await edit(verified.token)).content).toMatch(
        /⏳ The log of "The Vault": Incomplete: chain intact to seq 4 .*; log still open/,
      );
    } finally {
      // The last test: afterAll's kill finds this server already gone.
      server.child.kill('SIGTERM');
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
