// Issue 40, "Buttons that survive": what a Reroll, Roll or next-round button does is kept in the rooms'
// database, not in one process's memory, so a button pressed after a restart, or on a second server behind the
// same PostgreSQL, does what it says; a round's button pressed twice plays its round once. On the real server
// processes with Discord's signing.
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
let key: SigningKey;
let standIn: StandIn;
let ids = 9000;

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

async function send(server: ServerProcess, interaction: Json, user = '42'): Promise<Json> {
  const id = String(++ids);
  const body = JSON.stringify({
    application_id: APP,
    token: `buttons-token-${id}`,
    id,
    channel_id: 'c1',
    guild_id: 'g1',
    member: { user: { id: user, username: `user${user}` } },
    ...interaction,
  });
  const { status, answer } = await postSigned(server.url, key, body);
  expect(status).toBe(200);
  return answer as Json;
}

const press = (server: ServerProcess, customId: string, user = '42') =>
  send(server, { type: 3, data: { custom_id: customId, component_type: 2 } }, user);
const firstButton = (message: Json): string => message.components[0].components[0].custom_id;
/** A select menu's choice, as Discord sends it: the menu's custom_id and the value chosen. */
const select = (server: ServerProcess, customId: string, value: string, user: string) =>
  send(server, { type: 3, data: { custom_id: customId, component_type: 3, values: [value] } }, user);
/** The message's select menus (the rows after the buttons' row). */
const menus = (message: Json): Json[] => message.components.slice(1).map((row: Json) => row.components[0]);

/**
 * A Directed Contest round by round (rules, critical-choice.test.ts of the system): Sorcerer (Will 12) against
 * Knight (Will 11), entered dice 5 5 (both succeed: round 1 goes on) then 1, a critical success of the
 * attacker's, which wins at once only when the GM chose 'automatic' for round 2.
 */
const directed = {
  type: 2,
  data: {
    name: 'd20-roll-under',
    type: 1,
    options: [
      {
        type: 1,
        name: 'directed-contest',
        options: [
          {
            name: 'fields',
            type: 3,
            value: 'attacker.name=Sorcerer attacker.will=12 target.name=Knight target.will=11',
          },
          { name: 'dice', type: 3, value: '5 5 1' },
          { name: 'by_round', type: 5, value: true },
        ],
      },
    ],
  },
};

/** A Contest of Wills played round by round with entered dice: Jokkler wins (critical) in round 3 (rules). */
const contest = {
  type: 2,
  data: {
    name: 'd20-roll-under',
    type: 1,
    options: [
      {
        type: 1,
        name: 'resist',
        options: [
          { name: 'attacker_skill', type: 4, value: 12 },
          { name: 'target_will', type: 4, value: 10 },
          { name: 'attacker_name', type: 3, value: 'Jokkler' },
          { name: 'target_name', type: 3, value: 'Guard' },
          { name: 'dice', type: 3, value: '8 5 7 10 2' },
          { name: 'by_round', type: 5, value: true },
        ],
      },
    ],
  },
};
const roll = {
  type: 2,
  data: { name: 'roll', type: 1, options: [{ name: 'notation', type: 3, value: '4d6kh3' }] },
};

describe('Discord buttons on SQLite', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'verdict-discord-buttons-'));
  let server: ServerProcess;
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a Reroll and a round button still work after a restart; a round button pressed twice plays once', async () => {
    server = await startServer({ ...discordEnv(), VERDICT_DATA_DIR: dataDir });
    const rolled = await send(server, roll);
    const reroll = firstButton(rolled.data);
    const first = await send(server, contest);
    expect(first.data.embeds[0].title).toBe('Round 1 played');
    const round2 = firstButton(first.data);

    server.child.kill('SIGTERM');
    await server.exited;
    server = await startServer({ ...discordEnv(), VERDICT_DATA_DIR: dataDir });

    const again = await press(server, reroll);
    expect(again.type).toBe(4);
    expect(again.data.embeds[0].author.name).toBe('🔁 Reroll · Roll 4d6kh3');
    const played = await press(server, round2, '7');
    expect(played.type).toBe(7);
    expect(played.data.embeds[0].title).toBe('Round 2 played');
    // The same button again (a double click, another interaction id): the round is not played twice.
    const twice = await press(server, round2, '7');
    expect(twice).toMatchObject({ type: 4, data: { flags: 64, content: expect.stringMatching(/already/) } });
    const round3 = await press(server, firstButton(played.data), '7');
    expect(round3.data.embeds[0].title).toBe('Jokkler wins (critical)');
  }, 180_000);
});

