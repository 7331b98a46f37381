// Issue 24.2: entered dice answering a hidden request must not tell the hidden input. A player answering a
// hidden 2d6-pool extended request with a hundred sixes got 422 dice_left_over "the test used 8 of 100" at
// difficulty 6, 12 at 8, 24 at 10, 48 at 11: a one-to-one map to the hidden difficulty. Now every dice-related
// refusal of a hidden request is the same answer, and the GM sees how many attempts each member made. The
// requests are `blind`: entered dice may not answer a hidden `outcome` request at all (its public label would
// tell the hidden input: room-hidden-entered-dice.test.ts).
import { afterAll, describe, expect, it } from 'vitest';
import { post } from './http.js';
import { askPlayer, type RoomsApp, roomsApp } from './rooms-app.js';

const rooms: RoomsApp[] = [];
afterAll(async () => {
  for (const r of rooms) await r.close();
});

const extended = (difficulty: number) => ({
  difficulty,
  progressRequired: 1,
  participants: [{ name: 'Grog', rating: 0 }],
  maxTurns: 20,
});

/** A room with a hidden request at `difficulty`, a player named in it, and the player's answer. */
async function probe(difficulty: number, dice: number[]) {
  const r = await roomsApp();
  rooms.push(r);
  const base = `/v1/rooms/${r.roomId}`;
  const request = {
    system: '2d6-pool',
    test: 'extended',
    input: extended(difficulty),
    hidden: true,
    visibility: 'blind',
  };
  const { player: joined, seq } = await askPlayer(r, request);
  const answer = await post(r.app, `${base}/rolls`, { request: seq, dice }, r.auth(joined.token));
  return { r, base, seq, player: joined, status: answer.status, text: await answer.text() };
}

describe('refusals of entered dice for a hidden request', () => {
  it('are the same answer whatever the hidden difficulty', async () => {
    const sixes = Array.from({ length: 100 }, () => 6);
    const answers = [];
    for (const difficulty of [6, 8, 10, 11]) answers.push(await probe(difficulty, sixes));
    for (const a of answers) expect(a.status).toBe(422);
    const bodies = answers.map((a) => a.text);
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!)).toMatchObject({ code: 'dice_do_not_fit' });
    expect(bodies[0]).not.toMatch(/\d+ of \d+/);
  }, 60_000);

  it('are the same for too few dice and for faces that do not fit', async () => {
    const few = await probe(8, [1]);
    const out = await probe(8, [7, 7, 7, 7]);
    const many = await probe(
      8,
      Array.from({ length: 100 }, () => 6),
    );
    expect(few.status).toBe(422);
    expect(few.text).toBe(many.text);
    expect(out.text).toBe(many.text);
  }, 60_000);

  it('are counted per member, and the GM sees the count', async () => {
    const sixes = Array.from({ length: 100 }, () => 6);
    const first = await probe(10, sixes);
    const { r, base, seq, player } = first;
    await post(r.app, `${base}/rolls`, { request: seq, dice: sixes }, r.auth(player.token));
    const gmView = await (await r.app.request(base, { headers: r.auth(r.gmToken) })).json();
    expect(gmView.failedAttempts).toEqual([{ request: seq, member: player.member.id, count: 2 }]);
    const playerView = await (await r.app.request(base, { headers: r.auth(player.token) })).json();
    expect(playerView.failedAttempts).toBeUndefined();
    // A fitting answer is still accepted, and logged.
    const fits = await post(r.app, `${base}/rolls`, { request: seq, dice: [6, 6] }, r.auth(player.token));
    expect(fits.status).toBe(201);
  }, 60_000);

  it("leave the room's own limits alone: a full log says so, and counts no failed attempt", async () => {
    // room.opened, the GM's join, the player's join and the request: the log is full with the request.
    const r = await roomsApp({ limits: { entries: 4 } });
    rooms.push(r);
    const base = `/v1/rooms/${r.roomId}`;
    const request = {
      system: '2d6-pool',
      test: 'extended',
      input: extended(8),
      hidden: true,
      visibility: 'blind',
    };
    const { player, seq } = await askPlayer(r, request);
    const answer = await post(r.app, `${base}/rolls`, { request: seq, dice: [6, 6] }, r.auth(player.token));
    const body = await answer.json();
    // The limit depends on nothing hidden (the room's entries), so it is named, as for any roll.
    expect(body).toMatchObject({ status: 422, code: 'limit_exceeded' });
    expect(body.detail).toContain("The room's log has 4 entries");
    const gmView = await (await r.app.request(base, { headers: r.auth(r.gmToken) })).json();
    expect(gmView.failedAttempts ?? []).toEqual([]);
  }, 60_000);
});
