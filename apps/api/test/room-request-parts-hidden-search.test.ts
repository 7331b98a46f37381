// Issue 34 (N9): a hidden request in parts told its hidden fields one bit per answer. The GM fixed and hid
// `{ difficulty: 9, maxTurns: 10 | 40 }` on a 2d6-pool extended test; Pia answered with 100, 60, 30... participants,
// and the first accepted told maxTurns (15 for 10, 3 for 40): the answer's work, and so whether it fits the
// hidden-answer budget, grows with maxTurns. Now a hidden request may not fix a field that decides whether an
// answer is accepted (one the test's limits or cost read): the GM is told so when asking, naming the field.
// What a player can observe is then the same whatever the hidden values: compared here, answer by answer.
// The remaining channel (a rule across fields: a `progressMade` at or past a hidden `progressRequired` was
// refused, so answers with less and less progress made told it) is closed the same way: hiding a field that
// such a rule checks the player's part against is refused when the GM asks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom, join, post } from './rooms-client.js';
import { type ServerProcess, startServer } from './server-process.js';

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({ WEB_DIST: '/nonexistent', HIDDEN_ANSWER_FLOOR_MS: '50' });
}, 120_000);
afterAll(async () => {
  await server.stop();
});

const COUNTS = [100, 60, 30, 15, 8, 4, 2, 1];

/**
 * What Pia can observe of a hidden request in parts fixing `hidden`: the GM's request status (and its refusal),
 * then her answers (`part(count)`, fewer and fewer participants by default) until one is accepted.
 */
async function search(
  hidden: Record<string, number>,
  part: (count: number) => Record<string, unknown> = (count) => ({
    progressRequired: 40,
    participants: Array.from({ length: count }, (_, i) => ({ name: `P${i}`, rating: 2 })),
  }),
) {
  const { gm, invite } = await createRoom(server.url, 'Search');
  const pia = await join(server.url, gm.roomId, invite, 'Pia');
  const asked = await post(server.url, gm, 'requests', {
    to: [pia.memberId],
    system: '2d6-pool',
    test: 'extended',
    input: hidden,
    fixes: Object.keys(hidden),
    hidden: true,
  });
  if (asked.status !== 201) return { asked: asked.status, refusal: asked.body.errors, answers: [] };
  const answers: number[] = [];
  for (const count of COUNTS) {
    const answered = await post(server.url, pia, 'rolls', {
      request: asked.body.entry.seq,
      input: part(count),
      clientSeed: `search-${count}`,
    });
    answers.push(answered.status);
    if (answered.status === 201) break;
  }
  return { asked: asked.status, answers };
}

describe('a hidden request in parts', () => {
  it('tells no player its hidden maxTurns by which answers are accepted', async () => {
    const ten = await search({ difficulty: 9, maxTurns: 10 });
    const forty = await search({ difficulty: 9, maxTurns: 40 });
    expect(ten).toEqual(forty);
    // Hiding maxTurns is refused when the GM asks, naming it.
    expect(ten).toMatchObject({ asked: 422, refusal: [{ path: '/fixes/1' }] });
  }, 120_000);

  it('tells no player its hidden progressRequired by which progressMade is accepted (a rule across fields)', async () => {
    const made = (count: number) => ({ progressMade: count, participants: [{ name: 'Pia', rating: 2 }] });
    const ten = await search({ difficulty: 9, progressRequired: 10 }, made);
    const forty = await search({ difficulty: 9, progressRequired: 40 }, made);
    expect(ten).toEqual(forty);
    expect(ten).toMatchObject({ asked: 422, refusal: [{ path: '/fixes/1' }] });
  }, 120_000);

  it('hides a difficulty, which decides nothing about acceptance: the same answers are accepted', async () => {
    const easy = await search({ difficulty: 6 });
    const hard = await search({ difficulty: 11 });
    expect(easy.asked).toBe(201);
    expect(easy).toEqual(hard);
  }, 120_000);
});
