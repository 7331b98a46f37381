// Issue 34 (fairplay.md N3b, N3c, N4): the room client checks every entry as it arrives, against a crafted
// server (its reads, its event stream and its answers played by the test), and shows each mismatch as a
// warning in its snapshot: a changed entry, a steered nonce, a re-used commitment, another client seed or
// input than the one it sent, dice its seeds do not give. An honest log raises none.
import { commitment, type RoomEntry } from '@verdict/fair';
import { describe, expect, it } from 'vitest';
import { buildRoom, RoomLog, rechain } from '../test-support/build-room.js';
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

async function follow(
  log: readonly unknown[],
  rollAnswer?: { entry: unknown; content?: unknown },
  me = 'olaf',
) {
  const server = crafted(log, rollAnswer, me);
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

  it('my roll logged without an input field I sent: warned, not thrown', () => {
    const log = honest();
    const check = createLiveCheck();
    const found = log.slice(0, 4).flatMap((e) => check.entry(e as unknown as RoomEntry));
    const sent = { clientSeed: 'olaf-1', input: { ...(log[4] as { input: Raw }).input, luck: 2 } };
    found.push(...check.sent(log[4] as unknown as RoomEntry, sent));
    expect(found).toEqual([
      {
        seq: 5,
        check: 'input',
        message: "entry #5: your roll's input luck is nothing in the log, but you sent 2",
      },
    ]);
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

  describe("the GM's secret roll: what the server shows of it is what the GM's client sent (issue 34, item 10)", () => {
    // Gwen's room under protocol 2 up to her joining; her secret roll #3 as the server logs it.
    const gmRoom = () => {
      const log = new RoomLog(2);
      log.entries.push(...buildRoom(2, 2).entries);
      return log;
    };
    const sent = {
      system: 't13',
      test: 'value',
      input: { tested: 1 },
      clientSeed: 'gwen-1',
      visibility: 'gm',
    };

    it('another test than the one sent, sealed and chained honestly, warns', async () => {
      const log = gmRoom();
      // The server logs another test with the same input and seed: its seal is right, its test is not Gwen's.
      const entry = log.roll(
        'gm',
        { system: 'd20-roll-under', test: 'check', input: { value: 12 }, visibility: 'gm' },
        { clientSeed: 'gwen-1' },
      );
      const content = log.hidden.get(entry.seq)!;
      const { client } = await follow(log.entries.slice(0, 2), { entry, content }, 'gm');
      await client.roll({ ...sent, input: { value: 12 } });
      expect(client.getSnapshot().warnings).toEqual([
        {
          seq: 3,
          check: 'test',
          message: "entry #3: your roll's test is d20-roll-under check in the log, but you sent t13 value",
        },
      ]);
      client.disconnect();
    });

    it('a hidden part shown that its seal does not commit to warns, and the honest roll does not', async () => {
      const log = gmRoom();
      const entry = log.roll(
        'gm',
        { system: 'd20-roll-under', test: 'check', input: { value: 12 }, visibility: 'gm' },
        { clientSeed: 'gwen-1' },
      );
      const content = log.hidden.get(entry.seq)!;
      const honestRoll = await follow(log.entries.slice(0, 2), { entry, content }, 'gm');
      await honestRoll.client.roll({
        ...sent,
        system: 'd20-roll-under',
        test: 'check',
        input: { value: 12 },
      });
      expect(honestRoll.client.getSnapshot().warnings).toEqual([]);
      honestRoll.client.disconnect();

      // Shown as the roll Gwen asked for, though the seal (and so the reveal to come) commits to another test.
      const shown = { ...content, system: 't13', test: 'value' };
      const { client } = await follow(log.entries.slice(0, 2), { entry, content: shown }, 'gm');
      await client.roll({ ...sent, input: { value: 12 } });
      expect(client.getSnapshot().warnings).toEqual([
        {
          seq: 3,
          check: 'seal',
          message:
            "entry #3: the hidden part the server showed you is not what the entry's seal commits to: its reveal will differ",
        },
      ]);
      client.disconnect();
    });

    it('a forged reveal of it, later, with another test: warned by the live check', () => {
      const log = gmRoom();
      const entry = log.roll(
        'gm',
        { system: 'd20-roll-under', test: 'check', input: { value: 12 }, visibility: 'gm' },
        { clientSeed: 'gwen-1' },
      );
      const check = createLiveCheck();
      const found = log.entries.slice(0, 2).flatMap((e) => check.entry(e));
      // Sent as t13, answered without its hidden part (as to a member who may not open it): checked at the reveal.
      found.push(...check.sent(entry, { system: 't13', test: 'value', clientSeed: 'gwen-1' }));
      found.push(...check.entry(entry));
      expect(found).toEqual([]);
      found.push(...check.entry(log.reveal('gm', entry.seq)));
      expect(found.map((w) => `${w.seq}:${w.check}`)).toEqual(['3:test']);
    });
  });
});
