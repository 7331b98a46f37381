// Issue 24, item 6: re-running `verdict room join` from the same config takes back the seat it holds
// (never a second "Grog", never a lost token), and a join whose answer is lost on the way is retried with
// the same Idempotency-Key, so the server makes one member. Against the real API server.
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatClient } from '../src/room/room-client.js';
import { createSeatStore } from '../src/room/seats-store.js';
import { type Member, roomServerPerFile } from './room-server.js';

const table = roomServerPerFile();
const gm = table.member();
const player = table.member();
const proxied = table.member();
let proxy: Server;
let proxyUrl: string;
const joinKeys: string[] = [];

beforeAll(async () => {
  // Forwards to the server; the first join's answer is lost (the connection is cut once the server has
  // answered), as a network failure after the server acted would.
  let cut = false;
  proxy = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'content-length'].includes(k)),
    ) as Record<string, string>;
    const upstream = await fetch(`${table.server.url}${req.url}`, {
      method: req.method,
      headers,
      ...(body ? { body } : {}),
    });
    const text = await upstream.text();
    if (req.method === 'POST' && /\/members$/.test(req.url ?? '')) {
      joinKeys.push(String(req.headers['idempotency-key']));
      if (!cut) {
        cut = true;
        req.socket.destroy();
        return;
      }
    }
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? '' }).end(text);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve));
});

/** The seats kept in rooms.json, through the seat store. */
// biome-ignore lint/suspicious/noExplicitAny: indexed freely, as the tests read rooms.json's list before
const seats = (m: Member): any[] => createSeatStore(join(m.config.dir, 'verdict', 'rooms.json')).list();

async function memberNames(roomId: string, token: string): Promise<string[]> {
  const response = await fetch(`${table.server.url}/v1/rooms/${roomId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { members: { name: string }[] }).members.map((m) => m.name);
}

describe('verdict room join, run again', () => {
  let joinUrl: string;
  let roomId: string;
  let gmToken: string;

  it('takes back the seat it holds instead of joining again, keeping its token', async () => {
    const created = await gm.run(['room', 'create', 'Crypt', '--name', 'Ada']);
    expect(created.code).toBe(0);
    joinUrl = /Join link: (\S+)/.exec(created.stdout)![1]!;
    [{ roomId, token: gmToken }] = seats(gm);

    const first = await player.run(['room', 'join', joinUrl, '--name', 'Grog']);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/Joined Crypt .* as Grog \(player\)/);
    const [kept] = seats(player);

    const again = await player.run(['room', 'join', joinUrl, '--name', 'Grog']);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('You already hold the seat Grog in this room');
    const other = await player.run(['room', 'join', joinUrl, '--name', 'Bob']);
    expect(other.code).toBe(0);
    expect(other.stdout).toContain('You already hold the seat Grog in this room');
    // N17: a warning about the flag goes to stderr, never into what a script reads.
    expect(other.stderr).toContain("--name Bob is not used: a seat's name stays");
    expect(other.stdout).not.toContain('--name Bob');
    const json = JSON.parse((await player.run(['room', 'join', joinUrl, '--name', 'Grog', '--json'])).stdout);
    expect(json).toMatchObject({ memberId: kept.memberId, memberName: 'Grog', alreadyHeld: true });
    // N17: the form the screen's 'Back in:' line gives takes the seat back too, and says so (it said 'Joined').
    const back = await player.run(['room', 'join', '--room', roomId]);
    expect(back.code).toBe(0);
    expect(back.stdout).toContain('You already hold the seat Grog in this room (Crypt): taking it back.');
    expect(back.stdout).not.toContain('Joined');

    expect(seats(player)).toHaveLength(1);
    expect(seats(player)[0].token).toBe(kept.token);
    expect(await memberNames(roomId, gmToken)).toEqual(['Ada', 'Grog']);
  }, 120_000);

  it('checks a seat kept under another address of the server before joining there', async () => {
    const alias = table.server.url.replace('127.0.0.1', 'localhost');
    const link = joinUrl.replace(table.server.url, alias);
    const again = await player.run(['room', 'join', link, '--name', 'Grog', '--server', alias]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('You already hold the seat Grog in this room');
    expect(await memberNames(roomId, gmToken)).toEqual(['Ada', 'Grog']);
    expect(seats(player)).toHaveLength(1);
  }, 120_000);

  it('retries a join whose answer was lost with the same Idempotency-Key: one member', async () => {
    const joined = await proxied.run(['room', 'join', joinUrl, '--name', 'Pia', '--server', proxyUrl]);
    expect(joined.stderr).toBe('');
    expect(joined.code).toBe(0);
    expect(joinKeys.length).toBe(2);
    expect(joinKeys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(joinKeys[1]).toBe(joinKeys[0]);
    expect(await memberNames(roomId, gmToken)).toEqual(['Ada', 'Grog', 'Pia']);
    // The kept token is the member's.
    expect(await memberNames(roomId, seats(proxied)[0].token)).toEqual(['Ada', 'Grog', 'Pia']);
  }, 120_000);
});

// docs/contract.md: `room create --json` prints the seat kept, without its token (it printed the API's answer,
// token included, before create went through the room client).
describe('verdict room create --json', () => {
  it('prints the seat kept without its token, with the invite, the join link and the GM recovery key', async () => {
    const ada = table.member();
    try {
      const created = await ada.run(['room', 'create', 'Vault', '--name', 'Ada', '--json']);
      expect(created.stderr).toBe('');
      expect(created.code).toBe(0);
      const printed = JSON.parse(created.stdout);
      const [kept] = seats(ada);
      expect(printed).toEqual({
        server: table.server.url,
        roomId: kept.roomId,
        roomName: 'Vault',
        memberId: kept.memberId,
        memberName: 'Ada',
        role: 'gm',
        invite: kept.invite,
        joinUrl: kept.joinUrl,
        recoveryKey: expect.stringMatching(/\S{16,}/),
      });
      expect(created.stdout).not.toContain(kept.token);
      expect(await memberNames(kept.roomId, kept.token)).toEqual(['Ada']);
    } finally {
      ada.config.remove();
    }
  }, 120_000);
});

// The GM's recovery key is answered once, when the room is created: the plain-text output dropped it, so a GM who
// opened a table from the terminal could never take the GM seat back (session 9).
describe('verdict room create', () => {
  it('prints the GM recovery key once, with what it is for, and the key takes the GM seat back', async () => {
    const ada = table.member();
    try {
      const created = await ada.run(['room', 'create', 'Crypt', '--name', 'Ada']);
      expect(created.stderr).toBe('');
      expect(created.code).toBe(0);
      const key = /^GM recovery key: (\S+)$/m.exec(created.stdout)?.[1];
      expect(key, created.stdout).toMatch(/\S{16,}/);
      expect(created.stdout).toContain('Shown once. With it you take the GM seat back');
      const [kept] = seats(ada);
      expect(created.stdout).not.toContain(kept.token);
      // The CLI's room client: its recovery (`POST .../recovery`), then the room read with the token it answered.
      const client = seatClient({ server: table.server.url, roomId: kept.roomId });
      await client.recover({ key: key! });
      expect((await client.refreshView()).me).toMatchObject({ name: 'Ada', role: 'gm' });
    } finally {
      ada.config.remove();
    }
  }, 120_000);
});
