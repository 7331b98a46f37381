// Whether an answer to a hidden request is admitted to a nearly full room must not depend on the hidden
// input. It used to be checked with the entry's size at worst computed from that input, so in a room with
// room for a light answer but not a heavy one, the same answer was accepted for a light hidden input and
// refused ("the room's log is full") for a heavy one. Now it is bounded by the room's entry limit, which
// the request was checked against when the GM asked: the same answer gets the same reply, byte for byte.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createRoom, join, post, type Seat } from './rooms-client.js';
import { type ServerProcess, startServer } from './server-process.js';

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({
    WEB_DIST: '/nonexistent',
    ROOM_MAX_BYTES: '150000',
    ROOM_ENTRY_BYTES: '120000',
  });
}, 120_000);
afterAll(async () => {
  await server.stop();
});

/** Participants named `P0`, `P1`..., or with `long` names of 100 characters beyond ASCII (302 bytes a die). */
const extended = (participants: number, maxTurns: number, long = false) => ({
  difficulty: 8,
  progressRequired: 1_000,
  participants: Array.from({ length: participants }, (_, i) => ({
    name: long ? `${i}${'语'.repeat(99)}` : `P${i}`,
    rating: 0,
  })),
  maxTurns,
});

/** Bytes of the room's entries, as its export holds them. */
async function roomBytes(gm: Seat): Promise<number> {
  const exported = await call(server.url, 'GET', `/v1/rooms/${gm.roomId}/export`, { token: gm.token });
  return (exported.body.entries as unknown[]).reduce<number>((n, e) => n + JSON.stringify(e).length, 0);
}

/**
 * A room whose GM asks a hidden request of `input` while the room is nearly empty, then fills the room to
 * about 85,000 of its 150,000 bytes with public rolls: room left for an answer bounded at 3,500 bytes (one
 * participant, one turn), none for one bounded at 92,000 (four participants with long names, 30 turns: the extended
 * test's own bound, `maxEntryBytes`, counts every die with its participant's name). Then the player answers.
 */
async function answerInFullRoom(input: unknown, answer: Record<string, unknown>) {
  const { gm, invite } = await createRoom(server.url, 'Nearly full');
  const pip = await join(server.url, gm.roomId, invite, 'Pip');
  const body = { to: [pip.memberId], system: '2d6-pool', test: 'extended', input, hidden: true };
  const asked = await post(server.url, gm, 'requests', body);
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  for (let i = 0; (await roomBytes(gm)) < 85_000; i++) {
    const roll = { system: '2d6-pool', test: 'extended', input: extended(1, 20), clientSeed: `fill-${i}` };
    const rolled = await post(server.url, gm, 'rolls', roll);
    expect(rolled.status, JSON.stringify(rolled.body)).toBe(201);
  }
  const rolled = await post(server.url, pip, 'rolls', { request: asked.body.entry.seq, ...answer });
  return { status: rolled.status, body: JSON.stringify(rolled.body) };
}

describe('an answer to a hidden request in a nearly full room', () => {
  it('gets the same reply whatever the hidden input, for generated and for entered dice', async () => {
    for (const answer of [{ clientSeed: 'same' }, { dice: [6, 6] }]) {
      const light = await answerInFullRoom(extended(1, 1), answer);
      const heavy = await answerInFullRoom(extended(4, 30, true), answer);
      expect(light).toEqual(heavy);
    }
  }, 300_000);
});
