// A generated-dice answer to a hidden request must not be refused in words that tell the hidden input. Here
// the GM fixes a hidden part of a 2d6-pool extended test (difficulty, progress required) and the player
// answers with the same part and the same client seed each time. The hidden progress required decides whether
// the merged input fits at all (refused in another code). Every such refusal is now one answer, byte for
// byte, counted as a failed attempt the GM sees. (The hidden turns used to decide whether the answer's work
// fit the budget too; a hidden request may no longer fix them: room-request-parts-hidden-search.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom, get, join, post } from './rooms-client.js';
import { type ServerProcess, startServer } from './server-process.js';

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({ WEB_DIST: '/nonexistent' });
}, 120_000);
afterAll(async () => {
  await server.stop();
});

const fixes = ['difficulty', 'progressRequired'];
/** The player's part: 100 dice a turn, one turn, 10 progress already made. */
const part = { participants: [{ name: 'Pip', rating: 98 }], progressMade: 10, maxTurns: 1 };
const hiddenInputs = {
  light: { difficulty: 8, progressRequired: 1_000_000 },
  // The 10 progress made is past the 5 required: the merged input does not fit the test.
  misfit: { difficulty: 8, progressRequired: 5 },
  other: { difficulty: 11, progressRequired: 3 },
};

/** Headers that differ between any two answers. */
const PER_ANSWER = new Set(['date', 'x-request-id', 'request-id']);

/** A fresh room (so every request has the same seq), its hidden request in parts, and the player's answer. */
async function answerHidden(input: unknown) {
  const { gm, invite } = await createRoom(server.url, 'Hidden parts');
  const pip = await join(server.url, gm.roomId, invite, 'Pip');
  const body = { to: [pip.memberId], system: '2d6-pool', test: 'extended', input, fixes, hidden: true };
  const asked = await post(server.url, gm, 'requests', body);
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const seq = asked.body.entry.seq as number;
  const rolled = await post(server.url, pip, 'rolls', { request: seq, input: part, clientSeed: 'same' });
  const headers = [...rolled.headers].filter(([name]) => !PER_ANSWER.has(name)).sort();
  const room = await get(server.url, gm, '');
  return { status: rolled.status, body: rolled.body, headers, seq, pip, failed: room.body.failedAttempts };
}

describe('refusals of a generated answer to a hidden request', () => {
  it('are one answer whatever the hidden input made fail, and the GM sees each attempt', async () => {
    const light = await answerHidden(hiddenInputs.light);
    expect(light.status, JSON.stringify(light.body)).toBe(201);
    const refused = [];
    for (const input of [hiddenInputs.misfit, hiddenInputs.other]) refused.push(await answerHidden(input));
    for (const r of refused) {
      expect(r.status, JSON.stringify(r.body)).toBe(422);
      expect(r.failed).toEqual([{ request: r.seq, member: r.pip.memberId, count: 1 }]);
    }
    const [first, ...others] = refused.map((r) => ({ body: JSON.stringify(r.body), headers: r.headers }));
    for (const other of others) expect(other).toEqual(first);
    expect(refused[0]!.body).toMatchObject({ code: 'answer_refused', status: 422 });
    // Nothing of the hidden part: no field, no count of dice, steps or bytes.
    const { detail, errors } = refused[0]!.body;
    expect(JSON.stringify({ detail, errors })).not.toMatch(
      /maxTurns|progress|difficulty|turns|steps|bytes|\d{3}/i,
    );
  }, 120_000);
});
