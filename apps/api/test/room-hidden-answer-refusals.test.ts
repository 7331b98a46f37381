// A generated-dice answer to a hidden request must not be refused in a way that tells the hidden input. Here the
// GM fixes a hidden part of a 2d6-pool extended test and the player answers with the same part and the same client
// seed each time. The hidden progress required used to decide whether the merged input fitted at all (each such
// refusal was made one answer, byte for byte); since issue 34's N9 fix a hidden request may not fix a field that
// decides acceptance, so answers are accepted whatever the hidden input, and such a request is refused when asked.
// (The masking of any refusal that remains is tested in packages/room/src/rules/hidden-answers.test.ts.)
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

// Since issue 34's N9 fix a hidden request may not fix `progressRequired` while the player gives `progressMade`
// (a rule of the test checks one against the other, so acceptance would tell it): the GM fixes both, hidden.
const fixes = ['difficulty', 'progressRequired', 'progressMade'];
/** The player's part: 100 dice a turn, one turn. */
const part = { participants: [{ name: 'Pip', rating: 98 }], maxTurns: 1 };
const hiddenInputs = {
  light: { difficulty: 8, progressRequired: 1_000_000, progressMade: 10 },
  other: { difficulty: 11, progressRequired: 30, progressMade: 10 },
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

describe('generated answers to a hidden request', () => {
  it('are accepted whatever the hidden input, in one shape, and no field a hidden request may fix decides it', async () => {
    const answers = [];
    for (const input of [hiddenInputs.light, hiddenInputs.other]) answers.push(await answerHidden(input));
    for (const a of answers) {
      expect(a.status, JSON.stringify(a.body)).toBe(201);
      expect(a.failed ?? []).toEqual([]);
    }
    // The headers an answer carries are the same whatever the hidden part (nothing tells it).
    expect(answers[1]!.headers.map(([name]) => name)).toEqual(answers[0]!.headers.map(([name]) => name));
  }, 120_000);

  it('leave the GM no hidden field that could refuse them: hiding progressRequired alone is refused when asked', async () => {
    const { gm, invite } = await createRoom(server.url, 'Hidden parts');
    const pip = await join(server.url, gm.roomId, invite, 'Pip');
    const asked = await post(server.url, gm, 'requests', {
      to: [pip.memberId],
      system: '2d6-pool',
      test: 'extended',
      input: { difficulty: 8, progressRequired: 5 },
      fixes: ['difficulty', 'progressRequired'],
      hidden: true,
    });
    expect(asked.status).toBe(422);
    expect(JSON.stringify(asked.body)).toContain('/fixes/1');
  }, 120_000);
});
