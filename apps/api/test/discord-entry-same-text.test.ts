// A roll in a linked Discord channel says its log line in the room's one set of sentences (@verdict/room's
// describeEntry, which the web app and the CLI print too: apps/cli/test/room-entry-same-text.test.ts): the
// Discord message's line equals `#seq <sentence>` for the same entry read back from the log, for the GM's
// public and secret rolls and a player's roll. On the real server with a Discord stand-in.
import { describeEntry, viewOf } from '@verdict/room';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppRegistry } from '../src/registry.js';
import { generateSigningKey, type SigningKey, type StandIn, startStandIn } from './discord-stand-in.js';
import { type ServerProcess, startServer } from './server-process.js';

const APP = '112233445566778899';
let key: SigningKey;
let standIn: StandIn;
let server: ServerProcess;
let ids = 5000;

beforeAll(async () => {
  key = await generateSigningKey();
  standIn = await startStandIn();
  server = await startServer({
    DISCORD_PUBLIC_KEY: key.publicKeyHex,
    DISCORD_API_BASE: standIn.url,
    DISCORD_USER_LIMIT_PER_MINUTE: '0',
    WEB_DIST: '/nonexistent',
  });
}, 120_000);
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await standIn?.close();
});

// biome-ignore lint/suspicious/noExplicitAny: Discord's and the room's JSON, read loosely by the assertions.
type Json = Record<string, any>;

async function send(interaction: Json, user: string, nick?: string) {
  const id = String(++ids);
  const token = `same-text-${id}`;
  const body = JSON.stringify({
    application_id: APP,
    token,
    id,
    channel_id: 'c-same-text',
    guild_id: 'g1',
    member: { user: { id: user, username: `user${user}` }, ...(nick ? { nick } : {}) },
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
  return { body: (await response.json()) as Json, token };
}

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

const check = (extra: Json[] = []) => ({
  type: 2,
  data: {
    name: 'd20-roll-under',
    options: [{ type: 1, name: 'check', options: [{ name: 'value', type: 4, value: 12 }, ...extra] }],
  },
});

describe('a Discord table roll', () => {
  it('says the same log line as the web app and the CLI for the same entry', async () => {
    const created = await rooms('', { name: 'The Crypt', gm: { name: 'Gerd' } });
    const roomId = created.room.id as string;
    const gm = created.token as string;
    const linked = await send(
      {
        type: 2,
        data: {
          name: 'verdict',
          options: [
            {
              type: 2,
              name: 'table',
              options: [
                {
                  type: 1,
                  name: 'link',
                  options: [
                    { name: 'room', type: 3, value: roomId },
                    { name: 'token', type: 3, value: gm },
                  ],
                },
              ],
            },
          ],
        },
      },
      '42',
    );
    expect(linked.body.data.content).toMatch(/linked to the room "The Crypt"/);

    const lines: string[] = [];
    for (const [interaction, user] of [
      [check(), '42'],
      [check([{ name: 'private', type: 5, value: true }]), '42'],
      [check(), '77'],
    ] as const) {
      const { token } = await send(interaction, user, user === '77' ? 'Ulla' : undefined);
      const message = await edit(token);
      const line = String(message.content)
        .split('\n')
        .find((l) => l.startsWith('#'));
      expect(line, String(message.content)).toBeDefined();
      lines.push(line!);
    }

    const { entries } = await rooms(`/${roomId}/entries`, undefined, gm, 'GET');
    const rolls = entries.filter((e: Json) => e.type === 'roll');
    expect(rolls).toHaveLength(3);
    const opened = new Map<number, unknown>();
    const secret = rolls[1];
    opened.set(
      secret.seq,
      (await rooms(`/${roomId}/entries/${secret.seq}/private`, undefined, gm, 'GET')).content,
    );
    const view = viewOf(entries, opened);
    const registry = createAppRegistry();
    const expected = rolls.map(
      (entry: Json) => `#${entry.seq} ${describeEntry(entry as never, view, registry).sentence}`,
    );
    expect(lines).toEqual(expected);
    expect(lines[0]).toMatch(/^#\d+ Gerd rolled Check against .+: \S/);
    expect(lines[1]).toMatch(/\[secret, opened\]/);
    expect(lines[2]).toMatch(/^#\d+ Ulla rolled Check/);
  });
});
