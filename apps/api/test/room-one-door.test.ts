// Issue 36, "the API's room path gets one door": HTTP's room routes and Discord's linked channels go through
// one room entry point (rooms/door.ts), so a room's rule and a server's limit hold the same through both. On
// the real server with a real room (SQLite), Discord's signing and its stand-in: a player's GM-only roll is
// refused in the room's words through both doors, and a writer past the storage quota (a client address over
// HTTP, a Discord user in a channel) is refused with the same `storage_quota` answer through both, while
// other writers are not charged for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  generateSigningKey,
  postSigned,
  type SigningKey,
  type StandIn,
  startStandIn,
} from './discord-stand-in.js';
import { call, join, post, type Seat } from './rooms-client.js';
import { type ServerProcess, startServer } from './server-process.js';

const APP = '112233445566778899';
const GM_USER = '42';
const QUOTA = 6_000;
let key: SigningKey;
let standIn: StandIn;
let server: ServerProcess;
let ids = 9000;

beforeAll(async () => {
  key = await generateSigningKey();
  standIn = await startStandIn();
  server = await startServer({
    DISCORD_PUBLIC_KEY: key.publicKeyHex,
    DISCORD_API_BASE: standIn.url,
    DISCORD_USER_LIMIT_PER_MINUTE: '0',
    TRUST_PROXY: '1',
    STORAGE_CLIENT_BYTES_PER_DAY: String(QUOTA),
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await standIn?.close();
});

// biome-ignore lint/suspicious/noExplicitAny: Discord's and the room's JSON, read loosely by the assertions.
type Json = Record<string, any>;

/** An interaction in channel `c1` of server `g1`, from Discord user `user`: its immediate answer. */
async function discord(data: Json, user: string): Promise<Json> {
  const id = String(++ids);
  const body = {
    type: 2,
    application_id: APP,
    token: `door-token-${id}`,
    id,
    channel_id: 'c1',
    guild_id: 'g1',
    member: { user: { id: user, username: `user${user}` } },
    data,
  };
  const { status, answer } = await postSigned(server.url, key, JSON.stringify(body));
  expect(status).toBe(200);
  return answer as Json;
}

const check = (extra: Json[] = []) => ({
  name: 'd20-roll-under',
  options: [{ type: 1, name: 'check', options: [{ name: 'value', type: 4, value: 12 }, ...extra] }],
});
const d20 = (i: number, visibility = 'public') => ({
  system: 'd20-roll-under',
  test: 'check',
  input: { value: 12 },
  visibility,
  clientSeed: `seed-${i}`,
});
const from = (address: string) => ({ 'x-forwarded-for': address });

describe('one room door for HTTP and Discord', () => {
  let gm: Seat;
  let player: Seat;

  it('links a channel to a room made over HTTP', async () => {
    const created = await call(server.url, 'POST', '/v1/rooms', {
      body: { name: 'The Door', gm: { name: 'Gerd' } },
      headers: from('10.0.0.1'),
    });
    expect(created.status).toBe(201);
    gm = { roomId: created.body.room.id, token: created.body.token, memberId: created.body.member.id };
    player = await join(server.url, gm.roomId, created.body.invite, 'Ulla');
    const linked = await discord(
      {
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
                  { name: 'room', type: 3, value: gm.roomId },
                  { name: 'token', type: 3, value: gm.token },
                ],
              },
            ],
          },
        ],
      },
      GM_USER,
    );
    expect(linked.data.content).toMatch(/linked to the room "The Door"/);
  }, 120_000);

  it("refuses a player's GM-only roll in the room's words through both doors", async () => {
    const http = await post(server.url, player, 'rolls', d20(1, 'gm'), from('10.0.0.2'));
    expect(http.status).toBe(403);
    expect(http.body.detail).toBe('Only the GM rolls with visibility gm');
    const viaDiscord = await discord(check([{ name: 'private', type: 5, value: true }]), '77');
    expect(viaDiscord).toMatchObject({ type: 4, data: { flags: 64 } });
    expect(viaDiscord.data.content).toContain(http.body.detail);
  }, 120_000);

  it('refuses a writer past its storage quota with the same answer through both doors, and only that writer', async () => {
    let httpRefusal: Json | undefined;
    for (let i = 0; i < 100 && !httpRefusal; i++) {
      const rolled = await post(server.url, gm, 'rolls', d20(i), from('10.0.0.1'));
      if (rolled.status !== 201) httpRefusal = rolled.body;
    }
    expect(httpRefusal).toMatchObject({ code: 'storage_quota' });

    let discordRefusal: string | undefined;
    for (let i = 0; i < 100 && !discordRefusal; i++) {
      const rolled = await discord(check(), '77');
      if (rolled.type === 4) discordRefusal = rolled.data.content;
      else await standIn.next(new RegExp(`/webhooks/${APP}/door-token-${ids}/messages/@original$`));
    }
    const quota = `its quota (STORAGE_CLIENT_BYTES_PER_DAY = ${QUOTA.toLocaleString('en-US')}): retry later`;
    expect(httpRefusal?.detail).toContain(quota);
    expect(discordRefusal).toMatch(/^⚠️ Room: /);
    expect(discordRefusal).toContain(quota);

    // Another Discord user, and the player's address, were not charged for it.
    expect((await discord(check(), '78')).type).toBe(5);
    expect((await post(server.url, player, 'rolls', d20(500), from('10.0.0.2'))).status).toBe(201);
  }, 240_000);
});