describe.skipIf(!postgresAvailable())('Discord buttons on two servers behind one PostgreSQL', () => {
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

  it('a button posted by one server is pressed on the other, with the right result, once', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const first = await send(a, contest);
    const round2 = firstButton(first.data);
    // Pressed on both servers at once: exactly one plays round 2.
    const [onB, onA] = await Promise.all([press(b, round2, '7'), press(a, round2, '7')]);
    const played = [onB, onA].filter((r) => r.type === 7);
    expect(played).toHaveLength(1);
    expect(played[0]!.data.embeds[0].title).toBe('Round 2 played');
    expect([onB, onA].find((r) => r.type !== 7)?.data.content).toMatch(/already/);
    const last = await press(b, firstButton(played[0]!.data), '7');
    expect(last.data.embeds[0].title).toBe('Jokkler wins (critical)');

    const rolled = await send(a, roll);
    const again = await press(b, firstButton(rolled.data));
    expect(again.data.embeds[0].author.name).toBe('🔁 Reroll · Roll 4d6kh3');
  }, 120_000);

  it("the GM's choice for a round, offered as a select to the GM only, is made on one server and played on the other", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    // Started by 42, who is the play's GM (the channel is linked to no room).
    const first = await send(a, directed, '42');
    expect(first.data.embeds[0].title).toBe('Round 1 played');
    const [attacker, target] = menus(first.data) as [Json, Json];
    expect(menus(first.data)).toHaveLength(2);
    expect(attacker.placeholder).toBe('GM: Critical success › Attacker');
    expect(target.placeholder).toBe('GM: Critical success › Target');
    expect(attacker.options.map((o: Json) => o.value)).toEqual(['-', '"penalty"', '"automatic"']);
    expect(attacker.options[0].default).toBe(true);

    // Another member choosing is refused, privately, and nothing changes.
    const refused = await select(b, attacker.custom_id, '"automatic"', '7');
    expect(refused).toMatchObject({
      type: 4,
      data: { flags: 64, content: expect.stringMatching(/Only <@42>/) },
    });

    // The GM chooses on the other server: the message shows the choice, with new buttons.
    const chosen = await select(b, attacker.custom_id, '"automatic"', '42');
    expect(chosen.type).toBe(7);
    const field = chosen.data.embeds[0].fields.find((f: Json) =>
      f.name.startsWith("GM's choices for round 2"),
    );
    expect(field.value).toBe('Critical success › Attacker: Automatic');
    expect(menus(chosen.data)[0]!.options.find((o: Json) => o.default).value).toBe('"automatic"');
    // The message's old Roll button (before the choice) no longer plays anything.
    const stale = await press(a, firstButton(first.data), '7');
    expect(stale).toMatchObject({ type: 4, data: { flags: 64 } });

    // Round 2 pressed by the other side on the first server: the attacker's 1 wins at once, as the GM chose.
    const played = await press(a, firstButton(chosen.data), '7');
    expect(played.type).toBe(7);
    expect(played.data.embeds[0].title).toBe('Sorcerer wins (critical)');
    expect(played.data.embeds[0].description).toMatch(/GM's fiat, this round/);
    expect(played.data.components).toEqual([]);
  }, 120_000);
});
