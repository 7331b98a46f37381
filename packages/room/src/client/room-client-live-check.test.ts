// Issue 34 (fairplay.md N3b, N3c, N4): the room client checks every entry as it arrives, against a crafted
// server (its reads, its event stream and its answers played by the test), and shows each mismatch as a
// warning in its snapshot: a changed entry, a steered nonce, a re-used commitment, another client seed or
// input than the one it sent, dice its seeds do not give. An honest log raises none.
import { commitment, type RoomEntry } from '@verdict/fair';
import { describe, expect, it } from 'vitest';
import { buildRoom, rechain } from '../test-support/build-room.js';
import type { RoomRequestInit } from './call.js';
import { createLiveCheck } from './live-check.js';
import { createRoomClient } from './room-client.js';
import { eventsOverFetch } from './sse.js';

const SERVER = 'http://verdict.test';
type Raw = Record<string, unknown>;

/** A server that serves `log` (as the read), no stream, and answers a roll with `rollAnswer`. */
function crafted(log: readonly unknown[], rollAnswer?: { entry: unknown; content?: unknown }, me = 'olaf') {
  const sent: unknown[] = [];
  let shown = log.length;
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const members = [
    { id: 'gm', name: 'Gwen', role: 'gm' },
    { id: 'olaf', name: 'Olaf', role: 'player' },
    { id: 'grog', name: 'Grog', role: 'player' },
  ];
  const fetch = async (url: string, init: RoomRequestInit): Promise<Response> => {
    const { pathname, searchParams } = new URL(url);
    if (pathname === '/v1/rooms/room-1')
      return json({
        room: { id: 'room-1', name: 'T', epoch: 1, closed: false, lastSeq: shown },
        members,
        present: [],
        me: members.find((m) => m.id === me),
      });
    if (pathname === '/v1/rooms/room-1/entries')
      return json({ entries: log.slice(Number(searchParams.get('after')), shown) });
    if (pathname === '/v1/rooms/room-1/rolls' && rollAnswer) {
      sent.push(JSON.parse(String(init.body)));
      shown += 1;
      return json(rollAnswer, 201);
    }
    if (pathname.endsWith('/private')) return json({ title: 'no' }, 403);
    return new Response('', { headers: { 'content-type': 'text/event-stream' } });
  };
  return { fetch, sent };
}

async function follow(log: readonly unknown[], rollAnswer?: { entry: unknown; content?: unknown }) {
  const server = crafted(log, rollAnswer);
  const client = createRoomClient({
    server: SERVER,
    roomId: 'room-1',
    token: 'olaf-token',
    fetch: server.fetch,
    openEvents: eventsOverFetch(server.fetch),
    newKey: () => 'key-0000000000000000',
    closedPollMs: 0,
  });
  await client.connect();
  const deadline = Date.now() + 30_000;
  while (client.getSnapshot().entries.length < log.length && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 5));
  return { client, server };
}

const honest = () => buildRoom(Number.POSITIVE_INFINITY, 2).export().entries as unknown as Raw[];
const warnings = (client: { getSnapshot(): { warnings: readonly { seq: number; check: string }[] } }) =>
  client.getSnapshot().warnings.map((w) => `${w.seq}:${w.check}`);

describe('the room client checks the log as it arrives', () => {
  it('an honest protocol 2 room raises no warning', async () => {
    const { client } = await follow(honest());
    expect(client.getSnapshot().entries).toHaveLength(20);
    expect(client.getSnapshot().warnings).toEqual([]);
    client.disconnect();
  });

  it('an entry changed after it was hashed (N3c)', async () => {
    const log = honest();
    (log[4] as { outcome: Raw }).outcome = { ...(log[4] as { outcome: Raw }).outcome, label: 'Forged' };
    const { client } = await follow(log);
    expect(warnings(client)).toEqual(['5:hash']);
    expect(client.getSnapshot().warnings[0]!.message).toBe(
      'entry #5: its hash does not match its fields: it was changed after it was hashed',
    );
    client.disconnect();
  });

  it('a roll steered to another nonce, and a re-commitment to a revealed seed (N3a, N4), re-chained', async () => {
    const log = honest();
    log[8] = { ...log[8], nonce: 4 };
    const rotated = log[11] as { serverSeed: string; next: Raw };
    log[11] = { ...rotated, next: { ...rotated.next, commitment: commitment(rotated.serverSeed) } };
    const { client } = await follow(rechain(log));
    expect(warnings(client)).toEqual(['9:nonce', '12:commitment', '12:nonce', '19:commitment']);
    client.disconnect();
  });

  it('my roll logged with another client seed than I sent (N3b), and another input', async () => {
    const log = honest();
    const mine = log[4] as Raw; // Olaf's public roll #5, client seed 'olaf-1'
    const { client, server } = await follow(log.slice(0, 4), { entry: mine });
    await client.roll({
      system: 'd20-roll-under',
      test: 'check',
      input: { name: 'Fishing', value: 13 },
      clientSeed: 'mine',
    });
    expect(server.sent).toEqual([expect.objectContaining({ clientSeed: 'mine' })]);
    expect(client.getSnapshot().warnings).toEqual([
      {
        seq: 5,
        check: 'seed',
        message: 'entry #5: your roll\'s client seed is "olaf-1" in the log, but you sent "mine"',
      },
      {
        seq: 5,
        check: 'input',
        message: "entry #5: your roll's input value is 12 in the log, but you sent 13",
      },
    ]);
    client.disconnect();
  });

  it('my roll whose dice its seeds do not give: warned once its epoch ends (each roller checks their own)', () => {
    const log = honest();
    const mine = log[4] as { dice: Raw[] } & Raw;
    const face = (Number(mine.dice[0]!.face) % 20) + 1;
    const forged = rechain([
      ...log.slice(0, 4),
      { ...mine, dice: [{ ...mine.dice[0], face }] },
      ...log.slice(5),
    ]);
    const check = createLiveCheck();
    const found = forged.slice(0, 4).flatMap((e) => check.entry(e as unknown as RoomEntry));
    found.push(...check.sent(forged[4] as unknown as RoomEntry, { clientSeed: 'olaf-1' }));
    for (const e of forged.slice(4, 11)) found.push(...check.entry(e as unknown as RoomEntry));
    expect(found).toEqual([]); // epoch 1's seed is not revealed yet
    found.push(...check.entry(forged[11] as unknown as RoomEntry)); // #12 reveals it
    expect(found).toEqual([
      {
        seq: 5,
        check: 'dice',
        message: expect.stringMatching(/^entry #5: your roll's dice are \d+, but the seeds give \d+$/),
      },
    ]);
  });
});
