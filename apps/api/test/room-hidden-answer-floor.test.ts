// An answer to a hidden request must not tell the hidden input by when it comes back: the compute time of a
// 2d6-pool extended test's answer depends on its hidden difficulty (it sets how many turns are rolled). So
// the GM's hidden request is refused when its worst-case answer is past the hidden-answer budget, and every
// answer (accepted or refused) is held to a fixed floor from its arrival, saying so in a header. These tests
// check that mechanism, never the wall time, so they hold on a machine of any speed. And since every answer
// is charged that small budget, not the whole engine budget, a player can answer many hidden requests a minute.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_FLOOR_HEADER, HIDDEN_ANSWER_FLOOR_MS } from '../src/rooms/hidden.js';
import { createRoom, join, post, type Seat } from './rooms-client.js';
import { type ServerProcess, startServer } from './server-process.js';

let server: ServerProcess;
beforeAll(async () => {
  // The default rate limit, so the test of the charge counts what a real client gets.
  server = await startServer({ WEB_DIST: '/nonexistent', RATE_LIMIT_PER_MINUTE: '600' });
}, 120_000);
afterAll(async () => {
  await server.stop();
});

const extended = (difficulty: number, participants = 1, maxTurns = 20) => ({
  difficulty,
  progressRequired: 1_000,
  participants: Array.from({ length: participants }, (_, i) => ({ name: `P${i}`, rating: 0 })),
  maxTurns,
});

async function ask(gm: Seat, to: string[], input: unknown) {
  const body = { to, system: '2d6-pool', test: 'extended', input, hidden: true };
  return post(server.url, gm, 'requests', body);
}

describe('answers to hidden requests', () => {
  it('are all held to the same floor, whatever the hidden difficulty, refusals included', async () => {
    const { gm, invite } = await createRoom(server.url, 'Floor');
    const players: Seat[] = [];
    for (let i = 0; i < 4; i++) players.push(await join(server.url, gm.roomId, invite, `Pip ${i}`));
    const to = players.map((p) => p.memberId);
    const answers: { difficulty: number; status: number; floor: string | null }[] = [];
    for (const difficulty of [6, 11]) {
      const asked = await ask(gm, to, extended(difficulty));
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
      const seq = asked.body.entry.seq as number;
      const rolled = await Promise.all(
        players.map((p, i) =>
          // One player enters dice that cannot fit: refused, and held all the same.
          post(
            server.url,
            p,
            'rolls',
            i === 0 ? { request: seq, dice: [1] } : { request: seq, clientSeed: `s${i}` },
          ),
        ),
      );
      for (const r of rolled)
        answers.push({ difficulty, status: r.status, floor: r.headers.get(ANSWER_FLOOR_HEADER) });
    }
    expect(answers.map((a) => a.floor)).toEqual(answers.map(() => String(HIDDEN_ANSWER_FLOOR_MS)));
    expect(answers.map((a) => a.status)).toEqual([422, 201, 201, 201, 422, 201, 201, 201]);
  }, 120_000);

  it('are refused when the GM asks, if one answer could take more than the hidden-answer budget', async () => {
    const { gm, invite } = await createRoom(server.url, 'Budget');
    const pip = await join(server.url, gm.roomId, invite, 'Pip');
    const heavy = extended(8, 10, 50);
    const refused = await ask(gm, [pip.memberId], heavy);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'limit_exceeded', errors: [{ path: '/input' }] });
    expect(refused.body.detail).toContain('hidden request');
    // The same input in the open is asked (it is not the room's limits that refuse it).
    const open = await post(server.url, gm, 'requests', {
      to: [pip.memberId],
      system: '2d6-pool',
      test: 'extended',
      input: heavy,
    });
    expect(open.status, JSON.stringify(open.body)).toBe(201);
  }, 120_000);

  it('cost the hidden-answer budget: a player answers 20 hidden requests in a minute at the default limit', async () => {
    const { gm, invite } = await createRoom(server.url, 'Twenty');
    const pip = await join(server.url, gm.roomId, invite, 'Pip');
    const seqs: number[] = [];
    for (let i = 0; i < 20; i++) {
      const asked = await ask(gm, [pip.memberId], extended(6 + (i % 6)));
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
      seqs.push(asked.body.entry.seq);
    }
    const rolled = await Promise.all(
      seqs.map((request, i) => post(server.url, pip, 'rolls', { request, clientSeed: `twenty-${i}` })),
    );
    expect(rolled.map((r) => r.status)).toEqual(seqs.map(() => 201));
  }, 120_000);
});
